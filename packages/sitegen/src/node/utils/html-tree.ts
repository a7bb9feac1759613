/**
 * A small HTML tree builder for React's server markup (pre-rendered pages, rendered components),
 * in parse5's node shape. React's markup is well formed: every element is closed but the void ones,
 * attributes are quoted. Element and attribute names are lower-cased (SVG's camelCase ones too:
 * the readers skip SVG). parse5's spec-complete tokenizer and tree builder took three times as
 * long on this site's pages (four times on its components' markup), with the same trees
 * (tests/node/utils/html-tree.test.ts compares the two on the kinds of markup the pages hold).
 */
import { decodeHTML } from 'entities';

export interface HtmlNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: HtmlNode[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes']);
/** Elements whose first line break is dropped (React writes one more when their text starts with one). */
const LEADING_NEWLINE_DROPPED = new Set(['pre', 'listing', 'textarea']);
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const TAG_NAME = /[a-zA-Z][a-zA-Z0-9:-]*/y;

/** Text with its character references decoded, as an HTML parser does (`entities`, parse5's own decoder). */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

/**
 * The nodes of `html` below a fragment root. With `firstElementOnly`, reading stops where the
 * first element closes (the rest of the page is not needed).
 */
export function parseHtmlTree(html: string, { firstElementOnly = false } = {}): HtmlNode {
  const root: HtmlNode = { nodeName: '#document-fragment', childNodes: [] };
  const stack: HtmlNode[] = [root];
  const current = () => stack[stack.length - 1]!;
  const addText = (text: string) => {
    if (text) current().childNodes!.push({ nodeName: '#text', value: decodeEntities(text) });
  };
  // Back at the root with an element read: the first element has closed.
  const finished = () => firstElementOnly && stack.length === 1 && root.childNodes!.some((node) => node.tagName !== undefined);
  let i = 0;
  while (i < html.length && !finished()) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      addText(html.slice(i));
      break;
    }
    addText(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const end = html.indexOf('>', i);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    if (html[i + 1] === '/') {
      TAG_NAME.lastIndex = i + 2;
      const name = TAG_NAME.exec(html)?.[0].toLowerCase();
      const end = html.indexOf('>', i);
      i = end === -1 ? html.length : end + 1;
      if (!name) continue;
      const open = stack.findLastIndex((node) => node.tagName === name);
      if (open > 0) stack.length = open;
      continue;
    }
    TAG_NAME.lastIndex = i + 1;
    const tag = TAG_NAME.exec(html)?.[0];
    if (!tag) {
      addText('<');
      i += 1;
      continue;
    }
    const name = tag.toLowerCase();
    const element: HtmlNode = { nodeName: name, tagName: name, attrs: [], childNodes: [] };
    let j = i + 1 + tag.length;
    for (;;) {
      ATTRIBUTE.lastIndex = j;
      const match = ATTRIBUTE.exec(html);
      if (!match || match.index !== j) break;
      element.attrs!.push({ name: match[1]!.toLowerCase(), value: decodeEntities(match[2] ?? match[3] ?? match[4] ?? '') });
      j = ATTRIBUTE.lastIndex;
    }
    const close = html.indexOf('>', j);
    if (close === -1) break;
    const selfClosing = html[close - 1] === '/';
    i = close + 1;
    if (LEADING_NEWLINE_DROPPED.has(name) && html[i] === '\n') i += 1;
    current().childNodes!.push(element);
    if (RAW_TEXT.has(name) && !selfClosing) {
      const endTag = new RegExp(`</${name}`, 'gi');
      endTag.lastIndex = i;
      const end = endTag.exec(html)?.index ?? -1;
      const stop = end === -1 ? html.length : end;
      if (stop > i) element.childNodes!.push({ nodeName: '#text', value: name === 'textarea' || name === 'title' ? decodeEntities(html.slice(i, stop)) : html.slice(i, stop) });
      const after = end === -1 ? -1 : html.indexOf('>', end);
      i = after === -1 ? html.length : after + 1;
      continue;
    }
    if (!VOID.has(name) && !selfClosing) stack.push(element);
  }
  return root;
}
