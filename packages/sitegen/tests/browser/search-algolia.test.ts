/**
 * Search on Algolia: a fixture site with `themeConfig.algolia`, in Chromium, with the Algolia
 * hosts answered by the test (playwright routes) instead of the network. Checks what the
 * modal and the search page send, that the answer renders, the failover to the next host
 * (and that a failed host is not asked again), and the error view when every host is down.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { serveBuild, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

const APP_ID = 'TESTAPP42';
const INDEX = 'fixture-docs';
const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

interface MultiQuery {
  requests: Array<Record<string, unknown> & { indexName: string; query: string }>;
}

/** Algolia's multi-query answer: one result per request, with one hit on the fixture's intro page. */
function answer(body: MultiQuery) {
  return {
    results: body.requests.map((request) => ({
      hits: [
        {
          objectID: 'intro-install',
          // An absolute URL, as Algolia's records have, at the path the site had before (replaceSearchResultPathname).
          url: 'https://fixture.example/old-docs/intro#custom-install',
          type: 'lvl2',
          content: null,
          hierarchy: { lvl0: 'Getting Started', lvl1: 'Introduction', lvl2: 'Install from Algolia', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
          _highlightResult: { hierarchy: { lvl1: { value: 'Introduction', matchLevel: 'none', matchedWords: [] }, lvl2: { value: '<mark>Install</mark> from Algolia', matchLevel: 'full', matchedWords: ['install'] } } },
          _snippetResult: { hierarchy: { lvl2: { value: '<mark>Install</mark> from Algolia', matchLevel: 'full' } } },
        },
      ],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query: request.query,
      params: '',
      index: request.indexName,
      queryID: 'q-1',
      processingTimeMS: 1,
      exhaustiveNbHits: true,
    })),
  };
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

interface SeenRequest {
  url: URL;
  body: MultiQuery;
}

/** Routes the Algolia hosts: `down` hosts fail at the network level, the others answer. */
async function fakeAlgolia(context: BrowserContext, down: (host: string) => boolean): Promise<{ seen: SeenRequest[]; tried: string[] }> {
  const seen: SeenRequest[] = [];
  const tried: string[] = [];
  await context.route(ALGOLIA_HOSTS, async (route: Route, request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    tried.push(url.host);
    if (down(url.host)) return route.abort('connectionrefused');
    const body = JSON.parse(request.postData() ?? '{}') as MultiQuery;
    seen.push({ url, body });
    return route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(answer(body)) });
  });
  return { seen, tried };
}

describe('search on Algolia (themeConfig.algolia)', () => {
  let fixture: ReturnType<typeof copyFixture>;
  let site: ServedSite;

  beforeAll(async () => {
    fixture = copyFixture('basic');
    const configFile = path.join(fixture.siteDir, 'site.config.ts');
    const config = fs.readFileSync(configFile, 'utf8');
    fs.writeFileSync(configFile, config.replace('themeConfig: {', `themeConfig: {\n    algolia: { appId: '${APP_ID}', apiKey: 'search-only-key', indexName: '${INDEX}', searchParameters: { facetFilters: ['type:content'], clickAnalytics: true }, replaceSearchResultPathname: { from: '/old-docs/', to: '/docs/' } },`));
    fs.writeFileSync(path.join(fixture.siteDir, 'src/pages/search.tsx'), "export { default } from '@theme/SearchPage';\n");
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    site = await serveBuild(fixture.outDir, { keep: true });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture?.cleanup();
  });

  const openModal = async (page: Page, query: string) => {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal input').fill(query);
  };

  it('sends the configured app id, key and index with contextual filters, and renders the hits', async () => {
    const context = await site.browser.newContext();
    const { seen } = await fakeAlgolia(context, () => false);
    const page = await site.open(context, '/docs/intro');
    expect(await page.evaluate(() => document.body.dataset.searchProvider ?? null)).toBe(null);
    await openModal(page, 'install');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Hit-title').first().innerText()).toBe('Install from Algolia');
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(true);

    const last = seen.at(-1)!;
    expect(last.url.host).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
    expect(last.url.pathname).toBe('/1/indexes/*/queries');
    expect(last.url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(last.url.searchParams.get('x-algolia-api-key')).toBe('search-only-key');
    expect(last.body.requests[0]).toMatchObject({
      indexName: INDEX,
      query: 'install',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      // The config's searchParameters, its facet filters after the contextual ones (theme-search-algolia's mergeFacetFilters).
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], 'type:content'],
      clickAnalytics: true,
    });
    expect(last.body.requests[0]?.attributesToSnippet).toContain('content:10');
    expect(last.body.requests[0]?.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'content', 'type', 'url']));

    // A hit navigates on this site, at its path with replaceSearchResultPathname applied.
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe('/docs/intro#custom-install');
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL(`${site.origin}/docs/intro#custom-install`);
    // Favorites and recent searches are keyed by the configured index.
    expect(await page.evaluate((key) => localStorage.getItem(key), `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`)).toContain('intro-install');
    await context.close();
  });

  it('tries the next host when one is down, and does not ask the failed host again', async () => {
    const context = await site.browser.newContext();
    const { tried } = await fakeAlgolia(context, (host) => host.endsWith('-dsn.algolia.net'));
    const page = await site.open(context, '/docs/intro');
    await openModal(page, 'install');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(tried[0]).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
    expect(tried[1]).toMatch(new RegExp(`^${APP_ID.toLowerCase()}-[123]\\.algolianet\\.com$`));
    const before = tried.length;
    await page.locator('.DocSearch-Modal input').fill('installing');
    await expect.poll(() => tried.length).toBeGreaterThan(before);
    expect(tried.slice(before).some((host) => host.endsWith('-dsn.algolia.net'))).toBe(false);
    await context.close();
  });

  it('shows the error view when every host is down', async () => {
    const context = await site.browser.newContext();
    await fakeAlgolia(context, () => true);
    const page = await site.open(context, '/docs/intro');
    await openModal(page, 'install');
    const screen = page.locator('.sitegen-search-screen[role="alert"]');
    await screen.waitFor();
    expect(await screen.innerText()).toMatch(/^Unable to fetch results\n+You might want to check your network connection\.$/);
    await context.close();
  });

  it('serves the search page from Algolia too', async () => {
    const context = await site.browser.newContext();
    const { seen } = await fakeAlgolia(context, () => false);
    const page = await site.open(context, '/search?q=install');
    await page.locator('section[aria-label]').first().waitFor();
    expect(await page.locator('section[aria-label] li a').first().innerText()).toContain('Install from Algolia');
    expect(await page.locator('section[aria-label] li a').first().getAttribute('href')).toBe('/docs/intro#custom-install');
    expect(seen.at(-1)?.body.requests[0]).toMatchObject({ indexName: INDEX, query: 'install', hitsPerPage: 20, page: 0 });
    await context.close();
  });
});
