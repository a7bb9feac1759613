import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import site from '@generated/site.json';
import SearchMetadata from '@theme/SearchMetadata';
import SiteMetadata from '@theme/SiteMetadata';
import * as registryModule from '@generated/registry-all';
import routeMeta from '@generated/route-meta.json';
import { applyTrailingSlash } from '../shared/paths';
import type { InlineRouteData } from '../shared/types';
import { App, setSiteTitle, pageTitle } from './App';
import { HeadContext, type HeadCollector, type SiteContextValue } from './context';
import { setCodeTranslations } from './exports/Translate';
import { collectBrokenLinks } from './exports/useBrokenLinks';
import { setSiteStorage } from './site-storage';
import { loadIslands } from './island-registry';
import { CanonicalPathContext } from '../theme/_internal/siteMetadata';
import { INFIMA_LAYOUT } from '../theme/_internal/infimaLayout';
import { findRoute, loadRoute, notFoundRoute, routeLocation, routeModuleKeys, setRouteBase } from './routes';
import { createRegistry } from './route-table';

const { meta, chunkNames } = routeMeta;
const registry = createRegistry(registryModule, meta);
const siteData = site as unknown as SiteContextValue;
setSiteTitle(siteData.siteConfig);
setRouteBase(siteData.siteConfig.baseUrl);
setSiteStorage(siteData.siteStorage);
setCodeTranslations(siteData.codeTranslations ?? {}, siteData.i18n && { locale: siteData.i18n.currentLocale, calendar: siteData.i18n.localeConfigs[siteData.i18n.currentLocale]?.calendar });

export interface RenderResult {
  appHtml: string;
  title: string;
  headTags: HeadCollector['tags'];
  /** Registry keys of the modules this route loaded (for its script and style tags). */
  moduleKeys: string[];
  chunkNames: string[];
  /** The route for the page to inline (without module ids, which the build adds). */
  route: Omit<InlineRouteData, 'refs'>;
  /** What the page's components collected with `useBrokenLinks()`, for the link checker: links to check, and anchors the page has. */
  collectedLinks?: string[];
  collectedAnchors?: string[];
  /** Links the page shows that the checker leaves alone, as Docusaurus's never sees them (`pathname://`). */
  uncheckedLinks?: string[];
  /** On a Docusaurus site, the links its checker sees of those the page shows: the internal links Link rendered, not a page's own `<a href>`. */
  checkedLinks?: string[];
}

/**
 * Renders one route to HTML (the body's app markup and the head data). `routePath` is the route's,
 * with the base URL or without; `permalink` the route's permalink where it is not its path (an
 * index doc's `/docs/guides/` with `trailingSlash` undefined), where the page renders.
 */
export async function render(routePath: string, permalink?: string): Promise<RenderResult> {
  const path = routeLocation(routePath);
  const route = path === '/404' && !findRoute(registry, path) ? notFoundRoute(registry, path) : (findRoute(registry, path) ?? notFoundRoute(registry, path));
  const loaded = await loadRoute(registry, route);
  // renderToString is synchronous: the islands the route's modules define must be loaded first.
  await loadIslands();
  const head: HeadCollector = { tags: [] };
  const basename = siteData.siteConfig.baseUrl.replace(/\/$/, '');
  // The page renders at its URL (`/docs/a/` with trailingSlash true), as the browser then hydrates it.
  const location = permalink !== undefined ? routeLocation(permalink) : applyTrailingSlash(path, { trailingSlash: siteData.siteConfig.trailingSlash, baseUrl: '/' });
  // SiteMetadata's canonical URL: an alias doc's is its canonical doc's, the 404 page's its file's.
  const canonicalPath = path === '/404' ? '/404.html' : (route.meta.canonicalPath ?? route.meta.permalink ?? path);
  const app = () => (
    <HeadContext.Provider value={head}>
      <CanonicalPathContext.Provider value={canonicalPath}>
        <StaticRouter location={`${basename}${location}`} basename={basename || undefined}>
          <App
            site={siteData}
            registry={registry}
            initial={loaded}
            siteMetadata={
              <>
                <SiteMetadata />
                {/* A docs version's search metadata (theme-classic's DocVersionRoot writes it), after the site's. */}
                {route.meta.search && <SearchMetadata version={route.meta.search.version} tag={route.meta.search.tag} />}
              </>
            }
          />
        </StaticRouter>
      </CanonicalPathContext.Provider>
    </HeadContext.Provider>
  );
  const { result: appHtml, collected } = collectBrokenLinks(() => renderToString(app()));
  // A component that threw inside a Suspense boundary leaves it to the browser (`<!--$!-->`)
  // and renderToString says nothing: the build fails instead, with the component's error.
  if (appHtml.includes(CLIENT_RENDERED_BOUNDARY)) throw await renderError(app(), path);
  const moduleKeys = routeModuleKeys(route);
  return {
    appHtml,
    title: head.title ?? pageTitle(route.meta.title ?? ''),
    headTags: head.tags,
    moduleKeys,
    chunkNames: moduleKeys.map((k) => chunkNames[k] ?? ''),
    ...(collected.links.size > 0 && { collectedLinks: [...collected.links] }),
    ...(collected.anchors.size > 0 && { collectedAnchors: [...collected.anchors] }),
    ...(collected.unchecked.size > 0 && { uncheckedLinks: [...collected.unchecked] }),
    ...(INFIMA_LAYOUT && { checkedLinks: [...collected.linked] }),
    route: { path: route.path, component: route.component, modules: route.modules, title: route.meta.title ?? null, ...(route.wrappers ? { wrappers: route.wrappers } : {}), ...(route.plugin ? { plugin: route.plugin } : {}), ...(route.meta.htmlClassName ? { h: route.meta.htmlClassName } : {}) },
  };
}

const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** The first error a render throws, found by rendering again with a renderer that reports errors. */
function renderError(node: ReactNode, path: string): Promise<Error> {
  return new Promise((resolve) => {
    let first: unknown;
    const report = () => {
      const reason = first instanceof Error ? first : new Error(String(first ?? 'a component threw'));
      resolve(Object.assign(new Error(`Pre-rendering ${path}: ${reason.message}`), { stack: `Pre-rendering ${path}: ${reason.stack ?? reason.message}` }));
    };
    const stream = renderToPipeableStream(node, {
      onError: (error) => void (first ??= error),
      onShellError: (error) => {
        first ??= error;
        report();
      },
      onAllReady: () => {
        stream.pipe(new Writable({ write: (_chunk, _encoding, done) => done() }));
        report();
      },
    });
  });
}

export const routePaths: string[] = registry.routes.map((r) => r.path);
