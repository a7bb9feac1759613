/**
 * The generator as a package: `npm pack` of packages/sitegen, installed into a copy of the
 * Docusaurus-format fixture in a folder outside the repository (so nothing resolves from the
 * repository's node_modules), with the site's own React: 19, then 18.3, then another 19 patch
 * release installed over it, each built with `sitegen build` run from there and nothing cleared
 * in between (the CLI's own bundle, the site's caches).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../helpers/browser';
import { FIXTURES } from '../helpers/fixture';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '../..');

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 400_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout + result.stderr;
}

/** The React versions to install: the newest 19 the registry (or the npm cache) has, an earlier 19 patch release, and 18.3. */
const REACT_19 = '19.3.1';
const REACT_19_OTHER_PATCH = '19.2.0';
const REACT_18 = '18.3.1';

describe('the packed generator, installed in a Docusaurus site', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-package-'));
  // (Removing the installed packages takes more than the 10 s default on a loaded machine.)
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }), 120_000);
  const siteDir = path.join(work, 'site');
  const install = (...specs: string[]) => run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', ...specs], siteDir);
  const build = () => run(process.execPath, [path.join(siteDir, 'node_modules', '.bin', 'sitegen'), 'build'], siteDir);
  /** The React version in the client bundle: react-dom's production build carries its version string. */
  const bundledReact = () => {
    const dir = path.join(siteDir, 'build/assets/js');
    const code = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
    return [REACT_19, REACT_19_OTHER_PATCH, REACT_18].filter((version) => code.includes(`"${version}"`));
  };
  /** The built pages in Chromium: the first hydrates, its colour toggle answers, a link opens the next page in place. */
  const expectLivePages = async () => {
    const site = await serveBuild(path.join(siteDir, 'build'), { keep: true });
    try {
      const page = await site.open(await site.browser.newContext(), '/');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
      const before = await theme();
      // A Docusaurus site's toggle goes light ↔ dark (respectPrefersColorScheme is off by default there).
      await page.locator('button[data-choice]').first().click();
      await expect.poll(theme).not.toBe(before);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.locator('main a[href="/docs/intro"]').first().click();
      await page.waitForURL('**/docs/intro');
      await expect.poll(() => page.locator('h2#parts-list').count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await site.close();
    }
  };
  const expectBuiltSite = (output: string) => {
    expect(output).toMatch(/Built \d+ pages into build/);
    // The fixture's tsconfig.json extends @docusaurus/tsconfig, which is not installed: no warning. The
    // one warning is Docusaurus's own about the deprecated top-level onBrokenMarkdownLinks the fixture keeps.
    expect(output).not.toMatch(/tsconfig/i);
    expect(output.split('\n').filter((line) => /warning/i.test(line))).toEqual([expect.stringContaining('`siteConfig.onBrokenMarkdownLinks` config option is deprecated')]);
    const wiring = fs.readFileSync(path.join(siteDir, 'build/docs/guides/wiring/index.html'), 'utf8');
    expect(wiring).toContain('<td>GP6</td><td>Column 1</td>');
    expect(wiring).toMatch(/<h2[^>]* id="diode-direction"/);
    expect(fs.readFileSync(path.join(siteDir, 'build/index.html'), 'utf8')).toContain('Hand-wired with patience.');
  };

  it('packs the generator alone: no site content, no site plugin, no tests', () => {
    run('npm', ['pack', '--silent', '--pack-destination', work], PACKAGE_DIR);
    const tarball = fs.readdirSync(work).find((f) => f.endsWith('.tgz')) ?? '';
    expect(tarball).toMatch(/^sitegen-[\d.]+\.tgz$/);
    const files = run('tar', ['-tzf', path.join(work, tarball)], work).split('\n').filter(Boolean);
    expect(files).toContain('package/src/node/cli.ts');
    expect(files).toContain('package/src/theme/Layout/index.tsx');
    expect(files).toContain('package/tsconfig.site.json');
    expect(files.filter((f) => /^package\/(docs|blog|hardware|tests|website)\//.test(f) || /hardware-metadata|tree-sitter|KeymapUpgrader|PowerProfiler/.test(f))).toEqual([]);
  });

  it('builds with the site’s React 19, then 18.3, then another 19 patch release installed over it', async () => {
    const tarball = path.join(work, fs.readdirSync(work).find((f) => f.endsWith('.tgz')) ?? '');
    fs.cpSync(path.join(FIXTURES, 'docusaurus-classic'), siteDir, { recursive: true, filter: (src) => !/[/\\](\.sitegen|build|node_modules)$/.test(src) });
    // From the npm cache that `npm ci` filled; the registry only for what it lacks.
    install(tarball, `react@${REACT_19}`, `react-dom@${REACT_19}`);
    expectBuiltSite(build());
    expect(bundledReact()).toEqual([REACT_19]);
    await expectLivePages();

    install(`react@${REACT_18}`, `react-dom@${REACT_18}`);
    expectBuiltSite(build());
    expect(bundledReact()).toEqual([REACT_18]);
    await expectLivePages();

    install(`react@${REACT_19_OTHER_PATCH}`, `react-dom@${REACT_19_OTHER_PATCH}`);
    expectBuiltSite(build());
    expect(bundledReact()).toEqual([REACT_19_OTHER_PATCH]);
  }, 900_000);

  it('stops at once on a React older than 18.2, naming the version and what is supported', () => {
    // The generator's peer dependency refuses it; a site may still have it (an older lock file, --force).
    install('--legacy-peer-deps', 'react@17.0.2', 'react-dom@17.0.2');
    const result = spawnSync(process.execPath, [path.join(siteDir, 'node_modules', '.bin', 'sitegen'), 'build'], { cwd: siteDir, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/This site has React 17\.0\.2 .*sitegen supports React 18\.2 or later \(18 and 19\)/);
  }, 300_000);
});
