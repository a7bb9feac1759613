/**
 * Pre-rendered page HTML → search sections: one per h2/h3 heading plus the page intro, each with
 * the plain text up to the next indexed heading. Reading the rendered HTML (not the Markdown)
 * means tables drawn by components (Kconfig options, keycodes, behaviors) are searchable too,
 * and heading anchors are exactly the ids the page carries.
 */
import { parseHtmlTree, type HtmlNode } from '../../src/node/utils/html-tree';
import type { SearchSection } from '../../src/shared/search';

type Node = HtmlNode;

export interface PageInfo {
  /** Route path, without anchor. */
  url: string;
  /** lvl0: the site section. */
  section: string;
  /** lvl1: the page title. */
  title: string;
  tag: string;
}

/** Elements whose text is not page content (controls, hidden helpers, drawings). */
const SKIPPED = new Set(['script', 'style', 'template', 'svg', 'button', 'noscript', 'nav', 'select', 'head']);
/** Elements that separate words (so `<td>a</td><td>b</td>` reads "a b"). */
const BLOCKS = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'td', 'th', 'tr', 'table', 'pre', 'br', 'dt', 'dd', 'blockquote',
  'section', 'header', 'footer', 'details', 'summary', 'figure', 'figcaption', 'h4', 'h5', 'h6', 'hr',
]);

function attr(node: Node, name: string): string | undefined {
  return node.attrs?.find((a) => a.name === name)?.value;
}

function hasClass(node: Node, className: string): boolean {
  return (attr(node, 'class') ?? '').split(/\s+/).includes(className);
}

function isHidden(node: Node): boolean {
  return attr(node, 'aria-hidden') === 'true' || attr(node, 'hidden') !== undefined;
}

/** The first element with the given class, depth first. */
function findByClass(node: Node, className: string): Node | undefined {
  if (node.tagName && hasClass(node, className)) return node;
  for (const child of node.childNodes ?? []) {
    const found = findByClass(child, className);
    if (found) return found;
  }
  return undefined;
}

/** A block element whose class list has `markdown`: where a page's content starts. */
const CONTAINER_START = /<(?:div|article|section|main)\s[^>]*?class="(?:[^"]*\s)?markdown(?:\s[^"]*)?"/;

/**
 * Sets the page-level parts of sections extracted without them (the render workers' analyzer
 * does not know where a page sits in the site): lvl0, lvl1 and the tag; and, when given, the
 * page's URL in place of its route path (each section keeps its `#anchor`).
 */
export function placeSections(sections: SearchSection[], page: Omit<PageInfo, 'url'> & { url?: string }): SearchSection[] {
  return sections.map((section) => {
    const [, , lvl2, lvl3] = section.hierarchy;
    const hierarchy: SearchSection['hierarchy'] = section.level === 1 ? [page.section, page.title] : section.level === 2 ? [page.section, page.title, lvl2] : [page.section, page.title, lvl2, lvl3];
    const anchor = section.url.indexOf('#');
    const url = page.url === undefined ? section.url : page.url + (anchor < 0 ? '' : section.url.slice(anchor));
    return { ...section, url, hierarchy, tag: page.tag };
  });
}

/** Collapses runs of whitespace to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Text of a heading, without its "#" direct-link anchor. */
function headingText(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeName === '#text') parts.push(n.value ?? '');
    else if (n.tagName && !SKIPPED.has(n.tagName) && !hasClass(n, 'hash-link') && !/hashLink/.test(attr(n, 'class') ?? '') && !isHidden(n)) n.childNodes?.forEach(walk);
  };
  node.childNodes?.forEach(walk);
  return collapseWhitespace(parts.join(''));
}

/**
 * Sections of one page. `html` is a whole page; its content is the first `.markdown` element
 * (the theme's Markdown container). A page without one yields no sections.
 */
export function extractSections(html: string, page: PageInfo): SearchSection[] {
  // From the container on, and only up to its end: the navbar and sidebar before it are most of
  // a docs page's markup, and the footer after it is not content.
  const start = CONTAINER_START.exec(html)?.index;
  const root = findByClass(parseHtmlTree(start === undefined ? html : html.slice(start), { firstElementOnly: start !== undefined }), 'markdown');
  if (!root) return [];
  const sections: SearchSection[] = [];
  let current: SearchSection = { url: page.url, hierarchy: [page.section, page.title], level: 1, content: '', tag: page.tag };
  let text: string[] = [];
  const flush = () => {
    current.content = collapseWhitespace(text.join(''));
    // Every heading is a result even with no text under it (its title matches), and so is the
    // page itself (its title), even when the first heading comes before any text.
    sections.push(current);
    text = [];
  };
  let lvl2: string | undefined;
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      text.push(node.value ?? '');
      return;
    }
    const tag = node.tagName;
    if (!tag || SKIPPED.has(tag) || isHidden(node) || hasClass(node, 'mermaid-source')) return;
    if (tag === 'h1') return; // the page title, already lvl1
    if ((tag === 'h2' || tag === 'h3') && attr(node, 'id')) {
      flush();
      const title = headingText(node);
      const anchor = `${page.url}#${attr(node, 'id')}`;
      if (tag === 'h2') {
        lvl2 = title;
        current = { url: anchor, hierarchy: [page.section, page.title, title], level: 2, content: '', tag: page.tag };
      } else {
        current = { url: anchor, hierarchy: [page.section, page.title, lvl2 ?? '', title], level: 3, content: '', tag: page.tag };
      }
      return;
    }
    const block = BLOCKS.has(tag);
    if (block) text.push(' ');
    for (const child of node.childNodes ?? []) walk(child);
    if (block) text.push(' ');
  };
  for (const child of root.childNodes ?? []) walk(child);
  flush();
  return sections;
}
