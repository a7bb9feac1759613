/**
 * Worker threads for plugins' build work (compressing, converting), started early and idle until
 * asked: the main thread only hands them messages, so their work goes on while it is busy.
 *
 * A worker is a TypeScript module, bundled first (see startTypeScriptWorker), that answers with
 * `answerMessages`. It keeps the process alive only while a request waits for its reply, so a
 * build that fails before using it still exits.
 */
import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, workerData, type Worker } from 'node:worker_threads';
import { GENERATOR_ROOT } from '../bundle/aliases';
import { bundleTypeScriptWorker, startTypeScriptWorker } from '../esbuild/import-typescript';

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

/** What the waiting side needs of a thread or a process: messages both ways, and whether it keeps the process alive. */
interface Endpoint {
  send(message: unknown): void;
  hold(keepAlive: boolean): void;
  onMessage(listener: (message: unknown) => void): void;
  onFailure(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

function threadEndpoint(worker: Worker, file: string): Endpoint {
  return {
    send: (message) => worker.postMessage(message),
    hold: (keepAlive) => void (keepAlive ? worker.ref() : worker.unref()),
    onMessage: (listener) => void worker.on('message', listener),
    onFailure: (listener) => {
      worker.on('error', listener);
      worker.on('exit', () => listener(new Error(`The worker thread ${file} stopped`)));
    },
    close: async () => void (await worker.terminate()),
  };
}

function processEndpoint(child: ChildProcess, file: string): Endpoint {
  const channel = child.channel as { ref(): void; unref(): void } | null | undefined;
  return {
    send: (message) => void child.send(message as Serializable),
    hold: (keepAlive) => {
      if (keepAlive) (child.ref(), channel?.ref());
      else (child.unref(), channel?.unref());
    },
    onMessage: (listener) => void child.on('message', listener),
    onFailure: (listener) => {
      child.on('error', listener);
      child.on('exit', (code, signal) => listener(new Error(`The background process ${file} stopped (${signal ?? `exit code ${code}`})`)));
    },
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      // Unreferenced while idle (see connect): the caller waits for it to exit.
      child.ref();
      child.kill();
      await exited;
    },
  };
}

/** Requests and replies over an endpoint that may still be starting. */
function connect(starting: Endpoint | Promise<Endpoint>): WorkerThread {
  const waiting: Array<{ resolve(reply: unknown): void; reject(error: Error): void }> = [];
  const failAll = (error: Error) => waiting.splice(0).forEach((w) => w.reject(error));
  let ready: Endpoint | undefined;
  const listen = (started: Endpoint): Endpoint => {
    ready = started;
    started.hold(false);
    started.onMessage((reply) => {
      const next = waiting.shift();
      if (waiting.length === 0) started.hold(false);
      if (isErrorReply(reply)) next?.reject(new Error(reply.error));
      else next?.resolve(reply);
    });
    started.onFailure(failAll);
    return started;
  };
  const endpoint: Promise<Endpoint> = starting instanceof Promise ? starting.then(listen) : Promise.resolve(listen(starting));
  // A failed start rejects the requests; a worker never asked anything must not count as unhandled.
  endpoint.catch(() => undefined);
  return {
    post(message) {
      // Sent at once when the worker is up (not after the caller's synchronous work).
      if (ready) ready.send(message);
      else void endpoint.then((started) => started.send(message), () => undefined);
    },
    async request<Reply>(message: unknown) {
      const started = await endpoint;
      const reply = new Promise<unknown>((resolve, reject) => waiting.push({ resolve, reject }));
      started.hold(true);
      started.send(message);
      return (await reply) as Reply;
    },
    async close() {
      await (await endpoint.catch(() => undefined))?.close();
    },
  };
}

export function startWorkerThread(file: string, bundleDir: string, workerData?: unknown): WorkerThread {
  const starting = startTypeScriptWorker(file, bundleDir, workerData);
  return connect(starting instanceof Promise ? starting.then((worker) => threadEndpoint(worker, file)) : threadEndpoint(starting, file));
}

/** How a background process gets its worker data (a worker thread's workerData). */
const WORKER_DATA_ENV = 'SITEGEN_WORKER_DATA';

/**
 * The same, as a process of its own at the lowest CPU priority: for work that should use only what
 * the build leaves idle (the scheduler gives it a core when nothing else wants one), and may then
 * take the whole machine at the end. Its worker data must be JSON.
 */
export function startBackgroundProcess(file: string, bundleDir: string, workerData?: unknown): WorkerThread {
  const start = (outfile: string): Endpoint => {
    const child = fork(outfile, [], { execArgv: [], env: { ...process.env, [WORKER_DATA_ENV]: JSON.stringify(workerData ?? null) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      // Set before the process starts its thread pool, whose threads inherit it.
      if (child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // Not allowed here: it runs at normal priority.
    }
    return processEndpoint(child, file);
  };
  const bundled = bundleTypeScriptWorker(file, bundleDir);
  return connect(typeof bundled === 'string' ? start(bundled) : bundled.then(start));
}

/** The worker's data: workerData in a worker thread, what startBackgroundProcess passed in a process. */
export function workerInput<T>(): T {
  return (isMainThread ? JSON.parse(process.env[WORKER_DATA_ENV] ?? 'null') : workerData) as T;
}

/**
 * The worker's side: answers each message with what `handle` returns (nothing for undefined),
 * or `{ error }` when it throws.
 */
export function answerMessages<Message>(handle: (message: Message) => unknown): void {
  const port = parentPort ?? (process.send ? processPort<Message>() : undefined);
  if (!port) throw new Error('answerMessages runs in a worker thread or a background process');
  port.on('message', (message: Message) => {
    Promise.resolve()
      .then(() => handle(message))
      .then(
        (reply) => reply !== undefined && port.postMessage(reply),
        (error: unknown) => port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ErrorReply),
      );
  });
}

/** A background process's channel to the build, shaped as a worker thread's port. It ends with the build. */
function processPort<Message>() {
  process.once('disconnect', () => process.exit(0));
  return {
    on: (event: 'message', listener: (message: Message) => void) => void process.on(event, listener as (message: unknown) => void),
    postMessage: (message: unknown) => void process.send?.(message as Serializable),
  };
}
