/**
 * The search provider behind the modal and the search page: the local index by default,
 * Algolia when `themeConfig.algolia` is configured. Both answer the same multi-query call
 * (`search({ requests })`), so neither screen knows which one it talks to.
 */
import { DOCS_VERSION_TAG, SEARCH_INDEX_POINTER, SEARCH_LIMITS, type SearchIndexFile, type SearchIndexPointer } from '../../../shared/search';
import type { AlgoliaAskAi, FacetFilters, SiteConfig } from '../../../shared/types';
import type { SearchEngine, SearchRequest, SearchResult } from './localEngine';

export interface SearchClient {
  search(params: { requests: SearchRequest[] }): Promise<{ results: SearchResult[] }>;
}

/** The error DocSearch turns into its "Unable to fetch results" view (it checks the name). */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

export interface SearchSettings {
  /** 'local' or 'algolia'. */
  provider: 'local' | 'algolia';
  appId: string;
  apiKey: string;
  /** Also the localStorage key suffix of recent and favorite searches. */
  indexName: string;
  /** Contextual search: this language and the docs version (or non-docs pages). */
  facetFilters: Array<string | string[]>;
  /** Path of the search page (with base URL). */
  searchPagePath: string;
  /** The config's other search parameters (`algolia.searchParameters`), over sitegen's. */
  extraParameters: Record<string, unknown>;
  /** `algolia.externalUrlRegex`: results at matching URLs load as other sites' pages. */
  externalUrlRegex?: string;
  /** `algolia.replaceSearchResultPathname`. */
  replaceSearchResultPathname?: { from: string; to: string };
  /** `algolia.askAi`, with the contextual facet filters merged into its own. */
  askAi?: AlgoliaAskAi;
}

/** theme-search-algolia's mergeFacetFilters: both lists, each given as a string or a list, flattened one level. */
export function mergeFacetFilters(first: FacetFilters | string | undefined, second: FacetFilters | string | undefined): FacetFilters | undefined {
  if (first === undefined) return second === undefined ? undefined : typeof second === 'string' ? [second] : second;
  if (second === undefined) return typeof first === 'string' ? [first] : first;
  const list = (filters: FacetFilters | string) => (typeof filters === 'string' ? [filters] : filters);
  return [...list(first), ...list(second)];
}

/**
 * `docsTags`: the docs facets of the versions being read (useDocsContextualSearchTags: each docs
 * instance's version of the page, else its preferred one, else its latest); results are those
 * pages' and the other pages' (the `default` facet), in `locale` (the page's).
 */
