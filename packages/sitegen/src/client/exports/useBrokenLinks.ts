/**
 * Docusaurus's `@docusaurus/useBrokenLinks`: components report the links and anchors they render
 * so its build can check them. sitegen checks links and anchors in the pre-rendered pages
 * themselves (src/node/links/check.ts), so what is reported needs no collecting.
 */
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const NOTHING_COLLECTED: BrokenLinks = { collectLink: () => undefined, collectAnchor: () => undefined };

export default function useBrokenLinks(): BrokenLinks {
  return NOTHING_COLLECTED;
}
