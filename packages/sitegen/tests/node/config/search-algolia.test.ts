import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../src/node/config/docusaurus';
import { resolveConfig } from '../../../src/node/config/schema';
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
