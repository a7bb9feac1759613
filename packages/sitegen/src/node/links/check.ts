import fs from 'node:fs';
import path from 'node:path';
import { applyTrailingSlash, normalizePath } from '../../shared/paths';

export interface RenderedPage {
  path: string;
  links: string[];
  ids: string[];
}

/**
 * Which of the links a page's markup shows are checked: on a Docusaurus site those Docusaurus's
 * checker sees, the internal links its Link rendered (`checkedLinks`; not a page's own `<a href>`,
 * as babel's versions page writes them); elsewhere all of them but the `pathname://` links and
 * those marked data-noBrokenLinkCheck, which Docusaurus's Link never collects.
 */
export function linksToCheck(shown: string[], rendered: { checkedLinks?: string[]; uncheckedLinks?: string[] }): string[] {
  if (rendered.checkedLinks) {
    const checked = new Set(rendered.checkedLinks);
    return shown.filter((link) => checked.has(link));
  }
  const unchecked = new Set(rendered.uncheckedLinks);
  return shown.filter((link) => !unchecked.has(link));
}

export interface BrokenLink {
  source: string;
  link: string;
  reason: string;
  /** The page exists but has no element with the link's `#id`. */
  anchor?: boolean;
}

/**
 * Finds broken internal links and anchors in the rendered pages: a link must reach a route or
 * a file in the build, and its `#anchor` must be an element id on the target page. As in
 * Docusaurus, a trailing slash does not matter to whether a link reaches a page, and a relative
 * link is read from the page's URL (`trailingSlash: true` puts `/docs/a/` one folder deeper, and so
 * does an index doc's permalink `/docs/a/` when it is undefined: `permalinks`, by route path).
 */
export function findBrokenLinks(pages: RenderedPage[], options: { baseUrl: string; trailingSlash?: boolean; outDir: string; otherBases?: string[]; permalinks?: ReadonlyMap<string, string> }): BrokenLink[] {
  const byPath = new Map(pages.map((p) => [p.path, new Set(p.ids)]));
  const broken: BrokenLink[] = [];
  const base = options.baseUrl.replace(/\/$/, '');
  /** Why a link from `page` is broken, or undefined when it is not. */
  const check = (page: RenderedPage, link: string): Omit<BrokenLink, 'source' | 'link'> | undefined => {
    const [withoutHash = '', rawHash] = link.split('#');
    const target = withoutHash.split('?')[0] ?? '';
    const hash = rawHash === undefined ? undefined : safeDecode(rawHash);
    let targetPath: string;
    if (target.startsWith('/') && inOtherLocale(target, options.baseUrl, options.otherBases)) return undefined;
    if (target === '') targetPath = page.path;
    else if (target.startsWith('/')) {
      if (base && !(target === base || target.startsWith(`${base}/`))) return { reason: `does not start with the base URL ${options.baseUrl}` };
      // Route paths carry the base URL, as the links do.
      targetPath = target;
    } else {
      const pageUrl = applyTrailingSlash(options.permalinks?.get(page.path) ?? page.path, { trailingSlash: options.trailingSlash, baseUrl: options.baseUrl });
      targetPath = path.posix.join(pageUrl.endsWith('/') ? pageUrl : path.posix.dirname(pageUrl), target);
    }
    const clean = normalizePath(targetPath);
    const ids = byPath.get(clean);
    if (!ids) {
      // The output folder is the base URL's.
      if (!fileExists(options.outDir, safeDecode(targetPath.startsWith(`${base}/`) ? targetPath.slice(base.length) : targetPath))) return { reason: `no page or file at ${clean}` };
      return undefined;
    }
    if (hash && !ids.has(hash)) return { reason: `${clean} has no element with id "${hash}"`, anchor: true };
    return undefined;
  };
  // A link from the root (`/docs/a#b`) is broken or not whatever page it is on: checked once (the
  // sidebar and navbar put the same links on every page).
  const fromRoot = new Map<string, Omit<BrokenLink, 'source' | 'link'> | undefined>();
  for (const page of pages) {
    if (page.path === '/404') continue;
    for (const link of new Set(page.links)) {
      if (!link || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(link)) continue;
      let found: Omit<BrokenLink, 'source' | 'link'> | undefined;
      if (link.startsWith('/')) {
        if (fromRoot.has(link)) found = fromRoot.get(link);
        else fromRoot.set(link, (found = check(page, link)));
      } else found = check(page, link);
      if (found) broken.push({ source: page.path, link, ...found });
    }
  }
  return broken;
}

/**
 * A translated site's link to another locale's page (the locale dropdown's): that locale's build
 * has the page. Its base URL is the longest that holds the link (`/fr/` over `/`).
 */
function inOtherLocale(target: string, baseUrl: string, otherBases: string[] = []): boolean {
  const within = (base: string) => `${target}/`.startsWith(base);
  const other = otherBases.filter(within).sort((a, b) => b.length - a.length)[0];
  return other !== undefined && (!within(baseUrl) || other.length > baseUrl.length);
}

export function formatBrokenLinks(broken: BrokenLink[]): string {
  const bySource = new Map<string, BrokenLink[]>();
  for (const b of broken) bySource.set(b.source, [...(bySource.get(b.source) ?? []), b]);
  const lines = [`Found ${broken.length} broken link${broken.length === 1 ? '' : 's'}:`];
  for (const [source, items] of bySource) {
    lines.push(`- on ${source}:`);
    for (const item of items) lines.push(`    ${item.link} (${item.reason})`);
  }
  return lines.join('\n');
}

/**
 * Whether the build has a file the path reaches: the file itself, or a folder's `index.html`, as a
 * static host serves `/v5` or `/v5/` (sequelize.org's static folder keeps its older versions' sites,
 * `static/v5/index.html`, which its navbar links to).
 */
function fileExists(outDir: string, urlPath: string): boolean {
  const file = path.join(outDir, urlPath);
  if (!file.startsWith(outDir)) return false;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return !!stat && (stat.isFile() || (stat.isDirectory() && fs.existsSync(path.join(file, 'index.html'))));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
