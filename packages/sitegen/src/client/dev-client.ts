/**
 * Dev server only: the hot update client (webpack-hot-middleware: overlay, hot updates), and a
 * full reload when a build succeeds after one that failed. Rspack ships a file that failed to
 * compile as a module that throws; once it has thrown it is out of the module cache, and the
 * update that fixes it cannot put it back in place, so the page would keep the old content.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const client = require('webpack-hot-middleware/client?reload=true&overlay=true&overlayWarnings=false') as {
  subscribeAll(handler: (message: { action: string; errors?: unknown[] }) => void): void;
};

let failed = false;
client.subscribeAll((message) => {
  if (message.action !== 'built' && message.action !== 'sync') return;
  if (message.errors?.length) failed = true;
  else if (failed) window.location.reload();
});
