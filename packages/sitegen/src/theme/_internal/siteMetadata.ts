import { createContext, useContext } from 'react';
import { useLocation } from '@docusaurus/router';
import { useSiteContext } from '../../client/context';
import { withBaseUrl } from '../../client/exports/useBaseUrl';
import { applyTrailingSlash } from '../../shared/paths';

/** theme-common's DEFAULT_SEARCH_TAG: the search facet of pages outside docs versions. */
export const DEFAULT_SEARCH_TAG = 'default';

/**
 * The page's canonical path below the base URL where it is not the location's (pre-rendering: an
 * alias doc's is its canonical doc's, the 404 page's `/404.html`); the location's elsewhere.
 */
export const CanonicalPathContext = createContext<string | undefined>(undefined);

/** theme-classic's useDefaultCanonicalUrl: the site URL, the base URL and the page's path, with the trailing slash rule. */
export function useDefaultCanonicalUrl(): string {
  const { url, baseUrl, trailingSlash } = useSiteContext().siteConfig;
  const { pathname } = useLocation();
  const path = useContext(CanonicalPathContext) ?? pathname;
  return url + applyTrailingSlash(withBaseUrl(baseUrl, path), { trailingSlash, baseUrl });
}

/**
 * theme-common's useAlternatePageUtils: the page's address in another locale (its path below the
 * base URL, under that locale's URL and base URL).
 */
export function useAlternatePageUtils(): { createUrl: (options: { locale: string; fullyQualified: boolean }) => string } {
  const { siteConfig, i18n } = useSiteContext();
  const canonical = useDefaultCanonicalUrl();
  const current = i18n?.localeConfigs[i18n.currentLocale];
  const currentBase = current ? current.url + current.baseUrl : siteConfig.url + siteConfig.baseUrl;
  const below = canonical.startsWith(currentBase) ? canonical.slice(currentBase.length) : '';
  return {
    createUrl: ({ locale, fullyQualified }) => {
      const config = i18n?.localeConfigs[locale];
      if (!config || !canonical.startsWith(currentBase)) return fullyQualified ? canonical : canonical.slice(siteConfig.url.length);
      return `${fullyQualified ? config.url : ''}${config.baseUrl}${below}`;
    },
  };
}
