import os from 'node:os';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { GENERATOR_ROOT } from '../bundle/aliases';
import type { PageResult, WorkerInput } from './worker';

/** Starts the renderer with one React for everything it loads (see one-react.mjs). */
const ONE_REACT_ENTRY = path.join(GENERATOR_ROOT, 'src', 'node', 'render', 'one-react.mjs');

/**
 * React and react-dom are loaded from node_modules at render time, and pick their build from
 * NODE_ENV: without this the pages are rendered by the development build (key and prop checks,
 * owner stacks for every element), about three times slower.
 */
const RENDER_ENV = { ...process.env, NODE_ENV: 'production' };

/** Pre-renders routes in parallel worker threads (one per core, at most 4), in batches. */
export async function renderInWorkers(workerFile: string, input: WorkerInput, paths: string[]): Promise<PageResult[]> {
  const count = Math.max(1, Math.min(4, os.availableParallelism(), Math.ceil(paths.length / 20)));
  const workerData = { ...input, oneReact: { renderer: workerFile, reactRoot: GENERATOR_ROOT } };
  const workers = Array.from({ length: count }, () => new Worker(ONE_REACT_ENTRY, { workerData, env: RENDER_ENV }));
  const queue = [...paths];
  const results: PageResult[] = [];
  const batchSize = 10;
  let nextId = 0;
  try {
    await Promise.all(
      workers.map(async (worker) => {
        while (queue.length > 0) {
          const batch = queue.splice(0, batchSize);
          const id = nextId++;
          const reply = await new Promise<{ results?: PageResult[]; error?: string }>((resolve, reject) => {
            const onMessage = (m: { id: number; results?: PageResult[]; error?: string }) => {
              if (m.id !== id) return;
              worker.off('message', onMessage);
              worker.off('error', reject);
              resolve(m);
            };
            worker.on('message', onMessage);
            worker.once('error', reject);
            worker.postMessage({ id, paths: batch });
          });
          if (reply.error) throw new Error(`Pre-rendering failed on one of ${batch.join(', ')}:\n${reply.error}`);
          results.push(...(reply.results ?? []));
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
