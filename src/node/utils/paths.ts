import path from 'node:path';

/** Work folder of a site: generated modules and caches. */
export function workDir(siteDir: string): string {
  return path.join(siteDir, '.sitegen');
}

/** Joins URL path segments: `joinUrl('/', 'docs', 'a/')` → `/docs/a`. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/{2,}/g, '/');
  const trimmed = joined.length > 1 ? joined.replace(/\/$/, '') : joined;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The HTML file a route is written to (trailingSlash false): `/` → index.html, `/a/b` → a/b.html. */
export function routeToHtmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
}
