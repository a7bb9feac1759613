/**
 * A route's key: its path with no `index.html`, no `.html` and no trailing slash. Routes are
 * stored and looked up by it whatever the site's `trailingSlash`; only URLs and files differ.
 */
export function normalizePath(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** What decides a page's URL and file, as Docusaurus's ApplyTrailingSlashParams: the site's `trailingSlash` and base URL. */
export interface TrailingSlashOptions {
  /** true: every page URL ends with `/`; false: none does; undefined: URLs stay as written (Docusaurus's default). */
  trailingSlash: boolean | undefined;
  baseUrl: string;
}

/**
 * A site path as the site writes it in links, canonical URLs and sitemaps: Docusaurus's
 * applyTrailingSlash (docusaurus-utils-common/src/applyTrailingSlash.ts), rule for rule.
 */
export function applyTrailingSlash(path: string, { trailingSlash, baseUrl }: TrailingSlashOptions): string {
  // An anchor is never touched; undefined is Docusaurus's legacy behaviour: paths as written.
  if (path.startsWith('#') || trailingSlash === undefined) return path;
  // The slash goes before any `?query` or `#hash`.
  const pathname = path.split(/[#?]/)[0] ?? '';
  // `/` never becomes `` (it would match everything), and the base URL keeps its slash: `/base/`
  // is `base/index.html`, never `base.html` (facebook/docusaurus#5077).
  if (pathname === '/' || pathname === baseUrl) return path;
  const changed = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return changed + path.slice(pathname.length);
}

/** A route's path as Docusaurus gives it to plugins and pages (see RouteConfig.permalink). */
export function routePermalink(route: { path: string; permalink?: string }): string {
  return route.permalink ?? route.path;
}

/** A link to one of the site's files (a feed, data, a download), not a page: links keep it as written. */
export function isFileLink(url: string): boolean {
  return /\.(xml|json|txt|sh|ps1|pdf|zip)$/.test(url.split(/[?#]/)[0] ?? '');
}
