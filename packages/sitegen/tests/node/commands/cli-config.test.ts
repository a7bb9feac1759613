import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, readPage } from '../../helpers/fixture';

const CLI = path.resolve(import.meta.dirname, '../../../bin/sitegen.js');

describe('the CLI’s --config, as Docusaurus’s', () => {
  it('builds the site from another config file of any name, read in Docusaurus’s format', () => {
    const fixture = copyFixture('docusaurus-classic');
    try {
      const config = fs.readFileSync(path.join(fixture.siteDir, 'docusaurus.config.js'), 'utf8');
      fs.writeFileSync(path.join(fixture.siteDir, 'staging.config.js'), config.replace(/title: '[^']*'/, "title: 'Lantern Staging'"));
      const run = spawnSync(process.execPath, [CLI, 'build', fixture.siteDir, '--config', path.join(fixture.siteDir, 'staging.config.js'), '--out-dir', fixture.outDir], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(readPage(fixture.outDir, '/', { trailingSlash: undefined, baseUrl: '/' })).toContain('<title>Home | Lantern Staging</title>');
      const missing = spawnSync(process.execPath, [CLI, 'build', fixture.siteDir, '--config', 'nowhere.config.js'], { encoding: 'utf8' });
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/--config names .*nowhere\.config\.js, which does not exist/);
    } finally {
      fixture.cleanup();
    }
  }, 180_000);
});

describe("a JavaScript config written as Docusaurus's template writes it", () => {
  it('loads `export default` beside a package.json without "type": "module" without Node’s warning, as Docusaurus (jiti) does (facebook/yoga’s site)', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'typeless-config-'));
    try {
      fs.writeFileSync(path.join(siteDir, 'package.json'), JSON.stringify({ name: 'typeless-site', private: true }));
      fs.writeFileSync(path.join(siteDir, 'docusaurus.config.js'), "// @ts-check\n\n/** @type {import('@docusaurus/types').Config} */\nconst config = { title: 'Typeless', url: 'https://typeless.example', baseUrl: '/' };\n\nexport default config;\n");
      const run = spawnSync(process.execPath, [CLI, 'write-translations', siteDir], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/translations written to .*i18n\/en\/code\.json/);
      expect(run.stderr).not.toContain('MODULE_TYPELESS_PACKAGE_JSON');
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  }, 60_000);
});
