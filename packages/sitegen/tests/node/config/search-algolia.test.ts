import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../src/node/config/docusaurus';
import { resolveConfig, toClientConfig } from '../../../src/node/config/schema';
import { SITEGEN_THEME, themeComponents } from '../../../src/node/commands/swizzle';
import { docSearchAskAi, facetFiltersExpression, mergeFacetFilters, resultUrl, searchParameters, searchSettings } from '../../../src/theme/_internal/search/client';
import type { LoadContext, Plugin } from '../../../src/node/plugins/types';
import type { RouteConfig } from '../../../src/shared/types';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algolia-search-page-'));
const file = 'docusaurus.config.js';
// A docs site searched through DocSearch, as theme-search-algolia's readers configure it.
const base = { title: 'Lantern & Co', url: 'https://lantern.example', baseUrl: '/handbook/', favicon: 'img/lamp.ico', presets: [['classic', { docs: false, blog: false }]] };
const algolia = { appId: 'APP', apiKey: 'KEY', indexName: 'lantern' };

/** The site's plugins, made with its resolved config as their context. */
async function pluginsOf(raw: object): Promise<{ plugins: Plugin[]; context: LoadContext }> {
  const config = resolveConfig(await mapDocusaurusConfig(raw, { siteDir, file, warn: () => {} }), file);
  const context = { siteDir, baseUrl: config.baseUrl, siteConfig: config } as LoadContext;
  const plugins = await Promise.all(config.plugins.map(([factory, options]) => factory(context, options)));
  return { plugins, context };
}

const searchPlugin = (plugins: Plugin[]) => plugins.find((p) => p.name === 'docusaurus-theme-search-algolia');

describe("theme-search-algolia's search page and OpenSearch file", () => {
  it('adds the search page at searchPagePath (default "search") under the base URL, with its head link and opensearch.xml', async () => {
    const { plugins } = await pluginsOf({ ...base, themeConfig: { algolia } });
    const plugin = searchPlugin(plugins);
    expect(plugin).toBeDefined();
    const routes: RouteConfig[] = [];
    await plugin!.contentLoaded!({ content: undefined, allContent: {}, actions: { addRoute: (route) => routes.push(route), createData: async () => '', setGlobalData: () => {} } });
    expect(routes).toEqual([{ path: '/handbook/search', component: '@theme/SearchPage', exact: true }]);
    expect(plugin!.injectHtmlTags!().headTags).toEqual([{ tagName: 'link', attributes: { rel: 'search', type: 'application/opensearchdescription+xml', title: 'Lantern & Co', href: '/handbook/opensearch.xml' } }]);
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algolia-out-'));
    await plugin!.postBuild!({ outDir } as never);
    const xml = fs.readFileSync(path.join(outDir, 'opensearch.xml'), 'utf8');
    expect(xml).toContain('<ShortName>Lantern &amp; Co</ShortName>');
    expect(xml).toContain('\n  <Image width="16" height="16" type="image/x-icon">https://lantern.example/handbook/img/lamp.ico</Image>\n');
    expect(xml).toContain('template="https://lantern.example/handbook/search?q={searchTerms}"');
    expect(xml).toContain('template="https://lantern.example/handbook/opensearch.xml"');
  });

  it('takes a searchPagePath of its own, and adds nothing when it is false or Algolia is not configured', async () => {
    const custom = searchPlugin((await pluginsOf({ ...base, themeConfig: { algolia: { ...algolia, searchPagePath: 'find' } } })).plugins);
    const routes: RouteConfig[] = [];
    await custom!.contentLoaded!({ content: undefined, allContent: {}, actions: { addRoute: (route) => routes.push(route), createData: async () => '', setGlobalData: () => {} } });
    expect(routes.map((r) => r.path)).toEqual(['/handbook/find']);
    expect(searchPlugin((await pluginsOf({ ...base, themeConfig: { algolia: { ...algolia, searchPagePath: false } } })).plugins)).toBeUndefined();
    expect(searchPlugin((await pluginsOf({ ...base, themeConfig: {} })).plugins)).toBeUndefined();
  });
});

