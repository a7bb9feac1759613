import { parse, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { absoluteUrl } from './absolute-url';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Marks the post body in the pre-rendered post page: Docusaurus's `blogPostContainerID`, set by BlogPostItem/Content on the post's page. */
export const ARTICLE_BODY_ATTRIBUTE = { name: 'id', value: '__blog-post-container' } as const;

/** Page chrome inside a post body that means nothing in a feed reader. */
const DROPPED_TAGS = new Set(['button', 'script', 'style', 'template', 'noscript']);
/** Stable class names the theme puts on such chrome: heading "#" links and the dark copy of a themed image. */
const DROPPED_CLASSES = ['hash-link', 'themed-image-dark'];
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite', 'action', 'data']);

/**
 * The inner HTML of a post's body in its pre-rendered page, with page chrome removed and every
 * link and image made absolute against the post's own absolute URL (so `#anchor` and `/img/x.svg`
 * work in feed readers). A swizzled post page without the container falls back to its `<main>`;
 * returns undefined when the page has neither.
 */
export function feedContentFromPage(pageHtml: string, pageUrl: string): string | undefined {
  const isBody = (el: Element) => el.attrs.some((a) => a.name === ARTICLE_BODY_ATTRIBUTE.name && a.value === ARTICLE_BODY_ATTRIBUTE.value);
  const body = findElement(bodyFragment(pageHtml), isBody) ?? findElement(parse(pageHtml), (el) => el.tagName === 'main');
  if (!body) return undefined;
  clean(body, pageUrl);
  return serialize(body).trim();
}

/** The start tag of the element holding the post body. */
const BODY_START_TAG = new RegExp(`<[a-z][^>]*\\s${ARTICLE_BODY_ATTRIBUTE.name}="${ARTICLE_BODY_ATTRIBUTE.value}"`, 'i');

/**
 * The page from the post body's start tag to the end of its article, parsed as a fragment: the
 * body is its first element (what follows is closed for it or comes after it). A post page is
 * mostly chrome (navbar, sidebar, footer); parsing all of it cost ~20 ms a post.
 */
function bodyFragment(pageHtml: string): Node {
  const start = pageHtml.search(BODY_START_TAG);
  if (start === -1) return parseFragment('');
  const end = pageHtml.lastIndexOf('</article>');
  return parseFragment(pageHtml.slice(start, end > start ? end : undefined));
}

function findElement(node: Node, test: (el: Element) => boolean): Element | undefined {
  if ('tagName' in node && test(node)) return node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    const found = findElement(child, test);
    if (found) return found;
  }
  // <template> keeps its children in `content`.
  return 'content' in node ? findElement(node.content as Node, test) : undefined;
}

function clean(parent: ParentNode, pageUrl: string): void {
  parent.childNodes = parent.childNodes.filter((child) => !isDropped(child));
  for (const child of parent.childNodes) {
    if (!('tagName' in child)) continue;
    for (const attr of child.attrs) {
      if (URL_ATTRIBUTES.has(attr.name)) attr.value = absoluteUrl(attr.value, pageUrl);
      else if (attr.name === 'srcset') attr.value = absoluteSrcset(attr.value, pageUrl);
    }
    clean(child, pageUrl);
  }
}

function isDropped(node: Node): boolean {
  // React leaves empty `<!-- -->` comments between adjacent text nodes.
  if (node.nodeName === '#comment') return true;
  if (!('tagName' in node)) return false;
  if (DROPPED_TAGS.has(node.tagName)) return true;
  const classes = (node.attrs.find((a) => a.name === 'class')?.value ?? '').split(/\s+/);
  return DROPPED_CLASSES.some((c) => classes.includes(c));
}

function absoluteSrcset(value: string, base: string): string {
  return value
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [absoluteUrl(url, base), ...descriptor].join(' ');
    })
    .join(', ');
}
