/**
 * Marks react-router's top-level `createContext`/`forwardRef`/`memo`/`Symbol()`/`new URL|Set()`
 * initialisers as pure. react-router ships everything in one module; without the marks the
 * minifier must keep every unused component and context (about a third of the router).
 */
module.exports = function pureAnnotationsLoader(source) {
  return source.replace(/^((?:var|const|let) [\w$]+ = )(?=(?:React\d*\.(?:createContext|forwardRef|memo)|Symbol|new (?:URL|Set|Map))\()/gm, '$1/* @__PURE__ */ ');
};
