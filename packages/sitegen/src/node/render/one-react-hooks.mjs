// Module resolution hooks of the render worker (see one-react.mjs): ES modules' `react` and
// `react-dom` imports resolve from the renderer's React folder.
let parentURL;

export function initialize(data) {
  parentURL = data.parentURL;
}

export function resolve(specifier, context, nextResolve) {
  return /^(react|react-dom)(\/|$)/.test(specifier) ? nextResolve(specifier, { ...context, parentURL }) : nextResolve(specifier, context);
}
