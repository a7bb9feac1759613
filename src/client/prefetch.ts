import { loadRegistry } from './registry';
import { normalizePath, resolveAndLoad } from './routes';

declare const __SITEGEN_DEV__: boolean;

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Prefetching is skipped on slow (2g) connections and when the reader asked to save data. And in
 * the dev server, where pages compile on first use: prefetching every link in view would compile
 * most of the site in the background, and an edit's rebuild would wait behind it.
 */
export function canPrefetch(): boolean {
  if (__SITEGEN_DEV__) return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

const done = new Set<string>();

/** Loads the chunks of the route a link points at, ahead of the click. */
export function prefetchRoute(pathname: string): void {
  const path = normalizePath(pathname);
  if (done.has(path) || !canPrefetch()) return;
  done.add(path);
  loadRegistry()
    .then((registry) => resolveAndLoad(registry, path))
    .catch(() => done.delete(path));
}
