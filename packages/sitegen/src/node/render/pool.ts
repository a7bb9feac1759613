import os from 'node:os';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { GENERATOR_ROOT } from '../bundle/aliases';
import type { EarlyWorkerInput, PageResult, WorkerInput } from './worker';

/** The workers' entry: it loads the render bundle once it is made (see worker-entry.mjs). */
const WORKER_ENTRY = path.join(GENERATOR_ROOT, 'src', 'node', 'render', 'worker-entry.mjs');

export interface RenderPool {
  /**
   * Hands the first worker the render bundle as soon as it is made, with the input known then,
   * and has it render `paths` with React (those without a kept render) while the client bundle is
   * still being made: after an edit, the few pages to render are then ready when it is done. With
   * more pages than one worker takes (a cold build) it renders them one by one in the background,
   * at a lowered priority, on what the bundler leaves of the cores, until the render starts; the
   * pages it got through are then its own to finish.
   */
  prepare(workerFile: string, input: EarlyWorkerInput, paths: string[]): void;
  /**
   * Pre-renders `paths` with the render bundle `workerFile`, in batches across the workers;
   * `reactRenders`: how many of them React must render (the others' renders are kept).
   */
  render(workerFile: string, input: WorkerInput, paths: string[], reactRenders: number): Promise<PageResult[]>;
  close(): Promise<void>;
}

/** Pages React renders per worker: below that, another worker costs more than it saves. */
const RENDERS_PER_WORKER = 20;

/**
 * Pages a worker renders before a fresh one takes its place: a worker keeps every page module it
 * loaded (a large site's workers grew by hundreds of MB each). Loading the render bundle again
 * costs about a second.
 */
export const RENDERS_BEFORE_REPLACED = Number(process.env.SITEGEN_RENDERS_PER_WORKER) || 1500;

/** Workers replaced so far in this process (for tests). */
export const replacedWorkers = { count: 0 };

/**
 * Starts a pre-render worker thread before the render bundle is made: it boots meanwhile. The others (one per
 * core, at most 4) start with the render, and only when enough pages need React: after an edit,
 * one page does, and each worker loads the whole render bundle. A pool renders once.
 */
