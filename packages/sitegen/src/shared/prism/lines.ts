/**
 * Highlighted code as plain data: what the MDX compiler produces at build time and the CodeBlock
 * renders, so pages ship no highlighter. No dependencies: the browser's main bundle imports this.
 */

/** Plain text, or `[space-separated Prism token types, text]`. */
export type CodeToken = string | [types: string, text: string];
export type CodeLine = CodeToken[];

/** Unhighlighted lines, one plain token each (an empty line has none). */
export function plainCodeLines(code: string): CodeLine[] {
  return code.split('\n').map((line) => (line ? [line] : []));
}

/** The source text back from its lines (for the copy button). */
export function codeLinesToText(lines: CodeLine[]): string {
  return lines.map((line) => line.map((token) => (typeof token === 'string' ? token : token[1])).join('')).join('\n');
}

/** Code as written in a fence: LF line ends and no final newline. */
export function normalizeCode(code: string): string {
  return code.replace(/\r\n?/g, '\n').replace(/\n$/, '');
}
