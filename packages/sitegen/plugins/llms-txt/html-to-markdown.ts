/**
 * Pre-rendered component HTML → plain Markdown: tables become Markdown tables, `<pre>` a code
 * fence, lists and headings their Markdown form; controls (inputs, buttons, SVG) are dropped.
 */
import { parseHtmlTree, type HtmlNode } from '../../src/node/utils/html-tree';

type Node = HtmlNode;
type Element = HtmlNode & Required<Pick<HtmlNode, 'tagName' | 'attrs' | 'childNodes'>>;

const SKIPPED = new Set(['input', 'button', 'svg', 'style', 'script', 'select', 'textarea', 'template']);
const BLOCKS = new Set(['p', 'div', 'section', 'article', 'figure', 'dl', 'dd', 'dt', 'header', 'footer', 'aside', 'nav', 'blockquote', 'details', 'summary', 'figcaption', 'label', 'form']);

const isElement = (node: Node): node is Element => node.tagName !== undefined;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

export function htmlToMarkdown(html: string): string {
  return blocks(parseHtmlTree(html).childNodes!).join('\n\n').replace(/\n{3,}/g, '\n\n').trim();
}

function blocks(nodes: Node[]): string[] {
  const out: string[] = [];
  let inlineRun = '';
  const flush = () => {
    if (inlineRun.trim()) out.push(inlineRun.trim());
    inlineRun = '';
  };
  for (const node of nodes) {
    if (!isElement(node) || !isBlock(node)) {
      inlineRun += inline(node);
      continue;
    }
    flush();
    out.push(...block(node));
  }
  flush();
  return out.filter(Boolean);
}

function isBlock(el: Element): boolean {
  return BLOCKS.has(el.tagName) || ['table', 'pre', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr'].includes(el.tagName);
}

function block(el: Element): string[] {
  if (SKIPPED.has(el.tagName)) return [];
  if (/^h[1-6]$/.test(el.tagName)) return [`${'#'.repeat(Number(el.tagName[1]))} ${inlineOf(el.childNodes)}`];
  if (el.tagName === 'pre') return ['```\n' + textOf(el).replace(/\n$/, '') + '\n```'];
  if (el.tagName === 'hr') return ['---'];
  if (el.tagName === 'ul' || el.tagName === 'ol') {
    const items = el.childNodes.filter((n): n is Element => isElement(n) && n.tagName === 'li');
    return [items.map((li, i) => `${el.tagName === 'ol' ? `${i + 1}.` : '-'} ${blocks(li.childNodes).join(' ')}`).join('\n')];
  }
  if (el.tagName === 'table') return [table(el)];
  if (el.tagName === 'summary' || el.tagName === 'dt') return [`**${inlineOf(el.childNodes)}**`];
  return blocks(el.childNodes);
}

function table(el: Element): string {
  const rows: Element[] = [];
  let caption = '';
  const collect = (node: Element) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      if (child.tagName === 'tr') rows.push(child);
      else if (child.tagName === 'caption') caption = inlineOf(child.childNodes);
      else if (['thead', 'tbody', 'tfoot'].includes(child.tagName)) collect(child);
    }
  };
  collect(el);
  const cells = rows.map((tr) => tr.childNodes.filter((n): n is Element => isElement(n) && (n.tagName === 'td' || n.tagName === 'th')).map((c) => cell(c)));
  const width = Math.max(0, ...cells.map((r) => r.length));
  if (width === 0) return '';
  const line = (r: string[]) => `| ${Array.from({ length: width }, (_, i) => r[i] ?? '').join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [caption && `**${caption}**\n`, line(head), line(Array(width).fill('---')), ...body.map(line)].filter(Boolean).join('\n');
}

function cell(el: Element): string {
  // A cell holds one line: blocks inside it are joined with "; ", pipes escaped.
  return blocks(el.childNodes).join('; ').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

function inlineOf(nodes: Node[]): string {
  return nodes.map(inline).join('').replace(/\s+/g, ' ').trim();
}

function inline(node: Node): string {
  if (node.nodeName === '#text') return node.value!.replace(/\s+/g, ' ');
  if (!isElement(node) || SKIPPED.has(node.tagName)) return '';
  const content = () => inlineOf(node.childNodes);
  switch (node.tagName) {
    case 'br':
      return ' ';
    case 'code':
    case 'kbd':
      return textOf(node) ? `\`${textOf(node).replace(/\s+/g, ' ')}\`` : '';
    case 'strong':
    case 'b':
      return content() ? `**${content()}**` : '';
    case 'em':
    case 'i':
      return content() ? `*${content()}*` : '';
    case 'a': {
      const href = attr(node, 'href');
      return href && !href.startsWith('#') ? `[${content()}](${href})` : content();
    }
    case 'img':
      return attr(node, 'alt') ?? '';
    case 'span': {
      // Badges and notes sit next to other text with no space in the markup.
      const inner = node.childNodes.map(inline).join('');
      return inner.trim() ? ` ${inner} ` : inner;
    }
    default:
      return isBlock(node) ? ` ${blocks(node.childNodes).join(' ')} ` : node.childNodes.map(inline).join('');
  }
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return node.value!;
  return isElement(node) && !SKIPPED.has(node.tagName) ? node.childNodes.map(textOf).join('') : '';
}
