import { loadRegistry } from './registry';
import { normalizePath, resolveAndLoad } from './routes';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching is skipped on slow (2g) connections and when the reader asked to save data. */
export function canPrefetch(): boolean {
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
