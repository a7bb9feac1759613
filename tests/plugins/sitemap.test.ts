import { describe, expect, it } from 'vitest';
import { isPublicRoute, robotsTxt, sitemapXml } from '../../plugins/sitemap/index';
import type { RouteConfig } from '../../src/shared/types';

const route = (path: string, extra: Partial<RouteConfig> = {}): RouteConfig => ({ path, component: '@theme/DocPage', ...extra });

describe('sitemap', () => {
  it('keeps public routes and drops search, 404, noindex, unlisted, drafts and aliases', () => {
    expect(isPublicRoute(route('/docs/a'))).toBe(true);
    expect(isPublicRoute(route('/search'))).toBe(false);
    expect(isPublicRoute(route('/404'))).toBe(false);
    expect(isPublicRoute(route('/docs/b', { meta: { noIndex: true } }))).toBe(false);
    // An `unlisted` flag on the route or its meta (another plugin may add one) is honoured too.
    expect(isPublicRoute({ ...route('/docs/c'), unlisted: true } as RouteConfig)).toBe(false);
    expect(isPublicRoute(route('/docs/d', { meta: { unlisted: true } as RouteConfig['meta'] }))).toBe(false);
    expect(isPublicRoute(route('/docs/intro', { meta: { canonicalPath: '/docs' } }))).toBe(false);
    expect(isPublicRoute(route('/docs', { meta: { canonicalPath: '/docs' } }))).toBe(true);
    expect(isPublicRoute(route('/tools'), { ignorePaths: ['/tools'] })).toBe(false);
  });

  it('writes sorted, escaped URLs with day-precision dates', () => {
    const xml = sitemapXml([
      { url: 'https://x.test/b?q=1&r=2', lastModified: new Date('2024-03-05T23:00:00Z') },
      { url: 'https://x.test/a' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://x.test/a</loc></url>\n  <url><loc>https://x.test/b?q=1&amp;r=2</loc><lastmod>2024-03-05</lastmod></url>\n</urlset>\n',
    );
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://x.test/sitemap.xml')).toContain('\nSitemap: https://x.test/sitemap.xml\n');
  });
});
