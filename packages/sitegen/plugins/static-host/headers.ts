import path from 'node:path';
import type { HeadersRule } from '../../src/node/static-host/headers-file';

/** A content hash in a file name (`1a2b3c4d5e6f.js`, `1a2b3c4d5e6f.js.LICENSE.txt`, `main.1a2b3c4d.js`, `figure-1a2b3c4d.svg`): the file never changes. */
export const HASHED_NAME = /(?:^|\/|[.-])[0-9a-f]{8,}\.[a-zA-Z0-9.]+$/;

/** A folder named with a package version (`assets/vendor/mermaid@11.17.2`): its files never change. */
export const VERSIONED_DIR = /(^|\/)[^/]+@\d+\.\d+\.\d+[^/]*(\/|$)/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export interface HeadersInput {
  /** Output files, relative to the output folder with `/` separators. */
  files: string[];
  baseUrl: string;
  csp: string;
  /** Paths served with `Access-Control-Allow-Origin: *`. */
  corsPaths: string[];
}

/**
 * The `_headers` rules of a build: security headers everywhere; long immutable caching for each
 * folder whose files all carry a content hash; no-cache (always revalidate) for HTML pages,
 * grouped by top-level folder, and for scripts without a hash; CORS on the listed paths.
 */
export function headersRules({ files, baseUrl, csp, corsPaths }: HeadersInput): HeadersRule[] {
  const base = baseUrl.replace(/\/$/, '');
  const folders = new Map<string, string[]>();
  for (const file of files) {
    if (/\.(br|gz)$/.test(file)) continue;
    const dir = path.posix.dirname(file);
    folders.set(dir, [...(folders.get(dir) ?? []), file]);
  }
  const immutable = [...folders]
    .filter(([dir, list]) => dir !== '.' && (VERSIONED_DIR.test(dir) || list.every((f) => HASHED_NAME.test(f))))
    .map(([dir]) => dir)
    .filter((dir, _, all) => !all.some((other) => other !== dir && dir.startsWith(`${other}/`)))
    .sort();
  const pages = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const [top, ...rest] = file.split('/');
    if (rest.length > 0) pages.add(`${base}/${top}/*`);
    else pages.add(file === 'index.html' ? `${base}/` : `${base}/${file.replace(/\.html$/, '')}`);
  }
  return [
    {
      path: `${base}/*`,
      headers: [
        ['Content-Security-Policy', csp],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ],
    },
    ...immutable.map((dir): HeadersRule => ({ path: `${base}/${dir}/*`, headers: [['Cache-Control', IMMUTABLE]] })),
    ...[...pages].sort().map((p): HeadersRule => ({ path: p, headers: [['Cache-Control', NO_CACHE]] })),
    // A script without a hash in its name (the route chunks' file names) changes with the pages.
    ...files.filter((f) => f.endsWith('.js') && !HASHED_NAME.test(f) && !VERSIONED_DIR.test(f)).sort().map((f): HeadersRule => ({ path: `${base}/${f}`, headers: [['Cache-Control', NO_CACHE]] })),
    ...corsPaths.map((p): HeadersRule => ({ path: p, headers: [['Access-Control-Allow-Origin', '*']] })),
  ];
}
