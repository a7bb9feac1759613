import fs from 'node:fs';
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
