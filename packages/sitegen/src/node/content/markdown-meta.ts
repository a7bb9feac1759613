/** Cheap, parse-free reads of a Markdown body used for listings (the full parse happens in the MDX pipeline). */

export function firstHeading(body: string): string | undefined {
  return /^#\s+(.+?)\s*(?:\{#[\w.:-]+\})?\s*$/m.exec(stripCode(body))?.[1]?.trim();
}

/** The first paragraph of prose, as plain text (used when front matter has no description). */
export function firstParagraph(body: string): string {
  const lines = stripCode(body).split('\n');
  const paragraph: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (paragraph.length === 0) {
      if (!line || /^(#|import |export |:::|<|\{\/\*|[-*+] |\d+\. |\||>)/.test(line)) continue;
      paragraph.push(line);
    } else {
      if (!line || line.startsWith(':::')) break;
      paragraph.push(line);
    }
  }
  return toPlainText(paragraph.join(' ')).slice(0, 300);
}

export function toPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of prose, for reading time. */
export function countWords(body: string): number {
  return toPlainText(body.replace(/^(import|export) .*$/gm, '')).split(/\s+/).filter(Boolean).length;
}

function stripCode(body: string): string {
  return body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
}
