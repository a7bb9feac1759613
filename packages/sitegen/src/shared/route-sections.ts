/**
 * The route table in sections. A site's route table grows with its pages (a 10,000-page site's is
 * megabytes), and the browser needs it on its first navigation; so it comes in sections by path
 * (`/docs/guides/`), each its own chunk, and a navigation loads only the section of the page it
 * goes to. A section is a path prefix ending in `/`; a route belongs to the longest prefix that
 * matches it (sectionOf), the one the browser will look in; '' holds what no other prefix does.
 */

/** Routes a section may hold before it is split by the next path segment. */
export const SECTION_ROUTES = 250;
/** Routes a part needs to become a section of its own (fewer stay with their parent). */
const SECTION_MIN_ROUTES = 20;

/** Whether `path` is in the section `prefix` (the prefix itself, with or without its slash, or below it). */
export function inSection(prefix: string, path: string): boolean {
  return prefix === '' || path.startsWith(prefix) || path === prefix.slice(0, -1);
}

/** The section of `path` among `prefixes` (longest first): its index, or -1. */
export function sectionOf(prefixes: readonly string[], path: string): number {
  return prefixes.findIndex((prefix) => inSection(prefix, path));
}

/**
 * sectionOf for many paths: the prefixes by their text, and for each path its candidates (each
 * folder of it, longest first, and the path as a folder), not a scan of every prefix (a 10,000-page
 * site has hundreds of sections).
 */
export function sectionIndexer(prefixes: readonly string[]): (path: string) => number {
  const indexOf = new Map(prefixes.map((prefix, index) => [prefix, index] as const));
  const root = indexOf.get('') ?? -1;
  return (path) => {
    const own = indexOf.get(`${path}/`);
    if (own !== undefined) return own;
    for (let end = path.lastIndexOf('/'); end >= 0; end = path.lastIndexOf('/', end - 1)) {
      const found = indexOf.get(path.slice(0, end + 1));
      if (found !== undefined) return found;
      if (end === 0) break;
    }
    return root;
  };
}

/**
 * Section prefixes for route paths, longest first ('' last): a part of the site is split by its
 * next path segment while it holds more than SECTION_ROUTES routes, into parts of at least
 * SECTION_MIN_ROUTES.
 */
export function routeSections(paths: readonly string[]): string[] {
  const prefixes: string[] = [];
  const split = (prefix: string, members: readonly string[]) => {
    prefixes.push(prefix);
    if (members.length <= SECTION_ROUTES) return;
    const parts = new Map<string, string[]>();
    for (const path of members) {
      // The next segment of a path below the prefix, and only when more follows (`/a/b` and `/a/b/…` go to `/a/b/`).
      const rest = path.slice(prefix === '' ? 1 : prefix.length);
      const segment = rest.split('/')[0];
      if (!segment || (prefix === '' && !path.startsWith('/'))) continue;
      const child = `${prefix === '' ? '/' : prefix}${segment}/`;
      let part = parts.get(child);
      if (!part) parts.set(child, (part = []));
      part.push(path);
    }
    for (const [child, part] of parts) if (part.length >= SECTION_MIN_ROUTES) split(child, part);
  };
  split('', paths);
  // Longest first, so that the first match is the most specific.
  return prefixes.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/**
 * The route table's sections (by their route counts, in order) in batches of consecutive sections
 * of at most `maxRoutes` routes together (a larger section is a batch alone): a batched build
 * bundles each apart (node/bundle/batches.ts). Returns each batch's section indexes.
 */
export function batchSections(sizes: number[], maxRoutes: number): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let routes = 0;
  sizes.forEach((size, i) => {
    if (current.length > 0 && routes + size > maxRoutes) {
      batches.push(current);
      current = [];
      routes = 0;
    }
    current.push(i);
    routes += size;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}
