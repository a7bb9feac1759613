import type { RouteConfig } from '../../src/shared/types';
import { escapeHtml } from '../../src/node/render/html';
import { normalizePath } from '../../src/shared/paths';

export interface PublicRouteOptions {
  /** Route paths never listed (besides the 404 page, which is not a route). Default: `/search`. */
  ignorePaths?: string[];
}

/**
 * Is a route one search engines should list? Not the search page, not drafts or unlisted pages
 * (`meta.noIndex`, or an `unlisted` flag on the route or its meta), not an alias whose
 * canonical page lives elsewhere.
 */
export function isPublicRoute(route: RouteConfig, options: PublicRouteOptions = {}): boolean {
  // Compared by key: routes come at the path Docusaurus gives them (`/docs/guides/` when `trailingSlash` is undefined).
  const key = normalizePath(route.path);
  const ignored = (options.ignorePaths ?? ['/search']).map(normalizePath);
  if (ignored.includes(key) || key === '/404') return false;
  const meta = (route.meta ?? {}) as RouteConfig['meta'] & { unlisted?: boolean; draft?: boolean };
  const flags = route as RouteConfig & { unlisted?: boolean };
  if (meta.noIndex || meta.unlisted || meta.draft || flags.unlisted) return false;
  return meta.canonicalPath === undefined || normalizePath(meta.canonicalPath) === key;
}

export interface SitemapEntry {
  url: string;
  lastModified?: Date;
}

/** The sitemap protocol's XML, one `<url>` per entry, dates as YYYY-MM-DD. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.url.localeCompare(b.url))
    .map((e) => `  <url><loc>${escapeHtml(e.url)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything may be crawled; the sitemap says where the pages are. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
