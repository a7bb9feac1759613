import type { RouteConfig } from '../../src/shared/types';
import { escapeHtml } from '../../src/node/render/html';
import { globMatcher } from '../../src/node/utils/glob';
import { normalizePath } from '../../src/shared/paths';

export interface PublicRouteOptions {
  /** Route paths never listed (besides the 404 page, which is not a route). Default: `/search`. */
  ignorePaths?: string[];
  /** Globs of route paths never listed (Docusaurus's `ignorePatterns`, matched as its createMatcher does). */
  ignorePatterns?: string[];
}

/**
 * Is a route one search engines should list? Not the search page, not drafts or unlisted pages
 * (`meta.noIndex`, or an `unlisted` flag on the route or its meta), not an alias whose
 * canonical page lives elsewhere, not one `ignorePatterns` names.
 */
export function isPublicRoute(route: RouteConfig, options: PublicRouteOptions = {}): boolean {
  // Compared by key: routes come at the path Docusaurus gives them (`/docs/guides/` when `trailingSlash` is undefined).
  const key = normalizePath(route.path);
  const ignored = (options.ignorePaths ?? ['/search']).map(normalizePath);
  if (ignored.includes(key) || key === '/404') return false;
  if (options.ignorePatterns?.length && globMatcher(options.ignorePatterns)(route.path)) return false;
  const meta = (route.meta ?? {}) as RouteConfig['meta'] & { unlisted?: boolean; draft?: boolean };
  const flags = route as RouteConfig & { unlisted?: boolean };
  if (meta.noIndex || meta.unlisted || meta.draft || flags.unlisted) return false;
  return meta.canonicalPath === undefined || normalizePath(meta.canonicalPath) === key;
}

/** The sitemap protocol's change frequencies (Docusaurus's ChangeFreqList). */
export const CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type ChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];

/** One `<url>` of the sitemap, as Docusaurus's `createSitemapItems` gives them. */
export interface SitemapItem {
  url: string;
  /** Already formatted (`YYYY-MM-DD` or a full ISO date). */
  lastmod?: string | null;
  changefreq?: ChangeFrequency | null;
  priority?: number | null;
}

/** A last-modified time as the `lastmod` option asks: the day, or the date and time. */
export function formatLastmod(time: number, format: 'date' | 'datetime'): string {
  const iso = new Date(time).toISOString();
  return format === 'date' ? iso.slice(0, 10) : iso;
}

/** The sitemap protocol's XML, one `<url>` per item in the order given (children in the order the `sitemap` library writes them). */
export function sitemapXml(items: SitemapItem[]): string {
  const urls = items.map((item) => {
    const parts = [`<loc>${escapeHtml(item.url)}</loc>`];
    if (item.lastmod) parts.push(`<lastmod>${escapeHtml(item.lastmod)}</lastmod>`);
    if (item.changefreq) parts.push(`<changefreq>${item.changefreq}</changefreq>`);
    // As the library Docusaurus uses: one decimal.
    if (item.priority !== undefined && item.priority !== null) parts.push(`<priority>${item.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything may be crawled; the sitemap says where the pages are. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
