import { escapeHtml } from './highlight';
import type { SearchHit } from './localEngine';

/** One hit as the search page lists it. */
export interface PageHit {
  objectID: string;
  url: string;
  /** Highlighted HTML: the heading path below the page title, or the page title itself. */
  titleHtml: string;
  /** Highlighted text snippet, when the section has text. */
  snippetHtml?: string;
}

export interface PageGroup {
  pageUrl: string;
  title: string;
  section?: string;
  hits: PageHit[];
}

type HitLike = Pick<SearchHit, 'objectID' | 'url' | 'type' | 'hierarchy'> & {
  _snippetResult?: Partial<SearchHit['_snippetResult']>;
  _highlightResult?: Partial<SearchHit['_highlightResult']>;
};

const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * Hits in rank order, gathered under the page they are on (the first hit of a page decides
 * where its group goes), each hit titled by its heading path below the page title.
 */
export function groupHitsByPage(hits: HitLike[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const pageUrl = hit.url.split('#')[0] ?? hit.url;
    let group = groups.get(pageUrl);
    if (!group) {
      group = { pageUrl, title: hit.hierarchy.lvl1 ?? pageUrl, section: hit.hierarchy.lvl0 ?? undefined, hits: [] };
      groups.set(pageUrl, group);
    }
    const path = SUB_LEVELS.filter((lvl) => hit.hierarchy[lvl]).map((lvl) => hit._highlightResult?.hierarchy?.[lvl]?.value ?? escapeHtml(hit.hierarchy[lvl] ?? ''));
    const titleHtml = path.length > 0 ? path.join(' › ') : (hit._highlightResult?.hierarchy?.lvl1?.value ?? escapeHtml(group.title));
    const snippetHtml = hit._snippetResult?.content?.value;
    group.hits.push({ objectID: hit.objectID, url: hit.url, titleHtml, snippetHtml: snippetHtml || undefined });
  }
  return [...groups.values()];
}
