/**
 * Highlighting and snippeting of plain text for search hits, in Algolia's result shape. The
 * output is HTML (DocSearch renders it as such), so the text is escaped and only the highlight
 * tags are markup.
 */

/** Splits text into searchable terms: runs of letters and digits (`CONFIG_ZMK_SLEEP` → 3 terms). */
export const TERM = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  return text.match(TERM) ?? [];
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface HighlightedValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Escapes `text`, wrapping every term found in `matched` (lower case) in the highlight tags. */
function markTerms(text: string, matched: Set<string>, tags: HighlightTags, found: Set<string>): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TERM)) {
    const term = m[0].toLowerCase();
    if (!matched.has(term)) continue;
    found.add(term);
    out += escapeHtml(text.slice(last, m.index)) + tags.pre + escapeHtml(m[0]) + tags.post;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

function level(found: Set<string>, queryTerms: number): HighlightedValue['matchLevel'] {
  if (found.size === 0) return 'none';
  return found.size >= queryTerms ? 'full' : 'partial';
}

/** The whole value, escaped, with matched terms highlighted. */
export function highlight(text: string, matched: Set<string>, queryTerms: number, tags: HighlightTags): HighlightedValue {
  const found = new Set<string>();
  const value = markTerms(text, matched, tags, found);
  return { value, matchLevel: level(found, queryTerms), matchedWords: [...found] };
}

/**
 * At most `words` whitespace-separated words of `text`, around the first matched term, with the
 * ellipsis where text was cut and the matched terms highlighted.
 */
export function snippet(text: string, matched: Set<string>, queryTerms: number, words: number, tags: HighlightTags, ellipsis: string): HighlightedValue {
  const all = text.split(/\s+/).filter(Boolean);
  const count = Math.max(1, Math.floor(words));
  let first = all.findIndex((word) => tokenize(word).some((t) => matched.has(t.toLowerCase())));
  if (first < 0) first = 0;
  // Show a little context before the match, as much as the window allows.
  const start = Math.max(0, Math.min(first - Math.floor((count - 1) / 3), all.length - count));
  const end = Math.min(all.length, start + count);
  const found = new Set<string>();
  const body = markTerms(all.slice(start, end).join(' '), matched, tags, found);
  const value = (start > 0 ? ellipsis : '') + body + (end < all.length ? ellipsis : '');
  return { value, matchLevel: level(found, queryTerms), matchedWords: [...found] };
}
