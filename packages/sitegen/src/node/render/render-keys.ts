import path from 'node:path';
import type { RouteConfig } from '../../shared/types';
import { cacheKey } from '../utils/build-cache';
import { resourceFile } from '../utils/paths';

/** Where a route's kept React render keeps its markup, apart from the rest (see render/worker.ts). */
export const htmlKey = (renderKey: string) => `${renderKey}.html`;

/** Whether a render bundle input is a route's own (Markdown, plugins' data modules), not shared by every route (see renderKeys). */
export function isOwnRenderInput(file: string, dataDir: string): boolean {
  return /\.mdx?$/.test(file) || file.startsWith(dataDir + path.sep);
}

/**
 * A key per route for what its React render reads, so that a rebuild after one edit renders only
 * the routes the edit reaches (the others' markup comes from the previous build; their script tags
 * are written again, since chunk names change everywhere).
 *
 * The render bundle's inputs split in two. A route's own are Markdown files and plugins' data
 * modules (createData) reachable from its modules through the bundle's imports. Everything else
 * (theme, components, the route table, the site config) is shared: any change there changes
 * every key, and so does `markdownFingerprint`: what compiled Markdown depends on besides its
 * text (the pipeline's version and options, see mdxPipelineFingerprint). The day is part of the
 * key, for pages that show a date.
 */
export function renderKeys(routes: RouteConfig[], imports: Record<string, string[]>, dataDir: string, markdownFingerprint: string, contentHash: (file: string) => string | undefined): Record<string, string> {
  const ownInput = (file: string) => isOwnRenderInput(file, dataDir);
  const hashes = new Map<string, string>();
  const hashOf = (file: string): string => {
    let hash = hashes.get(file);
    if (hash === undefined) {
      hash = contentHash(file) ?? 'missing';
      hashes.set(file, hash);
    }
    return hash;
  };
  const shared = cacheKey(
    new Date().toDateString(),
    markdownFingerprint,
    ...Object.keys(imports)
      .filter((file) => !ownInput(file))
      .sort()
      .map((file) => `${file}:${hashOf(file)}`),
  );
  const keys: Record<string, string> = { '/404': cacheKey(shared, '/404') };
  for (const route of routes) {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || !ownInput(file)) return;
      reached.add(file);
      for (const next of imports[file] ?? []) visit(next);
    };
    const parts = [route, ...(route.wrappers ?? [])];
    for (const module of parts.flatMap((part) => [part.component, ...Object.values(part.modules ?? {})])) visit(resourceFile(module));
    keys[route.path] = cacheKey(shared, route.path, route.permalink ?? '', ...[...reached].sort().map((file) => `${file}:${hashOf(file)}`));
  }
  return keys;
}
