/**
 * Versioned docs on a Docusaurus-format site (tests/fixtures/docusaurus-versions): the current
 * docs at /docs/next, 2.0 (the last version) at /docs, 1.0 at /docs/legacy (its own path, label,
 * banner and noIndex). The routes, the version banner and badge, the version dropdown, Markdown
 * links inside each version, edit URLs, the sitemap, search metadata and the local search index,
 * as the build writes them; and the errors of a broken versioned site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/node/commands/build';
import { docsVersion } from '../../src/node/commands/docs-version';
import type { SearchIndexFile } from '../../src/shared/search';
import { copyFixture, listedScripts, read, readPage } from '../helpers/fixture';

/** Docusaurus's default layout (trailingSlash undefined): `/a` is `a/index.html`. */
const layout = { trailingSlash: undefined, baseUrl: '/' };
const SEARCH_PLUGIN = path.resolve(import.meta.dirname, '../../plugins/search-index/index.ts');

const page = (outDir: string, route: string) => readPage(outDir, route, layout);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
/** The version banner of a page ('' when it has none). */
const banner = (html: string) => /<div class="theme-doc-version-banner[^"]*" role="alert">([\s\S]*?)<\/div><\/div>/.exec(html)?.[0] ?? '';
/** The links of the version dropdown's menu, as [label, href]. */
function dropdown(html: string): Array<[string, string]> {
  const menu = /<ul class="dropdown__menu[^"]*">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...menu.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2]!, m[1]!]);
}

/** Adds the local search index plugin to a copy of the fixture's config. */
function withSearchIndex(siteDir: string): void {
  const file = path.join(siteDir, 'docusaurus.config.js');
  const config = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, config.replace("  onBrokenLinks: 'throw',", `  onBrokenLinks: 'throw',\n  plugins: [${JSON.stringify(SEARCH_PLUGIN)}],`));
}

/**
 * A swizzled DocItem/Footer (around @theme-original) printing what the docs plugin's client API
 * gives on the page (@docusaurus/plugin-content-docs/client, and useDocsPreferredVersion of
 * @docusaurus/theme-common), as a site's component reads it.
 */
