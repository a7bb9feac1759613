/**
 * Docusaurus's `@docusaurus/useBrokenLinks`: components report links and anchors their markup
 * does not show (an id set by a script, a link behind a click), so the build checks them too.
 * sitegen's checker (src/node/links/check.ts) reads the pre-rendered pages' links and ids, and
 * adds what the page's components collected while it was pre-rendered (entry.server.tsx); in the
 * browser nothing is collected.
 */
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

/** What one page's render collected (Docusaurus's createStatefulBrokenLinks: each value once). */
export interface CollectedLinks {
  links: Set<string>;
  anchors: Set<string>;
  /** Links the page's markup shows that Docusaurus's checker never sees: its Link collects no `pathname://` link (nor one marked `data-noBrokenLinkCheck`). */
  unchecked: Set<string>;
  /** The internal links Link rendered: those Docusaurus's Link collects for its checker (a page's own `<a href>` is not among them). */
  linked: Set<string>;
}

const NOTHING_COLLECTED: BrokenLinks = { collectLink: () => undefined, collectAnchor: () => undefined };

let collecting: BrokenLinks = NOTHING_COLLECTED;
let rendering: CollectedLinks | undefined;

/** Notes a link Link rendered while a page is pre-rendered: one Docusaurus's checker sees (`checked`), or one it never sees (`pathname://`). */
export function noteRenderedLink(href: string, checked: boolean): void {
  (checked ? rendering?.linked : rendering?.unchecked)?.add(href);
}

/**
 * Runs `render` (a synchronous server render of one page) with a collector, and gives what its
 * components collected with the result.
 */
export function collectBrokenLinks<T>(render: () => T): { result: T; collected: CollectedLinks } {
  const collected: CollectedLinks = { links: new Set(), anchors: new Set(), unchecked: new Set(), linked: new Set() };
  const previous = collecting;
  const previousRendering = rendering;
  rendering = collected;
  collecting = {
    collectLink: (link) => void (link !== undefined && collected.links.add(link)),
    collectAnchor: (anchor) => void (anchor !== undefined && collected.anchors.add(anchor)),
  };
  try {
    return { result: render(), collected };
  } finally {
    collecting = previous;
    rendering = previousRendering;
  }
}

export default function useBrokenLinks(): BrokenLinks {
  return collecting;
}
