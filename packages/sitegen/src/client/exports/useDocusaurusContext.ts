import { useMemo } from 'react';
import { useSiteContext, type SiteContextValue } from '../context';

export interface DocusaurusContext extends SiteContextValue {
  /** The one locale sitegen builds, in Docusaurus's shape. */
  i18n: {
    currentLocale: string;
    defaultLocale: string;
    locales: string[];
    localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string }>;
  };
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  codeTranslations: Record<string, string>;
}

/** Docusaurus-compatible access to the site config, global data and i18n. */
export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteContext();
  return useMemo(() => {
    const { defaultLocale, locales } = site.siteConfig.i18n;
    const localeConfig = (locale: string) => ({ label: locale, direction: 'ltr' as const, htmlLang: locale, calendar: 'gregory', path: locale });
    return {
      ...site,
      i18n: { currentLocale: defaultLocale, defaultLocale, locales, localeConfigs: Object.fromEntries(locales.map((l) => [l, localeConfig(l)])) },
      siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
      codeTranslations: {},
    };
  }, [site]);
}
