/**
 * `future.experimental_vcs` (Docusaurus 3.10): where the docs', posts' and pages' "Last updated"
 * and the sitemap's dates come from: a preset (`hardcoded`, `disabled`, the git ones), a boolean,
 * or the site's own `{ initialize, getFileCreationInfo, getFileLastUpdateInfo }`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isGitVcs, resolveVcs } from '../../../src/node/content/vcs';
import { loadSite } from '../../../src/node/plugins/host';
import { lastModifiedDates } from '../../../plugins/sitemap/last-modified';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A Docusaurus site whose docs, blog and pages show "Last updated", with this `future` (JavaScript source). */
function site(future: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vcs-'));
  made.push(dir);
  const files: Record<string, string> = {
    'package.json': '{ "name": "harbour", "private": true }',
    'docusaurus.config.js': `const calls = [];
module.exports = {
  title: 'Harbour', url: 'https://harbour.example', baseUrl: '/',
  future: ${future},
  presets: [['classic', {
    docs: { showLastUpdateTime: true, showLastUpdateAuthor: true },
    blog: { showLastUpdateTime: true, showLastUpdateAuthor: true, onUntruncatedBlogPosts: 'ignore' },
    pages: { showLastUpdateTime: true, showLastUpdateAuthor: true },
  }]],
};
`,
    'docs/tides.md': '# Tides\n',
    'docs/buoys.md': '---\nlast_update:\n  author: Harbour master\n---\n# Buoys\n',
    'blog/2025-01-02-storm.md': '# Storm\n',
    'blog/undated.md': '# Undated\n\nNo date in its name or front matter.\n',
    'src/pages/moorings.md': '# Moorings\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The "Last updated" of each post and page (the undated post aside), by file name. */
async function lastUpdates(siteDir: string): Promise<Record<string, unknown>> {
  const { contents } = await loadSite(siteDir, { dev: false });
  const byFile = (items: Array<{ file: string; metadata?: object; lastUpdate?: object }>) =>
    Object.fromEntries(
      items.filter((item) => !item.file.endsWith('undated.md')).map((item) => {
        const { lastUpdatedAt, lastUpdatedBy } = (item.lastUpdate ?? item.metadata ?? {}) as { lastUpdatedAt?: number; lastUpdatedBy?: string };
        return [path.basename(item.file), { lastUpdatedAt, lastUpdatedBy }];
      }),
    );
  return { ...byFile((contents.blog as { posts: Array<{ file: string; metadata: object }> }).posts), ...byFile(contents.pages as Array<{ file: string; lastUpdate?: object }>) };
}

describe('future.experimental_vcs', () => {
  it("asks the site's own VCS object about each file, after telling it the site's folder (initialize)", async () => {
    const dir = site(`{
    experimental_vcs: {
      initialize({ siteDir }) { require('fs').writeFileSync(require('path').join(siteDir, 'vcs-initialized.txt'), siteDir); },
      getFileCreationInfo: (filePath) => null,
      getFileLastUpdateInfo: async (filePath) => (filePath.endsWith('storm.md') ? null : { timestamp: Date.UTC(2024, 5, 1), author: 'VCS of ' + require('path').basename(filePath) }),
    },
  }`);
    expect(await lastUpdates(dir)).toEqual({
      // A file the VCS knows nothing of (null) has no date or author.
      '2025-01-02-storm.md': { lastUpdatedAt: undefined, lastUpdatedBy: undefined },
      'moorings.md': { lastUpdatedAt: Date.UTC(2024, 5, 1), lastUpdatedBy: 'VCS of moorings.md' },
    });
    expect(fs.readFileSync(path.join(dir, 'vcs-initialized.txt'), 'utf8')).toBe(dir);
  });

  it('gives the docs the answers of the VCS, front matter `last_update` first', async () => {
    const dir = site("{ experimental_vcs: { initialize() {}, getFileCreationInfo: (f) => null, getFileLastUpdateInfo: (f) => ({ timestamp: 1700000000000, author: 'Keeper' }) } }");
    const { routes } = await loadSite(dir, { dev: false });
    const metadata = (id: string) => {
      const route = routes.find((r) => r.path === `/docs/${id}`);
      return JSON.parse(fs.readFileSync(route!.modules!.metadata!, 'utf8')) as { lastUpdatedAt?: number; lastUpdatedBy?: string };
    };
    expect(metadata('tides')).toMatchObject({ lastUpdatedAt: 1700000000000, lastUpdatedBy: 'Keeper' });
    expect(metadata('buoys')).toMatchObject({ lastUpdatedAt: 1700000000000, lastUpdatedBy: 'Harbour master' });
  });

  it("answers with Docusaurus's hardcoded values for `'hardcoded'`, nothing for `'disabled'` or `false` (front matter still read)", async () => {
    expect(await lastUpdates(site("{ experimental_vcs: 'hardcoded' }"))).toEqual({
      '2025-01-02-storm.md': { lastUpdatedAt: 1539502055000, lastUpdatedBy: 'Author' },
      'moorings.md': { lastUpdatedAt: 1539502055000, lastUpdatedBy: 'Author' },
    });
    for (const off of ["'disabled'", 'false']) {
      expect(await lastUpdates(site(`{ experimental_vcs: ${off} }`))).toEqual({
        '2025-01-02-storm.md': { lastUpdatedAt: undefined, lastUpdatedBy: undefined },
        'moorings.md': { lastUpdatedAt: undefined, lastUpdatedBy: undefined },
      });
    }
  });

  it('takes git for true, left out and the git presets; refuses an unknown preset and an object missing a function, naming the key', async () => {
    for (const value of [undefined, true, 'git-ad-hoc', 'git-eager', 'default-v1', 'default-v2']) expect(isGitVcs(resolveVcs(value)), String(value)).toBe(true);
    expect(isGitVcs(resolveVcs('hardcoded'))).toBe(false);
    await expect(loadSite(site("{ experimental_vcs: 'svn' }"), { dev: false })).rejects.toThrow(/future\.experimental_vcs[\s\S]*'svn' is not valid/);
    await expect(loadSite(site('{ experimental_vcs: { initialize() {}, getFileLastUpdateInfo: (f) => null } }'), { dev: false })).rejects.toThrow(/future\.experimental_vcs/);
    await expect(loadSite(site('{ experimental_vcs: { initialize() {}, getFileCreationInfo: () => null, getFileLastUpdateInfo: (f) => null } }'), { dev: false })).rejects.toThrow(/future\.experimental_vcs\.getFileCreationInfo[\s\S]*must be a function of 1 parameter/);
  });

  it("dates a post its name and front matter do not date by the VCS's creation info (getFileCreationInfo), else the file's birth time", async () => {
    const dateOf = async (dir: string) => ((await loadSite(dir, { dev: false })).contents.blog as { posts: Array<{ file: string; metadata: { date: string; permalink: string } }> }).posts.find((post) => post.file.endsWith('undated.md'))?.metadata;
    const dated = await dateOf(site("{ experimental_vcs: { initialize() {}, getFileCreationInfo: (f) => ({ timestamp: Date.UTC(2023, 4, 6, 12), author: 'A' }), getFileLastUpdateInfo: (f) => null } }"));
    expect(dated).toMatchObject({ date: '2023-05-06', permalink: '/blog/undated' });
    const dir = site("{ experimental_vcs: 'disabled' }");
    expect((await dateOf(dir))?.date).toBe(new Date(fs.statSync(path.join(dir, 'blog/undated.md')).birthtimeMs).toISOString().slice(0, 10));
  });

  it("dates the sitemap's files by the VCS: none for a file it knows nothing of", async () => {
    const dir = site('true');
    const files = [path.join(dir, 'docs/tides.md'), path.join(dir, 'docs/buoys.md')];
    const vcs = { initialize: () => undefined, getFileCreationInfo: () => null, getFileLastUpdateInfo: (file: string) => (file.endsWith('tides.md') ? { timestamp: 42_000, author: 'A' } : null) };
    expect([...(await lastModifiedDates(dir, files, undefined, vcs))]).toEqual([[files[0], 42_000]]);
    // sitegen's git: the file's time on disk for a file git does not know (not a repository here).
    expect((await lastModifiedDates(dir, files, undefined, resolveVcs(true))).size).toBe(2);
  });
});
