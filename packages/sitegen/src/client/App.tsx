import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import ErrorBoundary, { CrashPage } from '@theme/ErrorBoundary';
import Root from '@theme/Root';
import ThemeProvider from '@theme/ThemeProvider';
import { formatPageTitle } from '../shared/page-title';
import { applyTrailingSlash } from '../shared/paths';
import type { SiteConfig } from '../shared/types';
import { HeadContext, HeadGroupContext, NestedRouteContext, RouteContext, SiteContext, useSiteContext, type SiteContextValue } from './context';
import { useTitleFormatter } from './theme-common/title-formatter';
import { markShellHydrated } from './hydration';
import { dispatchRouteDidUpdate, type RouteLocation } from './lifecycles';
import { startProgress } from './progress';
import { routeSwitchReady } from './route-barrier';
import { normalizePath, replaceLoadedModule, resolveAndLoad, routeLocation, type LoadedRoute, type Registry } from './routes';

export interface AppProps {
  site: SiteContextValue;
  /** The route table, or a way to load it (the browser fetches it when first needed). */
  /** The route table, or its loader by router location (see registry.ts). */
  registry: Registry | ((location: string) => Promise<Registry>);
  initial: LoadedRoute;
  /**
   * The site-wide head tags (`@theme/SiteMetadata`): the pre-render's (with a docs version's
   * SearchMetadata), and in the browser a lazy copy that updates them as the reader navigates.
   */
  siteMetadata?: ReactNode;
}

/**
 * The whole app: site context, the theme root and the current route. Context
 * values above a page's content keep their identity across hydration (see deferred-content.tsx).
 */
export function App({ site, registry, initial, siteMetadata }: AppProps) {
  useEffect(markShellHydrated, []);
  return (
    <SiteContext.Provider value={site}>
      <Root>
        <ThemeProvider>
          <SiteHead>{siteMetadata}</SiteHead>
          <RouteRenderer registry={registry} initial={initial} />
        </ThemeProvider>
      </Root>
    </SiteContext.Provider>
  );
}

/**
 * Keeps showing the current page while the next route's chunks load (so there is no blank
 * flash), then switches. A failed load logs a warning and reloads the page fully.
 */
