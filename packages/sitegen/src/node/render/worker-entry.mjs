// The render worker's entry (plain JavaScript: Node runs it as it is, before the render bundle
// exists). The bundle holds everything a render runs (React included: the site's copy, as in the
// browser bundle), so this only waits for it.
// Its input may come in two parts: what React renders need, as soon as the pre-render bundle is
// made (a rebuild renders its few pages while the client bundle is still being made), then the rest.
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

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
