import renderRoutes from '@docusaurus/renderRoutes';
import { DocsVersionProvider } from '@docusaurus/plugin-content-docs/client';
import type { DocsVersionMeta } from '../../shared/types';

export interface DocVersionRootProps {
  route: { routes?: unknown[] };
  /** The docs version, on a versioned site (its search metadata, `noIndex` and `<html>` class are the route's). */
  version?: DocsVersionMeta;
}

declare const __SITEGEN_DOCS_VERSIONS__: boolean;

/** theme-classic's DocVersionRoot: the version's context around the routes of its docs. */
export default function DocVersionRoot({ route, version }: DocVersionRootProps) {
  // The bundlers define the flag: without versions, the version code is left out of every page
  // (undefined where nothing bundles the theme, as in unit tests: on).
  if (typeof __SITEGEN_DOCS_VERSIONS__ === 'undefined' || __SITEGEN_DOCS_VERSIONS__) {
    if (version) return <DocsVersionProvider version={version}>{renderRoutes(route.routes)}</DocsVersionProvider>;
  }
  return <>{renderRoutes(route.routes)}</>;
}
