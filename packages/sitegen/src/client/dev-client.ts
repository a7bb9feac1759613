/**
 * Dev server only: the hot update client (webpack-hot-middleware: overlay, hot updates), and a
 * full reload when a build succeeds after one that failed. Rspack ships a file that failed to
 * compile as a module that throws; once it has thrown it is out of the module cache, and the
 * update that fixes it cannot put it back in place, so the page would keep the old content.
 * With `start --hot-only` (Docusaurus's `hot: 'only'`), the page is never reloaded: an update
 * that cannot be applied is left to the reader.
 */
declare const __SITEGEN_HOT_ONLY__: boolean;

interface HotClient {
  subscribeAll(handler: (message: { action: string; errors?: unknown[] }) => void): void;
}

/* eslint-disable @typescript-eslint/no-require-imports */
const client = (
  __SITEGEN_HOT_ONLY__ ? require('webpack-hot-middleware/client?reload=false&overlay=true&overlayWarnings=false') : require('webpack-hot-middleware/client?reload=true&overlay=true&overlayWarnings=false')
) as HotClient;
/* eslint-enable @typescript-eslint/no-require-imports */

let failed = false;
client.subscribeAll((message) => {
  if (message.action !== 'built' && message.action !== 'sync') return;
  if (message.errors?.length) failed = true;
  else if (failed && !__SITEGEN_HOT_ONLY__) window.location.reload();
});
