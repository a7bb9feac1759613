import Head from '@docusaurus/Head';

export interface SearchMetadataProps {
  readonly locale?: string;
  readonly version?: string;
  readonly tag?: string;
}

/**
 * theme-classic's SearchMetadata: the page's locale, docs version and search facet, for local
 * search plugins (`docusaurus_*`) and Algolia DocSearch's crawler (`docsearch:*`).
 */
export default function SearchMetadata({ locale, version, tag }: SearchMetadataProps) {
  // The locale is the language DocSearch filters on.
  const language = locale;
  return (
    <Head>
      {locale && <meta name="docusaurus_locale" content={locale} />}
      {version && <meta name="docusaurus_version" content={version} />}
      {tag && <meta name="docusaurus_tag" content={tag} />}
      {language && <meta name="docsearch:language" content={language} />}
      {version && <meta name="docsearch:version" content={version} />}
      {tag && <meta name="docsearch:docusaurus_tag" content={tag} />}
    </Head>
  );
}