describe('theme-search-algolia’s other options, as its validateThemeConfig and SearchBar take them', () => {
  const resolved = async (extra: object) => resolveConfig(await mapDocusaurusConfig({ ...base, themeConfig: { algolia: { ...algolia, ...extra } } }, { siteDir, file, warn: () => {} }), file);

  it('completes askAi from the index (an assistant id alone, or an object), and keeps a RegExp `from` as its source, a string escaped', async () => {
    const config = await resolved({ askAi: 'assistant-1', searchParameters: { facetFilters: ['type:content'] }, replaceSearchResultPathname: { from: '/docs/', to: '/handbook/docs/' }, externalUrlRegex: 'external\\.example|blog\\.example' });
    expect(config.themeConfig.algolia).toMatchObject({
      askAi: { assistantId: 'assistant-1', indexName: 'lantern', apiKey: 'KEY', appId: 'APP', searchParameters: { facetFilters: ['type:content'] } },
      replaceSearchResultPathname: { from: '/docs/', to: '/handbook/docs/' },
      externalUrlRegex: 'external\\.example|blog\\.example',
    });
    expect((await resolved({ replaceSearchResultPathname: { from: /\/v\d+\//, to: '/' } })).themeConfig.algolia?.replaceSearchResultPathname).toEqual({ from: '\\/v\\d+\\/', to: '/' });
    expect((await resolved({ replaceSearchResultPathname: { from: '/a.b-c/', to: '/' } })).themeConfig.algolia?.replaceSearchResultPathname?.from).toBe('/a\\.b\\x2dc/');
    expect((await resolved({ askAi: { assistantId: 'a2', indexName: 'ai-index' } })).themeConfig.algolia?.askAi).toEqual({ assistantId: 'a2', indexName: 'ai-index', apiKey: 'KEY', appId: 'APP' });
    await expect(resolved({ askAi: 3 })).rejects.toThrow('askAi must be either a string (assistantId) or an object with indexName, apiKey, appId, and assistantId');
    await expect(resolved({ searchParameters: { facetFilters: 'type:content' } })).rejects.toThrow('`themeConfig.algolia.searchParameters.facetFilters` must be an array of strings or arrays of strings');
  });

  it('gives DocSearch 5’s Ask AI modal the askAi of theme-search-algolia 3.10: assistantId as its agent, indexName as its index, facet filters as that index’s filters, suggestedQuestions', async () => {
    const config = await resolved({ askAi: { assistantId: 'assistant-7', indexName: 'lantern-ai', suggestedQuestions: true, searchParameters: { facetFilters: ['type:content', '-kind:"draft"'] } } });
    const settings = searchSettings(toClientConfig(config), ['docs-default-current']);
    expect(docSearchAskAi(settings.askAi!)).toEqual({
      agentId: 'assistant-7',
      appId: 'APP',
      apiKey: 'KEY',
      indices: ['lantern-ai'],
      suggestedQuestions: true,
      searchParameters: { 'lantern-ai': { filters: 'type:"content" AND NOT kind:"\\"draft\\"" AND language:"en" AND (docusaurus_tag:"default" OR docusaurus_tag:"docs-default-current")' } },
    });
    // An assistant id alone: no suggested questions unless asked, the index's facet filters none.
    expect(docSearchAskAi(searchSettings(toClientConfig(await resolved({ askAi: 'assistant-1', contextualSearch: false }))).askAi!)).toEqual({ agentId: 'assistant-1', appId: 'APP', apiKey: 'KEY', indices: ['lantern'] });
    expect(facetFiltersExpression([['a:x'], 'b:y:z'])).toBe('a:"x" AND b:"y:z"');
    await expect(resolved({ askAi: { indexName: 'x' } })).rejects.toThrow('askAi');
    await expect(resolved({ askAi: { assistantId: 'a', suggestedQuestions: 'yes' } })).rejects.toThrow('askAi');
  });

  it('searches with the config’s parameters and its facet filters merged with the contextual ones, and processes result URLs', async () => {
    const config = await resolved({ searchParameters: { facetFilters: ['type:content'], typoTolerance: false }, askAi: 'assistant-1', externalUrlRegex: 'blog\\.example', replaceSearchResultPathname: { from: '/docs/', to: '/manual/' } });
    const settings = searchSettings(toClientConfig(config), ['current']);
    const parameters = searchParameters(settings, 10);
    expect(parameters).toMatchObject({ typoTolerance: false, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:current'], 'type:content'] });
    expect(settings.askAi?.searchParameters?.facetFilters).toEqual(['type:content', 'language:en', ['docusaurus_tag:default', 'docusaurus_tag:current']]);
    // On a page of another locale, its language (theme-common's useContextualSearchFilters: the current locale).
    expect(searchParameters(searchSettings(toClientConfig(config), ['current'], 'fr'), 10).facetFilters).toEqual(['language:fr', ['docusaurus_tag:default', 'docusaurus_tag:current'], 'type:content']);
    const withBase = (url: string) => `/handbook${url}`;
    expect(resultUrl(settings, 'https://lantern.example/docs/intro?x=1#part', withBase)).toBe('/handbook/manual/intro?x=1#part');
    expect(resultUrl(settings, 'https://blog.example/post', withBase)).toBe('https://blog.example/post');
    expect(resultUrl(settings, '/docs/local', withBase)).toBe('/docs/local');
    // Without contextual search, the config's filters alone.
    const plain = searchSettings(toClientConfig(await resolved({ contextualSearch: false, searchParameters: { facetFilters: ['type:content'] } })));
    expect(plain.facetFilters).toEqual(['type:content']);
    expect(mergeFacetFilters('a', ['b', ['c']])).toEqual(['a', 'b', ['c']]);
  });

  it('has theme-search-algolia’s swizzlable SearchTranslations, with its ids', async () => {
    const { default: translations } = await import('../../../src/theme/SearchTranslations');
    expect(translations.button.buttonText).toBe('Search');
    expect(translations.modal.searchBox.placeholderTextAskAi).toBe('Ask another question...');
    expect(translations.placeholder).toBe('Search docs');
    expect(themeComponents(SITEGEN_THEME)).toEqual(expect.arrayContaining(['SearchBar', 'SearchPage', 'SearchTranslations']));
  });
});
