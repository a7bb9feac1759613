/**
 * `npm run bench:docusaurus`: sitegen against Docusaurus 3 in its "faster" mode (Rspack, SWC,
 * lightningcss) on the same Docusaurus-format site (tests/fixtures/docusaurus-classic), run in
 * alternation on this machine: three cold builds each, then three warm builds each. Prints the
 * medians, the ratio and peak memory.
 *
 * Docusaurus is installed from the npm registry into a folder of its own (kept between runs:
 * SITEGEN_BENCH_DIR, default /tmp/sitegen-bench-docusaurus). sitegen builds a copy of the site
 * in a folder with no node_modules above it, so that it uses its own packages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUSAURUS_PACKAGES, installDocusaurus } from './docusaurus-install';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-classic');
const benchDir = process.env.SITEGEN_BENCH_DIR ?? path.join(os.tmpdir(), 'sitegen-bench-docusaurus');
const RUNS = Number(process.env.SITEGEN_BENCH_RUNS ?? 3);

const DEPENDENCIES = { ...DOCUSAURUS_PACKAGES, '@docusaurus/faster': '^3', nprogress: '^0.2.0' };

/** A fresh copy of the fixture; Docusaurus's gets the faster mode turned on. */
function copySite(target: string, faster: boolean): void {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(FIXTURE, target, { recursive: true, filter: (src) => !/[/\\](\.sitegen|build|node_modules)$/.test(src) });
  if (!faster) return;
  const file = path.join(target, 'docusaurus.config.js');
  const config = fs.readFileSync(file, 'utf8');
  const future = 'future: { v4: { removeLegacyPostBuildHeadAttribute: true } }';
  if (!config.includes(future)) throw new Error(`${file}: expected \`${future}\` to turn the faster mode on`);
  // Rspack, SWC, lightningcss, SSG worker threads (which need the v4 flag already there).
  fs.writeFileSync(file, config.replace(future, 'future: { v4: { removeLegacyPostBuildHeadAttribute: true }, faster: true }'));
}

interface Sample {
  seconds: number;
  rssMb: number;
}

/** Runs a build under /usr/bin/time for its peak RSS (children included: Docusaurus forks). */
function timeBuild(command: string, args: string[], cwd: string): Sample {
  const start = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'RSS %M', command, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  const rss = Number(/RSS (\d+)/.exec(result.stderr)?.[1] ?? 0) / 1024;
  return { seconds, rssMb: rss };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const version = installDocusaurus(benchDir, 'sitegen-bench-docusaurus', DEPENDENCIES);
const docusaurusSite = path.join(benchDir, 'site');
// Outside benchDir: nothing above it has node_modules, so sitegen resolves its own packages.
const sitegenSite = path.join(os.tmpdir(), 'sitegen-bench-sitegen-site');
copySite(docusaurusSite, true);
copySite(sitegenSite, false);

const docusaurusBin = path.join(benchDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const sitegenBin = path.join(ROOT, 'bin/sitegen.js');
const builds = {
  sitegen: {
    clear: () => fs.rmSync(path.join(sitegenSite, '.sitegen'), { recursive: true, force: true }),
    build: () => timeBuild(process.execPath, [sitegenBin, 'build', '.'], sitegenSite),
  },
  docusaurus: {
    clear: () => {
      for (const dir of ['.docusaurus', 'build', 'node_modules/.cache']) fs.rmSync(path.join(docusaurusSite, dir), { recursive: true, force: true });
      fs.rmSync(path.join(benchDir, 'node_modules/.cache'), { recursive: true, force: true });
    },
    build: () => timeBuild(process.execPath, [docusaurusBin, 'build', '.'], docusaurusSite),
  },
};

const samples: Record<string, Record<'cold' | 'warm', Sample[]>> = { sitegen: { cold: [], warm: [] }, docusaurus: { cold: [], warm: [] } };
console.log(`Docusaurus ${version} (faster) and sitegen on ${path.relative(ROOT, FIXTURE)}, ${RUNS} runs each, alternated`);
for (const kind of ['cold', 'warm'] as const) {
  if (kind === 'warm') for (const tool of Object.values(builds)) tool.build(); // fills the caches once
  for (let i = 0; i < RUNS; i++) {
    for (const [name, tool] of Object.entries(builds)) {
      if (kind === 'cold') tool.clear();
      const sample = tool.build();
      samples[name]![kind].push(sample);
      console.log(`  ${kind} ${name}: ${sample.seconds.toFixed(2)} s, ${Math.round(sample.rssMb)} MB`);
    }
  }
}

console.log('\n| build | sitegen s | Docusaurus s | ratio | sitegen MB | Docusaurus MB |');
console.log('|---|---|---|---|---|---|');
for (const kind of ['cold', 'warm'] as const) {
  const ours = median(samples.sitegen![kind].map((s) => s.seconds));
  const theirs = median(samples.docusaurus![kind].map((s) => s.seconds));
  const rss = (name: string) => Math.round(median(samples[name]![kind].map((s) => s.rssMb)));
  console.log(`| ${kind} (median of ${RUNS}) | ${ours.toFixed(2)} | ${theirs.toFixed(2)} | ${(ours / theirs).toFixed(2)} | ${rss('sitegen')} | ${rss('docusaurus')} |`);
}
