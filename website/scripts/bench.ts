/**
 * Benchmark: cold build (no cache: `.sitegen/` moved aside, see moveAside), warm build, rebuild after touching one
 * MDX file (these two the median of three runs), each in a fresh process measured for wall time
 * and peak RSS; then page weights of a few routes. (The CLI's own bundle in node_modules/.cache
 * is part of the installed generator and is kept; `bin/sitegen.js` makes it on the first run after
 * a source change.)
 * Prints a table and writes bench.json. Run with `npm run bench`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startDevServer } from 'sitegen';
import { launchChromium } from '../tests/helpers/browser';
import { openSettledPage, watchForText } from './dev-page';
import { pageWeight } from './page-weight';

const siteDir = path.resolve(process.argv[2] ?? '.');
const outDir = path.join(siteDir, 'build');
const bin = path.join(import.meta.dirname, '..', 'bin', 'sitegen.js');
const touched = path.join(siteDir, 'docs', 'keymaps', 'behaviors', 'hold-tap.mdx');

/** The phase timings the CLI prints on its last line: `(load 0.9 s, bundle 2.1 s, …)`. */
function phasesOf(stdout: string): Record<string, number> {
  const list = /Built \d+ pages .* \((.*)\)\s*$/m.exec(stdout)?.[1] ?? '';
  return Object.fromEntries([...list.matchAll(/([\w:-]+) ([\d.]+) s/g)].map((m) => [m[1] ?? '', Number(m[2])]));
}

/** CPU seconds per phase, from the CLI's `cpu-s load=0.9 bundle=9.1 …` line. */
function cpuOf(stdout: string): Record<string, number> {
  const line = /^cpu-s (.*)$/m.exec(stdout)?.[1] ?? '';
  return Object.fromEntries([...line.matchAll(/([\w:-]+)=([\d.]+)/g)].map((m) => [m[1] ?? '', Number(m[2])]));
}

function run(label: string): { label: string; seconds: number; peakRssMb: number; pagesPerSecond: number; phases: Record<string, number>; cpuSeconds: Record<string, number> } {
  // The CLI prints its own peak RSS (worker threads included) when SITEGEN_REPORT_RSS is set.
  const start = performance.now();
  const result = spawnSync(process.execPath, [bin, 'build', siteDir], { encoding: 'utf8', env: { ...process.env, SITEGEN_REPORT_RSS: '1' } });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stdout}\n${result.stderr}`);
  const kb = Number(/peak-rss-kb=(\d+)/.exec(result.stdout)?.[1] ?? NaN);
  const pageCount = Number(/Built (\d+) pages/.exec(result.stdout)?.[1] ?? NaN);
  return { label, seconds: Math.round(seconds * 100) / 100, peakRssMb: Math.round(kb / 1024), pagesPerSecond: Math.round(pageCount / seconds), phases: phasesOf(result.stdout), cpuSeconds: cpuOf(result.stdout) };
}

type Run = ReturnType<typeof run> & { runs?: number[] };

/**
 * The median of three runs by wall time, with each run's time: a single run here drifts by a
 * third from one minute to the next. `before` prepares each run.
 */
function medianOfThree(label: string, before: (i: number) => void = () => undefined): Run {
  const runs = [1, 2, 3].map((i) => {
    before(i);
    return run(label);
  });
  const median = [...runs].sort((a, b) => a.seconds - b.seconds)[1] as Run;
  return { ...median, runs: runs.map((r) => r.seconds) };
}

/**
 * Milliseconds to make one new file beside the site's build folders (the mean of 200). A cold
 * build makes ~2,500 files. On ext4 without a journal (this machine's disk) that costs ~0.03 ms a
 * file, or ten times as much for minutes after many files there were deleted (earlier builds,
 * `rm -rf .sitegen`): the kernel then looks past each recently freed inode for every new one.
 * Printed with the results, since it moves the cold build by a second or more.
 */
function newFileMs(): number {
  const dir = fs.mkdtempSync(path.join(siteDir, '.bench-files-'));
  const start = performance.now();
  for (let i = 0; i < 200; i++) fs.writeFileSync(path.join(dir, String(i)), 'x');
  const ms = (performance.now() - start) / 200;
  fs.rmSync(dir, { recursive: true, force: true });
  return Math.round(ms * 1000) / 1000;
}

/**
 * The previous run's `.sitegen/`, out of the cold build's way without freeing its files until the
 * measurements are over: renamed aside, deleted at the end. On ext4 without a journal each new file
 * costs more the more files were freed in the last minutes (see newFileMs), and `rm -rf .sitegen`
 * (~2,400 files) right before the cold build made it 1-2 s slower than the same build on a disk
 * that had freed nothing lately, as on a fresh clone.
 */
function moveAside(dir: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const aside = `${dir}.old-bench-${process.pid}`;
  fs.renameSync(dir, aside);
  return aside;
}

// Makes the CLI's bundle now if a source changed, so the cold build times the build alone.
spawnSync(process.execPath, [bin, 'help'], { stdio: 'ignore' });
const builds: Run[] = [];
const previousCache = moveAside(path.join(siteDir, '.sitegen'));
const fileMs = newFileMs();
builds.push(run('cold build'));
builds.push(medianOfThree('warm build'));
const original = fs.readFileSync(touched, 'utf8');
try {
  // Each edit differs from the one before, so each run rebuilds after an edit.
  builds.push(medianOfThree('rebuild after one MDX edit', (i) => fs.writeFileSync(touched, `${original}\n{/* bench edit ${i} ${Date.now()} */}\n`)));
} finally {
  fs.writeFileSync(touched, original);
}

const routes = ['/', '/docs/intro', '/docs/keymaps/behaviors/hold-tap', '/blog'];
const pages = routes.map((route) => pageWeight(outDir, route));

/**
 * Dev server: milliseconds from saving an MDX file to its new text being on screen in Chromium
 * (the median of three edits, after the page's first compile, lazily compiled parts included).
 */
async function measureDevEdits(): Promise<number[]> {
  const server = await startDevServer(siteDir, { port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  const original = fs.readFileSync(touched, 'utf8');
  try {
    const { page } = await openSettledPage(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/keymaps/behaviors/hold-tap`);
    const times: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const text = `Bench edit number ${i}.`;
      const seen = await watchForText(page, text);
      const savedAt = Date.now();
      fs.writeFileSync(touched, `${original}\n${text}\n`);
      times.push((await seen()) - savedAt);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return times;
  } finally {
    fs.writeFileSync(touched, original);
    await browser.close();
    await server.stop();
  }
}

