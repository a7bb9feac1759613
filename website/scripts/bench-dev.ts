/**
 * Dev-server edit latency only, with a per-stage breakdown: the dev server on a site, Chromium on
 * the hold-tap page, then N edits of its MDX file; for each, ms from the write to webpack noticing
 * it, the MDX compile, webpack's rebuild, the hot middleware's "built" event reaching the page, the
 * hot-update files being fetched, the client's content-update event and the new text in the DOM.
 * Run with `npx tsx scripts/bench-dev.ts [siteDir] [--edits N] [--gap ms] [--phases]`; BENCH_DEV_PROFILE=<file.cpuprofile>
 * records a CPU profile of the server process during the edits, BENCH_DEV_PAGE_PROFILE one of the page.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import webpack from 'webpack';
import { startDevServer } from 'sitegen';
import { launchChromium } from '../tests/helpers/browser';
import { openSettledPage, watchForText } from './dev-page';

const args = process.argv.slice(2);
const editsFlag = args.indexOf('--edits');
const gapFlag = args.indexOf('--gap');
// Like `npm run bench`: three edits half a second apart.
const edits = editsFlag >= 0 ? Number(args[editsFlag + 1]) : 3;
const gapMs = gapFlag >= 0 ? Number(args[gapFlag + 1]) : 500;
const siteDir = path.resolve(args.find((a, i) => !a.startsWith('--') && !['--edits', '--gap'].includes(args[i - 1] ?? '')) ?? '.');
const route = '/docs/keymaps/behaviors/hold-tap';
const touched = path.join(siteDir, 'docs', 'keymaps', 'behaviors', 'hold-tap.mdx');

/** Server-side stage times (Date.now(), same clock as the page's). */
const server: { invalid?: number; compileStart?: number; compileEnd?: number; done?: number; cpuToDone?: number } = {};
/** CPU time of this process since the write: robust to other load on the machine, unlike wall time. */
let cpuAtWrite = process.cpuUsage();
const cpuSinceWrite = () => {
  const { user, system } = process.cpuUsage(cpuAtWrite);
  return Math.round((user + system) / 1000);
};
/** With --phases: webpack's own phases of each rebuild, ms after the write. */
const phases: Array<Record<string, number>> = [];
let currentPhases: Record<string, number> = {};
const rebuilds: string[] = [];
let built: string[] = [];
let editAt = 0;
const showPhases = args.includes('--phases');
// Find the dev server's compiler when the dev middleware starts watching.
const originalWatch = webpack.Compiler.prototype.watch;
webpack.Compiler.prototype.watch = function watch(this: webpack.Compiler, ...rest: Parameters<typeof originalWatch>) {
  this.hooks.invalid.tap('bench-dev', () => (server.invalid ??= Date.now()));
  this.hooks.done.tap('bench-dev', (stats) => {
    server.done = Date.now();
    server.cpuToDone = cpuSinceWrite();
    if (showPhases) rebuilds.push(`${server.done - editAt}ms: ${stats.endTime - stats.startTime}ms compile, ${stats.compilation.modules.size} modules, ${stats.compilation.chunks.size} chunks, changed ${[...(this.modifiedFiles ?? [])].map((f) => path.relative(siteDir, f)).join(" ")}; built ${built.length > 3 ? `${built.length} modules` : built.join(" ")}`);
    built = [];
  });
  if (showPhases) {
    const mark = (name: string) => () => void (currentPhases[name] ??= Date.now());
    this.hooks.watchRun.tap('bench-dev', mark('watchRun'));
    this.hooks.make.tap('bench-dev', mark('make'));
    this.hooks.finishMake.tap('bench-dev', mark('finishMake'));
    this.hooks.emit.tap('bench-dev', mark('emit'));
    this.hooks.afterEmit.tap('bench-dev', mark('afterEmit'));
    this.hooks.thisCompilation.tap('bench-dev', (compilation) => {
      compilation.hooks.finishModules.tap('bench-dev', mark('finishModules'));
      compilation.hooks.buildModule.tap('bench-dev', (module) => {
        mark('firstBuild')();
        built.push(path.relative(siteDir, module.nameForCondition() ?? module.identifier()));
      });
      compilation.hooks.seal.tap('bench-dev', mark('seal'));
      compilation.hooks.optimizeChunks.tap('bench-dev', mark('optimizeChunks'));
      compilation.hooks.beforeModuleHash.tap('bench-dev', mark('moduleHash'));
      compilation.hooks.beforeCodeGeneration.tap('bench-dev', mark('codeGeneration'));
      compilation.hooks.beforeRuntimeRequirements.tap('bench-dev', mark('runtimeRequirements'));
      compilation.hooks.beforeHash.tap('bench-dev', mark('hash'));
      compilation.hooks.beforeChunkAssets.tap('bench-dev', mark('chunkAssets'));
      compilation.hooks.processAssets.tap({ name: 'bench-dev', stage: -2000 }, mark('processAssets'));
      compilation.hooks.afterProcessAssets.tap('bench-dev', mark('afterProcessAssets'));
    });
  }
  return originalWatch.apply(this, rest);
};

