import type { ComponentType } from 'react';
import type { RouteMeta, RoutePlugin, RouteWrapper } from '../shared/types';

export interface RegistryRoute {
  path: string;
  component: string;
  modules: Record<string, string>;
  meta: RouteMeta;
  /** Parent routes of a nested route, outermost first. */
  wrappers?: RouteWrapper[];
  plugin?: RoutePlugin;
}

export interface Registry {
  routes: RegistryRoute[];
  loaders: Record<string, () => Promise<Record<string, unknown>>>;
  jsonModules: Set<string>;
  notFound: string;
}

export interface LoadedRoute {
  route: RegistryRoute;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** The parents' components with their props, outermost first (nested routes). */
  wrappers: Array<{ path: string; Component: ComponentType<Record<string, unknown>>; props: Record<string, unknown> }>;
}

export interface ModuleLoading {
  load(key: string): Promise<Record<string, unknown> | undefined>;
  /** JSON modules' data is their default export (for `import()`); webpack's require gives it as is. */
  isJson(key: string): boolean;
  /** Whether components' own code (`preload`, see deferred-content.tsx) loads before the route shows. */
  preload: boolean;
}

/** The module holding a route's `props` (the name Docusaurus gives it). */
export const ROUTE_PROPS_MODULE = '__props';

/** Loads what a route renders: its component and data modules, and its parents' (nested routes). */
export async function loadRouteModules(route: RegistryRoute, { load, isJson, preload }: ModuleLoading): Promise<LoadedRoute> {
  const loadPart = async (component: string, modules: Record<string, string>) => {
    const entries = Object.entries(modules);
    const [componentModule, ...loadedModules] = await Promise.all([load(component), ...entries.map(([, key]) => load(key))]);
    if (preload) await Promise.all([componentModule, ...loadedModules].map((module) => preloadOf(module?.default)));
    const props: Record<string, unknown> = {};
    entries.forEach(([prop, key], i) => {
      const mod = loadedModules[i] ?? {};
      const value = isJson(key) ? mod.default : mod;
      // A route's own `props` (Docusaurus's addRoute option) are spread, as its ComponentCreator does.
      if (prop === ROUTE_PROPS_MODULE) Object.assign(props, value);
      else props[prop] = value;
    });
    return { Component: componentModule?.default as ComponentType<Record<string, unknown>>, props };
  };
  const wrappers = route.wrappers ?? [];
  const [own, ...parents] = await Promise.all([loadPart(route.component, route.modules), ...wrappers.map((wrapper) => loadPart(wrapper.component, wrapper.modules))]);
  return { route, Component: own!.Component, props: own!.props, wrappers: wrappers.map((wrapper, i) => ({ path: wrapper.path, ...parents[i]! })) };
}

export { normalizePath } from '../shared/paths';

/** The base URL without its last slash (`/fr`, '' at the root), set once as the app starts. */
let basePrefix = '';

export function setRouteBase(baseUrl: string): void {
  basePrefix = baseUrl.replace(/\/$/, '');
}

/**
 * A route's path as the router sees it: route paths carry the base URL, as Docusaurus's do
 * (`/fr/docs/intro`, `/fr/`), the router's locations do not (it has the base URL as basename).
 */
export function routeLocation(routePath: string): string {
  if (!basePrefix) return routePath;
  if (routePath === basePrefix || routePath === `${basePrefix}/`) return '/';
  return routePath.startsWith(`${basePrefix}/`) ? routePath.slice(basePrefix.length) : routePath;
}

/** The route path of a router location: the base URL in front (routeLocation's inverse). */
export function locationRoutePath(location: string): string {
  return basePrefix ? `${basePrefix}${location}` : location;
}

const routeIndex = new WeakMap<Registry, Map<string, RegistryRoute>>();

/** The route at a router location (without the base URL). */
export function findRoute(registry: Registry, pathname: string): RegistryRoute | undefined {
  let index = routeIndex.get(registry);
  if (!index) {
    index = new Map(registry.routes.map((r) => [routeLocation(r.path), r]));
    routeIndex.set(registry, index);
  }
  return index.get(pathname);
}

/** Every module key a route loads: its component and data, and its parents'. */
export function routeModuleKeys(route: RegistryRoute): string[] {
  return [route, ...(route.wrappers ?? [])].flatMap((part) => [part.component, ...Object.values(part.modules)]);
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
    // Deferred content (deferred-content.tsx) loads its code before the route shows.
    const result = await loadRouteModules(route, { load, isJson: (key) => registry.jsonModules.has(key), preload: true });
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
    for (const props of [route.props, ...route.wrappers.map((wrapper) => wrapper.props)]) for (const [prop, value] of Object.entries(props)) if (value === previous) props[prop] = next;
  }
  const data = (exports: Record<string, unknown>) => JSON.stringify(Object.entries(exports).filter(([, value]) => typeof value !== 'function'));
  return data(previous) !== data(next);
}

export function resolveAndLoad(registry: Registry, pathname: string): Promise<LoadedRoute> {
  const route = findRoute(registry, pathname) ?? notFoundRoute(registry, pathname);
  return loadRoute(registry, route);
}
