/**
 * The thread the pre-render bundle is built on (see buildServerBundle): esbuild's plugin callbacks
 * run here; Markdown modules are asked of the main thread, which compiles them with the build's
 * shared compiler and cache.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerWorkerMessage, ServerWorkerReply } from './server';
import { runServerBundle, type ServerBundleInput } from './server-bundle';
import type { ImageAsset } from '../mdx/remark-images';

// esbuild's service, a Go process this thread's first build starts, lives only as long as this
// bundle: Go's garbage collector waits until its heap nears GOMEMLIMIT (esbuild's own command
// line turns it off for a one-off build). ~0.15 s less CPU in a cold build here, ~50 MB more for
// it. Settings of the user's own are kept.
if (process.env.GOGC === undefined && process.env.GOMEMLIMIT === undefined) Object.assign(process.env, { GOGC: 'off', GOMEMLIMIT: '256MiB' });

const port = parentPort;
if (!port) throw new Error('server-worker runs in a worker thread');

const waiting = new Map<number, { resolve(compiled: { code: string; assets: ImageAsset[] }): void; reject(error: Error): void }>();
let nextId = 0;
port.on('message', (reply: ServerWorkerReply) => {
  const request = waiting.get(reply.id);
  waiting.delete(reply.id);
  if (reply.code !== undefined) request?.resolve({ code: reply.code, assets: reply.assets ?? [] });
  else request?.reject(new Error(reply.error));
});

const compileMdx = (file: string, query: string) =>
  new Promise<{ code: string; assets: ImageAsset[] }>((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    port.postMessage({ type: 'compile', id, file, query } satisfies ServerWorkerMessage);
  });

runServerBundle(workerData as ServerBundleInput, compileMdx).then(
  (build) => port.postMessage({ type: 'done', build } satisfies ServerWorkerMessage),
  (error: unknown) => port.postMessage({ type: 'failed', error: error instanceof Error ? error.message : String(error) } satisfies ServerWorkerMessage),
);