function withDocsClientProbe(siteDir: string): void {
  const file = path.join(siteDir, 'src/theme/DocItem/Footer/index.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDocsPreferredVersion } from '@docusaurus/theme-common';
import {
  DocsPreferredVersionContextProvider,
  DocsVersionProvider,
  useActivePlugin,
  useActivePluginAndVersion,
  useActiveVersion,
  useAllDocsData,
  useDocsData,
  useDocsPreferredVersionByPluginId,
  useDocsVersion,
  useLayoutDoc,
  useLayoutDocsSidebar,
} from '@docusaurus/plugin-content-docs/client';

function ProvidedVersion() {
  return <span>{useDocsVersion().label}</span>;
}

function Probe() {
  const activePlugin = useActivePlugin();
  const { activeVersion } = useActivePluginAndVersion();
  const version = useActiveVersion();
  const all = useAllDocsData();
  const data = useDocsData('default');
  const { preferredVersion } = useDocsPreferredVersion();
  const byPlugin = useDocsPreferredVersionByPluginId();
  const install = useLayoutDoc('setup/install');
  const sidebar = useLayoutDocsSidebar('guide');
  return (
    <p className="docs-client">
      {[
        'plugin ' + activePlugin.pluginId,
        'active ' + activeVersion.name + '/' + version.name,
        'instances ' + Object.keys(all).join(','),
        'versions ' + data.versions.map((v) => v.name).join(','),
        'preferred ' + String(preferredVersion) + '/' + Object.keys(byPlugin).join(',') + ':' + String(byPlugin.default),
        'install ' + install.path,
        'sidebar ' + sidebar.link.path,
      ].join('; ')}
      {' | provided '}
      <DocsVersionProvider version={{ pluginId: 'default', version: 'probe', label: 'Probe version', banner: null, badge: false, noIndex: false, className: '', isLast: false }}>
        <ProvidedVersion />
      </DocsVersionProvider>
    </p>
  );
}

export default function FooterWrapper(props) {
  return (
    <DocsPreferredVersionContextProvider>
      <Footer {...props} />
      <Probe />
    </DocsPreferredVersionContextProvider>
  );
}
`,
  );
}

describe('versioned docs in a Docusaurus-format site', () => {
  const fixture = copyFixture('docusaurus-versions');
  let result: BuildResult;

  beforeAll(async () => {
    withSearchIndex(fixture.siteDir);
    withDocsClientProbe(fixture.siteDir);
    result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
  }, 180_000);

  afterAll(() => fixture.cleanup());

  it("routes each version as Docusaurus does: current at /docs/next, the last version at /docs, another at its own path", () => {
    expect(result.routes.sort()).toEqual([
      '/',
      '/docs/intro',
      '/docs/legacy/harbor-codes',
      '/docs/legacy/intro',
      '/docs/legacy/setup/install',
      '/docs/legacy/tags',
      '/docs/legacy/tags/harbours',
      '/docs/next/intro',
      '/docs/next/setup/configure',
      '/docs/next/setup/install',
      '/docs/next/streaming',
      '/docs/next/tags',
      '/docs/next/tags/gauges',
      '/docs/next/tags/realtime',
      '/docs/next/tags/setup',
      '/docs/setup/configure',
      '/docs/setup/install',
      '/docs/tags',
      '/docs/tags/setup',
      '/versions',
    ]);
  });

  it("gives each version its own tags, from its own tags file, below its path; a noIndex version's tag pages are kept from search engines", () => {
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const htmlClasses = (html: string) => /<html [^>]*class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    // The current docs' tags.yml labels and describes `setup`; version 2.0 has no tags file: its `setup` is written out.
    const next = page(fixture.outDir, '/docs/next/tags/setup');
    expect(title(next)).toBe('One doc tagged with &quot;Setting up&quot; | Tidewater');
    expect(next).toContain('<a href="/docs/next/tags">View all tags</a>');
    expect(next).toMatch(/<a href="\/docs\/next\/setup\/install"><h2>Installing<\/h2><\/a>/);
    expect(htmlClasses(next)).toEqual(expect.arrayContaining(['docs-wrapper', 'docs-version-current', 'docs-tags-doc-list-page']));
    const stable = page(fixture.outDir, '/docs/tags/setup');
    expect(title(stable)).toBe('One doc tagged with &quot;setup&quot; | Tidewater');
    expect(stable).toMatch(/<a href="\/docs\/setup\/install"><h2>Installing<\/h2><\/a>/);
    expect(htmlClasses(stable)).toEqual(expect.arrayContaining(['docs-wrapper', 'docs-stable', 'docs-tags-doc-list-page']));
    expect(page(fixture.outDir, '/docs/next/tags')).toMatch(/href="\/docs\/next\/tags\/gauges">Tide gauges<span>1<\/span>/);
    expect(page(fixture.outDir, '/docs/next/setup/install')).toMatch(/theme-doc-footer-tags-row.*<a rel="tag" title="Installing and configuring the predictor\." class="[^"]*" href="\/docs\/next\/tags\/setup">Setting up<\/a>/);
    for (const route of ['/docs/legacy/tags', '/docs/legacy/tags/harbours']) expect(page(fixture.outDir, route), route).toContain('<meta name="robots" content="noindex, nofollow">');
    const sitemap = fs.readFileSync(path.join(fixture.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://tidewater.example/docs/next/tags/setup</loc>');
    expect(sitemap).not.toContain('/docs/legacy/tags');
  });

  it('resolves Markdown links between files inside the version of the file', () => {
    const links = (route: string) => hrefs(/<div class="theme-doc-markdown[\s\S]*?<\/div>/.exec(page(fixture.outDir, route))?.[0] ?? '').filter((href) => href.startsWith('/'));
    expect(links('/docs/next/intro')).toEqual(['/docs/next/setup/install', '/docs/next/setup/configure#stations', '/docs/next/streaming']);
    expect(links('/docs/intro')).toEqual(['/docs/setup/install', '/docs/setup/configure#stations']);
    expect(links('/docs/setup/install')).toEqual(['/docs/intro', '/docs/setup/configure']);
    expect(links('/docs/legacy/intro')).toEqual(['/docs/legacy/setup/install', '/docs/legacy/harbor-codes']);
    expect(links('/docs/legacy/setup/install')).toEqual(['/docs/legacy/harbor-codes#codes', '/docs/legacy/intro']);
  });

  it('shows the banner on other versions than the last, linking to the same page in it, else to its main doc', () => {
    expect(banner(page(fixture.outDir, '/docs/intro'))).toBe('');
    expect(banner(page(fixture.outDir, '/docs/setup/configure'))).toBe('');
    const unreleased = banner(page(fixture.outDir, '/docs/next/setup/configure'));
    expect(unreleased).toContain('This is unreleased documentation for <!-- -->Tidewater<!-- --> <b>Next</b> version.');
    expect(unreleased).toMatch(/<a href="\/docs\/setup\/configure">latest version<\/a><\/b> \(<!-- -->2\.0<!-- -->\)/);
    // A page the latest version lacks: its main doc.
    expect(hrefs(banner(page(fixture.outDir, '/docs/next/streaming')))).toEqual(['/docs/intro']);
    const unmaintained = banner(page(fixture.outDir, '/docs/legacy/setup/install'));
    expect(unmaintained).toContain('<b>1.0 (legacy)</b>, which is no longer actively maintained.');
    expect(hrefs(unmaintained)).toEqual(['/docs/setup/install']);
    expect(hrefs(banner(page(fixture.outDir, '/docs/legacy/harbor-codes')))).toEqual(['/docs/intro']);
    expect(page(fixture.outDir, '/docs/legacy/intro')).toContain('class="theme-doc-version-banner alert alert--warning margin-bottom--md');
  });

  it('puts the version badge in the article, and the version’s class on <html>', () => {
    const badge = (route: string) => /<span class="theme-doc-version-badge badge badge--secondary[^"]*">([^<]*)<\/span>/.exec(page(fixture.outDir, route))?.[1];
    expect(badge('/docs/next/intro')).toBe('Version: Next');
    expect(badge('/docs/intro')).toBe('Version: 2.0');
    expect(badge('/docs/legacy/intro')).toBe('Version: 1.0 (legacy)');
    expect(page(fixture.outDir, '/docs/intro')).toMatch(/<article[^>]*>[\s\S]*theme-doc-version-badge[\s\S]*<\/article>/);
    const htmlClasses = (route: string) => /<html [^>]*class="([^"]*)"/.exec(page(fixture.outDir, route))?.[1]?.split(' ') ?? [];
    expect(htmlClasses('/docs/intro')).toContain('docs-stable');
    expect(htmlClasses('/docs/intro')).not.toContain('docs-version-2.0');
    expect(htmlClasses('/docs/next/intro')).toContain('docs-version-current');
    expect(htmlClasses('/docs/legacy/intro')).toContain('docs-version-1.0');
    expect(htmlClasses('/versions').filter((name) => name.startsWith('docs-'))).toEqual([]);
  });

  it('links the dropdown’s versions to the same page in each, else to the version’s main doc, with the items after them', () => {
    expect(dropdown(page(fixture.outDir, '/docs/next/setup/configure'))).toEqual([
      ['Next', '/docs/next/setup/configure'],
      ['2.0', '/docs/setup/configure'],
      ['1.0 (legacy)', '/docs/legacy/intro'],
      ['Every version', '/versions'],
    ]);
    expect(dropdown(page(fixture.outDir, '/docs/legacy/harbor-codes'))).toEqual([
      ['Next', '/docs/next/intro'],
      ['2.0', '/docs/intro'],
      ['1.0 (legacy)', '/docs/legacy/harbor-codes'],
      ['Every version', '/versions'],
    ]);
    // The dropdown's label is the version being read, else the latest.
    const label = (route: string) => /<div class="navbar__item dropdown[^>]*><a [^>]*>([^<]*)<\/a>/.exec(page(fixture.outDir, route))?.[1];
    expect(label('/docs/legacy/intro')).toBe('1.0 (legacy)');
    expect(label('/docs/next/intro')).toBe('Next');
    expect(label('/versions')).toBe('2.0');
    expect(page(fixture.outDir, '/docs/next/intro')).toContain('<a class="dropdown__link dropdown__link--active" aria-current="page" href="/docs/next/intro">Next</a>');
  });

  it('links the doc, sidebar and version items of the navbar into the version being read', () => {
    const navbar = (route: string) => /<ul class="navbar__items[^"]*theme-layout-navbar-left">([\s\S]*?)<\/ul>/.exec(page(fixture.outDir, route))?.[1] ?? '';
    const items = (route: string) => [...navbar(route).matchAll(/href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);
    expect(items('/docs/legacy/harbor-codes')).toEqual(['Guide /docs/legacy/intro', 'Install /docs/legacy/setup/install', '1.0 (legacy) /docs/legacy/intro']);
    expect(items('/docs/next/streaming')).toEqual(['Guide /docs/next/intro', 'Install /docs/next/setup/install', 'Next /docs/next/intro']);
    expect(items('/')).toEqual(['Guide /docs/intro', 'Install /docs/setup/install', '2.0 /docs/intro']);
  });

  it("gives each version's pages their own sidebar and edit URL", () => {
    const sidebar = (route: string) => hrefs(/<aside[\s\S]*?<\/aside>/.exec(page(fixture.outDir, route))?.[0] ?? '');
    // The setup category is collapsed on the intro: its items are not in the page (see sidebar-view.ts), and
    // the category, which has no page of its own, links to its first item, as in Docusaurus.
    expect(sidebar('/docs/legacy/intro')).toEqual(['/docs/legacy/intro', '/docs/legacy/setup/install', '/docs/legacy/harbor-codes']);
    expect(sidebar('/docs/next/intro')).toEqual(['/docs/next/intro', '/docs/next/setup/install', '/docs/next/streaming']);
    // On a page inside it, the category is open: each version's own items.
    // (Open or not, the category's link in the server HTML is its first item: useCategoryHrefWithSSRFallback.)
    expect(sidebar('/docs/legacy/setup/install')).toEqual(['/docs/legacy/intro', '/docs/legacy/setup/install', '/docs/legacy/setup/install', '/docs/legacy/harbor-codes']);
    expect(sidebar('/docs/next/setup/install')).toEqual(['/docs/next/intro', '/docs/next/setup/install', '/docs/next/setup/install', '/docs/next/setup/configure', '/docs/next/streaming']);
    const edit = (route: string) => /href="([^"]*)"[^>]*class="theme-edit-this-page/.exec(page(fixture.outDir, route))?.[1];
    expect(edit('/docs/legacy/setup/install')).toBe('https://git.example/tidewater/edit/main/website/versioned_docs/version-1.0/setup/install.md');
    expect(edit('/docs/setup/install')).toBe('https://git.example/tidewater/edit/main/website/versioned_docs/version-2.0/setup/install.md');
    expect(edit('/docs/next/setup/install')).toBe('https://git.example/tidewater/edit/main/website/docs/setup/install.md');
  });

  it('keeps a noIndex version out of the sitemap and asks search engines not to index it; canonical URLs are each page’s own', () => {
    const sitemap = read(fixture.outDir, 'sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://tidewater.example/',
      'https://tidewater.example/docs/intro',
      'https://tidewater.example/docs/next/intro',
      'https://tidewater.example/docs/next/setup/configure',
      'https://tidewater.example/docs/next/setup/install',
      'https://tidewater.example/docs/next/streaming',
      'https://tidewater.example/docs/next/tags',
      'https://tidewater.example/docs/next/tags/gauges',
      'https://tidewater.example/docs/next/tags/realtime',
      'https://tidewater.example/docs/next/tags/setup',
      'https://tidewater.example/docs/setup/configure',
      'https://tidewater.example/docs/setup/install',
      'https://tidewater.example/docs/tags',
      'https://tidewater.example/docs/tags/setup',
      'https://tidewater.example/versions',
    ]);
    expect(page(fixture.outDir, '/docs/legacy/intro')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page(fixture.outDir, '/docs/intro')).not.toContain('name="robots"');
    expect(page(fixture.outDir, '/docs/legacy/intro')).toContain('<link rel="canonical" href="https://tidewater.example/docs/legacy/intro">');
  });

  it("writes theme-classic's search metadata: the version and its docusaurus_tag on docs pages, the default tag elsewhere", () => {
    const meta = (route: string) => [...page(fixture.outDir, route).matchAll(/<meta name="(docusaurus_\w+|docsearch:\w+)" content="([^"]*)">/g)].map((m) => `${m[1]}=${m[2]}`);
    // The site's SearchMetadata (locale, `default` tag), then the version's (DocVersionRoot's), whose tags replace the site's, as react-helmet writes them.
    expect(meta('/docs/legacy/intro')).toEqual(['docusaurus_locale=en', 'docsearch:language=en', 'docusaurus_version=1.0', 'docusaurus_tag=docs-default-1.0', 'docsearch:version=1.0', 'docsearch:docusaurus_tag=docs-default-1.0']);
    expect(meta('/docs/next/intro')).toContain('docsearch:docusaurus_tag=docs-default-current');
    expect(meta('/versions')).toEqual(['docusaurus_locale=en', 'docusaurus_tag=default', 'docsearch:language=en', 'docsearch:docusaurus_tag=default']);
  });

  it('tags the local search index by version, a noIndex version included (its readers search it)', () => {
    const pointer = JSON.parse(read(fixture.outDir, 'search-index.json')) as { file: string };
    const index = JSON.parse(read(fixture.outDir, pointer.file)) as SearchIndexFile;
    const tags = new Map<string, Set<string>>();
    for (const section of index.sections) tags.set(section.tag, (tags.get(section.tag) ?? new Set()).add(section.url.replace(/#.*/, '')));
    expect([...(tags.get('docs-default-1.0') ?? [])].sort()).toEqual(['/docs/legacy/harbor-codes', '/docs/legacy/intro', '/docs/legacy/setup/install']);
    expect([...(tags.get('docs-default-2.0') ?? [])].sort()).toEqual(['/docs/intro', '/docs/setup/configure', '/docs/setup/install']);
    expect([...(tags.get('docs-default-current') ?? [])]).toContain('/docs/next/streaming');
  });

  it('gives the client hooks every version (a page of the site lists them)', () => {
    const list = /<ul>([\s\S]*?)<\/ul>\s*<\/main>/.exec(page(fixture.outDir, '/versions'))?.[1] ?? '';
    expect([...list.matchAll(/href="([^"]*)">([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`)).toEqual(['Next /docs/next/intro', '2.0 /docs/intro', '1.0 (legacy) /docs/legacy/intro']);
    expect(page(fixture.outDir, '/versions')).toContain('The latest release is <!-- -->2.0');
  });

  it("gives a site's components the docs client API on each version's pages: the active plugin and version, the docs data, the layout doc and sidebar in the version read, no preferred version before hydration, a provided version", () => {
    const probe = (route: string) => /<p class="docs-client">([\s\S]*?)<\/p>/.exec(page(fixture.outDir, route))?.[1]?.replace(/<!-- -->/g, '').replace(/<\/?span>/g, '');
    expect(probe('/docs/legacy/intro')).toBe(
      'plugin default; active 1.0/1.0; instances default; versions current,2.0,1.0; preferred null/default:null; install /docs/legacy/setup/install; sidebar /docs/legacy/intro | provided Probe version',
    );
    expect(probe('/docs/next/setup/configure')).toBe(
      'plugin default; active current/current; instances default; versions current,2.0,1.0; preferred null/default:null; install /docs/next/setup/install; sidebar /docs/next/intro | provided Probe version',
    );
  });

  it('carries the version code in its pages', () => {
    const scripts = listedScripts(page(fixture.outDir, '/docs/intro')).map((file) => read(fixture.outDir, file.slice(1))).join('\n');
    expect(scripts).toContain('docs-preferred-version-');
  });
});

