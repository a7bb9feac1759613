import { Children, isValidElement, useContext, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { HeadContext, HeadGroupContext } from '../context';

/** One mounted Head's tags in the browser: whether SiteMetadata's, its order (by first render), its nodes. */
type Applied = [site: boolean, order: number, nodes: Element[]];

const applied = new Set<Applied>();
let nextOrder = 0;

/** The key react-helmet dedupes a tag by (the pre-render's helmetKey): a meta's name, property, itemprop or http-equiv; the canonical link. */
const keyOf = (node: Element): string | undefined =>
  node.localName === 'meta'
    ? ['name', 'property', 'itemprop', 'http-equiv'].map((name) => node.hasAttribute(name) && name + node.getAttribute(name)!.toLowerCase()).find(Boolean) || undefined
    : node.getAttribute('rel') === 'canonical'
      ? 'canonical'
      : undefined;

/**
 * Shows each Head's tags as the pre-rendered head has them: a SiteMetadata tag gives way to one
 * of the same key from the page (its Head's, or its route's written into the page), or from a
 * later SiteMetadata Head (`themeConfig.metadata`'s twitter:card); and comes back when that one goes.
 */
function showHeadTags(): void {
  const taken = new Map<string | undefined, number>();
  const take = (node: Element, rank: number) => taken.set(keyOf(node), Math.max(rank, taken.get(keyOf(node)) ?? -1));
  // The page's own written tags (not a Head's) rank above every SiteMetadata tag.
  for (const node of document.querySelectorAll('meta,link')) if (!node.hasAttribute('data-head')) take(node, Infinity);
  for (const [site, order, nodes] of applied) for (const node of nodes) take(node, site ? order : Infinity);
  for (const [site, order, nodes] of applied) {
    for (const node of nodes) {
      const shown = !site || keyOf(node) === undefined || taken.get(keyOf(node)) === order;
      if (shown && !node.isConnected) document.head.appendChild(node);
      else if (!shown) node.remove();
    }
  }
}

/**
 * Sets `<head>` tags from a page: collected into the pre-rendered head on the server,
 * applied to `document.head` in the browser.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const collector = useContext(HeadContext);
  const site = useContext(HeadGroupContext) === 'site';
  // Its place among the Heads, by first render (tree order, as the pre-render's instance count).
  const order = useRef(nextOrder++);
  const elements = Children.toArray(children).filter(isValidElement) as Array<ReactElement<Record<string, unknown>>>;
  if (collector) {
    const instance = (collector.instances = (collector.instances ?? 0) + 1);
    for (const el of elements) if (typeof el.type === 'string') collector.tags.push({ type: el.type, props: el.props, instance, ...(site ? { site } : {}) });
  }
  useEffect(() => {
    const mine: Applied = [site, order.current, []];
    for (const el of elements) {
      if (el.type === 'title') {
        document.title = Children.toArray(el.props.children as ReactNode).join('');
        continue;
      }
      // `<html>` and `<body>` attributes (react-helmet's) are the pre-rendered page's.
      if (typeof el.type !== 'string' || el.type === 'html' || el.type === 'body') continue;
      const node = document.createElement(el.type);
      for (const [key, value] of Object.entries(el.props)) if (key !== 'children' && typeof value === 'string') node.setAttribute(key, value);
      // Inline content (JSON-LD): without it the browser head would hold an empty, unparsable block.
      if (typeof el.props.children === 'string') node.textContent = el.props.children;
      // The same tag pre-rendered (the site's canonical link on first load; after a custom element in the head, the parser put it in the body): this Head takes it over.
      const written = [...document.getElementsByTagName(el.type)].find((existing) => !existing.hasAttribute('data-head') && existing.isEqualNode(node));
      (written ?? node).setAttribute('data-head', 'page');
      mine[2].push(written ?? node);
    }
    applied.add(mine);
    showHeadTags();
    return () => {
      applied.delete(mine);
      mine[2].forEach((n) => n.remove());
      showHeadTags();
    };
  });
  return null;
}
