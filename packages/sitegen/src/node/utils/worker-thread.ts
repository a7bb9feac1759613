/**
 * Worker threads for plugins' build work (compressing, converting), started early and idle until
 * asked: the main thread only hands them messages, so their work goes on while it is busy.
 *
 * A worker is a TypeScript module, bundled first (see startTypeScriptWorker), that answers with
 * `answerMessages`. It keeps the process alive only while a request waits for its reply, so a
 * build that fails before using it still exits.
 */
import path from 'node:path';
import { parentPort, type Worker } from 'node:worker_threads';
import { GENERATOR_ROOT } from '../bundle/aliases';
import { startTypeScriptWorker } from '../esbuild/import-typescript';

/**
 * Where the generator's own workers are bundled: beside the CLI's bundle, as part of the installed
 * generator (they depend on no site), so that a build with no `.sitegen/` does not bundle them
 * again while its main thread is busiest.
 */
export const GENERATOR_WORKERS_DIR = path.join(GENERATOR_ROOT, 'node_modules', '.cache', 'sitegen', 'workers');

export interface WorkerThread {
  /** Sends a message the worker does not answer. */
  post(message: unknown): void;
  /** Sends a message and resolves with the worker's reply; a reply `{ error }` rejects. One at a time. */
  request<Reply>(message: unknown): Promise<Reply>;
  close(): Promise<void>;
}

interface ErrorReply {
  error: string;
}

const isErrorReply = (reply: unknown): reply is ErrorReply => typeof reply === 'object' && reply !== null && typeof (reply as Partial<ErrorReply>).error === 'string';

export function startWorkerThread(file: string, bundleDir: string, workerData?: unknown): WorkerThread {
  const waiting: Array<{ resolve(reply: unknown): void; reject(error: Error): void }> = [];
  const failAll = (error: Error) => waiting.splice(0).forEach((w) => w.reject(error));
  let ready: Worker | undefined;
  const listen = (started: Worker): Worker => {
    ready = started;
    started.unref();
    started.on('message', (reply: unknown) => {
      const next = waiting.shift();
      if (waiting.length === 0) started.unref();
      if (isErrorReply(reply)) next?.reject(new Error(reply.error));
      else next?.resolve(reply);
    });
    started.on('error', failAll);
    started.on('exit', () => failAll(new Error(`The worker thread ${file} stopped`)));
    return started;
  };
  const starting = startTypeScriptWorker(file, bundleDir, workerData);
  const worker: Promise<Worker> = starting instanceof Promise ? starting.then(listen) : Promise.resolve(listen(starting));
  // A failed start rejects the requests; a worker never asked anything must not count as unhandled.
  worker.catch(() => undefined);
  return {
    post(message) {
      // Sent at once when the worker is up (not after the caller's synchronous work).
      if (ready) ready.postMessage(message);
      else void worker.then((started) => started.postMessage(message), () => undefined);
    },
    async request<Reply>(message: unknown) {
      const started = await worker;
      const reply = new Promise<unknown>((resolve, reject) => waiting.push({ resolve, reject }));
      started.ref();
      started.postMessage(message);
      return (await reply) as Reply;
    },
    async close() {
      await (await worker.catch(() => undefined))?.terminate();
    },
  };
}

/**
 * The worker's side: answers each message with what `handle` returns (nothing for undefined),
 * or `{ error }` when it throws.
 */
export function answerMessages<Message>(handle: (message: Message) => unknown): void {
  const port = parentPort;
  if (!port) throw new Error('answerMessages runs in a worker thread');
  port.on('message', (message: Message) => {
    Promise.resolve()
      .then(() => handle(message))
      .then(
        (reply) => reply !== undefined && port.postMessage(reply),
        (error: unknown) => port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ErrorReply),
      );
  });
}
