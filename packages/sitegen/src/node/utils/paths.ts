import fs from 'node:fs';
import path from 'node:path';
import { applyTrailingSlash, type TrailingSlashOptions } from '../../shared/paths';

/** The file a module's resource or request names: without its `?query` (`a.md?truncated=true` → `a.md`). */
export function resourceFile(resource: string): string {
  return resource.split('?')[0]!;
}

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

/**
 * Joins URL path segments keeping the last one's trailing slash, as Docusaurus's normalizeUrl
 * does for the paths plugins make: `joinUrlAsWritten('/docs', '/guides/')` → `/docs/guides/`
 * (an index doc's permalink), `joinUrlAsWritten('/docs', 'intro')` → `/docs/intro`.
 */
export function joinUrlAsWritten(...parts: string[]): string {
  const joined = joinUrl(...parts);
  // Empty parts are skipped, as there: `('/base/', '')` is `/base/`.
  return joined !== '/' && (parts.filter(Boolean).at(-1) ?? '').endsWith('/') ? `${joined}/` : joined;
}

/** sitegen's own default (a site.config without `trailingSlash`): clean URLs, one `.html` file per page. */
const CLEAN_URLS: TrailingSlashOptions = { trailingSlash: false, baseUrl: '/' };

/**
 * The HTML file a route is written to, relative to the output folder, as Docusaurus writes it
 * (docusaurus/src/ssg/ssgUtils.ts, writeStaticFile and pathnameToFilename) once the route has its
 * trailing slash (applyRouteTrailingSlash): a path ending in `.html` as it is; with
 * `trailingSlash` undefined or true, or a path ending in `/`, `<path>/index.html`; with false
 * `<path>.html`. The base URL is the output folder: `/base/a` → `a.html`, `/base/` → `index.html`.
 */
export function routeToHtmlFile(route: string, options: TrailingSlashOptions = CLEAN_URLS): string {
  const { trailingSlash, baseUrl } = options;
  const pathname = applyTrailingSlash(route, options);
  // `/base` is the base URL's own page, as `/base/` is.
  const relative = (baseUrl !== '/' && `${pathname}/`.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname).replace(/^\//, '');
  if (/\.html?$/i.test(relative)) return relative;
  if (trailingSlash === undefined || trailingSlash || relative === '' || relative.endsWith('/')) return path.posix.join(relative, 'index.html');
  return `${relative}.html`;
}

const LOCK_FILES = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock'];

/**
 * The lock file that records the packages a folder's code runs with: the nearest one at or above
 * it (a workspace keeps one at its root). Cached results keyed by it follow a reinstall.
 */
export function nearestLockFile(dir: string): string {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const found = LOCK_FILES.map((name) => path.join(current, name)).find((file) => fs.existsSync(file));
    if (found) return found;
    if (path.dirname(current) === current) return path.join(dir, LOCK_FILES[0] ?? 'package-lock.json');
  }
}
