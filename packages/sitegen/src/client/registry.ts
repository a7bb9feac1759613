import { locationRoutePath, type Registry } from './routes';

type RegistryLoader = (routePath: string) => Promise<Registry>;

let loader: RegistryLoader | null = null;

/**
 * The route table comes in sections by path (shared/route-sections.ts), each its own chunk (the
 * table grows with the page count). Pre-rendered pages hydrate without it; a navigation or a
 * prefetch loads the section of the page it goes to.
 */
export function setRegistryLoader(load: RegistryLoader): void {
  loader = load;
}

/** The route table with the section of the router location `location` (without the base URL) loaded. */
export function loadRegistry(location: string): Promise<Registry> {
  if (!loader) return Promise.reject(new Error('The route registry has no loader'));
  return loader(locationRoutePath(location));
}
