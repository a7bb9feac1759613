/**
 * sitemap: writes `sitemap.xml` (every public route) after the build, with Docusaurus's
 * plugin-sitemap options (`filename`, `ignorePatterns`, `lastmod`, `changefreq`, `priority`,
 * `createSitemapItems`), and `robots.txt` pointing at it (`robotsTxt`, sitegen's own); nothing
 * for a site with `noIndex`.
 *
 * sitegen's defaults suit its sites: each page's last-modified day, no change frequency or
 * priority (crawlers ignore them), a robots.txt. A Docusaurus config gets Docusaurus's defaults
 * (DOCUSAURUS_SITEMAP_DEFAULTS: no dates, `weekly`, 0.5, no robots.txt).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { LoadContext, Plugin, PostBuildProps } from '../../src/node/plugins/types';
import type { ResolvedConfig } from '../../src/node/config/schema';
import type { RouteConfig } from '../../src/shared/types';
import { applyTrailingSlash } from '../../src/shared/paths';
import { GIT_HISTORY_CACHE } from '../../src/node/utils/git-history';
import { lastModifiedDates, routeSourceFiles } from './last-modified';
import { siteVcs } from '../../src/node/content/vcs';
import { usesHashRouter } from '../../src/shared/router';
import { CHANGE_FREQUENCIES, formatLastmod, isPublicRoute, robotsTxt, sitemapXml, type SitemapItem } from './sitemap';

export { isPublicRoute, robotsTxt, sitemapXml, type SitemapItem } from './sitemap';

interface CreateSitemapItemsParams {
  routes: RouteConfig[];
  siteConfig: ResolvedConfig;
  /** The items the plugin would write (its options applied), for the function to change. */
  defaultCreateSitemapItems: (params: { routes: RouteConfig[]; siteConfig: ResolvedConfig }) => Promise<SitemapItem[]>;
}

const optionsSchema = z.strictObject({
  id: z.string().optional(),
  ignorePaths: z.array(z.string()).optional(),
  ignorePatterns: z.array(z.string()).default([]),
  filename: z.string().default('sitemap.xml'),
  lastmod: z.enum(['date', 'datetime']).nullable().default('date'),
  changefreq: z.enum(CHANGE_FREQUENCIES).nullable().default(null),
  priority: z.number().min(0).max(1).nullable().default(null),
  createSitemapItems: z.custom<(params: CreateSitemapItemsParams) => Promise<SitemapItem[]> | SitemapItem[]>((value) => typeof value === 'function', 'must be a function').optional(),
  robotsTxt: z.boolean().default(true),
});

/** The plugin's options: Docusaurus's plugin-sitemap options, plus `ignorePaths` and `robotsTxt`. */
export interface SitemapPluginOptions {
  id?: string;
  /** Route paths never listed. Default: `/search`. */
  ignorePaths?: string[];
  /** Globs of route paths never listed (`/tags/**`). */
  ignorePatterns?: string[];
  /** The sitemap's file, in the build folder. Default: `sitemap.xml`. */
  filename?: string;
  /** Each page's last change from git: its day (`date`, sitegen's default), date and time (`datetime`), or none (`null`, Docusaurus's default). */
  lastmod?: 'date' | 'datetime' | null;
  changefreq?: (typeof CHANGE_FREQUENCIES)[number] | null;
  /** 0 to 1, or null for none. */
  priority?: number | null;
  /** Makes the items written from the default ones (which it gets as `defaultCreateSitemapItems`). */
  createSitemapItems?: (params: CreateSitemapItemsParams) => Promise<SitemapItem[]> | SitemapItem[];
  /** Writes a robots.txt allowing everything and naming the sitemap. Default: true (false for a Docusaurus config). */
  robotsTxt?: boolean;
}

/** What Docusaurus's plugin-sitemap does when its options are left out. */
export const DOCUSAURUS_SITEMAP_DEFAULTS = { lastmod: null, changefreq: 'weekly', priority: 0.5, robotsTxt: false } as const satisfies SitemapPluginOptions;

/** Options Docusaurus's schema forbids, with its words. */
const FORBIDDEN: Record<string, string> = {
  cacheTime: 'Option `cacheTime` in sitemap config is deprecated. Please remove it.',
  trailingSlash: 'Please use the new Docusaurus global trailingSlash config instead, and the sitemaps plugin will use it.',
};

export function validateSitemapOptions(options: unknown): z.output<typeof optionsSchema> {
  for (const [key, message] of Object.entries(FORBIDDEN)) {
    if (typeof options === 'object' && options !== null && key in options) throw new Error(`sitemap plugin: \`${key}\`: ${message}`);
  }
  const parsed = optionsSchema.safeParse(options ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`sitemap plugin: \`${issue.path.join('.') || 'options'}\` ${issue.message}`);
  }
  return parsed.data;
}

export default function sitemapPlugin(context: LoadContext, rawOptions: SitemapPluginOptions = {}): Plugin {
  const options = validateSitemapOptions(rawOptions);
  // As Docusaurus's: no sitemap with the hash router (its one page is the site's every route).
  if (usesHashRouter(context.siteConfig)) {
    console.warn('Warning: docusaurus-plugin-sitemap does not support the Hash Router and will be disabled.');
    return { name: 'sitemap' };
  }
  return {
    name: 'sitemap',
    async postBuild({ outDir, routes, siteConfig }: PostBuildProps) {
      // As Docusaurus's plugin, which writes nothing then (a robots.txt would point at no sitemap).
      if (siteConfig.noIndex) return;
      const defaultCreateSitemapItems = async ({ routes: given }: { routes: RouteConfig[] }): Promise<SitemapItem[]> => {
        const publicRoutes = given.filter((route) => isPublicRoute(route, options));
        const sources = new Map(publicRoutes.map((route) => [route.path, routeSourceFiles(route, context.generatedDir)]));
        const dates = options.lastmod === null ? new Map<string, number>() : await lastModifiedDates(context.siteDir, [...new Set([...sources.values()].flat())], path.join(context.cacheDir, GIT_HISTORY_CACHE), siteVcs(context.siteConfig));
        // Routes built only from generated data (tag lists, archive) change when any content does.
        const newest = Math.max(0, ...dates.values());
        return publicRoutes
          .map((route) => {
            const times = (sources.get(route.path) ?? []).map((file) => dates.get(file) ?? 0);
            const time = times.length > 0 ? Math.max(...times) : newest;
            return {
              // Each page's URL as the site writes it (Docusaurus's createSitemapItem applies the trailing slash rule).
              url: siteConfig.url + applyTrailingSlash(route.path, siteConfig),
              lastmod: options.lastmod !== null && time > 0 ? formatLastmod(time, options.lastmod) : null,
              changefreq: options.changefreq,
              priority: options.priority,
            };
          })
          .sort((a, b) => a.url.localeCompare(b.url));
      };
      const items = options.createSitemapItems ? await options.createSitemapItems({ routes, siteConfig, defaultCreateSitemapItems }) : await defaultCreateSitemapItems({ routes });
      // As Docusaurus: no items, no sitemap.
      if (items.length === 0) return;
      const file = path.join(outDir, options.filename);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, sitemapXml(items));
      if (options.robotsTxt) await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(`${siteConfig.url}${siteConfig.baseUrl}${options.filename}`));
    },
  };
}
