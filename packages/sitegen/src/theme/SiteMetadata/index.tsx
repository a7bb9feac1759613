import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata, useThemeConfig } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import { DEFAULT_SEARCH_TAG, useAlternatePageUtils, useDefaultCanonicalUrl } from '@docusaurus/theme-common/internal';

/** The Open Graph protocol's locale: a BCP 47 tag with an underscore (`pt_BR`). */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

/** The page in every locale (`hreflang`), `x-default` the default locale's; the Open Graph locales. */
function AlternateLangHeaders() {
  const { currentLocale, defaultLocale, localeConfigs } = useDocusaurusContext().i18n;
  const { createUrl } = useAlternatePageUtils();
  const currentHtmlLang = localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
  return (
    <Head>
      {Object.entries(localeConfigs).map(([locale, { htmlLang }]) => (
        <link key={locale} rel="alternate" href={createUrl({ locale, fullyQualified: true })} hrefLang={htmlLang} />
      ))}
      <link rel="alternate" href={createUrl({ locale: defaultLocale, fullyQualified: true })} hrefLang="x-default" />
      <meta property="og:locale" content={openGraphLocale(currentHtmlLang)} />
      {Object.values(localeConfigs)
        .filter((config) => config.htmlLang !== currentHtmlLang)
        .map((config) => (
          <meta key={`meta-og-${config.htmlLang}`} property="og:locale:alternate" content={openGraphLocale(config.htmlLang)} />
        ))}
    </Head>
  );
}

/** The page's canonical URL, and its Open Graph copy. */
function CanonicalUrlHeaders() {
  const canonicalUrl = useDefaultCanonicalUrl();
  return (
    <Head>
      <link rel="canonical" href={canonicalUrl} />
      <meta property="og:url" content={canonicalUrl} />
    </Head>
  );
}

/**
 * theme-classic's SiteMetadata: the head tags of every page (Twitter card, the site's default
 * image, canonical URL, locales, search metadata, then `themeConfig.metadata`, which overrides the
 * earlier ones); a page's own tags override these.
 */
export default function SiteMetadata() {
  const { currentLocale } = useDocusaurusContext().i18n;
  const { metadata, image: defaultImage } = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
      </Head>
      {defaultImage && <PageMetadata image={defaultImage} />}
      <CanonicalUrlHeaders />
      <AlternateLangHeaders />
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      {/* A Head of its own: react-helmet lets a later Head's meta replace an earlier one's (twitter:card). */}
      <Head>
        {(metadata ?? []).map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
