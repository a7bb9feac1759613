import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Loading from '@theme/Loading';
import NotFound from '@theme/NotFound';
import { RouteContext } from '../context';
import { loadRegistry } from '../registry';
import { loadRoute, notFoundRoute, routeLocation, type LoadedRoute, type Registry } from '../routes';

type Loaded = { route: LoadedRoute } | { error: Error };

/** The route of the registry at `path`, as its routes carry it (the base URL in front). */
function routeAt(registry: Registry, path: string) {
  return registry.routes.find((route) => route.path === path) ?? notFoundRoute(registry, path);
}

/** Routes loaded so far, by path: a component created again for one renders it at once. */
const loadedRoutes = new Map<string, LoadedRoute>();

/** Loads the route at `path` (its component and data modules) through the site's route registry. */
export async function loadCreatedRoute(path: string): Promise<LoadedRoute> {
  const registry = await loadRegistry(routeLocation(path));
  const route = await loadRoute(registry, routeAt(registry, path));
  loadedRoutes.set(path, route);
  return route;
}

/**
 * `@docusaurus/ComponentCreator`: the component of a route of the site, by its path (Docusaurus's
 * generated routes call it with the path and a hash of the route's config; sitegen's registry has
 * one route per path, so the hash is not needed). It loads the route's component and data
 * modules, showing `@theme/Loading` meanwhile, and renders the component with them and the route's
 * context, as Docusaurus's does; `'*'` is the not-found page.
 */
export default function ComponentCreator(path: string, _hash?: string): ComponentType<Record<string, unknown>> {
  if (path === '*') {
    return function NotFoundRoute(props: Record<string, unknown>): ReactNode {
      return (
        <RouteContext.Provider value={{ path, meta: {}, plugin: { name: 'native', id: 'default' } }}>
          <NotFound {...props} />
        </RouteContext.Provider>
      );
    };
  }
  return function CreatedRoute(props: Record<string, unknown>): ReactNode {
    const [loaded, setLoaded] = useState<Loaded | null>(() => {
      const route = loadedRoutes.get(path);
      return route ? { route } : null;
    });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (loaded && 'route' in loaded) return;
      let cancelled = false;
      loadCreatedRoute(path).then(
        (route) => !cancelled && setLoaded({ route }),
        (error: unknown) => !cancelled && setLoaded({ error: error instanceof Error ? error : new Error(String(error)) }),
      );
      return () => {
        cancelled = true;
      };
      // Runs again on Retry only.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [attempt]);
    if (!loaded || 'error' in loaded) return <Loading error={loaded?.error ?? null} retry={() => setAttempt((n) => n + 1)} />;
    const { Component, props: routeProps, route } = loaded.route;
    if (typeof Component !== 'function' && typeof Component !== 'object') {
      throw new Error(`The page component at ${path} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`);
    }
    return (
      <RouteContext.Provider value={{ path: route.path, meta: route.meta, plugin: route.plugin }}>
        <Component {...routeProps} {...props} />
      </RouteContext.Provider>
    );
  };
}
