import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS, type SearchIndexFile, type SearchSection } from '../../src/shared/search';
import { searchParameters, searchSettings, searchPageUrl } from '../../src/theme/_internal/search/client';
import { groupHitsByPage } from '../../src/theme/_internal/search/groups';
import { snippet } from '../../src/theme/_internal/search/highlight';
import { createSearchEngine, facetPredicate, type SearchRequest } from '../../src/theme/_internal/search/localEngine';
import type { SiteConfig } from '../../src/shared/types';

const section = (url: string, hierarchy: SearchSection['hierarchy'], level: SearchSection['level'], content: string, tag = 'docs-default-current'): SearchSection => ({ url, hierarchy, level, content, tag });

const LONG = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty target word after the match and more words to follow here';

const index: SearchIndexFile = {
  version: 1,
  language: 'en',
  sections: [
    section('/docs/hold-tap', ['Keymaps', 'Hold-Tap Behavior'], 1, 'A key that does one thing on tap and another on hold.'),
    section('/docs/hold-tap#flavors', ['Keymaps', 'Hold-Tap Behavior', 'Flavors'], 2, 'The balanced flavor decides on <interrupt> & release.'),
    section('/docs/hold-tap#retro-tap', ['Keymaps', 'Hold-Tap Behavior', 'Flavors', 'retro-tap'], 3, 'Sends the tap binding after a long hold.'),
    section('/docs/combos', ['Keymaps', 'Combos'], 1, 'Press several keys at once to trigger a behavior, not a hold.'),
    section('/docs/long', ['Features', 'Long Page'], 1, LONG),
    section('/blog/post', ['Blog', 'A Post'], 1, 'Hold on, a behavior update.', 'default'),
    ...Array.from({ length: 45 }, (_, i) => section(`/docs/many#s${i}`, ['Features', 'Many Sections', `Part ${i}`], 2, `widget number ${i}`)),
  ],
};

