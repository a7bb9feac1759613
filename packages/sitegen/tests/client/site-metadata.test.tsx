/**
 * theme-classic's SiteMetadata, SearchMetadata and ThemeProvider/TitleFormatter, and theme-common's
 * useContextualSearchFilters, rendered as the app renders them: the head tags they collect, the
 * titles the formatter gives (with the route's plugin, by Docusaurus's name), the search tags.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import { TitleFormatterProvider, useTitleFormatter, type TitleFormatterFn } from '@docusaurus/theme-common/internal';
import SiteMetadata from '@theme/SiteMetadata';
import SearchMetadata from '@theme/SearchMetadata';
import ThemeProvider from '@theme/ThemeProvider';
import { HeadContext, RouteContext, SiteContext, type HeadCollector, type SiteContextValue } from '../../src/client/context';
import type { GlobalData, SiteConfig, SiteI18n } from '../../src/shared/types';
import { CanonicalPathContext } from '../../src/theme/_internal/siteMetadata';
import { siteConfig } from '../theme/_render';

const i18n: SiteI18n = {
  defaultLocale: 'en',
  locales: ['en', 'pt-BR'],
  path: 'i18n',
  currentLocale: 'pt-BR',
  localeConfigs: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en', translate: false, url: 'https://example.org', baseUrl: '/' },
    'pt-BR': { label: 'Português', direction: 'ltr', htmlLang: 'pt-BR', calendar: 'gregory', path: 'pt-BR', translate: true, url: 'https://example.org', baseUrl: '/pt-BR/' },
  },
};

const globalData: GlobalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/pt-BR/docs',
      versions: [{ name: 'current', label: 'Next', isLast: true, path: '/pt-BR/docs', mainDocId: 'intro', docs: [{ id: 'intro', path: '/pt-BR/docs/intro' }], draftIds: [] }],
    },
  },
};

function render(node: ReactNode, { config = siteConfig, location = '/docs/intro', canonicalPath }: { config?: SiteConfig; location?: string; canonicalPath?: string } = {}) {
  const head: HeadCollector = { tags: [] };
  const site: SiteContextValue = { siteConfig: { ...config, baseUrl: '/pt-BR/', trailingSlash: true }, globalData, i18n };
  const html = renderToStaticMarkup(
    <HeadContext.Provider value={head}>
      <CanonicalPathContext.Provider value={canonicalPath}>
        <SiteContext.Provider value={site}>
          <StaticRouter location={`/pt-BR${location}`} basename="/pt-BR">
            <RouteContext.Provider value={{ path: location, meta: {}, plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' } }}>{node}</RouteContext.Provider>
          </StaticRouter>
        </SiteContext.Provider>
      </CanonicalPathContext.Provider>
    </HeadContext.Provider>,
  );
  const tags = head.tags.map(({ type, props }) => `<${type}${Object.entries(props).map(([k, v]) => ` ${k}="${String(v)}"`).join('')}>`);
  return { html, tags, head };
}

describe('SiteMetadata', () => {
  const config: SiteConfig = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, image: 'img/social.png', metadata: [{ name: 'twitter:card', content: 'summary' }, { itemprop: 'name', content: 'Test' }] } };

  it("writes theme-classic's tags in its order: Twitter card, default image, canonical URL, locales, search metadata, then themeConfig.metadata", () => {
    const { tags, html } = render(<SiteMetadata />, { config });
    expect(html).toBe('');
    expect(tags).toEqual([
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta property="og:image" content="https://example.org/pt-BR/img/social.png">',
      '<meta name="twitter:image" content="https://example.org/pt-BR/img/social.png">',
      '<link rel="canonical" href="https://example.org/pt-BR/docs/intro/">',
      '<meta property="og:url" content="https://example.org/pt-BR/docs/intro/">',
      '<link rel="alternate" href="https://example.org/docs/intro/" hrefLang="en-US">',
      '<link rel="alternate" href="https://example.org/pt-BR/docs/intro/" hrefLang="pt-BR">',
      '<link rel="alternate" href="https://example.org/docs/intro/" hrefLang="x-default">',
      '<meta property="og:locale" content="pt_BR">',
      '<meta property="og:locale:alternate" content="en_US">',
      '<meta name="docusaurus_locale" content="pt-BR">',
      '<meta name="docusaurus_tag" content="default">',
      '<meta name="docsearch:language" content="pt-BR">',
      '<meta name="docsearch:docusaurus_tag" content="default">',
      '<meta name="twitter:card" content="summary">',
      '<meta itemprop="name" content="Test">',
    ]);
  });

  it("gives a page pre-rendered at another address its canonical one (an alias doc's, the 404 page's)", () => {
    const { tags } = render(<SiteMetadata />, { canonicalPath: '/404.html' });
    expect(tags).toContain('<link rel="canonical" href="https://example.org/pt-BR/404.html/">');
  });
});

describe('SearchMetadata', () => {
  it('writes the locale, version and tag, each only when given', () => {
    expect(render(<SearchMetadata version="2.0" tag="docs-default-2.0" />).tags).toEqual([
      '<meta name="docusaurus_version" content="2.0">',
      '<meta name="docusaurus_tag" content="docs-default-2.0">',
      '<meta name="docsearch:version" content="2.0">',
      '<meta name="docsearch:docusaurus_tag" content="docs-default-2.0">',
    ]);
    expect(render(<SearchMetadata locale="fr" />).tags).toEqual(['<meta name="docusaurus_locale" content="fr">', '<meta name="docsearch:language" content="fr">']);
  });
});

describe('ThemeProvider/TitleFormatter', () => {
  function Title({ title }: { title?: string }) {
    return <>{useTitleFormatter().format(title)}</>;
  }

  it("formats titles with theme-common's default formatter inside the theme's ThemeProvider", () => {
    expect(render(<ThemeProvider><Title title="Intro" /></ThemeProvider>).html).toBe('Intro | Test Site');
    expect(render(<ThemeProvider><Title title="  " /></ThemeProvider>).html).toBe('Test Site');
    expect(render(<ThemeProvider><Title title="Test Site" /></ThemeProvider>).html).toBe('Test Site');
  });

  it('gives a provided formatter the title, site title, delimiter, the route’s plugin (Docusaurus’s name) and the default formatter', () => {
    const formatter: TitleFormatterFn = ({ title, siteTitle, titleDelimiter, plugin, defaultFormatter }) => `${plugin.name}/${plugin.id}: ${title} ${titleDelimiter} ${siteTitle} (${defaultFormatter({ title, siteTitle, titleDelimiter })})`;
    expect(render(<TitleFormatterProvider formatter={formatter}><Title title="Intro" /></TitleFormatterProvider>).html).toBe('docusaurus-plugin-content-docs/default: Intro | Test Site (Intro | Test Site)');
  });
});

describe('useContextualSearchFilters', () => {
  function Filters() {
    const { locale, tags } = useContextualSearchFilters();
    return <>{`${locale} ${tags.join(',')}`}</>;
  }

  it('gives the locale and the default search tag with the tags of the docs versions being read', () => {
    expect(render(<Filters />).html).toBe('pt-BR default,docs-default-current');
  });
});