export function searchSettings(siteConfig: SiteConfig, docsTags: string[] = [DOCS_VERSION_TAG], locale: string = siteConfig.i18n.defaultLocale): SearchSettings {
  const algolia = siteConfig.themeConfig.algolia;
  // The locale of the page being read (theme-common's useContextualSearchFilters), as DocSearch's `language` facet.
  const language = locale;
  const contextual = algolia?.contextualSearch !== false;
  const base = siteConfig.baseUrl.replace(/\/?$/, '/');
  const contextualFilters: FacetFilters = contextual ? [`language:${language}`, ['docusaurus_tag:default', ...docsTags.map((tag) => `docusaurus_tag:${tag}`)]] : [];
  const { facetFilters: configFilters, ...extraParameters } = algolia?.searchParameters ?? {};
  // As theme-search-algolia's: the contextual filters with the config's, or the config's alone.
  const facetFilters = contextual ? (mergeFacetFilters(contextualFilters, configFilters) ?? []) : (configFilters ?? []);
  const askAi = algolia?.askAi && contextual ? { ...algolia.askAi, searchParameters: { ...algolia.askAi.searchParameters, facetFilters: mergeFacetFilters(algolia.askAi.searchParameters?.facetFilters, contextualFilters) } } : algolia?.askAi;
  return {
    provider: algolia ? 'algolia' : 'local',
    // DocSearch builds an Algolia client even for the local provider; these never leave the page.
    appId: algolia?.appId ?? 'local',
    apiKey: algolia?.apiKey ?? 'local',
    indexName: algolia?.indexName ?? siteConfig.projectName ?? 'docs',
    facetFilters,
    searchPagePath: base + (algolia?.searchPagePath ?? 'search').replace(/^\//, ''),
    extraParameters,
    ...(algolia?.externalUrlRegex ? { externalUrlRegex: algolia.externalUrlRegex } : {}),
    ...(algolia?.replaceSearchResultPathname ? { replaceSearchResultPathname: algolia.replaceSearchResultPathname } : {}),
    ...(askAi ? { askAi } : {}),
  };
}

/** DocSearch 5's Ask AI config (its DocSearchAskAi): an Agent Studio agent and the indices it searches, with parameters by index. */
export interface DocSearchAskAiConfig {
  agentId: string;
  appId: string;
  apiKey: string;
  indices: string[];
  suggestedQuestions?: boolean;
  searchParameters?: Record<string, { filters: string }>;
}

/** A facet value as Algolia's `filters` syntax quotes it. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** One facet filter (`language:en`, `-docusaurus_tag:default`) as a `filters` condition. */
function facetCondition(filter: string): string {
  const negated = filter.startsWith('-');
  const [attribute = '', ...value] = filter.slice(negated ? 1 : 0).split(':');
  return `${negated ? 'NOT ' : ''}${attribute}:${quoted(value.join(':'))}`;
}

/** Facet filters (each entry required, a nested list any of its entries) as an Algolia `filters` expression. */
export function facetFiltersExpression(facetFilters: FacetFilters): string {
  return facetFilters.map((entry) => (typeof entry === 'string' ? facetCondition(entry) : entry.length === 1 ? facetCondition(entry[0]!) : `(${entry.map(facetCondition).join(' OR ')})`)).join(' AND ');
}

/**
 * `algolia.askAi` as theme-search-algolia 3.10 takes it (DocSearch 4's: an assistant, the index
 * it searches and its facet filters) in the shape of the DocSearch 5 that sitegen ships: the
 * assistant is the Agent Studio agent (`agentId`), its index the agent's search tool's
 * (`indices`), the facet filters that index's `filters`; `suggestedQuestions` as it is.
 */
export function docSearchAskAi(askAi: AlgoliaAskAi): DocSearchAskAiConfig {
  const facetFilters = askAi.searchParameters?.facetFilters;
  return {
    agentId: askAi.assistantId,
    appId: askAi.appId,
    apiKey: askAi.apiKey,
    indices: [askAi.indexName],
    ...(askAi.suggestedQuestions !== undefined ? { suggestedQuestions: askAi.suggestedQuestions } : {}),
    ...(facetFilters?.length ? { searchParameters: { [askAi.indexName]: { filters: facetFiltersExpression(facetFilters) } } } : {}),
  };
}

/** Whether a URL matches `externalUrlRegex` (theme-common's isRegexpStringMatch). */
export function isExternalResult(settings: Pick<SearchSettings, 'externalUrlRegex'>, url: string): boolean {
  return settings.externalUrlRegex !== undefined && new RegExp(settings.externalUrlRegex).test(url);
}

/**
 * A result's URL as the site links it (theme-search-algolia's useSearchResultUrlProcessor): an
 * Algolia record's absolute URL becomes the path on this site (its `replaceSearchResultPathname`
 * applied, the base URL in front), unless it matches `externalUrlRegex`; the local index's paths
 * stay as they are.
 */
export function resultUrl(settings: Pick<SearchSettings, 'externalUrlRegex' | 'replaceSearchResultPathname'>, url: string, withBaseUrl: (path: string) => string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (isExternalResult(settings, parsed.href)) return url;
  const relative = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  const { replaceSearchResultPathname: replace } = settings;
  return withBaseUrl(replace ? relative.replaceAll(new RegExp(replace.from, 'g'), replace.to) : relative);
}

/** `?q=…&page=2` (`page` counts from 0 here, from 1 in the URL; the first page has none). */
export function searchPageQuery(query: string, page = 0): string {
  if (!query) return '';
  return `?q=${encodeURIComponent(query)}${page > 0 ? `&page=${page + 1}` : ''}`;
}

/** The query and results page a search page URL's query string carries (`page` from 0). */
export function parseSearchPageQuery(search: string): { query: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { query: (params.get('q') ?? '').slice(0, SEARCH_LIMITS.maxQueryLength), page: Number.isFinite(page) && page > 1 ? page - 1 : 0 };
}

/** `/search?q=…`: the search page URL for a query. */
export function searchPageUrl(settings: SearchSettings, query: string, page = 0): string {
  return settings.searchPagePath + searchPageQuery(query, page);
}

/** Snippet length in words for the current window width. */
export function snippetWords(): number {
  const narrow = typeof window !== 'undefined' && window.matchMedia(`(max-width: ${SEARCH_LIMITS.narrowMaxWidth}px)`).matches;
  return narrow ? SEARCH_LIMITS.snippetWordsNarrow : SEARCH_LIMITS.snippetWords;
}

/** The search parameters both screens send. */
export function searchParameters(settings: SearchSettings, words = snippetWords()): Omit<SearchRequest, 'indexName'> {
  return {
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: [`hierarchy.lvl1:${words}`, `hierarchy.lvl2:${words}`, `hierarchy.lvl3:${words}`, `content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: SEARCH_LIMITS.hitsPerPage,
    ...settings.extraParameters,
    ...(settings.facetFilters.length > 0 ? { facetFilters: settings.facetFilters } : {}),
  };
}

let engine: Promise<SearchEngine> | null = null;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Fetches the index (pointer, then the content-hashed file) and builds the engine, once. */
export function loadLocalEngine(baseUrl: string): Promise<SearchEngine> {
  if (!engine) {
    const base = baseUrl.replace(/\/?$/, '/');
    engine = (async () => {
      try {
        const pointer = await fetchJson<SearchIndexPointer>(base + SEARCH_INDEX_POINTER);
        const [index, { createSearchEngine }] = await Promise.all([fetchJson<SearchIndexFile>(base + pointer.file), import('./localEngine')]);
        return createSearchEngine(index);
      } catch (error) {
        engine = null; // let the next keystroke try again
        throw new SearchUnavailableError(`The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  }
  return engine;
}

/** For tests: forget the loaded index. */
export function resetLocalEngine(): void {
  engine = null;
}

export function createLocalSearchClient(baseUrl: string): SearchClient {
  return {
    async search({ requests }) {
      const loaded = await loadLocalEngine(baseUrl);
      return { results: requests.map((request) => loaded.search(request)) };
    },
  };
}

/** The client for the search page: local, or Algolia's lite client (loaded only when configured). */
export async function createSearchClient(siteConfig: SiteConfig): Promise<SearchClient> {
  const settings = searchSettings(siteConfig);
  if (settings.provider === 'local') return createLocalSearchClient(siteConfig.baseUrl);
  const { createAlgoliaClient } = await import('./algolia');
  return createAlgoliaClient(settings.appId, settings.apiKey);
}
