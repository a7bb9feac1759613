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
const waiting: string[] = [];

/**
 * Loads the chunks of the route a link points at, ahead of the click. Links that scroll into view
 * queue up and start loading one per idle period: the twenty-odd links of a docs sidebar all at
 * once added ~130 script tags in one task (a 100-170 ms long task right after hydration). A link
 * the reader points at (`urgent`) starts at once. (A load is never waited for: one that waits on
 * a script the page had already run may not settle.)
 */
export function prefetchRoute(pathname: string, { urgent = false }: { urgent?: boolean } = {}): void {
  const path = normalizePath(pathname);
  if (!canPrefetch()) return;
  const queued = waiting.indexOf(path);
  if (urgent && queued >= 0) {
    waiting.splice(queued, 1);
    load(path);
    return;
  }
  if (done.has(path)) return;
  done.add(path);
  if (urgent) load(path);
  else {
    waiting.push(path);
    if (waiting.length === 1) whenIdle(next);
  }
}

function load(path: string): void {
  loadRegistry(path)
    .then((registry) => resolveAndLoad(registry, path))
    .catch(() => done.delete(path));
}

function next(): void {
  const path = waiting.shift();
  if (path !== undefined) load(path);
  if (waiting.length > 0) whenIdle(next);
}

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
}
