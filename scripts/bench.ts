/**
 * Benchmark: cold build (no cache: `.sitegen/` removed), warm build, rebuild after touching one
 * MDX file, each in a fresh process measured for wall time and peak RSS; then page weights of a
 * few routes. (The CLI's own bundle in node_modules/.cache is part of the installed generator and
 * is kept; `bin/sitegen.js` makes it on the first run after a source change.)
 * Prints a table and writes bench.json. Run with `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { startDevServer } from '../src/node/commands/start';
import { launchChromium } from '../tests/helpers/browser';
import { openSettledPage, watchForText } from './dev-page';

const siteDir = path.resolve(process.argv[2] ?? '.');
const outDir = path.join(siteDir, 'build');
const bin = path.join(import.meta.dirname, '..', 'bin', 'sitegen.js');
const touched = path.join(siteDir, 'docs', 'keymaps', 'behaviors', 'hold-tap.mdx');

/** The phase timings the CLI prints on its last line: `(load 0.9 s, bundle 2.1 s, …)`. */
function phasesOf(stdout: string): Record<string, number> {
  const list = /Built \d+ pages .* \((.*)\)\s*$/m.exec(stdout)?.[1] ?? '';
  return Object.fromEntries([...list.matchAll(/([\w:-]+) ([\d.]+) s/g)].map((m) => [m[1] ?? '', Number(m[2])]));
}

function run(label: string): { label: string; seconds: number; peakRssMb: number; phases: Record<string, number> } {
  // The CLI prints its own peak RSS (worker threads included) when SITEGEN_REPORT_RSS is set.
  const start = performance.now();
  const result = spawnSync(process.execPath, [bin, 'build', siteDir], { encoding: 'utf8', env: { ...process.env, SITEGEN_REPORT_RSS: '1' } });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stdout}\n${result.stderr}`);
  const kb = Number(/peak-rss-kb=(\d+)/.exec(result.stdout)?.[1] ?? NaN);
  return { label, seconds: Math.round(seconds * 100) / 100, peakRssMb: Math.round(kb / 1024), phases: phasesOf(result.stdout) };
}

// Makes the CLI's bundle now if a source changed, so the cold build times the build alone.
spawnSync(process.execPath, [bin, 'help'], { stdio: 'ignore' });
const builds = [];
fs.rmSync(path.join(siteDir, '.sitegen'), { recursive: true, force: true });
builds.push(run('cold build'));
builds.push(run('warm build'));
const original = fs.readFileSync(touched, 'utf8');
fs.writeFileSync(touched, `${original}\n{/* bench edit ${Date.now()} */}\n`);
try {
  builds.push(run('rebuild after one MDX edit'));
} finally {
  fs.writeFileSync(touched, original);
}

const routes = ['/', '/docs/intro', '/docs/keymaps/behaviors/hold-tap', '/blog'];
const gzip = (b: Buffer) => zlib.gzipSync(b, { level: 9 }).length;
const pages = routes.map((route) => {
  const file = path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  const html = fs.readFileSync(file);
  const assets = (re: RegExp) => [...html.toString().matchAll(re)].map((m) => fs.readFileSync(path.join(outDir, (m[1] ?? '').replace(/^\//, ''))));
  const js = assets(/<script defer src="([^"]+)"/g);
  const css = assets(/<link rel="stylesheet" href="([^"]+)"/g);
  const sum = (list: Buffer[], f: (b: Buffer) => number) => list.reduce((n, b) => n + f(b), 0);
  return {
    route,
    htmlBytes: html.length,
    htmlGzip: gzip(html),
    jsBytes: sum(js, (b) => b.length),
    jsGzip: sum(js, gzip),
    cssBytes: sum(css, (b) => b.length),
    cssGzip: sum(css, gzip),
  };
});

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

const devEdits = await measureDevEdits();
const median = [...devEdits].sort((a, b) => a - b)[1] ?? NaN;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('\n| build | wall s | peak RSS MB |\n|---|---|---|');
for (const b of builds) console.log(`| ${b.label} | ${b.seconds} | ${b.peakRssMb} |`);
for (const b of builds) console.log(`${b.label}: ${Object.entries(b.phases).filter(([name]) => !name.includes(':')).map(([name, s]) => `${name} ${s} s`).join(', ')}`);
console.log('\n| route | HTML | HTML gz | JS | JS gz | CSS | CSS gz |\n|---|---|---|---|---|---|---|');
for (const p of pages) console.log(`| ${p.route} | ${kb(p.htmlBytes)} | ${kb(p.htmlGzip)} | ${kb(p.jsBytes)} | ${kb(p.jsGzip)} | ${kb(p.cssBytes)} | ${kb(p.cssGzip)} |`);
console.log(`\nDev server: MDX edit visible after ${devEdits.join(', ')} ms (median ${median} ms)`);
fs.writeFileSync(path.join(process.cwd(), 'bench.json'), JSON.stringify({ date: new Date().toISOString(), builds, pages, devEditMs: { runs: devEdits, median } }, null, 2));
process.exit(0);
