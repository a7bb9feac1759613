/**
 * `npm run bench:docusaurus`: sitegen against Docusaurus 3 in its "faster" mode (Rspack, SWC,
 * lightningcss) on the same Docusaurus-format sites, run in alternation on this machine:
 *
 * - `classic`: tests/fixtures/docusaurus-classic, three cold builds each, then three warm ones;
 * - `i18n`: a generated site of 150 docs (scripts/make-site.ts --i18n) with two locales (en, fr)
 *   and two docs versions (1.0 and current), three cold builds each (issue 37's budget: sitegen
 *   within 0.5× of Docusaurus's time). Both builds must give both locales and both versions.
 *
 * Prints the medians of wall and CPU seconds, their ratios and peak memory.
 *
 *   SITEGEN_BENCH_CASES=i18n SITEGEN_BENCH_RUNS=5 npm run bench:docusaurus
 *
 * Docusaurus is installed from the npm registry into a folder of its own (kept between runs:
 * SITEGEN_BENCH_DIR, default /tmp/sitegen-bench-docusaurus). sitegen builds a copy of each site
 * in a folder with no node_modules above it (but the install's React), so that it uses its own packages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyFixtureSite, DOCUSAURUS_PACKAGES, installDocusaurus, linkReact, turnFasterOn } from './docusaurus-install';
import { makeSite } from './make-site';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-classic');
const benchDir = process.env.SITEGEN_BENCH_DIR ?? path.join(os.tmpdir(), 'sitegen-bench-docusaurus');
const RUNS = Number(process.env.SITEGEN_BENCH_RUNS ?? 3);

const DEPENDENCIES = { ...DOCUSAURUS_PACKAGES, '@docusaurus/faster': '^3', nprogress: '^0.2.0' };

/** A fresh copy of the fixture in a git repository of its own (its last-update dates come from git); Docusaurus's gets the faster mode turned on. */
function copySite(target: string, faster: boolean): void {
  copyFixtureSite(FIXTURE, target);
  if (faster) turnFasterOn(path.join(target, 'docusaurus.config.js'));
}

/** The generated site with two locales and two versions; Docusaurus's gets the faster mode turned on. */
function makeI18nSite(target: string, faster: boolean): void {
  makeSite({ pages: 150, out: target, i18n: true });
  if (faster) turnFasterOn(path.join(target, 'docusaurus.config.js'));
}

/** A doc in each locale and version: the build must have written it (and the French one translated). */
function checkI18nBuild(buildDir: string): void {
  for (const route of ['docs/category-1/page-1', 'docs/next/category-1/page-1', 'docs/category-6/page-150', 'fr/docs/category-1/page-1', 'fr/docs/next/category-1/page-1', 'fr/docs/next/category-6/page-150']) {
    const file = [`${route}/index.html`, `${route}.html`].map((name) => path.join(buildDir, name)).find((name) => fs.existsSync(name));
    if (!file) throw new Error(`${buildDir}: no page for /${route}`);
    if (route === 'fr/docs/next/category-1/page-1' && !fs.readFileSync(file, 'utf8').includes('(fr)')) throw new Error(`${file}: not the French translation`);
  }
}

interface Sample {
  seconds: number;
  cpu: number;
  rssMb: number;
}

