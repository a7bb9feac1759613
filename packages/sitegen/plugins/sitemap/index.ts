/**
 * sitemap: writes `sitemap.xml` (every public route with its last-modified date) and
 * `robots.txt` pointing at it, after the build; nothing for a site with `noIndex`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PostBuildProps } from '../../src/node/plugins/types';
import { applyTrailingSlash } from '../../src/shared/paths';
import { GIT_HISTORY_CACHE } from '../../src/node/utils/git-history';
import { lastModifiedDates, routeSourceFiles } from './last-modified';
import { isPublicRoute, robotsTxt, sitemapXml, type PublicRouteOptions } from './sitemap';

export { isPublicRoute, robotsTxt, sitemapXml } from './sitemap';

export type SitemapPluginOptions = PublicRouteOptions;

export default function sitemapPlugin(context: LoadContext, options: SitemapPluginOptions = {}): Plugin {
  return {
    name: 'sitemap',
    async postBuild({ outDir, routes, siteConfig }: PostBuildProps) {
      // As Docusaurus's plugin, which writes nothing then (a robots.txt would point at no sitemap).
      if (siteConfig.noIndex) return;
      const publicRoutes = routes.filter((route) => isPublicRoute(route, options));
      const sources = new Map(publicRoutes.map((route) => [route.path, routeSourceFiles(route, context.generatedDir)]));
      const dates = await lastModifiedDates(context.siteDir, [...new Set([...sources.values()].flat())], path.join(context.cacheDir, GIT_HISTORY_CACHE));
      // Routes built only from generated data (tag lists, archive) change when any content does.
      const newest = Math.max(0, ...dates.values());
      const entries = publicRoutes.map((route) => {
        const times = (sources.get(route.path) ?? []).map((file) => dates.get(file) ?? 0);
        const time = times.length > 0 ? Math.max(...times) : newest;
        // Each page's URL as the site writes it (Docusaurus's createSitemapItem applies the trailing slash rule).
        return { url: siteConfig.url + applyTrailingSlash(route.path, siteConfig), lastModified: time > 0 ? new Date(time) : undefined };
      });
      const sitemapUrl = `${siteConfig.url}${siteConfig.baseUrl}sitemap.xml`;
      await fs.writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(entries));
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(sitemapUrl));
    },
  };
}
