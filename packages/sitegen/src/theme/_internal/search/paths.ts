/** A URL of this site as the router wants it: without the base URL (the router adds it back). */
export function routerPath(url: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return base && url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}