/** Runs a build under GNU time: wall, user + system seconds and peak RSS of the largest process (Docusaurus forks). */
function timeBuild(command: string, args: string[], cwd: string): Sample {
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S %M', command, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  const [seconds = 0, user = 0, system = 0, rssKb = 0] = (/TIME (\S+) (\S+) (\S+) (\S+)/.exec(result.stderr) ?? []).slice(1).map(Number);
  return { seconds, cpu: user + system, rssMb: rssKb / 1024 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const version = installDocusaurus(benchDir, 'sitegen-bench-docusaurus', DEPENDENCIES);
const docusaurusBin = path.join(benchDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const sitegenBin = path.join(ROOT, 'bin/sitegen.js');

type Kind = 'cold' | 'warm';
interface Case {
  make: (target: string, faster: boolean) => void;
  kinds: Kind[];
  check?: (buildDir: string) => void;
}
const CASES: Record<string, Case> = {
  classic: { make: copySite, kinds: ['cold', 'warm'] },
  i18n: { make: makeI18nSite, kinds: ['cold'], check: checkI18nBuild },
};
const wanted = (process.env.SITEGEN_BENCH_CASES ?? Object.keys(CASES).join(' ')).split(/\s+/).filter(Boolean);

const rows: string[] = [];
for (const name of wanted) {
  const benchCase = CASES[name];
  if (!benchCase) throw new Error(`SITEGEN_BENCH_CASES: no case ${name} (cases: ${Object.keys(CASES).join(', ')})`);
  // Docusaurus's copy in its install (its packages above it); sitegen's outside, where nothing above has node_modules.
  const docusaurusSite = path.join(benchDir, name === 'classic' ? 'site' : `site-${name}`);
  const sitegenSite = path.join(os.tmpdir(), name === 'classic' ? 'sitegen-bench-sitegen-site' : `sitegen-bench-sitegen-site-${name}`);
  benchCase.make(docusaurusSite, true);
  benchCase.make(sitegenSite, false);
  linkReact(sitegenSite, benchDir);
  const builds = {
    sitegen: {
      site: sitegenSite,
      clear: () => fs.rmSync(path.join(sitegenSite, '.sitegen'), { recursive: true, force: true }),
      build: () => timeBuild(process.execPath, [sitegenBin, 'build', '.'], sitegenSite),
    },
    docusaurus: {
      site: docusaurusSite,
      clear: () => {
        for (const dir of ['.docusaurus', 'build', 'node_modules/.cache']) fs.rmSync(path.join(docusaurusSite, dir), { recursive: true, force: true });
        fs.rmSync(path.join(benchDir, 'node_modules/.cache'), { recursive: true, force: true });
      },
      build: () => timeBuild(process.execPath, [docusaurusBin, 'build', '.'], docusaurusSite),
    },
  };

  const samples: Record<string, Record<Kind, Sample[]>> = { sitegen: { cold: [], warm: [] }, docusaurus: { cold: [], warm: [] } };
  console.log(`Docusaurus ${version} (faster) and sitegen on ${name}, ${RUNS} runs each, alternated`);
  for (const kind of benchCase.kinds) {
    if (kind === 'warm') for (const tool of Object.values(builds)) tool.build(); // fills the caches once
    for (let i = 0; i < RUNS; i++) {
      for (const [tool, { site, clear, build }] of Object.entries(builds)) {
        if (kind === 'cold') clear();
        const sample = build();
        benchCase.check?.(path.join(site, 'build'));
        samples[tool]![kind].push(sample);
        console.log(`  ${kind} ${tool}: ${sample.seconds.toFixed(2)} s, CPU ${sample.cpu.toFixed(2)} s, ${Math.round(sample.rssMb)} MB`);
      }
    }
    const m = (tool: string, key: keyof Sample) => median(samples[tool]![kind].map((s) => s[key]));
    const cells = (key: keyof Sample, digits: number) => [m('sitegen', key).toFixed(digits), m('docusaurus', key).toFixed(digits), (m('sitegen', key) / m('docusaurus', key)).toFixed(2)];
    rows.push(`| ${name} | ${kind} | ${[...cells('seconds', 2), ...cells('cpu', 2), ...cells('rssMb', 0)].join(' | ')} |`);
  }
}

console.log(`\nMedians of ${RUNS} runs each, alternated\n`);
console.log('| site | build | sitegen s | Docusaurus s | ratio | sitegen CPU s | Docusaurus CPU s | ratio | sitegen MB | Docusaurus MB | ratio |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