describe('docs:version on the fixture', () => {
  it('tags the current docs as a new last version: served at /docs, the former last one at its name', async () => {
    const fixture = copyFixture('docusaurus-versions');
    try {
      await docsVersion(fixture.siteDir, '3.0', { log: () => {} });
      const result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
      expect(result.routes).toEqual(expect.arrayContaining(['/docs/streaming', '/docs/2.0/setup/configure', '/docs/next/streaming', '/docs/legacy/intro']));
      expect(result.routes).not.toContain('/docs/2.0/streaming');
      expect(hrefs(banner(page(fixture.outDir, '/docs/2.0/setup/configure')))).toEqual(['/docs/setup/configure']);
    } finally {
      fixture.cleanup();
    }
  }, 180_000);
});

describe('the same site before its first version', () => {
  it('has its docs at /docs, no banner nor badge nor version code, and a dropdown of its one version linking to its main doc', async () => {
    const fixture = copyFixture('docusaurus-versions');
    try {
      for (const dir of ['versions.json', 'versioned_docs', 'versioned_sidebars']) fs.rmSync(path.join(fixture.siteDir, dir), { recursive: true });
      const file = path.join(fixture.siteDir, 'docusaurus.config.js');
      const config = fs.readFileSync(file, 'utf8');
      const options = /\n {10}versions: \{[\s\S]*?\n {10}\},/.exec(config)?.[0] ?? '';
      expect(options).toContain("'1.0'");
      fs.writeFileSync(file, config.replace(options, ''));
      const result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
      expect(result.routes.filter((route) => route.startsWith('/docs')).sort()).toEqual(['/docs/intro', '/docs/setup/configure', '/docs/setup/install', '/docs/streaming', '/docs/tags', '/docs/tags/gauges', '/docs/tags/realtime', '/docs/tags/setup']);
      const html = page(fixture.outDir, '/docs/streaming');
      expect(dropdown(html)).toEqual([
        ['Next', '/docs/streaming'],
        ['Every version', '/versions'],
      ]);
      expect(dropdown(page(fixture.outDir, '/versions'))[0]).toEqual(['Next', '/docs/intro']);
      expect(html).not.toContain('theme-doc-version-banner');
      expect(html).not.toContain('theme-doc-version-badge');
      expect(html).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-current">');
      const scripts = listedScripts(html).map((script) => read(fixture.outDir, script.slice(1))).join('\n');
      expect(scripts).not.toContain('theme-doc-version-banner');
    } finally {
      fixture.cleanup();
    }
  }, 180_000);
});

