/**
 * Keys of a Docusaurus config that sitegen reads, each held against what Docusaurus 3.10 does with
 * it: the site config's `i18n.path`, `future.v4`/`future.faster` flags and `webpack`;
 * preset-classic's `sitemap`, `googleAnalytics` and `gtag`'s `anonymizeIP`; the docs plugin's
 * component options; the pages plugin's folder, routes, files and Markdown component. Each is followed from the config to the code that uses it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import gtagPlugin from '../../../plugins/gtag/index';
import sitemapPlugin from '../../../plugins/sitemap/index';
import { docsComponentModules } from '../../../plugins/docs/index';
import { mapDocusaurusConfig } from '../../../src/node/config/docusaurus';
import { resolveConfig } from '../../../src/node/config/schema';
import { loadI18n, localizationDir } from '../../../src/node/i18n/locales';
import { loadSite } from '../../../src/node/plugins/host';
import { preprocessMarkdown } from '../../../src/node/mdx/preprocess';
import { withDocusaurusDefaults } from '../../../src/node/plugins/docusaurus-defaults';
import type { PluginFactory } from '../../../src/node/plugins/types';
import type { DocsOptions } from '../../../src/shared/types';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-options-'));
fs.mkdirSync(path.join(siteDir, 'blog'));
const FILE = 'docusaurus.config.js';
const map = async (raw: unknown, warnings: string[] = []) => resolveConfig(await mapDocusaurusConfig(raw, { siteDir, file: FILE, warn: (m) => warnings.push(m) }), FILE);

/** The options sitegen gives one of its built-in plugins (by its factory). */
function optionsOf(config: { plugins: Array<[PluginFactory, unknown]> }, factory: unknown): Array<Record<string, unknown>> {
  return config.plugins.filter(([f]) => f === factory).map(([, options]) => options as Record<string, unknown>);
}

/** gtag's inline bootstrap for those options, as a production build injects it. */
function gtagBootstrapOf(options: Record<string, unknown>): string {
  const plugin = gtagPlugin({ siteDir, baseUrl: '/', dev: false } as never, options as never);
  const tags = plugin.injectHtmlTags!() as { headTags: Array<{ innerHTML?: string }> };
  return tags.headTags.map((tag) => tag.innerHTML ?? '').join('');
}

