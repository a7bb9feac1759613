import { describe, expect, it } from 'vitest';
import type { SearchIndexFile, SearchSection } from '../../src/shared/search';
import { parseSearchPageQuery, searchPageQuery, type SearchClient } from '../../src/theme/_internal/search/client';
import { createSearchEngine } from '../../src/theme/_internal/search/localEngine';
import { suggestionsFrom, trackOutcomes, type SearchOutcome } from '../../src/theme/_internal/search/outcome';

const section = (url: string, hierarchy: SearchSection['hierarchy'], level: SearchSection['level'], content: string): SearchSection => ({ url, hierarchy, level, content, tag: 'docs-default-current' });

const index: SearchIndexFile = {
  version: 1,
  language: 'en',
  sections: [
    section('/docs/hold-tap', ['Keymaps', 'Hold-Tap Behavior'], 1, 'A key that does one thing on tap and another on hold.'),
    section('/docs/hold-tap#flavors', ['Keymaps', 'Hold-Tap Behavior', 'Flavors'], 2, 'The balanced flavor.'),
    section('/docs/combos', ['Keymaps', 'Combos'], 1, 'Press several keys at once.'),
    section('/docs/tap-dance', ['Keymaps', 'Tap Dance Behavior'], 1, 'Different actions by tap count.'),
    section('/docs/encoders', ['Features', 'Encoders'], 1, 'Rotary encoders turn.'),
  ],
};
const engine = createSearchEngine(index);
const localClient: SearchClient = { search: async ({ requests }) => ({ results: requests.map((r) => engine.search(r)) }) };

describe('no-results suggestions', () => {
  it('lets any word match only when asked and when all words together find nothing', () => {
    expect(engine.search({ indexName: 'zmk', query: 'hold zzqqxx' }).nbHits).toBe(0);
    expect(engine.search({ indexName: 'zmk', query: 'hold zzqqxx', removeWordsIfNoResults: 'allOptional' }).hits[0]?.url).toBe('/docs/hold-tap');
    // With results, nothing changes: "hold tap" stays an AND.
    const and = engine.search({ indexName: 'zmk', query: 'hold tap', removeWordsIfNoResults: 'allOptional' });
    expect(and.hits.map((h) => h.url)).not.toContain('/docs/tap-dance');
  });

  it('offers at most 3 distinct page titles, not the query itself', () => {
    const hit = (type: 'lvl1' | 'lvl2' | 'content', lvl1: string, lvl2: string | null = null) => ({ type, hierarchy: { lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null } });
    const hits = [hit('lvl1', 'Combos'), hit('lvl2', 'Combos', 'Summary'), hit('content', 'Layers', 'Summary'), hit('lvl1', 'Macros'), hit('lvl1', 'Encoders')];
    expect(suggestionsFrom(hits, 'x')).toEqual(['Combos', 'Layers', 'Macros']);
    expect(suggestionsFrom([hit('lvl1', 'Combos'), hit('lvl1', 'Macros')], 'combos')).toEqual(['Macros']);
  });

  it('reports an empty search with suggestions that find something themselves', async () => {
    const outcomes: SearchOutcome[] = [];
    const client = trackOutcomes(localClient, (o) => outcomes.push(o));
    await client.search({ requests: [{ indexName: 'zmk', query: 'tap dance zzqqxx' }] });
    const last = outcomes.at(-1)!;
    expect(last).toMatchObject({ kind: 'empty', query: 'tap dance zzqqxx' });
    const suggestions = last.kind === 'empty' ? last.suggestions : [];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions[0]).toBe('Tap Dance Behavior');
    for (const suggestion of suggestions) expect(engine.search({ indexName: 'zmk', query: suggestion }).nbHits, suggestion).toBeGreaterThan(0);
    await client.search({ requests: [{ indexName: 'zmk', query: 'combos' }] });
    expect(outcomes.at(-1)).toEqual({ kind: 'results', query: 'combos' });
  });

  it('reports unreachable hosts as an error, and only for the latest search', async () => {
    const unreachable = Object.assign(new Error('down'), { name: 'RetryError' });
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const flaky: SearchClient = {
      async search(params) {
        calls += 1;
        if (calls === 1) {
          await slow; // the first search answers after the second one failed
          return localClient.search(params);
        }
        throw unreachable;
      },
    };
    const outcomes: SearchOutcome[] = [];
    const client = trackOutcomes(flaky, (o) => outcomes.push(o));
    const first = client.search({ requests: [{ indexName: 'zmk', query: 'combos' }] });
    await expect(client.search({ requests: [{ indexName: 'zmk', query: 'combo' }] })).rejects.toBe(unreachable);
    release();
    await first;
    expect(outcomes).toEqual([{ kind: 'error', query: 'combo' }]);
    // Other failures (an API error) are not the "Unable to fetch results" view.
    const broken = trackOutcomes({ search: () => Promise.reject(new Error('403')) }, (o) => outcomes.push(o));
    await expect(broken.search({ requests: [{ indexName: 'zmk', query: 'x' }] })).rejects.toThrow('403');
    expect(outcomes).toHaveLength(1);
  });
});

describe('search page URL', () => {
  it('carries the query and the results page (from 1) and reads them back', () => {
    expect(searchPageQuery('hold tap')).toBe('?q=hold%20tap');
    expect(searchPageQuery('hold tap', 1)).toBe('?q=hold%20tap&page=2');
    expect(searchPageQuery('')).toBe('');
    expect(parseSearchPageQuery('?q=hold%20tap&page=2')).toEqual({ query: 'hold tap', page: 1 });
    expect(parseSearchPageQuery('?q=x&page=abc')).toEqual({ query: 'x', page: 0 });
    expect(parseSearchPageQuery('?q=x&page=-3')).toEqual({ query: 'x', page: 0 });
    expect(parseSearchPageQuery(`?q=${'a'.repeat(600)}`).query).toHaveLength(512);
  });
});

describe('Algolia host memory', () => {
  it('finds a host marked down under the bare host algoliasearch looks it up with', async () => {
    const { createHostsCache } = await import('../../src/theme/_internal/search/algolia');
    const cache = createHostsCache();
    const host = { url: 'app-dsn.algolia.net', accept: 'read', protocol: 'https' };
    const down = { ...host, status: 'down', lastUpdate: Date.now(), isUp: () => false };
    // algoliasearch sets the entry under the stateful host (with its status fields)…
    await cache.set(down, down);
    // …and reads it back under the host from its list.
    const found = (await cache.get(host, () => Promise.resolve({ ...host, isUp: () => true }))) as typeof down;
    expect(found.isUp()).toBe(false);
    const other = (await cache.get({ ...host, url: 'app-1.algolianet.com' }, () => Promise.resolve({ ...host, isUp: () => true }))) as typeof down;
    expect(other.isUp()).toBe(true);
  });
});
