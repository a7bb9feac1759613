import type { ComponentType } from 'react';
import { idleAfter, isPageHydrated, pageHydrated } from './hydration';
import { delayRouteSwitch } from './route-barrier';

/**
 * The islands defined so far and their loading state (see island.tsx). Only pages with islands
 * load this module; main knows nothing of islands but the route switch's barrier.
 */

export type IslandModule<P> = { default: ComponentType<P> };

export interface IslandEntry {
  load: () => Promise<IslandModule<never>>;
  component?: ComponentType<never>;
  loading?: Promise<ComponentType<never>>;
}

const islands: IslandEntry[] = [];
const ignoreFailure = () => undefined;

let idleAfterHydration: Promise<void> | undefined;

/**
 * Browser: an island's module is needed for client-side navigation (no server HTML to adopt).
 * Islands the page defines before hydration load once the browser is idle after it; those defined
 * later (by the next route's modules) load at once, and the route switch waits for them.
 */
function preload(entry: IslandEntry): void {
  if (isPageHydrated()) delayRouteSwitch(loadIsland(entry).catch(ignoreFailure));
  else void (idleAfterHydration ??= idleAfter(pageHydrated(), 5000)).then(() => loadIsland(entry).catch(ignoreFailure));
}

export function registerIsland(entry: IslandEntry): void {
  islands.push(entry);
  if (typeof document !== 'undefined') preload(entry);
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
