import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/node/plugins/host';
import { contentFileMatcher } from '../../src/node/utils/glob';

function site(files: Record<string, string>): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-include-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), text);
  }
  return siteDir;
}

const docRoutes = async (siteDir: string) => (await loadSite(siteDir, { dev: false })).routes.map((r) => r.path).filter((p) => p.startsWith('/docs')).sort();

describe('the docs plugin’s include and exclude, as Docusaurus reads them', () => {
  const docs = {
    'package.json': '{ "name": "lighthouse", "private": true }',
    'docs/keeper.md': '# Keeper\n',
    'docs/lamp.mdx': '# Lamp\n',
    'docs/_shared.md': 'A partial.\n',
    'docs/_drafts/old.md': '# Old\n',
    'docs/logs/storm.md': '# Storm\n',
    'docs/logs/storm.test.md': '# Not a test file by Docusaurus’s default glob (it excludes *.test.js and kin only)\n',
  };

  it('reads every Markdown file but partials by default', async () => {
    const siteDir = site({ ...docs, 'docusaurus.config.js': "module.exports = { title: 'L', url: 'https://l.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n" });
    expect(await docRoutes(siteDir)).toEqual(['/docs/keeper', '/docs/lamp', '/docs/logs/storm', '/docs/logs/storm.test']);
  });

  it('reads only what `include` names, without what `exclude` names', async () => {
    const config = "module.exports = { title: 'L', url: 'https://l.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { include: ['**/*.md'], exclude: ['logs/**', '**/_*.md'] } }]] };\n";
    const siteDir = site({ ...docs, 'docusaurus.config.js': config });
    // An exclude list replaces Docusaurus's default: the `_drafts` folder is read, as Docusaurus reads it.
    expect(await docRoutes(siteDir)).toEqual(['/docs/_drafts/old', '/docs/keeper']);
    expect(contentFileMatcher({ exclude: ['logs/**'] })('_drafts/old.md')).toBe(true);
    expect(contentFileMatcher({})('_drafts/old.md')).toBe(false);
  });
});
