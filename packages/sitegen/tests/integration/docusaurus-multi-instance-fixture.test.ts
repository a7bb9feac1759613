/**
 * Several instances of one plugin on a Docusaurus-format site (tests/fixtures/docusaurus-multi-instance):
 * preset-classic's docs and blog beside a second `@docusaurus/plugin-content-docs` (`id: 'community'`,
 * its own `sidebarPath`, a version 1.0 in community_versions.json), a second
 * `@docusaurus/plugin-content-blog` (`id: 'changelog'`, its own authors and feeds), a second
 * `@docusaurus/plugin-content-pages` (`id: 'extra'`, its own `path` and `routeBasePath`), and a local
 * plugin (`./plugins/greeting`) used twice with different ids. Navbar items of type `docSidebar`,
 * `doc`, `docsVersion` and `docsVersionDropdown` name the community docs with `docsPluginId`; a page
 * reads useAllDocsData, useDocsData, useVersions, useLatestVersion, useActiveDocContext, useDocsPreferredVersion,
 * useDocsPreferredVersionByPluginId, useActivePlugin, useActivePluginAndVersion, usePluginData, useAllPluginInstancesData and useGlobalData.
 * Also: the same (name, id) twice stops the build in Docusaurus's words, and `docs:version:<pluginId>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/node/commands/build';
import { docsVersion } from '../../src/node/commands/docs-version';
import { writeTranslations } from '../../src/node/commands/write-translations';
import { mapDocusaurusConfig } from '../../src/node/config/docusaurus';
import { initPlugins, loadSite } from '../../src/node/plugins/host';
import type { SearchIndexFile } from '../../src/shared/search';
import { copyFixture, read, readPage } from '../helpers/fixture';

const SEARCH_PLUGIN = path.resolve(import.meta.dirname, '../../plugins/search-index/index.ts');

/** Adds the local search index plugin to a copy of the fixture's config. */
function withSearchIndex(siteDir: string): void {
  const file = path.join(siteDir, 'docusaurus.config.js');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('  plugins: [\n', `  plugins: [\n    ${JSON.stringify(SEARCH_PLUGIN)},\n`));
}

