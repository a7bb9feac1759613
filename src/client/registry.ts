import type { Registry } from './routes';

let current: Registry | null = null;
let loading: Promise<Registry> | null = null;
let loader: (() => Promise<Registry>) | null = null;

/**
 * The route registry is its own chunk (it grows with the page count). Pre-rendered pages hydrate
 * without it; it loads when the first navigation or prefetch needs it.
 */
export function setRegistryLoader(load: () => Promise<Registry>): void {
  loader = load;
}

export function setRegistry(registry: Registry): void {
  current = registry;
  loading = Promise.resolve(registry);
}

export function getRegistry(): Registry | null {
  return current;
}

export function loadRegistry(): Promise<Registry> {
  if (loading) return loading;
  if (!loader) return Promise.reject(new Error('The route registry has no loader'));
  loading = loader().then((registry) => (current = registry));
  loading.catch(() => (loading = null));
  return loading;
}
