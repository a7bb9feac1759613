/**
 * A doc's front matter that names other docs or shapes its id, checked as plugin-content-docs
 * checks it (lib/docs.js): `pagination_prev`/`pagination_next` must name a doc, an `id` has no
 * slash. The docs are loaded (loadSite), not built. What the keys do in a built page is in
 * tests/integration/docusaurus-fixture.test.ts (the fixture's docs/tools/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/node/plugins/host';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function site(docs: Record<string, string>): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-front-matter-'));
  dirs.push(siteDir);
  const files: Record<string, string> = {
    'package.json': '{ "name": "harbour", "private": true }',
    'docusaurus.config.js': "module.exports = { title: 'Harbour', url: 'https://harbour.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n",
    ...docs,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), text);
  }
  return siteDir;
}

describe("a doc's front matter naming docs", () => {
  it('links pagination_prev and pagination_next by doc id (null: no link), and stops at an id of no doc, naming the file and line', async () => {
    const siteDir = site({
      'docs/tides.md': `---
title: Tides
pagination_prev: null
pagination_next: moorings/berths
---
High and low water.
`,
      'docs/moorings/berths.md': '# Berths\n',
    });
    const loaded = await loadSite(siteDir, { dev: false });
    expect(loaded.routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/docs/tides', '/docs/moorings/berths']));
    fs.writeFileSync(
      path.join(siteDir, 'docs/tides.md'),
      `---
title: Tides
pagination_next: moorings/buoys
---
High and low water.
`,
    );
    await expect(loadSite(siteDir, { dev: false })).rejects.toThrow(/docs\/tides\.md:3.*`pagination_next` points to a non-existent doc id "moorings\/buoys"/);
  });

  it('stops at an `id` with a slash, as Docusaurus does ("Document id cannot include slash")', async () => {
    const siteDir = site({
      'docs/moorings/buoys.md': `---
id: moorings/buoys
---
# Buoys
`,
    });
    await expect(loadSite(siteDir, { dev: false })).rejects.toThrow(/docs\/moorings\/buoys\.md:2.*`id` "moorings\/buoys" cannot include a slash/);
  });
});
