import { useSiteContext } from '../context';

/**
 * A path of the site with the base URL in front, as Docusaurus's useBaseUrl makes it: a path
 * without it gets it, a relative one too (`img/a.png` is `/base/img/a.png`, as on every page);
 * external URLs and anchors pass through.
 */
export function withBaseUrl(baseUrl: string, url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean; siteUrl?: string } = {}): string {
  if (!url || /^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // "/base" is the base URL itself.
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const prefixed = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute && options.siteUrl ? options.siteUrl + prefixed : prefixed;
}

export default function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  const { siteConfig } = useSiteContext();
  return withBaseUrl(siteConfig.baseUrl, url, { ...options, siteUrl: siteConfig.url });
}

export function useBaseUrlUtils() {
  const { siteConfig } = useSiteContext();
  return { withBaseUrl: (url: string, options?: { forcePrependBaseUrl?: boolean; absolute?: boolean }) => withBaseUrl(siteConfig.baseUrl, url, { ...options, siteUrl: siteConfig.url }) };
}
