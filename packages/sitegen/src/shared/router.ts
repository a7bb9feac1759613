declare const __SITEGEN_HASH_ROUTER__: boolean;

/**
 * Docusaurus's `future.experimental_router`: `'hash'` builds one page whose router reads the
 * location's hash (`index.html#/docs/intro`), for a site opened from files (file://) or served
 * from anywhere without a server's routing; `'browser'` (the default) a page per route.
 */
export function usesHashRouter(siteConfig: object): boolean {
  // In the bundles, a build-time constant (bundle/defines.ts): other sites' pages carry no hash-router code.
  if (typeof __SITEGEN_HASH_ROUTER__ !== 'undefined' && !__SITEGEN_HASH_ROUTER__) return false;
  return (siteConfig as { future?: { experimental_router?: unknown } }).future?.experimental_router === 'hash';
}
