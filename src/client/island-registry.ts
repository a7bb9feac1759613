import type { ComponentType } from 'react';

/**
 * The islands defined so far and their loading state (see island.tsx). Kept apart from the
 * component so that the main bundle, which drives hydration and route switches, stays small.
 */

export type IslandModule<P> = { default: ComponentType<P> };

export interface IslandEntry {
  load: () => Promise<IslandModule<never>>;
  component?: ComponentType<never>;
  loading?: Promise<ComponentType<never>>;
}

const islands: IslandEntry[] = [];
/** Set once the app has hydrated: islands defined from then on load at once. */
let eager = false;
/** True while hydrateRoot adopts the server HTML (the only time an island reads the DOM). */
let hydrating = false;

const ignoreFailure = () => undefined;

export function registerIsland(entry: IslandEntry): void {
  islands.push(entry);
  if (eager) void loadIsland(entry).catch(ignoreFailure);
}

export function loadIsland(entry: IslandEntry): Promise<ComponentType<never>> {
  if (entry.component) return Promise.resolve(entry.component);
  if (!entry.loading) {
    entry.loading = entry.load().then((module) => (entry.component = module.default));
    // A failed load (a flaky network) is tried again by the next caller.
    entry.loading.catch(() => (entry.loading = undefined));
  }
  return entry.loading;
}

/**
 * Loads every island defined so far, and those their modules define in turn. The server render
 * (and anything rendering islands with renderToString) awaits this first; a failure rejects.
 */
export async function loadIslands(): Promise<void> {
  for (let count = -1; count !== islands.length; ) {
    count = islands.length;
    await Promise.all(islands.map(loadIsland));
  }
}

/** Settles when the islands now loading are done, failed or not (a route switch waits for it). */
export async function islandsSettled(): Promise<void> {
  await Promise.all(islands.flatMap((entry) => (entry.loading ? [entry.loading.catch(ignoreFailure)] : [])));
}

/** The browser is about to hydrate server HTML: islands adopt theirs. */
export function beginIslandHydration(): void {
  hydrating = true;
}

export function isHydrating(): boolean {
  return hydrating;
}

/** The app has hydrated (or rendered): preload the islands' modules when the browser is idle. */
export function endIslandHydration(): void {
  hydrating = false;
  if (eager) return;
  eager = true;
  const preload = () => islands.forEach((entry) => void loadIsland(entry).catch(ignoreFailure));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(preload, { timeout: 5000 });
  else setTimeout(preload, 1);
}