/** Docusaurus's default layout (trailingSlash undefined): `/a` is `a/index.html`. */
const layout = { trailingSlash: undefined, baseUrl: '/' };
const page = (outDir: string, route: string) => readPage(outDir, route, layout);
/** The navbar's links, as [label, href]. */
function navbarLinks(html: string): Array<[string, string]> {
  const navbar = /<nav[^>]*class="navbar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...navbar.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2]!, m[1]!]);
}
/** The page's main text, as read (React's `<!-- -->` between text parts left out). */
const text = (html: string) => (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '').replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('several plugin instances in a Docusaurus-format site', () => {
  const fixture = copyFixture('docusaurus-multi-instance');
  let result: BuildResult;

  beforeAll(async () => {
    withSearchIndex(fixture.siteDir);
    result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
  }, 180_000);

  afterAll(() => fixture.cleanup());

  it("routes each docs instance under its routeBasePath, with its versions (1.0 from community_versions.json at /community, current at /community/next)", () => {
    const routes = result.routes.sort();
    expect(routes).toEqual(expect.arrayContaining(['/docs/intro', '/docs/usage', '/community/welcome', '/community/contributing', '/community/next/welcome', '/community/next/contributing']));
    expect(page(fixture.outDir, '/community/welcome')).toContain('every new moon');
    expect(page(fixture.outDir, '/community/next/welcome')).toContain('every full moon');
    // Each instance's own sidebars file: the community pages show the community sidebar, not the manual's.
    const community = page(fixture.outDir, '/community/next/welcome');
    expect(community).toMatch(/class="menu__link[^"]*"[^>]*href="\/community\/next\/contributing"/);
    expect(community).not.toMatch(/class="menu__link[^"]*"[^>]*href="\/docs\/usage"/);
  });

  it('tells a docs page its instance and version: useActivePlugin, useActivePluginAndVersion, useDocsVersion (a wrapped DocItem/Footer)', () => {
    expect(text(page(fixture.outDir, '/community/next/contributing'))).toContain('Read in docs plugin community, version current, labelled Upcoming');
    expect(text(page(fixture.outDir, '/community/contributing'))).toContain('Read in docs plugin community, version 1.0, labelled 1.0');
    expect(text(page(fixture.outDir, '/docs/usage'))).toContain('Read in docs plugin default, version current, labelled Next');
  });

  it("reads each docs instance's own options: `breadcrumbs: false` on the community's pages only", () => {
    expect(page(fixture.outDir, '/docs/usage')).toContain('theme-doc-breadcrumbs');
    expect(page(fixture.outDir, '/community/contributing')).not.toContain('theme-doc-breadcrumbs');
  });

  it("gives a second docs instance's pages its plugin id: `<html>` classes, version module, search facet docs-<pluginId>-<version>", () => {
    const html = page(fixture.outDir, '/community/welcome');
    expect(html).toMatch(/<html[^>]*class="plugin-docs plugin-id-community docs-wrapper docs-version-1\.0 /);
    expect(html).toContain('<meta name="docusaurus_tag" content="docs-community-1.0">');
    expect(page(fixture.outDir, '/community/next/welcome')).toContain('<meta name="docusaurus_tag" content="docs-community-current">');
    expect(page(fixture.outDir, '/docs/intro')).toContain('<meta name="docusaurus_tag" content="docs-default-current">');
    // The version banner of the community's unreleased version links to its latest (1.0) doc.
    expect(page(fixture.outDir, '/community/next/welcome')).toMatch(/theme-doc-version-banner[\s\S]*?href="\/community\/welcome"/);
  });

  it("indexes each docs instance's pages for search under its own facet (docs-<pluginId>-<version>)", () => {
    const pointer = JSON.parse(read(fixture.outDir, 'search-index.json')) as { file: string };
    const index = JSON.parse(read(fixture.outDir, pointer.file)) as SearchIndexFile;
    const tagOf = (url: string) => [...new Set(index.sections.filter((section) => section.url.replace(/#.*/, '') === url).map((section) => section.tag))];
    expect(tagOf('/community/welcome')).toEqual(['docs-community-1.0']);
    expect(tagOf('/community/next/welcome')).toEqual(['docs-community-current']);
    expect(tagOf('/docs/intro')).toEqual(['docs-default-current']);
  });

  it('links navbar items naming their docs plugin (docsPluginId) into that instance: docSidebar, doc, docsVersion, docsVersionDropdown', () => {
    // On the manual's pages: the community's latest version.
    expect(navbarLinks(page(fixture.outDir, '/docs/intro'))).toEqual(
      expect.arrayContaining([
        ['Manual', '/docs/intro'],
        ['Community', '/community/welcome'],
        ['Contribute', '/community/contributing'],
        ['1.0', '/community/welcome'],
        ['Upcoming', '/community/next/welcome'],
      ]),
    );
    // On the community's next version: its own version's pages.
    const next = navbarLinks(page(fixture.outDir, '/community/next/welcome'));
    expect(next).toEqual(expect.arrayContaining([['Community', '/community/next/welcome'], ['Contribute', '/community/next/contributing'], ['Upcoming', '/community/next/welcome'], ['1.0', '/community/welcome']]));
  });

  it('publishes each instance its own global data: useAllDocsData, useDocsData(pluginId), usePluginData(name, id), useAllPluginInstancesData, useGlobalData', () => {
    const shown = text(page(fixture.outDir, '/instances'));
    expect(shown).toContain('Docs community at /community with versions current and 1.0');
    expect(shown).toContain('Docs default at /docs with versions current');
    expect(shown).toContain('Community latest version is 1.0');
    // useVersions, useLatestVersion, useActiveDocContext, useDocsPreferredVersion given a plugin id; useActivePlugin and useActivePluginAndVersion off the docs.
    expect(shown).toContain('Community versions are Upcoming and 1.0, the latest 1.0, read here none, preferred none, active plugin none without a version');
    // useDocsPreferredVersionByPluginId: every docs instance, none chosen before the reader picks one.
    expect(shown).toContain('Preferred versions known for community and default, chosen 0');
    expect(shown).toContain('Hello from the first instance');
    expect(shown).toContain('Greeting goodbye says Goodbye from the second instance');
    expect(shown).toContain('Greeting hello says Hello from the first instance');
    expect(shown).toContain('Global data of the docs plugin for community and default');
  });

  it('builds a second blog (id) at its routeBasePath with its own title, authors file and feeds', () => {
    expect(result.routes).toEqual(expect.arrayContaining(['/blog', '/blog/2024/03/01/new-lamp', '/changelog', '/changelog/2024/04/01/release-1-0', '/changelog/tags/release', '/changelog/authors']));
    const changelog = page(fixture.outDir, '/changelog');
    expect(changelog).toContain('Release 1.0');
    expect(changelog).not.toContain('A new lamp');
    // Each blog's own truncateMarker cuts its list's excerpts: `<!-- more -->` in the changelog, `<!-- truncate -->` in the preset's blog.
    expect(changelog).toContain('Release 1.0 of the handbook is out.');
    expect(changelog).not.toContain('It covers meetings and contributing.');
    expect(page(fixture.outDir, '/changelog/2024/04/01/release-1-0')).toContain('It covers meetings and contributing.');
    const blog = page(fixture.outDir, '/blog');
    expect(blog).toContain('Its beam reaches the far shore.');
    expect(blog).not.toContain('It was carried up the stairs by hand.');
    expect(page(fixture.outDir, '/changelog/2024/04/01/release-1-0')).toContain('Ada Keeper');
    // Its feedOptions: RSS only; the preset's blog keeps RSS and Atom.
    expect(read(fixture.outDir, 'changelog/rss.xml')).toContain('<title><![CDATA[Release 1.0]]></title>');
    expect(fs.existsSync(path.join(fixture.outDir, 'changelog/atom.xml'))).toBe(false);
    expect(read(fixture.outDir, 'blog/atom.xml')).toContain('A new lamp');
    expect(read(fixture.outDir, 'blog/rss.xml')).not.toContain('Release 1.0');
  });

  it('builds a second pages plugin (id) from its own path under its routeBasePath', () => {
    expect(result.routes).toEqual(expect.arrayContaining(['/extra/about', '/instances', '/']));
    expect(page(fixture.outDir, '/extra/about')).toContain('This page comes from a second pages plugin');
  });
});

describe('plugin instances: translations, docs:version:<pluginId>, ids', () => {
  it("writes a second docs instance's and blog's translations under i18n/<locale>/docusaurus-plugin-content-docs-<id>/ and …-blog-<id>/", async () => {
    const fixture = copyFixture('docusaurus-multi-instance');
    try {
      await writeTranslations(fixture.siteDir, { override: false, messagePrefix: '', log: () => undefined });
      const i18n = path.join(fixture.siteDir, 'i18n/en');
      const label = (file: string) => (JSON.parse(fs.readFileSync(path.join(i18n, file), 'utf8')) as Record<string, { message: string }>)['version.label']?.message;
      expect(label('docusaurus-plugin-content-docs-community/current.json')).toBe('Upcoming');
      expect(label('docusaurus-plugin-content-docs-community/version-1.0.json')).toBe('1.0');
      // The default instance's stay in its own folder.
      expect(label('docusaurus-plugin-content-docs/current.json')).toBe('Next');
      expect(fs.existsSync(path.join(i18n, 'docusaurus-plugin-content-docs/version-1.0.json'))).toBe(false);
      // The second blog's options (its title) in its own folder.
      expect(fs.readFileSync(path.join(i18n, 'docusaurus-plugin-content-blog-changelog/options.json'), 'utf8')).toContain('"Changelog"');
      expect(fs.readFileSync(path.join(i18n, 'docusaurus-plugin-content-blog/options.json'), 'utf8')).toContain('"News"');
    } finally {
      fixture.cleanup();
    }
  }, 60_000);

  it("reads a translated locale's copies of a second docs instance and blog from i18n/<locale>/docusaurus-plugin-content-docs-<id>/ and …-blog-<id>/", async () => {
    const fixture = copyFixture('docusaurus-multi-instance');
    try {
      const file = path.join(fixture.siteDir, 'docusaurus.config.js');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("  onBrokenLinks: 'throw',", "  onBrokenLinks: 'throw',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"));
      const write = (relative: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(fixture.siteDir, relative)), { recursive: true });
        fs.writeFileSync(path.join(fixture.siteDir, relative), text);
      };
      write('i18n/fr/docusaurus-plugin-content-docs-community/current/welcome.md', '# Bienvenue, gardiens\n\nLe manuel de la communauté.\n');
      write('i18n/fr/docusaurus-plugin-content-docs-community/version-1.0.json', JSON.stringify({ 'version.label': { message: 'Un point zéro' } }));
      write('i18n/fr/docusaurus-plugin-content-blog-changelog/2024-04-01-release-1-0.md', '---\ntitle: Version 1.0\nauthors: [ada]\n---\n\nLa version 1.0 est sortie.\n\n<!-- truncate -->\n');
      const site = await loadSite(fixture.siteDir, { dev: false, locale: 'fr' });
      type Docs = { versions: Array<{ versionName: string; label: string; docs: Array<{ id: string; title: string }> }> };
      const community = site.contents['docs#community'] as Docs;
      const current = community.versions.find((version) => version.versionName === 'current')!;
      expect(current.docs.find((doc) => doc.id === 'welcome')?.title).toBe('Bienvenue, gardiens');
      expect(community.versions.find((version) => version.versionName === '1.0')?.label).toBe('Un point zéro');
      // The default instance's docs are not the community's translation.
      expect((site.contents.docs as Docs).versions[0]!.docs.map((doc) => doc.title)).toEqual(expect.arrayContaining(['Lighthouse manual']));
      const changelog = site.contents['blog#changelog'] as { posts: Array<{ metadata: { title: string } }> };
      expect(changelog.posts.map((post) => post.metadata.title)).toEqual(['Version 1.0']);
      expect((site.contents.blog as { posts: Array<{ metadata: { title: string } }> }).posts.map((post) => post.metadata.title)).toEqual(['A new lamp']);
    } finally {
      fixture.cleanup();
    }
  }, 60_000);

  it('tags a version of a second docs instance: docs:version:<pluginId> writes <id>_versioned_docs, <id>_versioned_sidebars and <id>_versions.json', async () => {
    const fixture = copyFixture('docusaurus-multi-instance');
    try {
      const lines: string[] = [];
      const { written } = await docsVersion(fixture.siteDir, '2.0', { pluginId: 'community', log: (line) => lines.push(line) });
      expect(written).toEqual(['community_versioned_docs/version-2.0', 'community_versioned_sidebars/version-2.0-sidebars.json', 'community_versions.json']);
      expect(JSON.parse(read(fixture.siteDir, 'community_versions.json'))).toEqual(['2.0', '1.0']);
      expect(read(fixture.siteDir, 'community_versioned_docs/version-2.0/welcome.md')).toContain('every full moon');
      expect(JSON.parse(read(fixture.siteDir, 'community_versioned_sidebars/version-2.0-sidebars.json'))).toEqual({ community: ['welcome', 'contributing'] });
      expect(lines).toContain('[community]: version 2.0 created!');
      // The default instance's files are untouched.
      expect(fs.existsSync(path.join(fixture.siteDir, 'versions.json'))).toBe(false);
      await expect(docsVersion(fixture.siteDir, '3.0', { pluginId: 'nope' })).rejects.toThrow('[nope]: the site has no docs plugin with the id "nope" (its docs plugins: "default", "community")');
    } finally {
      fixture.cleanup();
    }
  }, 60_000);

  it('stops a build using one plugin twice with one id, in Docusaurus\'s words (preset-classic\'s docs and a docs plugin without id)', async () => {
    const raw = {
      title: 'T',
      url: 'https://t.example',
      baseUrl: '/',
      presets: [['classic', { docs: {}, blog: false }]],
      plugins: [['@docusaurus/plugin-content-docs', { path: 'more' }]],
    };
    await expect(mapDocusaurusConfig(raw, { siteDir: process.cwd(), file: 'docusaurus.config.js', warn: () => undefined })).rejects.toThrow(
      'Plugin "docusaurus-plugin-content-docs" is used 2 times with ID "default".\nTo use the same plugin multiple times on a Docusaurus site, you need to assign a unique ID to each plugin instance.\n\nThe plugin ID is "default" by default.',
    );
    const twoBlogs = { ...raw, presets: [['classic', { blog: {} }]], plugins: [['content-blog', { id: 'news' }], ['content-blog', { id: 'news', path: 'news' }]] };
    await expect(mapDocusaurusConfig(twoBlogs, { siteDir: process.cwd(), file: 'docusaurus.config.js', warn: () => undefined })).rejects.toThrow('Plugin "docusaurus-plugin-content-blog" is used 2 times with ID "news".');
    // A docsPluginId naming no docs plugin is an error at its key.
    const unknownId = { ...raw, plugins: [], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', docsPluginId: 'nope' }] } } };
    await expect(mapDocusaurusConfig(unknownId, { siteDir: process.cwd(), file: 'docusaurus.config.js', warn: () => undefined })).rejects.toThrow('`themeConfig.navbar.items[0].docsPluginId` must be the id of one of the site\'s docs plugins ("default"), got "nope"');
  });

  it('runs a local plugin (./plugins/x) used twice with different ids, and stops on two with the same id naming the plugin and id', async () => {
    const fixture = copyFixture('docusaurus-multi-instance');
    const sameIds = copyFixture('docusaurus-multi-instance');
    try {
      const { plugins, pluginIds } = await initPlugins(fixture.siteDir, { dev: false });
      const greetings = plugins.filter((plugin) => plugin.name === 'greeting-plugin');
      expect(greetings.map((plugin) => pluginIds.get(plugin))).toEqual(['hello', 'goodbye']);
      const file = path.join(sameIds.siteDir, 'docusaurus.config.js');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("{ id: 'goodbye',", "{ id: 'hello',"));
      await expect(initPlugins(sameIds.siteDir, { dev: false })).rejects.toThrow('Plugin "greeting-plugin" is used 2 times with ID "hello".\nTo use the same plugin multiple times on a Docusaurus site, you need to assign a unique ID to each plugin instance.');
    } finally {
      fixture.cleanup();
      sameIds.cleanup();
    }
  }, 60_000);
});
