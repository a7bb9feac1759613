/** Where a post's excerpt ends: the `truncate` marker, as an HTML comment (Markdown) or a JSX comment (MDX). */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
