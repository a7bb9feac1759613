/**
 * The generator as a package: `npm pack` of this repository, installed into a copy of the
 * Docusaurus-format fixture in a folder outside the repository (so nothing resolves from the
 * repository's node_modules), builds that site with `sitegen build` run from there.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture';

const ROOT = path.resolve(import.meta.dirname, '../..');

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

describe('the packed generator, installed in a Docusaurus site', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-package-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('installs from its tarball and builds the site with `sitegen build`', () => {
    run('npm', ['pack', '--silent', '--pack-destination', work], ROOT);
    const tarball = fs.readdirSync(work).find((f) => f.endsWith('.tgz'));
    expect(tarball).toBeDefined();
    const siteDir = path.join(work, 'site');
    fs.cpSync(path.join(FIXTURES, 'docusaurus-classic'), siteDir, { recursive: true, filter: (src) => !/[/\\](\.sitegen|build)$/.test(src) });
    // From the npm cache that `npm ci` filled; the registry only for what it lacks.
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', path.join(work, tarball ?? '')], siteDir);
    // Only the tarball's files: no site content, no tests.
    const installed = path.join(siteDir, 'node_modules', JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).name as string);
    expect(fs.existsSync(path.join(installed, 'src/node/cli.ts'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'docs'))).toBe(false);
    expect(fs.existsSync(path.join(installed, 'tests'))).toBe(false);
    const output = run(process.execPath, [path.join(siteDir, 'node_modules', '.bin', 'sitegen'), 'build'], siteDir);
    expect(output).toMatch(/Built 14 pages into build/);
    const wiring = fs.readFileSync(path.join(siteDir, 'build/docs/guides/wiring.html'), 'utf8');
    expect(wiring).toContain('<td>GP6</td><td>Column 1</td>');
    expect(wiring).toMatch(/<h2[^>]* id="diode-direction"/);
    expect(fs.readFileSync(path.join(siteDir, 'build/index.html'), 'utf8')).toContain('Hand-wired with patience.');
  }, 600_000);
});
