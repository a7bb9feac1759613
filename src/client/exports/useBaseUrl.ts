import { useSiteContext } from '../context';

/** Prefixes a site-absolute path with the base URL; external URLs and anchors pass through. */
export function withBaseUrl(baseUrl: string, url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean; siteUrl?: string } = {}): string {
  if (!url || /^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (!url.startsWith('/')) return url;
  const prefixed = url.startsWith(baseUrl) ? url : baseUrl + url.slice(1);
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
