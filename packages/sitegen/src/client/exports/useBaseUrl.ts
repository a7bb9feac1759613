import { useCallback } from 'react';
import { useSiteContext } from '../context';
import { hasProtocol } from './isInternalUrl';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

/**
 * A path of the site with the base URL in front, as Docusaurus's addBaseUrl makes it: a path
 * without it gets it, a relative one too (`img/a.png` is `/base/img/a.png`, as on every page);
 * URLs with a scheme and anchors pass through. With the hash router (`router: 'hash'`), a path is
 * made relative to the page (`./img/a.png`), as there.
 */
export function addBaseUrl({ siteUrl, baseUrl, url, options = {}, router }: { siteUrl: string; baseUrl: string; url: string; options?: BaseUrlOptions; router?: 'browser' | 'hash' }): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (router === 'hash') return url.startsWith('/') ? `.${url}` : `./${url}`;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // "/base" is the base URL itself.
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const prefixed = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteUrl + prefixed : prefixed;
}

/** sitegen's shorter form of addBaseUrl, which the theme uses. */
export function withBaseUrl(baseUrl: string, url: string, options: BaseUrlOptions & { siteUrl?: string } = {}): string {
  const { siteUrl = '', ...rest } = options;
  // An absolute URL needs the site's origin: without one, the path alone.
  return addBaseUrl({ siteUrl, baseUrl, url, options: { ...rest, absolute: rest.absolute && !!siteUrl } });
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { siteConfig } = useSiteContext();
  const { url: siteUrl, baseUrl } = siteConfig;
  const router = (siteConfig as { future?: { experimental_router?: 'browser' | 'hash' } }).future?.experimental_router;
  // The same function while the site's addresses stay the same (a hook's dependency, as Docusaurus's).
  const withBaseUrl = useCallback((url: string, options?: BaseUrlOptions) => addBaseUrl({ siteUrl, baseUrl, url, options, router }), [siteUrl, baseUrl, router]);
  return { withBaseUrl };
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
