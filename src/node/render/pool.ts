import fs from 'node:fs';
import { createRequire } from 'node:module';
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

const SINGLETONS = ['react', 'react-dom'];

/**
 * Whether packages of the site could load a React other than the renderer's: the site's
 * node_modules (or a folder above) has its own copy, or a package there has one nested. Only then
 * does the renderer need its module resolution hooks (one-react-hooks.mjs), which cost each worker
 * a thread of their own and a round trip to it for every import.
 */
export function siteHasOtherReact(siteDir: string): boolean {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const generatorRequire = createRequire(path.join(GENERATOR_ROOT, 'package.json'));
  const resolved = (req: NodeJS.Require, name: string) => {
    try {
      return fs.realpathSync(req.resolve(`${name}/package.json`));
    } catch {
      return undefined;
    }
  };
  if (SINGLETONS.some((name) => { const own = resolved(require, name); return own !== undefined && own !== resolved(generatorRequire, name); })) return true;
  const modules = path.join(siteDir, 'node_modules');
  if (!fs.existsSync(modules)) return false;
  const packages = fs.readdirSync(modules).flatMap((name) => (name.startsWith('@') ? fs.readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`) : [name]));
  return packages.some((name) => SINGLETONS.some((singleton) => fs.existsSync(path.join(modules, name, 'node_modules', singleton))));
}

/** Pre-renders routes in parallel worker threads (one per core, at most 4), in batches. */
export async function renderInWorkers(workerFile: string, input: WorkerInput, paths: string[], { siteDir }: { siteDir: string }): Promise<PageResult[]> {
  const count = Math.max(1, Math.min(4, os.availableParallelism(), Math.ceil(paths.length / 20)));
  const workerData = { ...input, oneReact: { renderer: workerFile, reactRoot: GENERATOR_ROOT, hooks: siteHasOtherReact(siteDir) } };
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
