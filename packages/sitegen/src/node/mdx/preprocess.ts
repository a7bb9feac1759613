/**
 * Textual fixes applied before parsing, outside code fences, so Docusaurus content parses:
 * - `## Title {#id}` → `## Title \{#id\}` (in MDX a bare `{` starts an expression);
 * - `:::note Title` → `:::note[Title]` (remark-directive only reads bracketed labels);
 * - in MDX, `<!-- text -->` becomes an MDX comment (`{/* text *\/}`): MDX rejects HTML comments, Docusaurus accepts them
 *   (its mdx1Compat.comments), and content read as MDX by default has many.
 * Each is one of Docusaurus's `markdown.mdx1Compat` flags (headingIds, admonitions, comments), on by default.
 */
import { ADMONITION_TYPES } from './remark-admonitions';
import { MDX1_COMPAT_DEFAULTS, type Mdx1Compat } from './site-plugins';

/** `admonitions`: the admonition keywords whose `:::type Title` is fixed (false: none, admonitions are off). */
export function preprocessMarkdown(source: string, format: 'md' | 'mdx' = 'md', compat: Mdx1Compat = MDX1_COMPAT_DEFAULTS, admonitions: readonly string[] | false = ADMONITION_TYPES): string {
  const keywords = admonitions === false ? [] : admonitions.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const admonitionTitle = keywords.length > 0 ? new RegExp(`^(\\s*:::+)(${keywords.join('|')})[ \\t]+([^[{\\s][^\\n]*?)\\s*$`) : undefined;
  const lines = source.split('\n');
  /** Lines of fenced code, left as they are. */
  const code = new Set<number>();
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      code.add(i);
      const marker = fenceMatch[1] ?? '';
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence) && line.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) {
      code.add(i);
      continue;
    }
    let fixed = line;
    // Docusaurus's id form (parseMarkdownHeadingId): any characters but `{#` and `}`.
    if (compat.headingIds) fixed = fixed.replace(/^(\s{0,3}#{1,6}\s.*?)\s*\{#((?:.(?!\{#|\}))*.)\}\s*$/, '$1 \\{#$2\\}');
    if (compat.admonitions && admonitionTitle) fixed = fixed.replace(admonitionTitle, '$1$2[$3]');
    lines[i] = fixed;
  }
  if (format === 'md' || !compat.comments || !source.includes('<!--')) return lines.join('\n');
  // Comments may span lines: each run of lines between fences at once.
  const out: string[] = [];
  for (let start = 0; start < lines.length; ) {
    let end = start;
    while (end < lines.length && code.has(end) === code.has(start)) end++;
    const run = lines.slice(start, end).join('\n');
    out.push(code.has(start) ? run : mdxComments(run));
    start = end;
  }
  return out.join('\n');
}

/** HTML comments as MDX comments (same lines), except in code spans; a `*\/` inside is broken up so it cannot end the comment. */
function mdxComments(text: string): string {
  return text.replace(/(`+)[\s\S]*?\1|<!--([\s\S]*?)-->/g, (match, ticks: string | undefined, body: string) => (ticks ? match : `{/*${body.replace(/\*\//g, '* /')}*/}`));
}
