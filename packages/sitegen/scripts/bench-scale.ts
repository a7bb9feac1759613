/**
 * `npm run bench:scale`: sitegen and Docusaurus 3 Faster on generated sites of growing size
 * (scripts/make-site.ts), built cold in alternation: at 150, 1,000 and 5,000 pages with both, at
 * 10,000 with sitegen alone. Prints, per build: wall and CPU seconds, peak RSS, pages per second
 * and the first-load JavaScript of a docs page (gzip).
 *
 *   SITEGEN_SCALE="150:both 1000:both 5000:both 10000:sitegen" SITEGEN_SCALE_RUNS=1 npm run bench:scale
 *
 * Docusaurus is installed in a folder of its own (SITEGEN_BENCH_DIR, kept between runs).
 *
 * After each size's builds, sitegen's edits (SITEGEN_SCALE_EDITS of each, default 3; 0 for none):
 * - rebuild: a line added to a doc, then `sitegen build` again on the previous output and caches;
 * - dev: `sitegen start`, the doc open in Chromium, then a line added to it: the time until the
 *   page shows it (and the time until the server answered at all).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../src/node/mermaid/renderer';
import { DOCUSAURUS_PACKAGES, installDocusaurus, linkReact, turnFasterOn } from './docusaurus-install';
import { docPath, makeSite } from './make-site';

const SITEGEN = path.resolve(import.meta.dirname, '..');
const benchDir = process.env.SITEGEN_BENCH_DIR ?? path.join(os.tmpdir(), 'sitegen-bench-docusaurus');
const RUNS = Number(process.env.SITEGEN_SCALE_RUNS ?? 1);
const PLAN = (process.env.SITEGEN_SCALE ?? '150:both 1000:both 5000:both 10000:sitegen').split(/\s+/).map((entry) => {
  const [pages = '', who = 'both'] = entry.split(':');
  return { pages: Number(pages), docusaurus: who === 'both' };
});

interface Sample {
  wall: number;
  cpu: number;
  rssMb: number;
  pages: number;
  firstLoadKb: number;
}

/** A build under GNU time: wall, user + system seconds and peak RSS of the largest process. */
function timeBuild(command: string[], cwd: string, buildDir: string): Sample {
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S %M', process.execPath, ...command], { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed in ${cwd}:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  const [wall = 0, user = 0, system = 0, rssKb = 0] = (/TIME (\S+) (\S+) (\S+) (\S+)/.exec(result.stderr) ?? []).slice(1).map(Number);
  const pages = fs.readdirSync(buildDir, { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
  return { wall, cpu: user + system, rssMb: rssKb / 1024, pages, firstLoadKb: 0 };
}

/**
 * The JavaScript a docs page loads in Chromium until the network is idle, with the reader's
 * browser asking to save data (both generators then prefetch no linked page): what the page
 * itself needs (entry, route chunks, deferred content), gzip KB, the same measure for both
 * whatever their HTML says.
 */
async function firstLoadJs(buildDir: string, pages: number): Promise<number> {
  const doc = `docs/${docPath(pages, 1)}`;
  const route = [`${doc}/index.html`, `${doc}.html`].find((file) => fs.existsSync(path.join(buildDir, file)));
  if (!route) return 0;
  const { createStaticServer } = await import('../src/node/commands/serve');
  const server = createStaticServer(buildDir, '/', { trailingSlash: undefined });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${route.replace(/(index)?\.html$/, '')}`, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const src of scripts) bytes += zlib.gzipSync(fs.readFileSync(path.join(buildDir, src)), { level: 9 }).length;
    return bytes / 1024;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

const EDITS = Number(process.env.SITEGEN_SCALE_EDITS ?? 3);

/** The doc the edits change (make-site's), and a line to add to it. */
const editedDoc = (dir: string, pages: number) => path.join(dir, 'docs', `${docPath(pages, 1)}.mdx`);
const editLine = (n: number) => `\n\nEdited for the bench, ${Date.now()}-${n}.\n`;

/** `sitegen build` after one edit, `edits` times: wall seconds of each. The doc is put back after. */
function timeRebuilds(dir: string, pages: number, edits: number): number[] {
  const file = editedDoc(dir, pages);
  const original = fs.readFileSync(file, 'utf8');
  try {
    return Array.from({ length: edits }, (_, n) => {
      fs.writeFileSync(file, original + editLine(n));
      return timeBuild([path.join(SITEGEN, 'bin/sitegen.js'), 'build', '.'], dir, path.join(dir, 'build')).wall;
    });
  } finally {
    fs.writeFileSync(file, original);
  }
}

/**
 * The dev server: seconds until it answers, then for each edit the seconds until the open page
 * shows the edited text (the server's watcher, its rebuild, the hot update in the browser).
 */
async function timeDevEdits(dir: string, pages: number, edits: number): Promise<{ ready: number; shown: number[] }> {
  const file = editedDoc(dir, pages);
  const original = fs.readFileSync(file, 'utf8');
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(SITEGEN, 'bin/sitegen.js'), 'start', '.', '--no-open', '--port', String(port), '--host', '127.0.0.1'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Dev server at') && resolve());
      server.on('exit', (code) => reject(new Error(`sitegen start exited with ${code}`)));
    });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/docs/${docPath(pages, 1)}`, { timeout: 600_000 });
    await page.waitForSelector('article h1', { timeout: 600_000 });
    const ready = (performance.now() - started) / 1000;
    // The page's own lazily compiled modules settle first.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const shown: number[] = [];
    for (let n = 0; n < edits; n++) {
      const line = editLine(n);
      const edited = performance.now();
      fs.writeFileSync(file, original + line);
      await page.waitForFunction((text) => document.body.innerText.includes(text), line.trim(), { timeout: 600_000, polling: 20 });
      shown.push((performance.now() - edited) / 1000);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    return { ready, shown };
  } finally {
    fs.writeFileSync(file, original);
    await browser.close();
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const version = installDocusaurus(benchDir, 'sitegen-bench-docusaurus', { ...DOCUSAURUS_PACKAGES, '@docusaurus/faster': '^3' });
const rows: string[] = [];
const editRows: string[] = [];
for (const { pages, docusaurus } of PLAN) {
  // Docusaurus's copy in its install (its packages above it); sitegen's outside, with the same React.
  const theirs = path.join(benchDir, `scale-${pages}`);
  const ours = path.join(os.tmpdir(), `sitegen-scale-${pages}`);
  makeSite({ pages, out: ours });
  linkReact(ours, benchDir);
  if (docusaurus) {
    makeSite({ pages, out: theirs });
    turnFasterOn(path.join(theirs, 'docusaurus.config.js'));
  }
  const samples: Record<'sitegen' | 'docusaurus', Sample[]> = { sitegen: [], docusaurus: [] };
  for (let run = 0; run < RUNS; run++) {
    // A cold build, as Docusaurus's below: no caches, no previous output (which a build updates in place).
    for (const dir of ['.sitegen', 'build']) fs.rmSync(path.join(ours, dir), { recursive: true, force: true });
    samples.sitegen.push(timeBuild([path.join(SITEGEN, 'bin/sitegen.js'), 'build', '.'], ours, path.join(ours, 'build')));
    samples.sitegen.at(-1)!.firstLoadKb = await firstLoadJs(path.join(ours, 'build'), pages);
    console.log(`  ${pages} sitegen: ${JSON.stringify(samples.sitegen.at(-1))}`);
    if (!docusaurus) continue;
    for (const dir of ['.docusaurus', 'build', 'node_modules/.cache']) fs.rmSync(path.join(theirs, dir), { recursive: true, force: true });
    samples.docusaurus.push(timeBuild([path.join(benchDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '.'], theirs, path.join(theirs, 'build')));
    samples.docusaurus.at(-1)!.firstLoadKb = await firstLoadJs(path.join(theirs, 'build'), pages);
    console.log(`  ${pages} Docusaurus: ${JSON.stringify(samples.docusaurus.at(-1))}`);
  }
  for (const [name, list] of Object.entries(samples)) {
    if (list.length === 0) continue;
    const m = (key: keyof Sample) => median(list.map((s) => s[key]));
    rows.push(`| ${pages} | ${name === 'sitegen' ? 'sitegen' : `Docusaurus ${version} Faster`} | ${m('wall').toFixed(1)} | ${m('cpu').toFixed(1)} | ${Math.round(m('rssMb'))} | ${(m('pages') / m('wall')).toFixed(0)} | ${m('firstLoadKb').toFixed(1)} |`);
  }
  if (EDITS > 0) {
    // After the last cold build: its output and caches are the previous build's.
    const rebuilds = timeRebuilds(ours, pages, EDITS);
    const dev = await timeDevEdits(ours, pages, EDITS);
    console.log(`  ${pages} sitegen edits: ${JSON.stringify({ rebuilds, dev })}`);
    editRows.push(`| ${pages} | ${median(rebuilds).toFixed(1)} (${rebuilds.map((t) => t.toFixed(1)).join(', ')}) | ${dev.ready.toFixed(1)} | ${median(dev.shown).toFixed(2)} (${dev.shown.map((t) => t.toFixed(2)).join(', ')}) |`);
  }
  if (docusaurus) {
    const ratio = (key: keyof Sample) => (median(samples.sitegen.map((s) => s[key])) / median(samples.docusaurus.map((s) => s[key]))).toFixed(2);
    rows.push(`| ${pages} | ratio | ${ratio('wall')} | ${ratio('cpu')} | ${ratio('rssMb')} | | |`);
  }
}
if (editRows.length > 0) console.log(`\nsitegen after one edit to a doc, ${EDITS} edits each, median (each)\n\n| docs | \`sitegen build\` again, s | dev server: first page shown, s | dev server: edit shown, s |\n|---|---|---|---|\n${editRows.join('\n')}`);
console.log(`\n${RUNS} cold build(s) each, alternated, median\n\n| docs | generator | wall s | CPU s | peak RSS MB | pages/s | first-load JS KB gzip |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}`);
