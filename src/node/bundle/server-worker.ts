/**
 * The thread the pre-render bundle is built on (see buildServerBundle): esbuild's plugin callbacks
 * run here; Markdown modules are asked of the main thread, which compiles them with the build's
 * shared compiler and cache.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerWorkerMessage, ServerWorkerReply } from './server';
import { runServerBundle, type ServerBundleInput } from './server-bundle';

const port = parentPort;
if (!port) throw new Error('server-worker runs in a worker thread');

const waiting = new Map<number, { resolve(code: string): void; reject(error: Error): void }>();
let nextId = 0;
port.on('message', (reply: ServerWorkerReply) => {
  const request = waiting.get(reply.id);
  waiting.delete(reply.id);
  if (reply.code !== undefined) request?.resolve(reply.code);
  else request?.reject(new Error(reply.error));
});

const compileMdx = (file: string, query: string) =>
  new Promise<string>((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    port.postMessage({ type: 'compile', id, file, query } satisfies ServerWorkerMessage);
  });

runServerBundle(workerData as ServerBundleInput, compileMdx).then(
  (build) => port.postMessage({ type: 'done', build } satisfies ServerWorkerMessage),
  (error: unknown) => port.postMessage({ type: 'failed', error: error instanceof Error ? error.message : String(error) } satisfies ServerWorkerMessage),
);
