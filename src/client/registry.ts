import type { Registry } from './routes';

let current: Registry | null = null;

/** The route registry is its own chunk (it grows with the page count); set once it has loaded. */
export function setRegistry(registry: Registry): void {
  current = registry;
}

export function getRegistry(): Registry | null {
  return current;
}
