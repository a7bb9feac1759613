/**
 * Docusaurus's `future.experimental_router`: `'hash'` builds one page whose router reads the
 * location's hash (`index.html#/docs/intro`), for a site opened from files (file://) or served
 * from anywhere without a server's routing; `'browser'` (the default) a page per route.
 */
export function usesHashRouter(siteConfig: object): boolean {
  return (siteConfig as { future?: { experimental_router?: unknown } }).future?.experimental_router === 'hash';
}
