// The theme's global stylesheet (its tokens and Infima's variables) before the site's own
// (`customCss`, client modules): a site's rules then win at equal weight, as they do over
// Infima's in Docusaurus (and whatever a swizzled Root imports).
import '../theme/styles/global.css';
import { StrictMode, startTransition, useEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import clientModules from '@generated/client-modules';
import site from '@generated/site.json';
import { routeChunkFilesScript } from '../shared/types';
import type { SiteContextValue } from './context';
import { setCodeTranslations } from './exports/Translate';
import { setSiteStorage } from './site-storage';
import { App } from './App';
import { SiteRouter } from './site-router';
import { usesHashRouter } from '../shared/router';
import { setClientModules } from './lifecycles';
import { loadInlineRoute, readInlineRoute } from './inline-route';
import { loadRegistry, setRegistryLoader } from './registry';
import { normalizePath, resolveAndLoad, routeLocation, setRouteBase, type LoadedRoute, type Registry } from './routes';
import type { RegistryIndexModule } from './route-table';
import { installBatchedChunks } from './batched';

declare const __SITEGEN_DEV__: boolean;
declare const __SITEGEN_HASH_ROUTER__: boolean;
/** Whether the site may use the hash router: a build-time constant (bundle/defines.ts) here, so other sites' bundles leave its branches out. */
const HASH_ROUTER = typeof __SITEGEN_HASH_ROUTER__ === 'undefined' || __SITEGEN_HASH_ROUTER__;

declare const __webpack_public_path__: string;
declare const __SITEGEN_BATCHED__: boolean;

// A batched build's pages refer to the main bundle's modules by id (see batched.ts).
if (typeof __SITEGEN_BATCHED__ !== 'undefined' && __SITEGEN_BATCHED__) installBatchedChunks(() => import(/* webpackChunkName: "shared" */ '@generated/shared'));

/** Loads the script with the route chunks' file names: the table's index's, or a section's (a build's; the dev server has none). */
function loadRouteChunkFiles(section?: number): Promise<void> {
  if (__SITEGEN_DEV__) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = __webpack_public_path__ + routeChunkFilesScript(section);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${script.src}`));
    document.head.appendChild(script);
  });
}

let sections: Promise<(routePath: string) => Promise<Registry>> | null = null;
setRegistryLoader(async (routePath) => {
  if (!sections) {
    // The table's index and the code that reads it, one chunk.
    sections = Promise.all([import(/* webpackChunkName: "registry" */ '@generated/registry'), import(/* webpackChunkName: "registry" */ './route-table'), loadRouteChunkFiles()]).then(([index, { sectionedRegistry }]) =>
      sectionedRegistry(index as unknown as RegistryIndexModule, loadRouteChunkFiles),
    );
    sections.catch(() => (sections = null));
  }
  return (await sections)(routePath);
});

/** The current route: from the data inlined in the pre-rendered page, else through the registry. */
async function loadInitialRoute(path: string): Promise<LoadedRoute> {
  const inline = readInlineRoute();
  if (inline && routeLocation(inline.path) === path) {
    try {
      return await loadInlineRoute(inline);
    } catch (error) {
      console.warn('The page’s inlined route did not load; using the route table.', error);
    }
  }
  return resolveAndLoad(await loadRegistry(path), path);
}

async function start(): Promise<void> {
  setClientModules(clientModules);
  const siteData = site as unknown as SiteContextValue;
  setCodeTranslations(siteData.codeTranslations ?? {}, siteData.i18n && { locale: siteData.i18n.currentLocale, calendar: siteData.i18n.localeConfigs[siteData.i18n.currentLocale]?.calendar });
  setRouteBase(siteData.siteConfig.baseUrl);
  setSiteStorage(siteData.siteStorage);
  // With the hash router, the route is the location's hash (`#/docs/intro`), whatever the page's own address.
  const hash = HASH_ROUTER && usesHashRouter(siteData.siteConfig);
  const basename = hash ? '' : siteData.siteConfig.baseUrl.replace(/\/$/, '');
  const initialPath = normalizePath((hash ? /^#?([^?#]*)/.exec(window.location.hash)?.[1] : window.location.pathname.slice(basename.length)) || '/');
  let initial;
  try {
    initial = await loadInitialRoute(initialPath);
  } catch (error) {
    // The pre-rendered page stays readable; reloading here could loop forever.
    console.error('Failed to load this page’s code; the page stays static.', error);
    return;
  }
  // sitegen's container, or Docusaurus's in a page made from a site's ssrTemplate.
  const container = document.getElementById('__site') ?? document.getElementById('__docusaurus');
  if (!container) throw new Error('Missing #__site container in the page');
  const app = (
    <StrictMode>
      <SiteRouter basename={basename || undefined} hash={hash}>
        <App site={siteData} registry={loadRegistry} initial={initial} siteMetadata={<LazySiteMetadata />} />
      </SiteRouter>
    </StrictMode>
  );
  // The hash router's page has no pre-rendered content to hydrate (Docusaurus's does not hydrate it either).
  if (__SITEGEN_DEV__ || hash || container.childElementCount === 0) createRoot(container).render(app);
  // As a transition, hydration yields to the browser every few milliseconds instead of being one
  // long task (a phone's main thread stays free for input and paint while the page comes alive).
  else startTransition(() => void hydrateRoot(container, app));
}

/**
 * `@theme/SiteMetadata` in the browser: its tags are in the pre-rendered head, so it loads after
 * the page (out of the main chunk) and then keeps them up to date as the reader navigates.
 */
function LazySiteMetadata() {
  // A plain effect rather than useLazy (its retry is not needed here: main is left without it). A
  // failed load leaves the pre-rendered tags as they are.
  const [SiteMetadata, setSiteMetadata] = useState<ComponentType | null>(null);
  useEffect(() => {
    import(/* webpackChunkName: "site-metadata" */ '@theme/SiteMetadata').then(
      (module) => setSiteMetadata(() => module.default),
      () => undefined,
    );
  }, []);
  return SiteMetadata ? <SiteMetadata /> : null;
}

// Where the app starts, for measurements (and a test that the page painted before).
performance.mark('sitegen:boot');
void start();