describe('a broken versioned site', () => {
  /** Builds a copy of the fixture changed by `change` over a previous build; resolves to the error. */
  async function buildBroken(change: (siteDir: string) => void): Promise<Error> {
    const fixture = copyFixture('docusaurus-versions');
    try {
      change(fixture.siteDir);
      fs.writeFileSync(path.join(fixture.outDir, 'previous.html'), 'old build');
      const error = await buildSite(fixture.siteDir, { outDir: fixture.outDir }).then(
        () => new Error('the build passed'),
        (failure: unknown) => failure as Error,
      );
      // The previous build stays.
      expect(fs.readFileSync(path.join(fixture.outDir, 'previous.html'), 'utf8')).toBe('old build');
      return error;
    } finally {
      fixture.cleanup();
    }
  }
  const editConfig = (from: string, to: string) => (siteDir: string) => {
    const file = path.join(siteDir, 'docusaurus.config.js');
    const config = fs.readFileSync(file, 'utf8');
    expect(config).toContain(from);
    fs.writeFileSync(file, config.replace(from, to));
  };

  it('names versions.json and the folder of a version that has none', async () => {
    const error = await buildBroken((dir) => fs.rmSync(path.join(dir, 'versioned_docs/version-1.0'), { recursive: true }));
    expect(error.message).toContain('versions.json lists the version "1.0", but its docs folder versioned_docs/version-1.0/ does not exist.');
  });

  it('names a versioned sidebars file that is not JSON', async () => {
    const error = await buildBroken((dir) => fs.writeFileSync(path.join(dir, 'versioned_sidebars/version-2.0-sidebars.json'), '{ "guide": ["intro",, }'));
    expect(error.message).toMatch(/^versioned_sidebars\/version-2\.0-sidebars\.json is not valid JSON \(.+\)\. It holds the sidebars of docs version "2\.0"/);
  });

  it('names versions.json when it is not an array of version names', async () => {
    expect((await buildBroken((dir) => fs.writeFileSync(path.join(dir, 'versions.json'), '{"2.0": true}'))).message).toContain('versions.json should contain an array of version names');
    expect((await buildBroken((dir) => fs.writeFileSync(path.join(dir, 'versions.json'), '["2.0", "1/0"]'))).message).toContain('versions.json, entry 1: Invalid version name "1/0"');
  });

  it('names the config file and the versions there are for an option naming an unknown version', async () => {
    expect((await buildBroken(editConfig('sidebarPath: require', "lastVersion: '4.0',\n          sidebarPath: require"))).message).toMatch(/docusaurus\.config\.js: Docs option lastVersion: 4\.0 is invalid\. Available version names are: current, 2\.0, 1\.0$/);
    expect((await buildBroken(editConfig('sidebarPath: require', "onlyIncludeVersions: ['2.0', '0.9'],\n          sidebarPath: require"))).message).toContain('docusaurus.config.js: Invalid docs option "onlyIncludeVersions": unknown versions (0.9) found.');
    expect((await buildBroken(editConfig("'1.0': { label", "'0.9': { label"))).message).toContain('docusaurus.config.js: Invalid docs option "versions": unknown versions (0.9) found.');
    expect((await buildBroken(editConfig("banner: 'unmaintained'", "banner: 'old'"))).message).toContain('`docs.versions.1.0.banner` must be "none", "unreleased" or "unmaintained", got "old"');
  }, 60_000);

  it('names the dropdown key whose `versions` name a version the docs lack', async () => {
    const error = await buildBroken(editConfig("dropdownItemsAfter: [{ to: '/versions', label: 'Every version' }],", "versions: ['2.0', '5.0'],"));
    expect(error.message).toMatch(/docusaurus\.config\.js: `themeConfig\.navbar\.items\[3\]\.versions` must name versions the docs have \("current", "2\.0", "1\.0"\); there is no version "5\.0"/);
  });
});