describe('site config', () => {
  it('reads the translations from `i18n.path` (relative to the site), as Docusaurus\'s loadI18n', async () => {
    fs.mkdirSync(path.join(siteDir, 'translations', 'fr'), { recursive: true });
    const config = await map({ title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'], path: 'translations' } });
    expect(config.i18n.path).toBe('translations');
    const i18n = loadI18n(siteDir, config, 'fr', FILE, () => undefined);
    // A locale is translated when its folder exists under `i18n.path` (not under `i18n/`).
    expect(i18n.localeConfigs.fr!.translate).toBe(true);
    expect(i18n.localeConfigs.de!.translate).toBe(false);
    expect(localizationDir(siteDir, i18n)).toBe(path.join(siteDir, 'translations', 'fr'));
    // Left out, Docusaurus's `i18n`.
    const unset = await map({ title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } });
    expect(localizationDir(siteDir, loadI18n(siteDir, unset, 'fr', FILE, () => undefined))).toBe(path.join(siteDir, 'i18n', 'fr'));
  });

  it('gives plugins the `future.faster` flags as Docusaurus fills them: each as given, the others from `future.v4.fasterByDefault`', async () => {
    const given = await map({ title: 'T', url: 'https://t.example', baseUrl: '/', future: { v4: { fasterByDefault: true, removeLegacyPostBuildHeadAttribute: true }, faster: { swcJsMinimizer: false, gitEagerVcs: 'false' } } });
    // What a plugin's context.siteConfig holds (src/node/plugins/host.ts gives plugins the config with Docusaurus's defaults).
    const { faster, v4 } = withDocusaurusDefaults(given).future;
    expect(v4.fasterByDefault).toBe(true);
    expect(faster).toMatchObject({ swcJsMinimizer: false, gitEagerVcs: false, swcHtmlMinimizer: true, lightningCssMinimizer: true, mdxCrossCompilerCache: true, rspackPersistentCache: true, swcJsLoader: true });
    // Without fasterByDefault, only the flags given are on.
    const some = withDocusaurusDefaults(await map({ title: 'T', url: 'https://t.example', baseUrl: '/', future: { faster: { swcHtmlMinimizer: true, lightningCssMinimizer: true, mdxCrossCompilerCache: true, rspackBundler: true, rspackPersistentCache: true } } })).future.faster;
    expect(some).toMatchObject({ swcHtmlMinimizer: true, lightningCssMinimizer: true, mdxCrossCompilerCache: true, rspackPersistentCache: true, swcJsMinimizer: false, gitEagerVcs: false });
    // `future.v4: true` turns fasterByDefault on; a flag Docusaurus does not know is refused.
    expect(withDocusaurusDefaults(await map({ title: 'T', url: 'https://t.example', baseUrl: '/', future: { v4: true } })).future.faster.swcJsMinimizer).toBe(true);
    await expect(map({ title: 'T', url: 'https://t.example', baseUrl: '/', future: { faster: { swcCssMinimizer: true } } })).rejects.toThrow(/future\.faster/);
  });

  it('turns the mdx1Compat fixes the site leaves out off with `future.v4.mdx1CompatDisabledByDefault`, as Docusaurus\'s postProcessDocusaurusConfig', async () => {
    const source = '## Wiring {#wiring}\n:::note Before you solder\n<!-- a comment -->\n';
    const on = await map({ title: 'T', url: 'https://t.example', baseUrl: '/' });
    expect(on.markdown.mdx1Compat).toEqual({ comments: true, admonitions: true, headingIds: true });
    const off = await map({ title: 'T', url: 'https://t.example', baseUrl: '/', future: { v4: { mdx1CompatDisabledByDefault: true } }, markdown: { mdx1Compat: { headingIds: true } } });
    // The flag given stays; the others follow the v4 flag.
    expect(off.markdown.mdx1Compat).toEqual({ comments: false, admonitions: false, headingIds: true });
    expect(preprocessMarkdown(source, 'mdx', off.markdown.mdx1Compat)).toBe('## Wiring \\{#wiring\\}\n:::note Before you solder\n<!-- a comment -->\n');
    expect(preprocessMarkdown(source, 'mdx', on.markdown.mdx1Compat)).toBe('## Wiring \\{#wiring\\}\n:::note[Before you solder]\n{/* a comment */}\n');
    // `future.v4: true` is every v4 flag.
    expect((await map({ title: 'T', url: 'https://t.example', baseUrl: '/', future: { v4: true } })).markdown.mdx1Compat).toEqual({ comments: false, admonitions: false, headingIds: false });
  });

  it('takes `webpack` with its `jsLoader`, and refuses it beside SWC\'s loader or with another key, in Docusaurus\'s words', async () => {
    const site = { title: 'T', url: 'https://t.example', baseUrl: '/' };
    await expect(map({ ...site, baseUrl: '/', webpack: { jsLoader: 'babel' } })).resolves.toMatchObject({ webpack: { jsLoader: 'babel' } });
    await expect(map({ ...site, baseUrl: '/', webpack: { jsLoader: 'babel' }, future: { v4: true, faster: true } })).rejects.toThrow(/`webpack\.jsLoader`[\s\S]*can't be used with siteConfig\.future\.faster\.swcJsLoader at the same time/);
    await expect(map({ ...site, baseUrl: '/', webpack: { jsLoader: 'babel' }, future: { v4: true, faster: { swcJsLoader: false } } })).resolves.toMatchObject({ webpack: { jsLoader: 'babel' } });
    await expect(map({ ...site, baseUrl: '/', webpack: { configure: () => ({}) } })).rejects.toThrow(/webpack/);
  });
});

describe('preset-classic options', () => {
  it('gives `sitemap` to the sitemap plugin over Docusaurus\'s defaults, and none with `sitemap: false`', async () => {
    const site = { title: 'T', url: 'https://t.example', baseUrl: '/' };
    const given = await map({ ...site, presets: [['classic', { docs: false, sitemap: { changefreq: 'daily', priority: 0.8, ignorePatterns: ['/tags/**'] } }]] });
    expect(optionsOf(given, sitemapPlugin)).toEqual([{ lastmod: null, changefreq: 'daily', priority: 0.8, robotsTxt: false, ignorePatterns: ['/tags/**'] }]);
    expect(optionsOf(await map({ ...site, presets: [['classic', { docs: false }]] }), sitemapPlugin)).toEqual([{ lastmod: null, changefreq: 'weekly', priority: 0.5, robotsTxt: false }]);
    expect(optionsOf(await map({ ...site, presets: [['classic', { docs: false, sitemap: false }]] }), sitemapPlugin)).toEqual([]);
  });

  it('makes no default docs instance with `docs: false` and docs plugins given only with an `id`, as Docusaurus', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-false-'));
    const files: Record<string, string> = {
      'package.json': '{ "name": "only-api", "private": true }',
      'docusaurus.config.js': `module.exports = { title: 'Only API', url: 'https://api.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api' }]] };\n`,
      'api/intro.md': '# Intro\n',
      // A default instance would read this folder.
      'docs/stray.md': '# Stray\n',
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    try {
      const { config, routes, globalData } = await loadSite(dir, { dev: false });
      expect(config.docs).toBe(false);
      expect(Object.keys(globalData['docusaurus-plugin-content-docs'] ?? {})).toEqual(['api']);
      const paths = (list: typeof routes): string[] => list.flatMap((route) => [route.path, ...paths(route.routes ?? [])]);
      expect(paths(routes)).toContain('/api/intro');
      expect(paths(routes).filter((p) => p.startsWith('/docs'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The same with no preset at all: Docusaurus has docs only where a plugin makes them.
    expect((await map({ title: 'T', url: 'https://t.example', baseUrl: '/', plugins: [['content-docs', { id: 'api', path: 'api' }]] })).docs).toBe(false);
    expect((await map({ title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: false }]], plugins: [['content-docs', { path: 'api' }]] })).docs).toMatchObject({ path: 'api' });
  });

  it('takes `googleAnalytics` (its trackingID and anonymizeIP) as a page-view tag', async () => {
    const site = { title: 'T', url: 'https://t.example', baseUrl: '/' };
    const config = await map({ ...site, presets: [['classic', { docs: false, googleAnalytics: { trackingID: 'UA-141789564-1', anonymizeIP: true } }]] });
    const [options] = optionsOf(config, gtagPlugin);
    expect(options).toEqual({ trackingID: 'UA-141789564-1', anonymizeIP: true });
    expect(gtagBootstrapOf(options!)).toContain(`gtag('config',"UA-141789564-1",{anonymize_ip:true})`);
    await expect(map({ ...site, presets: [['classic', { googleAnalytics: { anonymizeIP: true } }]] })).rejects.toThrow(/presets\[0\]\[1\]\.googleAnalytics\.trackingID/);
  });
});

describe('gtag plugin options', () => {
  it('anonymizes the IP only with `anonymizeIP: true` (Docusaurus\'s default is false), given through preset-classic or as a plugin', async () => {
    const site = { title: 'T', url: 'https://t.example', baseUrl: '/' };
    const viaPreset = (gtag: object) => map({ ...site, presets: [['classic', { docs: false, gtag }]] }).then((c) => optionsOf(c, gtagPlugin)[0]!);
    const viaPlugin = (gtag: object) => map({ ...site, presets: [['classic', { docs: false }]], plugins: [['@docusaurus/plugin-google-gtag', gtag]] }).then((c) => optionsOf(c, gtagPlugin)[0]!);
    for (const given of [viaPreset, viaPlugin]) {
      expect(gtagBootstrapOf(await given({ trackingID: 'G-ABC123' }))).toContain('{anonymize_ip:false}');
      expect(gtagBootstrapOf(await given({ trackingID: 'G-ABC123', anonymizeIP: true }))).toContain('{anonymize_ip:true}');
    }
  });

  it('configures each of several trackingIDs, the tag loaded once with the first, as Docusaurus', async () => {
    const site = { title: 'T', url: 'https://t.example', baseUrl: '/' };
    for (const config of [
      await map({ ...site, presets: [['classic', { docs: false, gtag: { trackingID: ['G-FIRST1', 'G-SECOND2'] } }]] }),
      await map({ ...site, presets: [['classic', { docs: false }]], plugins: [['@docusaurus/plugin-google-gtag', { trackingID: ['G-FIRST1', 'G-SECOND2'] }]] }),
    ]) {
      const options = optionsOf(config, gtagPlugin)[0]!;
      const tags = gtagPlugin({ siteDir, baseUrl: '/', dev: false } as never, options as never).injectHtmlTags!().headTags as Array<{ attributes?: { src?: string } }>;
      expect(tags.filter((tag) => tag.attributes?.src?.includes('gtag/js')).map((tag) => tag.attributes!.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-FIRST1']);
      expect(gtagBootstrapOf(options)).toContain(`gtag('config',"G-FIRST1",{anonymize_ip:false});gtag('config',"G-SECOND2",{anonymize_ip:false});`);
    }
    expect(() => gtagPlugin({ dev: false } as never, { trackingID: ['G-FIRST1', 'nope'] })).toThrow('got "nope"');
    expect(() => gtagPlugin({ dev: false } as never, { trackingID: [] })).toThrow('trackingID');
  });
});

describe('docs plugin options', () => {
  it('takes the components the docs routes render (docsRootComponent, docVersionRootComponent, docRootComponent, docItemComponent, docCategoryGeneratedIndexComponent)', async () => {
    const warnings: string[] = [];
    const site = { title: 'T', url: 'https://t.example', baseUrl: '/' };
    const config = await map({ ...site, presets: [['classic', { docs: { docsRootComponent: '@site/src/DocsRoot', docVersionRootComponent: '@site/src/VersionRoot', docRootComponent: '@theme/DocRoot', docItemComponent: '@site/src/DocItem', docCategoryGeneratedIndexComponent: '@site/src/CategoryIndex' } }]] }, warnings);
    expect(warnings).toEqual([]);
    expect(config.docs).toMatchObject({ docRootComponent: '@theme/DocRoot', docItemComponent: '@site/src/DocItem', docCategoryGeneratedIndexComponent: '@site/src/CategoryIndex' });
    // The docs plugin gives a route the modules of those that are not theme-classic's own (plugins/docs: docsComponentModules;
    // a generated index's component is its route's module: tests/plugins/docs-components.test.ts).
    expect(docsComponentModules(config.docs as DocsOptions, ['docsRootComponent', 'docVersionRootComponent', 'docRootComponent', 'docItemComponent'])).toEqual({
      docsRootComponent: '@site/src/DocsRoot',
      docVersionRootComponent: '@site/src/VersionRoot',
      docItemComponent: '@site/src/DocItem',
    });
    await expect(map({ ...site, presets: [['classic', { docs: { docItemComponent: 3 } }]] })).rejects.toThrow(/docItemComponent/);
  });
});

describe('pages plugin options', () => {
  it("reads the pages from `path`, under `routeBasePath`, those of `include` and not `exclude`, Markdown ones in `mdxPageComponent`", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-options-'));
    const files: Record<string, string> = {
      'package.json': '{ "name": "harbour", "private": true }',
      'docusaurus.config.js': `module.exports = { title: 'Harbour', url: 'https://harbour.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false, pages: { path: 'site-pages', routeBasePath: 'visit', include: ['**/*.{js,md}'], exclude: ['**/drafts/**'], mdxPageComponent: '@site/src/HarbourPage' } }]] };\n`,
      'site-pages/index.js': 'export default function Home() { return null; }\n',
      'site-pages/tides.md': '# Tides\n',
      'site-pages/drafts/storm.md': '# Storm\n',
      'site-pages/gauge.tsx': 'export default function Gauge() { return null; }\n',
      'src/pages/elsewhere.md': '# Not a page of this site\n',
      'src/HarbourPage.js': 'export default function HarbourPage() { return null; }\n',
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { routes } = await loadSite(dir, { dev: false });
      const pages = routes.filter((route) => route.plugin?.name === 'docusaurus-plugin-content-pages' || route.component.includes('site-pages') || route.component === '@site/src/HarbourPage');
      // The permalink as Docusaurus writes it (normalizeUrl of base URL, routeBasePath and the file's path).
      expect(pages.map((route) => [route.permalink ?? route.path, route.component.startsWith(dir) ? path.relative(dir, route.component) : route.component]).sort()).toEqual([
        ['/visit/', path.join('site-pages', 'index.js')],
        ['/visit/tides', '@site/src/HarbourPage'],
      ]);
      expect(routes.some((route) => route.path.includes('elsewhere'))).toBe(false);
    } finally {
      warn.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    await expect(map({ title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { pages: { include: '**/*.md' } }]] })).rejects.toThrow(/presets\[0\]\[1\]\.pages\.include` must be an array of globs/);
  });
});