/**
 * Dev server: milliseconds from running `sitegen start` (what `npm start` runs) to the first page
 * served (its HTML and main bundle answered) and to that page hydrated in Chromium; with the cache
 * the run before this one left (the first start below warms it).
 */
async function measureDevStart(): Promise<{ servedMs: number; hydratedMs: number }> {
  const browser = await launchChromium();
  const port = 3900 + Math.floor(Math.random() * 100);
  const start = async () => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, [bin, 'start', siteDir, '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}/docs/intro`;
    try {
      for (;;) {
        const served = await fetch(url)
          .then(async (res) => res.ok && (await fetch(`http://127.0.0.1:${port}/assets/js/main.js`)).ok)
          .catch(() => false);
        if (served) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const servedMs = Date.now() - startedAt;
      const page = await browser.newPage();
      await page.goto(url, { timeout: 300_000 });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 300_000 });
      const hydratedMs = Date.now() - startedAt;
      await page.close();
      return { servedMs, hydratedMs };
    } finally {
      // SIGINT stops the server as Ctrl-C does: it writes the bundler's cache first.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
  };
  try {
    await start();
    return await start();
  } finally {
    await browser.close();
  }
}

const devStart = await measureDevStart();
const devEdits = await measureDevEdits();
const median = [...devEdits].sort((a, b) => a - b)[1] ?? NaN;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('\n| build | wall s | peak RSS MB |\n|---|---|---|');
for (const b of builds) console.log(`| ${b.label}${b.runs ? ` (median of ${b.runs.join(', ')})` : ''} | ${b.seconds} | ${b.peakRssMb} |`);
for (const b of builds) {
  const phases = Object.entries(b.phases).filter(([name]) => !name.includes(':'));
  const cpu = (name: string) => b.cpuSeconds[name];
  console.log(`${b.label} (${b.pagesPerSecond} pages/s): ${phases.map(([name, s]) => `${name} ${s} s wall / ${cpu(name) ?? '?'} s CPU`).join(', ')}`);
}
console.log('\n| route | HTML | HTML gz | JS | JS gz | CSS linked | CSS linked gz | CSS inlined (in HTML) |\n|---|---|---|---|---|---|---|---|');
for (const p of pages) console.log(`| ${p.route} | ${kb(p.htmlBytes)} | ${kb(p.htmlGzip)} | ${kb(p.jsBytes)} | ${kb(p.jsGzip)} | ${kb(p.cssBytes)} | ${kb(p.cssGzip)} | ${kb(p.inlineCssBytes)} |`);
console.log(`\nDev server: MDX edit visible after ${devEdits.join(', ')} ms (median ${median} ms)`);
console.log(`Dev server with a warm cache: first page served ${devStart.servedMs} ms after start, hydrated at ${devStart.hydratedMs} ms`);
console.log(`A new file beside the build folders took ${fileMs} ms before the cold build (see newFileMs)`);
if (previousCache) fs.rmSync(previousCache, { recursive: true, force: true });
fs.writeFileSync(path.join(process.cwd(), 'bench.json'), JSON.stringify({ date: new Date().toISOString(), builds, pages, devEditMs: { runs: devEdits, median }, devStartMs: devStart, newFileMs: fileMs }, null, 2));
process.exit(0);
