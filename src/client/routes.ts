import type { ComponentType } from 'react';
import type { RouteMeta } from '../shared/types';

export interface RegistryRoute {
  path: string;
  component: string;
  modules: Record<string, string>;
  meta: RouteMeta;
}

export interface Registry {
  routes: RegistryRoute[];
  loaders: Record<string, () => Promise<Record<string, unknown>>>;
  jsonModules: Set<string>;
  notFound: string;
}

/** What the generated `registry.js` exports: routes as compact tuples (see generate/index.ts). */
export interface RegistryModule {
  routeTable: Array<[path: string, component: string, modules: Record<string, string>, title: string | null]>;
  loaders: Registry['loaders'];
  jsonModules: Set<string>;
  notFound: string;
}

/** The registry from its generated module; `meta` adds the full head metadata (pre-rendering). */
export function createRegistry(module: RegistryModule, meta?: Record<string, RouteMeta>): Registry {
  const routes = module.routeTable.map(([path, component, modules, title]) => ({ path, component, modules, meta: meta?.[path] ?? (title === null ? {} : { title }) }));
  return { routes, loaders: module.loaders, jsonModules: module.jsonModules, notFound: module.notFound };
}

export interface LoadedRoute {
  route: RegistryRoute;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}

export { normalizePath } from '../shared/paths';

const routeIndex = new WeakMap<Registry, Map<string, RegistryRoute>>();

export function findRoute(registry: Registry, pathname: string): RegistryRoute | undefined {
  let index = routeIndex.get(registry);
  if (!index) {
    index = new Map(registry.routes.map((r) => [r.path, r]));
    routeIndex.set(registry, index);
  }
  return index.get(pathname);
}

export function notFoundRoute(registry: Registry, pathname: string): RegistryRoute {
  return { path: pathname, component: registry.notFound, modules: {}, meta: { title: 'Page Not Found', noIndex: true } };
}

const loaded = new Map<string, Promise<LoadedRoute>>();
const loadedRoutes = new Set<LoadedRoute>();

/** Loads a route's component and data modules (once; later calls share the promise). */
export function loadRoute(registry: Registry, route: RegistryRoute): Promise<LoadedRoute> {
  const cached = loaded.get(route.path);
  if (cached) return cached;
  const promise = (async () => {
    const load = (key: string) => {
      const loader = registry.loaders[key];
      if (!loader) throw new Error(`No module ${key} in the registry for route ${route.path}`);
      return loader();
    };
    const entries = Object.entries(route.modules);
    const [componentModule, ...modules] = await Promise.all([load(route.component), ...entries.map(([, key]) => load(key))]);
    // Deferred content (deferred-content.tsx) loads its code before the route shows.
    await Promise.all([componentModule, ...modules].map((module) => preloadOf(module?.default)));
    const props: Record<string, unknown> = {};
    entries.forEach(([prop, key], i) => {
      const mod = modules[i] ?? {};
      props[prop] = registry.jsonModules.has(key) ? mod.default : mod;
    });
    const result = { route, Component: componentModule?.default as ComponentType<Record<string, unknown>>, props };
    loadedRoutes.add(result);
    return result;
  })();
  loaded.set(route.path, promise);
  promise.catch(() => loaded.delete(route.path));
  return promise;
}

/** A module's default export may be a component with code of its own to load (`preload`). */
function preloadOf(value: unknown): Promise<void> | undefined {
  const preload = typeof value === 'function' ? (value as { preload?: unknown }).preload : undefined;
  return typeof preload === 'function' ? (preload as () => Promise<void>)() : undefined;
}

/**
 * Dev server: loaded routes show a hot-updated module's new exports from now on. Swapped in
 * place, as the content re-renders by itself (see hotMdxModule); returns whether anything other
 * than the content component changed (title, table of contents, front matter), which the page
 * around the content has to re-render for.
 */
export function replaceLoadedModule(previous: Record<string, unknown>, next: Record<string, unknown>): boolean {
  for (const route of loadedRoutes) {
    for (const [prop, value] of Object.entries(route.props)) if (value === previous) route.props[prop] = next;
  }
  const data = (exports: Record<string, unknown>) => JSON.stringify(Object.entries(exports).filter(([, value]) => typeof value !== 'function'));
  return data(previous) !== data(next);
}

export function resolveAndLoad(registry: Registry, pathname: string): Promise<LoadedRoute> {
  const route = findRoute(registry, pathname) ?? notFoundRoute(registry, pathname);
  return loadRoute(registry, route);
}