const devServer = await startDevServer(siteDir, { port: 0, host: '127.0.0.1' });
const compile = globalThis.__sitegenCompileMdx;
if (compile) {
  globalThis.__sitegenCompileMdx = async (file, source, options) => {
    const start = Date.now();
    try {
      return await compile(file, source, options);
    } finally {
      if (file === touched) {
        server.compileStart = start;
        server.compileEnd = Date.now();
      }
    }
  };
}
const browser = await launchChromium();
const original = fs.readFileSync(touched, 'utf8');
type Row = Record<string, number | undefined>;
const rows: Row[] = [];
try {
  const origin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
  const { page, openMs } = await openSettledPage(browser, origin + route);
  console.log(`Page open (first compile included) in ${openMs} ms`);
  // The page's main-thread busy time (ms), from Chromium's metrics.
  const metrics = await page.context().newCDPSession(page);
  await metrics.send('Performance.enable');
  const pageTaskMs = async () => Math.round(((await metrics.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000);
  await page.evaluate(() => {
    const w = window as unknown as { bench: Record<string, number | undefined> };
    w.bench = {};
    // A second listener on the hot middleware's stream, to see when "built" arrives.
    const events = new EventSource('/__webpack_hmr');
    events.onmessage = (message: MessageEvent<string>) => {
      if (message.data.startsWith('{') && /"action":"(built|sync)"/.test(message.data)) w.bench.built ??= Date.now();
    };
    window.addEventListener('sitegen:content-update', () => (w.bench.contentUpdate ??= Date.now()));
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const pageProfiler = process.env.BENCH_DEV_PAGE_PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (pageProfiler) {
    await pageProfiler.send('Profiler.enable');
    await pageProfiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await pageProfiler.send('Profiler.start');
  }
  const profiler = process.env.BENCH_DEV_PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
  }
  for (let i = 1; i <= edits; i++) {
    const text = `Bench edit number ${i} at ${Date.now()}.`;
    await page.evaluate(() => {
      (window as unknown as { bench: Record<string, number | undefined> }).bench = {};
      performance.clearResourceTimings();
    });
    const seen = await watchForText(page, text);
    for (const key of Object.keys(server)) delete server[key as keyof typeof server];
    currentPhases = {};
    const taskBefore = await pageTaskMs();
    const savedAt = Date.now();
    cpuAtWrite = process.cpuUsage();
    editAt = savedAt;
    rebuilds.push(`edit ${i}`);
    fs.writeFileSync(touched, `${original}\n${text}\n`);
    const seenAt = await seen();
    const client: Record<string, number | undefined> = await page.evaluate(() => {
      const w = window as unknown as { bench: Record<string, number | undefined> };
      const hot = performance.getEntriesByType('resource').filter((e) => /hot-update/.test(e.name)) as PerformanceResourceTiming[];
      // (No named helper functions in here: tsx would wrap them in a __name() the page lacks.)
      return {
        ...w.bench,
        hotFetchStart: hot.length ? Math.round(performance.timeOrigin + Math.min(...hot.map((e) => e.startTime))) : undefined,
        hotFetchEnd: hot.length ? Math.round(performance.timeOrigin + Math.max(...hot.map((e) => e.responseEnd))) : undefined,
      };
    });
    const pageCpu = (await pageTaskMs()) - taskBefore;
    const rel = (t: number | undefined) => (t === undefined ? undefined : t - savedAt);
    phases.push(Object.fromEntries(Object.entries(currentPhases).map(([name, t]) => [name, t - savedAt])));
    rows.push({
      invalid: rel(server.invalid),
      compileStart: rel(server.compileStart),
      compileEnd: rel(server.compileEnd),
      done: rel(server.done),
      built: rel(client.built),
      hotFetchStart: rel(client.hotFetchStart),
      hotFetchEnd: rel(client.hotFetchEnd),
      contentUpdate: rel(client.contentUpdate),
      seen: rel(seenAt),
      serverCpu: server.cpuToDone,
      pageCpu,
    });
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  if (pageProfiler) {
    const { profile } = await pageProfiler.send('Profiler.stop');
    fs.writeFileSync(process.env.BENCH_DEV_PAGE_PROFILE ?? '', JSON.stringify(profile));
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(process.env.BENCH_DEV_PROFILE ?? '', JSON.stringify(profile));
  }
} finally {
  fs.writeFileSync(touched, original);
  await browser.close();
  await devServer.stop();
}

const columns = Object.keys(rows[0] ?? {});
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
console.log(`\nms after the write (${edits} edits of ${path.relative(siteDir, touched)})`);
console.log(`| edit | ${columns.join(' | ')} |\n|${'---|'.repeat(columns.length + 1)}`);
rows.forEach((row, i) => console.log(`| ${i + 1} | ${columns.map((c) => row[c] ?? '-').join(' | ')} |`));
console.log(`| median | ${columns.map((c) => median(rows.map((r) => r[c]).filter((v): v is number => v !== undefined)) ?? '-').join(' | ')} |`);
if (showPhases) {
  console.log('\nwebpack phases, ms after the write');
  console.log(rebuilds.join('\n'));
  phases.forEach((row, i) => console.log(`${i + 1}: ${Object.entries(row).sort((a, b) => a[1] - b[1]).map(([name, t]) => `${name} ${t}`).join(', ')}`));
}
process.exit(0);
