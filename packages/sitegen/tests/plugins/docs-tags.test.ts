/**
 * Tags as Docusaurus's content plugins read them (src/node/content/tags.ts, shared by the docs and
 * the blog): the tags file, front matter tags (keys, labels, `{ label, permalink }`), permalinks
 * in lodash's kebab case, `onInlineTags`; the docs' tag routes per version (plugins/docs/tags.ts);
 * front matter `last_update` as Docusaurus checks it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkLastUpdate } from '../../src/node/content/last-update';
import { checkFrontMatterTags, groupTaggedItems, kebabCase, normalizeTag, normalizeTags, readTagsFile, tagVisibility } from '../../src/node/content/tags';
import { loadSite } from '../../src/node/plugins/host';
import type { RouteConfig } from '../../src/shared/types';
import { docTagPageTitle } from '../../src/shared/tags';
import { parsePost } from '../../plugins/blog/posts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder with these files (path → text). */
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tags-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('tag permalinks and front matter tags', () => {
  it("makes permalinks as lodash's kebabCase does (the values lodash gives)", () => {
    const lodash: Record<string, string> = {
      'Hello World': 'hello-world',
      fooBar: 'foo-bar',
      'ZMK Studio': 'zmk-studio',
      i18n: 'i-18-n',
      'C++': 'c',
      'café au lait': 'cafe-au-lait',
      "Don't stop": 'dont-stop',
      XMLHttpRequest: 'xml-http-request',
      snake_case_tag: 'snake-case-tag',
      '2.4GHz': '2-4-g-hz',
      'HTML5 API': 'html-5-api',
      '  Zephyr 3.5 ': 'zephyr-3-5',
    };
    for (const [text, kebab] of Object.entries(lodash)) expect(kebabCase(text), text).toBe(kebab);
  });

  it("normalizes a tag as Docusaurus's normalizeTag: a key of the tags file, a label, or an object, below the tags' route", () => {
    const file = { ble: { label: 'Bluetooth', permalink: '/bluetooth', description: 'Wireless' } };
    expect(normalizeTag('ble', file, '/docs/tags')).toEqual({ label: 'Bluetooth', permalink: '/docs/tags/bluetooth', description: 'Wireless', inline: false });
    expect(normalizeTag('Split Keyboards', file, '/docs/tags')).toEqual({ label: 'Split Keyboards', permalink: '/docs/tags/split-keyboards', inline: true });
    expect(normalizeTag({ label: 'Quick start', permalink: '/quick/' }, null, '/docs/next/tags')).toEqual({ label: 'Quick start', permalink: '/docs/next/tags/quick/', inline: true });
  });

  it('takes front matter tags as Docusaurus\'s schema does, naming the file and line of a bad one', () => {
    const source = '---\ntitle: A\ntags: [a, 3]\n---\n';
    expect(checkFrontMatterTags({ tags: ['a', { label: 'B', permalink: '/b' }] }, 'docs/a.md', source)).toEqual(['a', { label: 'B', permalink: '/b' }]);
    expect(checkFrontMatterTags({}, 'docs/a.md', source)).toBeUndefined();
    expect(() => checkFrontMatterTags({ tags: ['a', 3] }, 'docs/a.md', source)).toThrow('docs/a.md:3: front matter `tags[1]` does not look like a valid tag');
    expect(() => checkFrontMatterTags({ tags: [{ label: 'B' }] }, 'docs/a.md', source)).toThrow('`tags[0]` does not look like a valid tag');
    expect(() => checkFrontMatterTags({ tags: 'a' }, 'docs/a.md', source)).toThrow('docs/a.md:3: front matter `tags` does not look like a valid front matter Yaml array');
  });

  it('reports the tags a tags file does not define as onInlineTags asks, and not at all without a tags file', () => {
    const input = (onInlineTags: 'ignore' | 'log' | 'warn' | 'throw', tagsFile: Record<string, { label: string; permalink: string }> | null = { a: { label: 'A', permalink: '/a' } }) => ({
      frontMatterTags: ['a', 'b', { label: 'C', permalink: '/c' }, 'b'],
      tagsFile,
      tagsBase: '/docs/tags',
      source: 'guides/x.md',
      options: { onInlineTags, tags: undefined },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(() => normalizeTags(input('throw'))).toThrow('Tags [b, C] used in guides/x.md are not defined in tags.yml');
      normalizeTags(input('warn'));
      expect(warn.mock.calls.map((c) => c.join(' '))).toEqual(['Warning: Tags [b, C] used in guides/x.md are not defined in tags.yml']);
      normalizeTags(input('log'));
      expect(log.mock.calls.map((c) => c.join(' '))).toEqual(['Tags [b, C] used in guides/x.md are not defined in tags.yml']);
      normalizeTags(input('ignore'));
      expect(normalizeTags(input('throw', null)).map((t) => t.permalink)).toEqual(['/docs/tags/a', '/docs/tags/b', '/docs/tags/c', '/docs/tags/b']);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });

  it("groups items by tag permalink once each, and a tag of unlisted items only is unlisted (Docusaurus's getTagVisibility)", () => {
    const a = { id: 'a', tags: [{ label: 'X', permalink: '/t/x' }, { label: 'x', permalink: '/t/x' }] };
    const b = { id: 'b', tags: [{ label: 'Y', permalink: '/t/y' }] };
    const groups = groupTaggedItems([a, b], (item) => item.tags);
    expect([...groups.values()].map((g) => [g.tag.label, g.items.map((i) => i.id)])).toEqual([['X', ['a']], ['Y', ['b']]]);
    expect(tagVisibility([1, 2], () => true)).toEqual({ unlisted: true, listedItems: [1, 2] });
    expect(tagVisibility([1, 2], (n) => n === 1)).toEqual({ unlisted: false, listedItems: [2] });
  });

  it('titles a docs tag page in theme-classic\'s words', () => {
    expect(docTagPageTitle('BLE', 1)).toBe('One doc tagged with "BLE"');
    expect(docTagPageTitle('BLE', 3)).toBe('3 docs tagged with "BLE"');
  });
});

describe('the tags file', () => {
  it("reads `tags.yml` by default (label and permalink from the key), the locale's copy first, none when it is missing or the option is null/false", () => {
    const dir = folder({ 'docs/tags.yml': 'splitKeyboards:\nble:\n  label: Bluetooth\n  description: Wireless\n', 'i18n/docs/tags.yml': 'ble:\n  label: Bluetooth LE\n' });
    expect(readTagsFile(undefined, path.join(dir, 'docs'), undefined)).toEqual({ splitKeyboards: { label: 'Splitkeyboards', permalink: '/split-keyboards' }, ble: { label: 'Bluetooth', permalink: '/ble', description: 'Wireless' } });
    expect(readTagsFile(undefined, path.join(dir, 'docs'), path.join(dir, 'i18n/docs'))).toEqual({ ble: { label: 'Bluetooth LE', permalink: '/ble' } });
    expect(readTagsFile(null, path.join(dir, 'docs'), undefined)).toBeNull();
    expect(readTagsFile(false, path.join(dir, 'docs'), undefined)).toBeNull();
    expect(readTagsFile(undefined, path.join(dir, 'nowhere'), undefined)).toBeNull();
    expect(readTagsFile(undefined, folder({ 'tags.yml': '\n' }), undefined)).toEqual({});
  });

  it('names the file of a bad tags file, and a tags file the option names that is missing', () => {
    const dir = folder({ 'a.yml': 'ble: [1]\n', 'b.yml': 'ble:\n  label: 3\n', 'c.yml': 'a:\n  permalink: /x\nb:\n  permalink: /x\n', 'd.yml': 'a: {\n', 'e.yml': '- a\n', 'f.yml': 'a:\n  colour: red\n' });
    expect(() => readTagsFile('a.yml', dir, undefined, dir)).toThrow('a.yml: There was an error extracting tags from file: "ble" must be of type object');
    expect(() => readTagsFile('b.yml', dir, undefined, dir)).toThrow('b.yml: There was an error extracting tags from file: "ble.label" must be a string');
    expect(() => readTagsFile('c.yml', dir, undefined, dir)).toThrow('c.yml: Duplicate permalinks found in tags file:\n  - /x');
    expect(() => readTagsFile('d.yml', dir, undefined, dir)).toThrow(/^d\.yml: There was an error extracting tags from file: invalid YAML/);
    expect(() => readTagsFile('e.yml', dir, undefined, dir)).toThrow('e.yml: There was an error extracting tags from file: "value" must be of type object');
    expect(() => readTagsFile('f.yml', dir, undefined, dir)).toThrow('"a.colour" is not allowed');
    expect(() => readTagsFile('missing.yml', dir, undefined, dir)).toThrow(`No tags file 'missing.yml' could be found in any of those directories:\n- ${dir}`);
  });
});

describe("front matter `last_update`", () => {
  it('takes an author, a date (a YAML date, a string or a timestamp) or both, and names the file and line of anything else', () => {
    const source = '---\ntitle: A\nlast_update:\n  date: soon\n---\n';
    for (const given of [{ author: 'Wren' }, { date: new Date('2025-01-02') }, { date: '2025-01-02' }, { date: 1735776000000, author: 'Wren' }]) expect(() => checkLastUpdate({ last_update: given }, 'docs/a.md', source)).not.toThrow();
    expect(() => checkLastUpdate({}, 'docs/a.md', source)).not.toThrow();
    for (const bad of [{ date: 'soon' }, {}, { author: 3 }, 'yesterday', null, { author: 'Wren', when: 'now' }]) {
      expect(() => checkLastUpdate({ last_update: bad }, 'docs/a.md', source), JSON.stringify(bad)).toThrow('docs/a.md:3: front matter `last_update` does not look like a valid last update object. Please use an author key with a string or a date with a string or Date');
    }
  });
});

describe("the docs' tag routes, per version", () => {
  /** A versioned site: the current docs and version 1.0, each with its tags file; more files and config given. */
  async function load(files: Record<string, string> = {}, docsOptions = '') {
    const siteDir = folder({
      'package.json': '{ "name": "harbour", "private": true }',
      'docusaurus.config.js': `module.exports = { title: 'Harbour', url: 'https://harbour.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { ${docsOptions} } }]] };\n`,
      'versions.json': '["1.0"]',
      'docs/tags.yml': 'tides:\n  description: When the water comes and goes.\nmoorings:\n',
      'docs/tides.md': '---\ntags: [tides]\n---\n# Tides\n\nHigh and low water.\n',
      'docs/buoys.md': '---\ndescription: Red to port.\ntags: [moorings, tides]\n---\n# Buoys\n',
      'docs/secret.md': '---\nunlisted: true\ntags: [moorings, Hidden Coves]\n---\n# Secret berth\n',
      'docs/plans.md': '---\ndraft: true\ntags: [moorings]\n---\n# Plans\n',
      'versioned_docs/version-1.0/tides.md': '---\ntags: [tides, {label: Old charts, permalink: /charts}]\n---\n# Tides then\n',
      'versioned_docs/version-1.0/tags.yml': 'tides:\n  label: Tides (1.0)\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{}',
      ...files,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const site = await loadSite(siteDir, { dev: false });
      return { site, warnings: warn.mock.calls.map((c) => c.join(' ')) };
    } finally {
      warn.mockRestore();
    }
  }
  const route = (routes: RouteConfig[], at: string) => routes.find((r) => r.path === at);

  it("gives each version its tags list and tag pages, at its own path, from its own tags file; a draft is on none", async () => {
    const { site, warnings } = await load();
    const tagRoutes = site.routes.filter((r) => r.path.includes('/tags')).map((r) => `${r.path} ${r.component}`).sort();
    expect(tagRoutes).toEqual([
      '/docs/next/tags @theme/DocTagsListPage',
      '/docs/next/tags/hidden-coves @theme/DocTagDocListPage',
      '/docs/next/tags/moorings @theme/DocTagDocListPage',
      '/docs/next/tags/tides @theme/DocTagDocListPage',
      // The last version's, at the docs' root.
      '/docs/tags @theme/DocTagsListPage',
      '/docs/tags/charts @theme/DocTagDocListPage',
      '/docs/tags/tides @theme/DocTagDocListPage',
    ]);
    expect(route(site.routes, '/docs/next/tags/tides')?.meta).toMatchObject({ title: '2 docs tagged with "Tides"', description: 'When the water comes and goes.', noIndex: false, search: { version: 'current', tag: 'doc_tag_doc_list' }, htmlClassName: 'docs-wrapper docs-version-current docs-tags-doc-list-page' });
    // The unlisted doc is not counted where listed docs share its tag; its tag alone is unlisted.
    expect(route(site.routes, '/docs/next/tags/moorings')?.meta?.title).toBe('One doc tagged with "Moorings"');
    expect(route(site.routes, '/docs/next/tags/hidden-coves')?.meta).toMatchObject({ noIndex: true, unlisted: true });
    expect(route(site.routes, '/docs/tags/tides')?.meta).toMatchObject({ title: 'One doc tagged with "Tides (1.0)"', htmlClassName: 'docs-wrapper docs-version-1.0 docs-tags-doc-list-page', search: { version: '1.0', tag: 'doc_tag_doc_list' } });
    expect(route(site.routes, '/docs/tags')?.meta).toMatchObject({ title: 'Tags', search: { version: '1.0', tag: 'doc_tags_list' } });
    // Inline tags beside a tags file are reported (`onInlineTags: 'warn'` by default), each file's once.
    expect(warnings.sort()).toEqual(['Warning: Tags [Hidden Coves] used in secret.md are not defined in tags.yml', 'Warning: Tags [Old charts] used in tides.md are not defined in tags.yml']);
    // A doc's metadata has its tags, for its footer.
    const docs = site.contents.docs as { docs: Array<{ id: string; versionName: string; tags: unknown[] }> };
    expect(docs.docs.find((d) => d.id === 'buoys')?.tags).toEqual([
      { label: 'Moorings', permalink: '/docs/next/tags/moorings', inline: false },
      { label: 'Tides', permalink: '/docs/next/tags/tides', description: 'When the water comes and goes.', inline: false },
    ]);
  });

  it('stops the build at an inline tag with `onInlineTags: "throw"`, naming the doc and its version', async () => {
    await expect(load({}, "onInlineTags: 'throw'")).rejects.toThrow("Can't process doc metadata for doc at path docs/secret.md in version name=current: Tags [Hidden Coves] used in secret.md are not defined in tags.yml");
  });

  it('reads the tags file the `tags` option names, none with `tags: false`, and puts the tags below `tagsBasePath`', async () => {
    const { site, warnings } = await load({ 'docs/labels.yml': 'tides:\n  label: Tide tables\n  permalink: /tables\nmoorings:\nHidden Coves:\n', 'versioned_docs/version-1.0/labels.yml': 'tides:\n', 'versioned_docs/version-1.0/tides.md': '---\ntags: [tides]\n---\n# Tides then\n' }, "tags: 'labels.yml', tagsBasePath: 'topics', onInlineTags: 'throw'");
    expect(warnings).toEqual([]);
    expect(route(site.routes, '/docs/next/topics/tables')?.meta?.title).toBe('2 docs tagged with "Tide tables"');
    expect(route(site.routes, '/docs/next/topics')).toBeDefined();
    const none = await load({}, 'tags: false');
    expect(none.warnings).toEqual([]);
    expect(route(none.site.routes, '/docs/next/tags/tides')?.meta?.title).toBe('2 docs tagged with "tides"');
  });

  it('names the tags file that is wrong, and the option naming a missing one', async () => {
    await expect(load({ 'docs/tags.yml': 'tides: [1]\n' })).rejects.toThrow(/docs[/\\]tags\.yml: There was an error extracting tags from file: "tides" must be of type object/);
    await expect(load({}, "tags: 'nope.yml'")).rejects.toThrow("No tags file 'nope.yml' could be found in any of those directories");
  });

  it('renders the tags list and tag pages with the components `docTagsListComponent` and `docTagDocListComponent` name', async () => {
    const { site } = await load({}, "docTagsListComponent: '@site/src/components/TagsIndex', docTagDocListComponent: '@site/src/components/TagDocs'");
    expect(route(site.routes, '/docs/next/tags')?.component).toBe('@site/src/components/TagsIndex');
    expect(route(site.routes, '/docs/tags')?.component).toBe('@site/src/components/TagsIndex');
    expect(route(site.routes, '/docs/next/tags/tides')?.component).toBe('@site/src/components/TagDocs');
    // The page's data is the same as theme-classic's page gets.
    expect(Object.keys(route(site.routes, '/docs/next/tags/tides')?.modules ?? {})).toEqual(['tag']);
  });

  it('makes no tags list when no listed doc has a tag', async () => {
    const { site } = await load({ 'docs/tides.md': '# Tides\n', 'docs/buoys.md': '# Buoys\n', 'docs/secret.md': '---\nunlisted: true\ntags: [moorings]\n---\n# Secret\n' });
    expect(site.routes.map((r) => r.path).filter((p) => p.startsWith('/docs/next/tags'))).toEqual(['/docs/next/tags/moorings']);
  });
});

describe("the blog's tags, read by the same code", () => {
  it('takes `{ label, permalink }` tags and makes inline tags\' permalinks in kebab case, as Docusaurus', () => {
    const parsed = parsePost({ relative: '2025-01-02-x.md', source: "---\ntags: [Split Keyboards, {label: 'Quick start', permalink: /quick}, ble]\n---\nHi\n", shown: 'blog/2025-01-02-x.md', authors: {}, base: '/blog', tagsFile: { ble: { label: 'BLE', permalink: '/bluetooth' } } });
    expect(parsed.metadata.tags).toEqual([
      { label: 'Split Keyboards', permalink: '/blog/tags/split-keyboards' },
      { label: 'Quick start', permalink: '/blog/tags/quick' },
      { label: 'BLE', permalink: '/blog/tags/bluetooth' },
    ]);
    expect(parsed.inlineTags).toEqual(['Split Keyboards', 'Quick start']);
    expect(() => parsePost({ relative: '2025-01-02-x.md', source: '---\ntags: [[a]]\n---\nHi\n', shown: 'blog/2025-01-02-x.md', authors: {}, base: '/blog' })).toThrow('blog/2025-01-02-x.md:2: front matter `tags[0]` does not look like a valid tag');
  });

  it("writes a post's front matter keywords into its head, and checks its last_update as the docs'", async () => {
    const siteDir = folder({
      'package.json': '{ "name": "harbour", "private": true }',
      'docusaurus.config.js': "module.exports = { title: 'Harbour', url: 'https://harbour.example', baseUrl: '/', presets: [['classic', { docs: false }]] };\n",
      'blog/2025-01-02-tides.md': '---\ntitle: Tides\nkeywords: [tides, moon]\n---\nHigh water.\n',
    });
    const site = await loadSite(siteDir, { dev: false });
    expect(site.routes.find((r) => r.path === '/blog/2025/01/02/tides')?.meta?.keywords).toEqual(['tides', 'moon']);
    expect(() => parsePost({ relative: '2025-01-02-x.md', source: '---\nlast_update: { author: 3 }\n---\nHi\n', shown: 'blog/2025-01-02-x.md', authors: {}, base: '/blog' })).toThrow('blog/2025-01-02-x.md:2: front matter `last_update` does not look like a valid last update object');
  });
});

describe("Markdown pages' front matter, as plugin-content-pages reads it", () => {
  const files = (pagesOptions: string) => ({
    'package.json': '{ "name": "harbour", "private": true }',
    'docusaurus.config.js': `module.exports = { title: 'Harbour', url: 'https://harbour.example', baseUrl: '/', presets: [['classic', { blog: false, pages: { ${pagesOptions} } }]] };\n`,
    'docs/intro.md': '# Intro\n',
    'src/pages/tides.md': "---\nkeywords: [tides, tables]\nimage: /img/tides.png\nwrapperClassName: tide-page\nslug: /tide-tables\nlast_update:\n  date: 2025-02-03\n  author: Harbour master\n---\n# Tides\n",
    'src/pages/plans.md': '---\ndraft: true\n---\n# Plans\n',
    'src/pages/cove.md': '---\nunlisted: true\n---\n# Cove\n',
  });
  const pageRoutes = (routes: RouteConfig[]) => routes.filter((r) => !r.path.startsWith('/docs') && r.path !== '/search');

  it('gives a page its slug, keywords, image, wrapperClassName on <html>, leaves drafts out of a build (not of development) and keeps unlisted pages from search engines', async () => {
    const site = await loadSite(folder(files('')), { dev: false });
    const byPath = new Map(pageRoutes(site.routes).map((r) => [r.path, r]));
    expect([...byPath.keys()].sort()).toEqual(['/cove', '/tide-tables']);
    expect(byPath.get('/tide-tables')?.meta).toMatchObject({ keywords: ['tides', 'tables'], image: '/img/tides.png', htmlClassName: expect.stringContaining('tide-page mdx-page') });
    expect(byPath.get('/tide-tables')?.meta?.htmlClassName).not.toContain('mdx-wrapper');
    expect(byPath.get('/cove')?.meta).toMatchObject({ noIndex: true, unlisted: true, htmlClassName: expect.stringContaining('mdx-wrapper mdx-page') });
    // Without the pages options, no "Last updated": the page has its content module only.
    expect(Object.keys(byPath.get('/tide-tables')?.modules ?? {})).toEqual(['content']);
    const dev = await loadSite(folder(files('')), { dev: true });
    expect(pageRoutes(dev.routes).map((r) => r.path).sort()).toEqual(['/cove', '/plans', '/tide-tables']);
  });

  it('says when a page last changed with the pages options showLastUpdateTime / showLastUpdateAuthor (front matter last_update first)', async () => {
    const site = await loadSite(folder(files('showLastUpdateTime: true, showLastUpdateAuthor: true')), { dev: false });
    const pages = site.contents.pages as Array<{ permalink: string; lastUpdate?: unknown }>;
    expect(pages.find((p) => p.permalink === '/tide-tables')?.lastUpdate).toEqual({ lastUpdatedAt: Date.UTC(2025, 1, 3), lastUpdatedBy: 'Harbour master' });
    expect(Object.keys(site.routes.find((r) => r.path === '/tide-tables')?.modules ?? {}).sort()).toEqual(['content', 'metadata']);
    await expect(loadSite(folder(files("showLastUpdateTime: 'often'")), { dev: false })).rejects.toThrow('presets[0][1].pages.showLastUpdateTime');
  });

  it('names the file and line of a bad front matter key', async () => {
    await expect(loadSite(folder({ ...files(''), 'src/pages/bad.md': '---\ntitle: Bad\nlast_update: yesterday\n---\n# Bad\n' }), { dev: false })).rejects.toThrow(/src[/\\]pages[/\\]bad\.md:3: front matter `last_update` does not look like a valid last update object/);
    await expect(loadSite(folder({ ...files(''), 'src/pages/bad.md': '---\nkeywords: tides\n---\n# Bad\n' }), { dev: false })).rejects.toThrow(/bad\.md:2: front matter `keywords` must be string\[\]/);
  });
});
