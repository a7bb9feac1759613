/** A Mermaid code fence and its text (as the code block's value: without the last line break). */
const DIAGRAM_FENCE = /^(```|~~~)mermaid[^\n]*\n([\s\S]*?)\n\1\s*$/gm;

/** The Mermaid diagrams of a Markdown text, as the MDX compiler will ask for them. */
export function diagramSources(markdown: string): string[] {
  return [...markdown.matchAll(DIAGRAM_FENCE)].map((match) => match[2] ?? '');
}
