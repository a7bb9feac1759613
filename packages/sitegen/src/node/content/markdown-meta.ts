/** Cheap, parse-free reads of a Markdown body used for listings (the full parse happens in the MDX pipeline). */

/**
 * A page's title when its front matter has none: Docusaurus's parseMarkdownContentTitle (in
 * `@docusaurus/utils`' markdownUtils), an h1 (`# Title`, or `Title` over `===`) that opens the
 * page, imports before it left out; none when the page starts with anything else (a component, a
 * paragraph, a code block), even with an h1 further down: the title is then the doc's id. Inline
 * code is its text (toTextContentTitle); a heading id or closing hashes are left out.
 */
export function firstHeading(body: string): string | undefined {
  const content = body.trim().replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '').trim();
  const atx = /^#[ \t]+([^ \t].*)(?:\r?\n|$)/.exec(content);
  const setext = atx ? undefined : /^(.*)\r?\n=+(?:\r?\n|$)/.exec(content);
  const title = atx ? atx[1]!.trim().replace(/\s*(?:\{#*[\w-]+\}|#+)$/, '') : setext?.[1]!.trim().replace(/\s*=+$/, '');
  return title?.replace(/`([^`]*)`/g, '$1').trim();
}

/**
 * A page's description when its front matter has none: Docusaurus's rule (createExcerpt in
 * `@docusaurus/utils`' markdownUtils), the first line that has text once imports, code blocks,
 * HTML tags, headings, emphasis, images, links, inline code, admonition fences, emoji names and
 * heading ids are taken out. One line, as written (an MDX expression stays as it is).
 */
export function createExcerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    // A setext title (`Title` over `===`).
    .replace(/^[^\r\n]*\r?\n[=]+/g, '')
    .split(/\r?\n/);
  let inCode = false;
  let inImport = false;
  let fence = '';
  for (const line of lines) {
    if (!line.trim()) {
      // An empty line ends the imports.
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s.*/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const marker = /^`+/.exec(line.trim())?.[0] ?? '```';
      if (!inCode) {
        inCode = true;
        fence = marker;
      } else if (marker.length >= fence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const cleaned = line
      .replace(/<[^>]*>/g, '')
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim();
    if (cleaned) return cleaned;
  }
  return undefined;
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
