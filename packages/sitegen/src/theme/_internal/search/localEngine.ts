/**
 * The local search provider: answers Algolia-shaped search requests (the ones DocSearch and the
 * search page send) from the build's section index, with MiniSearch doing the matching and
 * ranking (prefix matching on the last word, typo tolerance on longer words).
 */
import MiniSearch from 'minisearch';
import { SEARCH_LIMITS, type SearchIndexFile, type SearchSection } from '../../../shared/search';
import { highlight, snippet, tokenize, type HighlightedValue, type HighlightTags } from './highlight';

/** The subset of Algolia's search parameters the local provider honours. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: Array<string | string[]> | string;
  /** `allOptional`: when every word together matches nothing, any of them may match (as Algolia does). */
  removeWordsIfNoResults?: 'none' | 'allOptional' | 'lastWords' | 'firstWords';
  [other: string]: unknown;
}

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<HierarchyLevel, string | null>;

export interface SearchHit {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: { hierarchy: Partial<Record<HierarchyLevel, HighlightedValue>>; content?: HighlightedValue };
  _snippetResult: { hierarchy: Partial<Record<HierarchyLevel, HighlightedValue>>; content?: HighlightedValue };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
}

export interface SearchEngine {
  search(request: SearchRequest): SearchResult;
  /** Number of indexed sections. */
  size: number;
}

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Field boosts: a section's own heading counts most, then the headings above it, then its text. */
export const FIELD_BOOSTS = { title: 6, parents: 2, content: 1 } as const;
/** Section boosts by heading level: the page itself first, then its h2 sections, then h3. */
export const LEVEL_BOOSTS = { 1: 2, 2: 1.3, 3: 1 } as const;

interface IndexedSection {
  id: number;
  title: string;
  parents: string;
  content: string;
}

function toDocument(section: SearchSection, id: number): IndexedSection {
  const headings = section.hierarchy.slice(1, section.level + 1).filter((h): h is string => !!h);
  return { id, title: headings[headings.length - 1] ?? '', parents: headings.slice(0, -1).join(' '), content: section.content };
}

/** `facetFilters` (AND of ORs, `attribute:value`) as a predicate on a section. */
export function facetPredicate(filters: SearchRequest['facetFilters'], language: string): (section: SearchSection) => boolean {
  if (!filters) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) => (Array.isArray(group) ? group : [group]));
  const valueOf = (section: SearchSection, attribute: string): string | undefined =>
    attribute === 'language' ? language : attribute === 'docusaurus_tag' ? section.tag : undefined;
  return (section) =>
    groups.every((group) =>
      group.some((filter) => {
        const negated = filter.startsWith('-');
        const [attribute = '', ...rest] = (negated ? filter.slice(1) : filter).split(':');
        const matches = valueOf(section, attribute) === rest.join(':');
        return negated ? !matches : matches;
      }),
    );
}

/** `content:10` → { content: 10 }. */
export function parseSnippetAttributes(list: string[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of list ?? []) {
    const [attribute = '', count] = entry.split(':');
    out.set(attribute, count ? Number(count) : SEARCH_LIMITS.snippetWords);
  }
  return out;
}

export function createSearchEngine(index: SearchIndexFile): SearchEngine {
  const sections = index.sections;
  const mini = new MiniSearch<IndexedSection>({
    fields: ['title', 'parents', 'content'],
    tokenize,
    searchOptions: {
      boost: FIELD_BOOSTS,
      combineWith: 'AND',
      // The last word may be unfinished (search as you type).
      prefix: (_term, i, terms) => i === terms.length - 1,
      // Typos: one edit in words of 5+ letters.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      boostDocument: (id: number) => LEVEL_BOOSTS[sections[id]!.level],
    },
  });
  mini.addAll(sections.map(toDocument));
  let queries = 0;

  return {
    size: sections.length,
    search(request) {
      const started = performance.now();
      const query = (request.query ?? '').slice(0, SEARCH_LIMITS.maxQueryLength);
      const hitsPerPage = Math.max(1, request.hitsPerPage ?? SEARCH_LIMITS.hitsPerPage);
      const page = Math.max(0, request.page ?? 0);
      const tags: HighlightTags = { pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>' };
      const ellipsis = request.snippetEllipsisText ?? '…';
      const snippets = parseSnippetAttributes(request.attributesToSnippet);
      const inFacets = facetPredicate(request.facetFilters, index.language);
      const queryTermCount = tokenize(query).length;
      const matching = (combineWith: 'AND' | 'OR') => (queryTermCount === 0 ? [] : mini.search(query, { combineWith }).filter((r) => inFacets(sections[r.id as number]!)));
      let results = matching('AND');
      if (results.length === 0 && request.removeWordsIfNoResults === 'allOptional') results = matching('OR');
      const pageResults = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const hits = pageResults.map((result): SearchHit => {
        const section = sections[result.id as number]!;
        const matched = new Set(result.terms);
        const fields = new Set(Object.values(result.match).flat());
        const hierarchy = Object.fromEntries(LEVELS.map((lvl, i) => [lvl, section.hierarchy[i] || null])) as Hierarchy;
        // A hit on a heading shows the heading; a hit only in the text shows a text snippet.
        const type = fields.has('title') || fields.has('parents') || !section.content ? (`lvl${section.level}` as const) : 'content';
        const highlighted: SearchHit['_highlightResult'] = { hierarchy: {} };
        const snippeted: SearchHit['_snippetResult'] = { hierarchy: {} };
        for (const lvl of LEVELS) {
          const value = hierarchy[lvl];
          if (value === null) continue;
          highlighted.hierarchy[lvl] = highlight(value, matched, queryTermCount, tags);
          const words = snippets.get(`hierarchy.${lvl}`);
          if (words !== undefined) snippeted.hierarchy[lvl] = snippet(value, matched, queryTermCount, words, tags, ellipsis);
        }
        if (section.content) {
          highlighted.content = highlight(section.content, matched, queryTermCount, tags);
          const words = snippets.get('content');
          if (words !== undefined) snippeted.content = snippet(section.content, matched, queryTermCount, words, tags, ellipsis);
        }
        return {
          objectID: String(result.id),
          url: section.url,
          type,
          hierarchy,
          content: section.content || null,
          language: index.language,
          docusaurus_tag: section.tag,
          _highlightResult: highlighted,
          _snippetResult: snippeted,
        };
      });
      queries += 1;
      return {
        hits,
        nbHits: results.length,
        page,
        nbPages: Math.ceil(results.length / hitsPerPage),
        hitsPerPage,
        query,
        params: '',
        index: request.indexName,
        queryID: `local-${queries}`,
        processingTimeMS: Math.round(performance.now() - started),
        exhaustiveNbHits: true,
      };
    },
  };
}
