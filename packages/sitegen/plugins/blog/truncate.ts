/** Where a post's excerpt ends: the `truncate` marker, as an HTML comment (Markdown) or a JSX comment (MDX). */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** The text before the truncate marker (the blog's `truncateMarker`; all of it when there is none): a post's excerpt. */
export function excerptOf(text: string, marker: RegExp = TRUNCATE_MARKER): string {
  return text.split(marker, 1)[0] ?? text;
}
