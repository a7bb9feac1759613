// The render worker's entry (plain JavaScript: Node runs it as it is, before the renderer).
// React and react-dom must be one copy for the whole render: a site's packages (react-live, say)
// would otherwise load the site's own React from its node_modules, whose hooks find no renderer
// ("Cannot read properties of null (reading 'useState')"). Every `react` and `react-dom` request,
// from require() and from import, resolves from the folder the renderer's React comes from.
import Module, { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { reactRoot, hooks, preload } = workerData.oneReact;
const SINGLETON = /^(react|react-dom)(\/|$)/;
const reactPaths = Module._nodeModulePaths(reactRoot);
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, isMain, options) {
  return resolveFilename.call(this, request, parent, isMain, SINGLETON.test(request) ? { ...options, paths: reactPaths } : options);
};
// ES modules' imports go through hooks, on a thread of their own: only when the site has another React to avoid.
if (hooks) register(new URL('./one-react-hooks.mjs', import.meta.url), { data: { parentURL: pathToFileURL(path.join(reactRoot, 'package.json')).href } });
// Started before the render bundle exists (during bundling): what every render loads from
// node_modules is loaded while waiting for it.
const requireFromReact = Module.createRequire(path.join(reactRoot, 'package.json'));
for (const request of preload) {
  try {
    requireFromReact(request);
  } catch {
    // not installed where React is: the renderer resolves it itself
  }
}
// Then the renderer, with its input (read by worker.ts); its own listener takes the batches. The
// input may come in two parts: what React renders need, as soon as the pre-render bundle is made
// (a rebuild renders its few pages while the client bundle is still being made), then the rest.
parentPort.on('message', async ({ renderer, input, save }) => {
  // Before the pool stops the worker: the renderer, if it loaded, saves what it keeps between builds.
  if (save) {
    await globalThis[Symbol.for('sitegen.render-save')]?.();
    parentPort.postMessage({ saved: true });
    return;
  }
  if (!renderer) return;
  const key = Symbol.for('sitegen.render-input');
  globalThis[key] = Object.assign(globalThis[key] ?? {}, input);
  await import(pathToFileURL(renderer).href);
  parentPort.postMessage({ ready: true });
});
