import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATOR_ROOT } from '../../../src/node/bundle/aliases';
import { startRenderPool, type RenderPool } from '../../../src/node/render/pool';
import type { WorkerInput } from '../../../src/node/render/worker';

const require = createRequire(import.meta.url);

describe('the render pool', () => {
  /** Runs `test` with a pool and a stand-in for the render bundle of these lines (in a folder of its own), then closes both. */
  const withPool = async (lines: string[], test: (pool: RenderPool, file: string) => Promise<void>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-renderer-'));
    const file = path.join(dir, 'renderer.mjs');
    fs.writeFileSync(file, lines.join('\n'));
    const pool = startRenderPool();
    try {
      await test(pool, file);
    } finally {
      await pool.close();
      fs.rmSync(dir, { recursive: true });
    }
  };
  // Answers each batch with the thread that took it.
  const fakeRenderer = [
    "import { parentPort, threadId } from 'node:worker_threads';",
    "const input = globalThis[Symbol.for('sitegen.render-input')];",
    // As slow as real renders, so that a worker started later still gets batches.
    'parentPort.on("message", ({ id, paths }) => setTimeout(() => parentPort.postMessage({ id, results: paths.map((p) => ({ path: p, file: input.outDir + p, thread: threadId })) }), 400));',
  ];
  const input = { outDir: '/out' } as unknown as WorkerInput;
  const paths = Array.from({ length: 60 }, (_, i) => `/page-${i}`);

  it('renders with the bundle it is handed after starting, on one worker when React renders few pages', async () => {
    await withPool(fakeRenderer, async (pool, file) => {
      const results = (await pool.render(file, input, paths, 1)) as unknown as Array<{ path: string; file: string; thread: number }>;
      expect(results.map((r) => r.path).sort()).toEqual([...paths].sort());
      expect(results[0]?.file).toBe('/out/page-0');
      expect(new Set(results.map((r) => r.thread)).size).toBe(1);
    });
  });

  it('adds a worker per core when React renders many pages', async () => {
    await withPool(fakeRenderer, async (pool, file) => {
      const results = (await pool.render(file, input, paths, paths.length)) as unknown as Array<{ thread: number }>;
      expect(new Set(results.map((r) => r.thread)).size).toBe(Math.min(4, os.availableParallelism(), Math.ceil(paths.length / 20)));
    });
  });

  it('hands each worker its next batch before it answers the one it renders', async () => {
    // A renderer that takes batches one after another (as the real one does) and notes, for each,
    // how many had come before it and were not answered yet.
    await withPool([
      "import { parentPort } from 'node:worker_threads';",
      'let unanswered = 0; let queue = Promise.resolve();',
      'parentPort.on("message", ({ id, paths }) => { const waiting = unanswered++; queue = queue.then(() => new Promise((done) => setTimeout(() => { unanswered--; parentPort.postMessage({ id, results: paths.map((p) => ({ path: p, waiting })) }); done(); }, 50))); });',
    ], async (pool, file) => {
      const results = (await pool.render(file, input, paths, paths.length)) as unknown as Array<{ path: string; waiting: number }>;
      expect(results.map((r) => r.path).sort()).toEqual([...paths].sort());
      // The main thread may be busy when a batch is done (llms-txt converts pages meanwhile): the next one is already there.
      expect(Math.max(...results.map((r) => r.waiting))).toBe(1);
    });
  });

  it('hands pages kept whole (a rebuild after an edit) in large batches, pages to render in small ones', async () => {
    await withPool([
      "import { parentPort } from 'node:worker_threads';",
      'parentPort.on("message", ({ id, paths }) => { if (paths) parentPort.postMessage({ id, results: paths.map((p) => ({ path: p, batch: paths.length })) }); });',
    ], async (pool, file) => {
      const pages = Array.from({ length: 200 }, (_, i) => `/page-${i}`);
      const kept = (await pool.render(file, input, pages, 1)) as unknown as Array<{ batch: number }>;
      expect(Math.max(...kept.map((r) => r.batch))).toBe(64);
    });
    await withPool([
      "import { parentPort } from 'node:worker_threads';",
      'parentPort.on("message", ({ id, paths }) => { if (paths) parentPort.postMessage({ id, results: paths.map((p) => ({ path: p, batch: paths.length })) }); });',
    ], async (pool, file) => {
      const rendered = (await pool.render(file, input, paths, paths.length)) as unknown as Array<{ batch: number }>;
      expect(Math.max(...rendered.map((r) => r.batch))).toBe(6);
    });
  });

  it('renders React for the few pages to render as soon as it is handed the render bundle, before the rest of the input', async () => {
    // Notes the prerender request and what the input held then; each batch tells what came before it.
    await withPool([
      "import { parentPort } from 'node:worker_threads';",
      "const input = globalThis[Symbol.for('sitegen.render-input')];",
      'const seen = { early: Object.keys(input).sort(), prerendered: [] };',
      'parentPort.on("message", (message) => {',
      '  if (message.prerender) seen.prerendered.push(...message.prerender);',
      '  else if (message.paths) parentPort.postMessage({ id: message.id, results: message.paths.map((p) => ({ path: p, ...seen, late: Object.keys(input).sort() })) });',
      '});',
    ], async (pool, file) => {
      pool.prepare(file, { outDir: '/out' } as never, ['/page-1']);
      const [result] = (await pool.render(file, { outDir: '/out', entryFiles: ['main.js'] } as unknown as WorkerInput, ['/page-1'], 1)) as unknown as Array<{ early: string[]; prerendered: string[]; late: string[] }>;
      expect(result).toEqual({ path: '/page-1', early: ['outDir'], prerendered: ['/page-1'], late: ['entryFiles', 'outDir'] });
    });
  });

  it("renders a cold build's pages in the background on the first worker until the render starts, and has it finish those", async () => {
    // Renders one page at a time in the background (until stopped) and says which it has; each
    // batch tells its thread and the pages this thread rendered in the background.
    await withPool([
      "import { parentPort, threadId } from 'node:worker_threads';",
      'const early = []; let stopped = false; let background = false;',
      'const next = (paths) => { if (stopped || paths.length === 0) return; early.push(paths[0]); setTimeout(() => next(paths.slice(1)), 5); };',
      'parentPort.on("message", (message) => {',
      '  if (message.prerender) { background = message.background; next(message.prerender); }',
      '  else if (message.stopPrerender) { stopped = true; parentPort.postMessage({ prerendered: [...early] }); }',
      '  else if (message.paths) setTimeout(() => parentPort.postMessage({ id: message.id, results: message.paths.map((p) => ({ path: p, thread: threadId, early, background })) }), 100);',
      '});',
    ], async (pool, file) => {
      pool.prepare(file, { outDir: '/out' } as never, paths);
      // The client bundle takes a while: some pages, not all, are rendered meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const results = (await pool.render(file, input, paths, paths.length)) as unknown as Array<{ path: string; thread: number; early: string[]; background: boolean }>;
      expect(results.map((r) => r.path).sort()).toEqual([...paths].sort());
      const first = results.find((r) => r.early.length > 0);
      const early = first?.early ?? [];
      expect(early.length).toBeGreaterThan(0);
      expect(early.length).toBeLessThan(paths.length);
      expect(first?.background).toBe(true);
      // Each page rendered in the background is finished by the worker that rendered it.
      expect(results.filter((r) => early.includes(r.path)).map((r) => r.thread)).toEqual(early.map(() => first?.thread));
      // The others are shared with a worker per core.
      expect(new Set(results.map((r) => r.thread)).size).toBe(Math.min(4, os.availableParallelism(), Math.ceil((paths.length - early.length) / 20)));
    });
  });

  it('reports a renderer that fails to load while the bundler is finishing, instead of waiting for its worker', async () => {
    await withPool(["throw new Error('the renderer is broken');"], async (pool, file) => {
      pool.prepare(file, { outDir: '/out' } as never, paths);
      await expect(pool.render(file, input, paths, paths.length)).rejects.toThrow('the renderer is broken');
    });
  }, 20_000);

  it('renders React for the few pages of a rebuild ahead, not in the background', async () => {
    await withPool([
      "import { parentPort } from 'node:worker_threads';",
      'let background;',
      'parentPort.on("message", (message) => {',
      '  if (message.prerender) background = message.background;',
      '  else if (message.stopPrerender) parentPort.postMessage({ prerendered: [] });',
      '  else if (message.paths) parentPort.postMessage({ id: message.id, results: message.paths.map((p) => ({ path: p, background })) });',
      '});',
    ], async (pool, file) => {
      pool.prepare(file, { outDir: '/out' } as never, paths.slice(0, 3));
      const results = (await pool.render(file, input, paths.slice(0, 3), 3)) as unknown as Array<{ background: boolean }>;
      expect(results.map((r) => r.background)).toEqual([false, false, false]);
    });
  });

  it('has each worker save what its renderer keeps before stopping it, after the batches it took', async () => {
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'render-save-')), 'saved.txt');
    await withPool([
      "import fs from 'node:fs';",
      "import { parentPort, threadId } from 'node:worker_threads';",
      'const rendered = [];',
      `globalThis[Symbol.for('sitegen.render-save')] = async () => fs.appendFileSync(${JSON.stringify(saved)}, threadId + ':' + rendered.length + '\\n');`,
      'parentPort.on("message", ({ id, paths }) => { if (!paths) return; rendered.push(...paths); parentPort.postMessage({ id, results: paths.map((p) => ({ path: p })) }); });',
    ], async (pool, file) => {
      await pool.render(file, input, paths.slice(0, 8), 8);
    });
    // One worker (few React renders), which saved once, after all eight pages.
    expect(fs.readFileSync(saved, 'utf8').trim().split('\n').map((line) => line.split(':')[1])).toEqual(['8']);
    fs.rmSync(path.dirname(saved), { recursive: true });
  });

  it('lets a build that never renders (it failed while bundling) exit', () => {
    const script = [`import { startRenderPool } from ${JSON.stringify(path.join(import.meta.dirname, '../../../src/node/render/pool.ts'))};`, `startRenderPool();`, "console.log('started');"].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stdout).toBe('started\n');
    expect(run.status).toBe(0);
  }, 30_000);
  it('names the pages a worker was rendering when it died, and the render phase', async () => {
    // A page whose render ends the worker (as a crash or running out of memory does).
    const dying = [
      "import { parentPort } from 'node:worker_threads';",
      'parentPort.on("message", ({ id, paths }) => { if (paths.includes("/crash")) process.exit(7); parentPort.postMessage({ id, results: paths.map((p) => ({ path: p })) }); });',
    ];
    await withPool(dying, async (pool, file) => {
      await expect(pool.render(file, input, ['/crash'], 1)).rejects.toThrow(/render phase\) stopped: a worker died while rendering one of: \/crash\n.*exit code 7/);
    });
  });

  it('says a worker ran out of memory, on which pages, and what to do', async () => {
    const { workerStopped } = await import('../../../src/node/render/pool');
    const outOfMemory = Object.assign(new Error('Worker terminated due to reaching memory limit: JS heap out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' });
    expect(workerStopped(outOfMemory, ['/docs/huge', '/docs/next']).message).toBe('Pre-rendering (the render phase) ran out of memory in a worker while rendering one of: /docs/huge, /docs/next. A page that renders without end (a component calling itself, a huge list) does this; else give Node more memory: NODE_OPTIONS=--max-old-space-size=8192');
  });
});
