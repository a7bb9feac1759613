import { useMemo } from 'react';
import { useSiteContext, type SiteContextValue } from '../context';
import type { SiteConfig, SiteI18n } from '../../shared/types';

/** Site data without its locales (a component rendered on its own): the default locale, at the site's address. */
function singleLocale({ i18n, url, baseUrl }: SiteConfig): SiteI18n {
  const { defaultLocale, locales, path } = i18n;
  const config = { label: defaultLocale, direction: 'ltr' as const, htmlLang: defaultLocale, calendar: 'gregory', path: defaultLocale, translate: false, url, baseUrl };
  return { defaultLocale, locales, path, currentLocale: defaultLocale, localeConfigs: Object.fromEntries(locales.map((l) => [l, { ...config, ...i18n.localeConfigs?.[l] }])) };
}

export interface DocusaurusContext extends SiteContextValue {
  /** The locale of the build, with every locale's config, in Docusaurus's shape. */
  i18n: SiteI18n;
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  codeTranslations: Record<string, string>;
}

/** Docusaurus-compatible access to the site config, global data and i18n. */
export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteContext();
  return useMemo(() => {
    return {
      ...site,
      i18n: site.i18n ?? singleLocale(site.siteConfig),
      siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
      codeTranslations: site.codeTranslations ?? {},
    };
  }, [site]);
}
