/**
 * Textual fixes applied before parsing, outside code fences, so Docusaurus content parses:
 * - `## Title {#id}` → `## Title \{#id\}` (in MDX a bare `{` starts an expression);
 * - `:::note Title` → `:::note[Title]` (remark-directive only reads bracketed labels).
 */
export function preprocessMarkdown(source: string): string {
  const lines = source.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1] ?? '';
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence) && line.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    lines[i] = line
      .replace(/^(\s{0,3}#{1,6}\s.*?)\s*\{#([\w.:-]+)\}\s*$/, '$1 \\{#$2\\}')
      .replace(/^(\s*:::+)(note|tip|info|warning|danger|caution|important|success|secondary)[ \t]+([^[{\s][^\n]*?)\s*$/, '$1$2[$3]');
  }
  return lines.join('\n');
}