function RouteRenderer({ registry: registrySource, initial }: { registry: AppProps['registry']; initial: LoadedRoute }): ReactNode {
  const registry = typeof registrySource === 'function' ? registrySource : () => Promise.resolve(registrySource);
  const { trailingSlash } = useSiteContext().siteConfig;
  const location = useLocation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(initial);
  const [version, setVersion] = useState(0);
  const previousPath = useRef(initial.route.path);

  useEffect(() => {
    const clean = normalizePath(location.pathname);
    // The address bar shows the page's URL as the site writes it (`/a/` with trailingSlash true,
    // `/a` with false); with undefined the reader's own stays, as in Docusaurus, whose routes match both.
    const shown = trailingSlash === undefined ? location.pathname : applyTrailingSlash(clean, { trailingSlash, baseUrl: '/' });
    if (shown !== location.pathname) {
      navigate(`${shown}${location.search}${location.hash}`, { replace: true });
      return;
    }
    if (clean === routeLocation(current.route.path)) return;
    let cancelled = false;
    const done = startProgress();
    registry(clean)
      .then((table) => resolveAndLoad(table, clean))
      // What the next route's modules started (their islands) finishes before the switch.
      .then((next) => routeSwitchReady().then(() => next))
      .then((next) => {
        if (!cancelled) setCurrent(next);
      })
      .catch((error: unknown) => {
        console.warn(`Failed to preload route ${clean}; reloading the page.`, error);
        window.location.reload();
      })
      .finally(done);
    return () => {
      cancelled = true;
    };
    // `registry` is a fresh function each render; what it loads is fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search, location.hash, navigate, current.route.path, trailingSlash]);

  // Dev server: an edited MDX module re-ran and its content re-rendered by itself (see
  // hotMdxModule). The page around it re-renders only when the module's other exports changed,
  // and starts over when it had crashed.
  const crashed = useRef(false);
  useEffect(() => {
    const refresh = (event: Event) => {
      const { previous, next } = (event as CustomEvent<{ previous: Record<string, unknown>; next: Record<string, unknown> }>).detail;
      if (replaceLoadedModule(previous, next)) setCurrent((shown) => ({ ...shown }));
      if (crashed.current) {
        crashed.current = false;
        setVersion((v) => v + 1);
      }
    };
    window.addEventListener('sitegen:content-update', refresh);
    return () => window.removeEventListener('sitegen:content-update', refresh);
  }, []);

  // The route's classes on `<html>` (Docusaurus's HtmlClassNameProvider: `plugin-docs`,
  // `docs-doc-page`…): the pre-rendered page has the first route's, each navigation swaps them.
  const htmlClasses = useRef<string[]>([]);
  useLayoutEffect(() => {
    const { classList } = document.documentElement;
    classList.remove(...htmlClasses.current);
    classList.add(...(htmlClasses.current = current.route.meta.htmlClassName?.split(' ') ?? []));
    const pathChanged = previousPath.current !== current.route.path;
    previousPath.current = current.route.path;
    const hash = decodeURIComponent(location.hash.slice(1));
    if (hash) document.getElementById(hash)?.scrollIntoView();
    else if (pathChanged) window.scrollTo(0, 0);
  }, [current, location.hash]);

  // Client modules' onRouteDidUpdate: once per location whose route is on screen (the first
  // load included, with no previous location).
  const notified = useRef<RouteLocation | null>(null);
  useEffect(() => {
    if (normalizePath(location.pathname) !== routeLocation(current.route.path)) return;
    const shown = { pathname: location.pathname, search: location.search, hash: location.hash };
    const previous = notified.current;
    if (previous && previous.pathname === shown.pathname && previous.search === shown.search && previous.hash === shown.hash) return;
    notified.current = shown;
    dispatchRouteDidUpdate({ location: shown, previousLocation: previous });
  }, [current, location.pathname, location.search, location.hash]);

  const { Component, props, route, wrappers } = current;
  const routeValue = useMemo(() => ({ path: route.path, meta: route.meta, plugin: route.plugin }), [route]);
  // A nested route shows inside its parents: each gets its `route` (as Docusaurus gives it) and
  // renders the next one where it calls renderRoutes.
  const page = wrappers.reduceRight<ReactNode>((inner, parent, i) => {
    const childPath = wrappers[i + 1]?.path ?? route.path;
    return (
      <NestedRouteContext.Provider value={inner}>
        <parent.Component {...parent.props} route={{ path: parent.path, exact: false, routes: [{ path: childPath, exact: childPath === route.path }] }} />
      </NestedRouteContext.Provider>
    );
  }, <Component {...props} />);
  return (
    <RouteContext.Provider value={routeValue}>
      <RouteTitle title={route.meta.title} />
      <ErrorBoundary
        key={`${route.path}:${version}`}
        fallback={(crash) => {
          crashed.current = true;
          return <CrashPage {...crash} />;
        }}
      >
        {page}
      </ErrorBoundary>
    </RouteContext.Provider>
  );
}

/**
 * The route's title through the title formatter (theme-classic's ThemeProvider/TitleFormatter):
 * the pre-rendered `<title>`, and the document's on each navigation, before the page's own
 * `<Head>` titles (effects of the page, which run after this layout effect).
 */
function RouteTitle({ title }: { title: string | undefined }): null {
  const formatted = useTitleFormatter().format(title ?? '');
  const head = useContext(HeadContext);
  if (head) head.title = formatted;
  useLayoutEffect(() => {
    if (title !== undefined) document.title = formatted;
  }, [title, formatted]);
  return null;
}

/** The site-wide head tags (theme-classic's SiteMetadata), which the pre-rendered head writes before the page's. */
function SiteHead({ children }: { children?: ReactNode }) {
  return <HeadGroupContext.Provider value="site">{children}</HeadGroupContext.Provider>;
}

let siteTitle: Pick<SiteConfig, 'title' | 'titleDelimiter'> = { title: '', titleDelimiter: '|' };
export function setSiteTitle(site: Pick<SiteConfig, 'title' | 'titleDelimiter'>): void {
  siteTitle = { title: site.title, titleDelimiter: site.titleDelimiter };
}

/** "Page | Site"; the home page is just the site title. */
export function pageTitle(title: string): string {
  return formatPageTitle(title, siteTitle);
}