const engine = createSearchEngine(index);
const request = (query: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({ indexName: 'zmk', query, ...extra });

describe('local query adapter', () => {
  it('answers in Algolia result shape with DocSearch hit fields', () => {
    const result = engine.search(request('flavors', { attributesToSnippet: ['content:10'] }));
    expect(result).toMatchObject({ index: 'zmk', page: 0, hitsPerPage: SEARCH_LIMITS.hitsPerPage, query: 'flavors' });
    expect(result.queryID).toBeTruthy();
    const hit = result.hits[0]!;
    expect(hit).toMatchObject({ url: '/docs/hold-tap#flavors', type: 'lvl2', hierarchy: { lvl0: 'Keymaps', lvl1: 'Hold-Tap Behavior', lvl2: 'Flavors', lvl3: null, lvl6: null } });
    expect(hit._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Flavors</mark>');
    expect(hit.objectID).toBeTruthy();
  });

  it('ranks a heading match above body text and the page above its sections', () => {
    expect(engine.search(request('hold tap')).hits[0]!.url).toBe('/docs/hold-tap');
    expect(engine.search(request('combos')).hits[0]!.url).toBe('/docs/combos');
  });

  it('types a hit found only in the text as content, with a snippet', () => {
    const hit = engine.search(request('balanced', { attributesToSnippet: ['content:10'] })).hits[0]!;
    expect(hit.type).toBe('content');
    expect(hit._snippetResult.content?.value).toContain('<mark>balanced</mark>');
  });

  it('escapes the text and marks only the matches', () => {
    const hit = engine.search(request('interrupt', { attributesToSnippet: ['content:10'], highlightPreTag: '<em>', highlightPostTag: '</em>' })).hits[0]!;
    expect(hit._snippetResult.content?.value).toBe('The balanced flavor decides on &lt;<em>interrupt</em>&gt; &amp; release.');
  });

  it('cuts snippets to the requested word count (10, or 5 on narrow screens) with ellipses', () => {
    for (const words of [SEARCH_LIMITS.snippetWords, SEARCH_LIMITS.snippetWordsNarrow]) {
      const hit = engine.search(request('target', { attributesToSnippet: [`content:${words}`] })).hits[0]!;
      const value = hit._snippetResult.content!.value;
      expect(value.startsWith('…') && value.endsWith('…')).toBe(true);
      expect(value.replace(/…/g, '').trim().split(/\s+/)).toHaveLength(words);
      expect(value).toContain('<mark>target</mark>');
    }
  });

  it('matches prefixes of the last word and tolerates typos in longer words', () => {
    expect(engine.search(request('retro-ta')).hits[0]!.url).toBe('/docs/hold-tap#retro-tap');
    expect(engine.search(request('behavoir')).nbHits).toBeGreaterThan(0);
    expect(engine.search(request('zzzzzz')).nbHits).toBe(0);
  });

  it('pages results 20 at a time', () => {
    const first = engine.search(request('widget'));
    expect(first.nbHits).toBe(45);
    expect(first.hits).toHaveLength(20);
    expect(first.nbPages).toBe(3);
    const last = engine.search(request('widget', { page: 2 }));
    expect(last.hits).toHaveLength(5);
    expect(new Set([...first.hits, ...last.hits].map((h) => h.objectID)).size).toBe(25);
    expect(engine.search(request('widget', { hitsPerPage: 7 })).hits).toHaveLength(7);
  });

  it('cuts the query at 512 characters and answers an empty query with nothing', () => {
    const long = `hold ${'x'.repeat(600)}`;
    expect(engine.search(request(long)).query).toHaveLength(SEARCH_LIMITS.maxQueryLength);
    expect(engine.search(request('   ')).nbHits).toBe(0);
  });

  it('applies contextual facet filters (language, docs version tag)', () => {
    const all = engine.search(request('hold')).hits.map((h) => h.url);
    expect(all).toContain('/blog/post');
    const docsOnly = engine.search(request('hold', { facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']] })).hits.map((h) => h.url);
    expect(docsOnly).not.toContain('/blog/post');
    expect(docsOnly.length).toBeGreaterThan(0);
    expect(engine.search(request('hold', { facetFilters: ['language:fr'] })).nbHits).toBe(0);
    expect(facetPredicate(['-docusaurus_tag:default'], 'en')(index.sections[5]!)).toBe(false);
  });
});

describe('groupHitsByPage', () => {
  it('gathers hits under their page in rank order, titled by the heading path', () => {
    const hits = engine.search(request('tap', { attributesToSnippet: ['content:10'] })).hits;
    const groups = groupHitsByPage(hits);
    const urls = groups.map((g) => g.pageUrl);
    expect(new Set(urls).size).toBe(urls.length);
    const holdTap = groups.find((g) => g.pageUrl === '/docs/hold-tap')!;
    expect(holdTap.title).toBe('Hold-Tap Behavior');
    expect(holdTap.section).toBe('Keymaps');
    expect(holdTap.hits.map((h) => h.url)).toEqual(expect.arrayContaining(['/docs/hold-tap', '/docs/hold-tap#retro-tap']));
    expect(holdTap.hits.find((h) => h.url.endsWith('#retro-tap'))!.titleHtml).toBe('Flavors › retro-<mark>tap</mark>');
  });
});

describe('search settings', () => {
  const site = (themeConfig: Partial<SiteConfig['themeConfig']> = {}) =>
    ({ baseUrl: '/', projectName: 'zmk', i18n: { defaultLocale: 'en', locales: ['en'] }, themeConfig }) as unknown as SiteConfig;

  it('uses the local provider by default, named after the project', () => {
    const settings = searchSettings(site());
    expect(settings).toMatchObject({ provider: 'local', indexName: 'zmk', searchPagePath: '/search' });
    expect(searchPageUrl(settings, 'hold tap&x')).toBe('/search?q=hold%20tap%26x');
  });

  it('uses Algolia when configured, with contextual facets and the spec snippet lengths', () => {
    const settings = searchSettings(site({ algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'zmk' } }));
    expect(settings).toMatchObject({ provider: 'algolia', appId: 'APP', apiKey: 'KEY' });
    const params = searchParameters(settings, 5);
    expect(params.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(params.attributesToSnippet).toContain('content:5');
    expect(params.hitsPerPage).toBe(20);
  });
});

describe('snippet', () => {
  it('starts at the text start when the match is early', () => {
    const value = snippet('alpha beta gamma delta', new Set(['alpha']), 1, 2, { pre: '[', post: ']' }, '…').value;
    expect(value).toBe('[alpha] beta…');
  });
});