export function startRenderPool(): RenderPool {
  /** Why a worker stopped (its renderer failed to load, say): it answers nothing more. */
  const stopped = new Map<Worker, Error>();
  const startWorker = () => {
    const worker = new Worker(WORKER_ENTRY);
    worker.on('error', (error) => stopped.set(worker, error));
    worker.on('exit', (code) => stopped.has(worker) || stopped.set(worker, new Error(`A pre-render worker stopped (exit code ${code})`)));
    return worker;
  };
  const workers = [startWorker()];
  // Idle until asked: a build that fails while bundling still exits.
  workers[0]?.unref();
  const ask = <Reply,>(worker: Worker, message: object, isReply: (m: Reply) => boolean) =>
    new Promise<Reply>((resolve, reject) => {
      const failure = stopped.get(worker);
      if (failure) return reject(failure);
      const onMessage = (m: Reply) => {
        if (!isReply(m)) return;
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(m);
      };
      // 'exit' comes after 'error', whose error it reports.
      const onExit = () => {
        worker.off('message', onMessage);
        reject(stopped.get(worker));
      };
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.postMessage(message);
    });
  // What a worker kept goes to disk first (its packs, see worker.ts), unless it stopped.
  const save = (worker: Worker) =>
    Promise.race([ask(worker, { save: true }, (m: { saved?: boolean }) => m.saved === true), new Promise((resolve) => worker.once('exit', resolve))]).catch(() => undefined);
  let prepared: Promise<unknown> = Promise.resolve();
  /** The first worker renders in the background (a cold build's pages): stopped when the render starts. */
  let background = false;
  const loadRenderer = (worker: Worker, workerFile: string, input: EarlyWorkerInput) => ask<{ ready?: boolean }>(worker, { renderer: workerFile, input }, (m) => m.ready === true);
  return {
    prepare(workerFile, input, paths) {
      const first = workers[0];
      if (!first || paths.length === 0) return;
      background = paths.length > RENDERS_PER_WORKER;
      // No more than a worker renders before it is replaced (see RENDERS_BEFORE_REPLACED).
      prepared = loadRenderer(first, workerFile, input).then(() => first.postMessage({ prerender: paths.slice(0, RENDERS_BEFORE_REPLACED), background }));
      // A failure here is the render's to report.
      prepared = prepared.catch(() => undefined);
    },
    async render(workerFile, input, paths, reactRenders) {
      await prepared;
      // The pages the first worker rendered in the background are its own to finish.
      const first = workers[0];
      const rendered = background && first ? ((await ask<{ prerendered?: string[] }>(first, { stopPrerender: true }, (m) => m.prerendered !== undefined)).prerendered ?? []) : [];
      const taken = new Set(rendered);
      const count = Math.max(1, Math.min(4, os.availableParallelism(), Math.ceil((reactRenders - taken.size) / RENDERS_PER_WORKER)));
      while (workers.length < count) workers.push(startWorker());
      for (const worker of workers) worker.ref();
      const queue = paths.filter((p) => !taken.has(p));
      const results: PageResult[] = [];
      // Pages kept whole take a fraction of a millisecond each: in batches of a few, the worker waited on the main thread between them.
      const batchSize = reactRenders * 2 < paths.length ? 64 : 6;
      let nextId = 0;
      const nextBatch = (worker: Worker) => {
        if (worker === first && rendered.length > 0) return rendered.splice(0, batchSize);
        if (queue.length > 0) return queue.splice(0, batchSize);
        // At the end, what the first worker has left of its own (it may run at a lowered
        // priority, see worker.ts), rendered again rather than waited for.
        return rendered.splice(Math.max(0, rendered.length - batchSize));
      };
      // Each worker has a second batch waiting while it renders one: the main thread, busy with
      // other work meanwhile (llms-txt's conversions), answers late, and a worker must not idle.
      // Past RENDERS_BEFORE_REPLACED pages rendered with React (pages kept whole load no module)
      // a worker stops taking more (once its own are done).
      const sendBatches = async (worker: Worker, counted: { renders: number; limit: number }) => {
        while (counted.renders < counted.limit || (worker === first && rendered.length > 0)) {
          const batch = nextBatch(worker);
          if (batch.length === 0) return;
          const id = nextId++;
          const reply = await ask<{ id: number; results?: PageResult[]; error?: string; reactRenders?: number }>(worker, { id, paths: batch }, (m) => m.id === id).catch((error: unknown) => {
            throw workerStopped(error, batch);
          });
          if (reply.error) throw new Error(`Pre-rendering failed on one of ${batch.join(', ')}:\n${reply.error}`);
          counted.renders = Math.max(counted.renders, reply.reactRenders ?? 0);
          results.push(...(reply.results ?? []));
        }
      };
      await Promise.all(
        workers.map(async (_, slot) => {
          // The workers after the first are first replaced sooner, each by a share more: replaced
          // at different times, they are not all at their largest at once (the build's peak).
          let limit = slot === 0 ? RENDERS_BEFORE_REPLACED : Math.ceil((RENDERS_BEFORE_REPLACED * (count - slot)) / count);
          for (;;) {
            const worker = workers[slot]!;
            await loadRenderer(worker, workerFile, input);
            const counted = { renders: 0, limit };
            limit = RENDERS_BEFORE_REPLACED;
            await Promise.all([sendBatches(worker, counted), sendBatches(worker, counted)]);
            if (queue.length === 0 && rendered.length === 0) return;
            // A worker keeps every page module it loaded: a fresh one takes its place (a large site).
            await save(worker);
            await worker.terminate();
            const fresh = startWorker();
            fresh.ref();
            workers[slot] = fresh;
            replacedWorkers.count++;
          }
        }),
      );
      return results;
    },
    async close() {
      await Promise.all(
        workers.map(async (worker) => {
          if (worker.threadId !== -1) await save(worker);
          await worker.terminate();
        }),
      );
    },
  };
}

/**
 * Why the render stopped when a worker died under a batch: the phase and the pages it was on, and
 * for a worker out of memory (Node's ERR_WORKER_OUT_OF_MEMORY) what to do about it.
 */
export function workerStopped(error: unknown, batch: string[]): Error {
  const pages = batch.join(', ');
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new Error(`Pre-rendering (the render phase) ran out of memory in a worker while rendering one of: ${pages}. A page that renders without end (a component calling itself, a huge list) does this; else give Node more memory: NODE_OPTIONS=--max-old-space-size=8192`);
  }
  return new Error(`Pre-rendering (the render phase) stopped: a worker died while rendering one of: ${pages}${message ? `\n${message}` : ''}`);
}
