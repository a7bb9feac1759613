/**
 * The local search index: what the build writes (search-index plugin) and the browser reads
 * (theme SearchBar and the search page). Plain data only.
 */

/** One heading section of a page: the heading, its ancestors and the text up to the next heading. */
export interface SearchSection {
  /** Path with the heading's anchor (no anchor for the page's first section). */
  url: string;
  /** lvl0 (site section, e.g. a top sidebar category or "Blog"), lvl1 (page title), lvl2, lvl3. */
  hierarchy: [string, string, string?, string?];
  /** Level of this section's own heading: 1 for the page intro, 2 or 3 for h2/h3 sections. */
  level: 1 | 2 | 3;
  /** Plain text of the section, whitespace collapsed. */
  content: string;
  /** Facet: docs version tag (`docs-default-current`) or `default` for the blog. */
  tag: string;
}

export interface SearchIndexFile {
  version: 1;
  language: string;
  sections: SearchSection[];
}

/** Fixed-name file in the output root naming the current content-hashed index file. */
export const SEARCH_INDEX_POINTER = 'search-index.json';

export interface SearchIndexPointer {
  file: string;
}

/** Limits from the product spec. */
export const SEARCH_LIMITS = {
  maxQueryLength: 512,
  hitsPerPage: 20,
  maxResultsPerGroup: 5,
  snippetWords: 10,
  snippetWordsNarrow: 5,
  narrowMaxWidth: 768,
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  suggestions: 3,
  stallMs: 300,
} as const;

/** The docs version facet value for the single (current) docs version. */
export const DOCS_VERSION_TAG = 'docs-default-current';
