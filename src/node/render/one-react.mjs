// The render worker's entry (plain JavaScript: Node runs it as it is, before the renderer).
// React and react-dom must be one copy for the whole render: a site's packages (react-live, say)
// would otherwise load the site's own React from its node_modules, whose hooks find no renderer
// ("Cannot read properties of null (reading 'useState')"). Every `react` and `react-dom` request,
// from require() and from import, resolves from the folder the renderer's React comes from.
import Module, { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

const { renderer, reactRoot, hooks } = workerData.oneReact;
const SINGLETON = /^(react|react-dom)(\/|$)/;
const reactPaths = Module._nodeModulePaths(reactRoot);
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, isMain, options) {
  return resolveFilename.call(this, request, parent, isMain, SINGLETON.test(request) ? { ...options, paths: reactPaths } : options);
};
// ES modules' imports go through hooks, on a thread of their own: only when the site has another React to avoid.
if (hooks) register(new URL('./one-react-hooks.mjs', import.meta.url), { data: { parentURL: pathToFileURL(path.join(reactRoot, 'package.json')).href } });
await import(pathToFileURL(renderer).href);
