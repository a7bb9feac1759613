/**
 * Lets the minifier drop the parts of react-router a site never uses. react-router ships
 * everything in one module, so every top-level initialiser the minifier cannot prove free of side
 * effects keeps its code (and all it references) in the main bundle:
 * - `createContext`/`forwardRef`/`memo`/`Symbol()`/`new URL|Set|Map()` initialisers are marked pure;
 * - `var X = class … {…};` becomes a pure IIFE returning the class (a class that extends
 *   `React.Component` otherwise counts as a side effect), with the `X.contextType = …;` that
 *   follows it moved inside;
 * - `X.displayName = "…";` statements (names for React's dev tools) are dropped.
 */
module.exports = function pureAnnotationsLoader(source) {
  return source
    .replace(/^((?:var|const|let) [\w$]+ = )(?=(?:React\d*\.(?:createContext|forwardRef|memo)|Symbol|new (?:URL|Set|Map))\()/gm, '$1/* @__PURE__ */ ')
    .replace(/^((?:var|const|let) ([\w$]+) = )(class\b[^\n]*\{\n[\s\S]*?)^\};\n((?:\2\.contextType = [^\n]*;\n)?)/gm, (_, declaration, name, body, contextType) =>
      `${declaration}/* @__PURE__ */ (() => { const ${name} = ${body}};\n${contextType}return ${name}; })();\n`)
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
};
