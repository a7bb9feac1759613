/** Where a post's excerpt ends: the `truncate` marker, as an HTML comment (Markdown) or a JSX comment (MDX). */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** The text before the truncate marker (all of it when there is none): a post's excerpt. */
export function excerptOf(text: string): string {
  return text.split(TRUNCATE_MARKER)[0] ?? text;
}
