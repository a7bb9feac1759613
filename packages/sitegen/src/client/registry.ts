import type { Registry } from './routes';

let loading: Promise<Registry> | null = null;
let loader: (() => Promise<Registry>) | null = null;

/**
 * The route registry is its own chunk (it grows with the page count). Pre-rendered pages hydrate
 * without it; it loads when the first navigation or prefetch needs it.
 */
export function setRegistryLoader(load: () => Promise<Registry>): void {
  loader = load;
}

export function loadRegistry(): Promise<Registry> {
  if (loading) return loading;
  if (!loader) return Promise.reject(new Error('The route registry has no loader'));
  loading = loader();
  loading.catch(() => (loading = null));
  return loading;
}
