/**
 * What the latest search came to (results, nothing, or unreachable), as the modal's own screens
 * need it: DocSearch 5.1.0 cannot keep its error view up (autocomplete-core puts the status back
 * to idle once the request settles) and never lists its no-results suggestions. Works the same
 * for the local index and for Algolia, since both answer the same multi-query call.
 */
import { SEARCH_LIMITS } from '../../../shared/search';
import type { SearchClient } from './client';
import type { SearchHit, SearchRequest } from './localEngine';

export type SearchOutcome =
  | { query: string; kind: 'results' }
  | { query: string; kind: 'empty'; suggestions: string[] }
  | { query: string; kind: 'error' };

type SuggestionHit = Pick<SearchHit, 'type' | 'hierarchy'>;

/**
 * Up to 3 distinct page titles of the hits, in rank order, other than the query itself. Page
 * titles rather than section headings: a heading such as "Summary" says little on its own.
 */
export function suggestionsFrom(hits: SuggestionHit[], query: string): string[] {
  const seen = new Set([query.trim().toLowerCase()]);
  const out: string[] = [];
  for (const hit of hits) {
    const heading = hit.hierarchy.lvl1?.trim();
    if (!heading || seen.has(heading.toLowerCase())) continue;
    seen.add(heading.toLowerCase());
    out.push(heading);
    if (out.length === SEARCH_LIMITS.suggestions) break;
  }
  return out;
}

/**
 * Queries worth trying after `request` found nothing: the page titles of what matches when any
 * of its words may match (Algolia's `removeWordsIfNoResults: allOptional`, which the local engine
 * honours too). Typo tolerance still applies, so a misspelt word finds its heading.
 */
export async function suggestQueries(client: SearchClient, request: SearchRequest): Promise<string[]> {
  const { results } = await client.search({
    requests: [{ ...request, page: 0, hitsPerPage: 20, removeWordsIfNoResults: 'allOptional', attributesToSnippet: [], attributesToHighlight: [] }],
  });
  return suggestionsFrom(results[0]?.hits ?? [], request.query ?? '');
}

/** The error DocSearch (and algoliasearch) report when no search host answered. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof Error && error.name === 'RetryError';
}

/**
 * `client` with every search reported to `report` once it settles (only the latest search
 * counts). A search that finds nothing waits for its suggestions, so they show with the
 * "No results" view rather than after it.
 */
export function trackOutcomes(client: SearchClient, report: (outcome: SearchOutcome) => void): SearchClient {
  let latest = 0;
  return {
    async search(params) {
      const call = ++latest;
      const query = params.requests[0]?.query ?? '';
      try {
        const response = await client.search(params);
        const empty = response.results.every((result) => result.nbHits === 0);
        const suggestions = empty && params.requests[0] ? await suggestQueries(client, params.requests[0]).catch(() => []) : [];
        if (call === latest) report(empty ? { query, kind: 'empty', suggestions } : { query, kind: 'results' });
        return response;
      } catch (error) {
        if (call === latest && isUnreachable(error)) report({ query, kind: 'error' });
        throw error;
      }
    },
  };
}
