import { Children, isValidElement, useContext, useEffect, type ReactElement, type ReactNode } from 'react';
import { HeadContext, HeadGroupContext } from '../context';

/**
 * Sets `<head>` tags from a page: collected into the pre-rendered head on the server,
 * applied to `document.head` in the browser.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const collector = useContext(HeadContext);
  const site = useContext(HeadGroupContext) === 'site';
  const elements = Children.toArray(children).filter(isValidElement) as Array<ReactElement<Record<string, unknown>>>;
  if (collector) {
    const instance = (collector.instances = (collector.instances ?? 0) + 1);
    for (const el of elements) if (typeof el.type === 'string') collector.tags.push({ type: el.type, props: el.props, instance, ...(site ? { site } : {}) });
  }
  useEffect(() => {
    const added: Element[] = [];
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
      // The same tag pre-rendered (the site's canonical link on first load): this Head takes it over.
      const written = [...document.head.getElementsByTagName(el.type)].find((existing) => !existing.hasAttribute('data-head') && existing.isEqualNode(node));
      if (written) {
        written.setAttribute('data-head', 'page');
        added.push(written);
        continue;
      }
      node.setAttribute('data-head', 'page');
      document.head.appendChild(node);
      added.push(node);
    }
    return () => added.forEach((n) => n.remove());
  });
  return null;
}
