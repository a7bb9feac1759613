/**
 * The options every theme-classic navbar item type takes from NavbarItemBaseSchema (`html` in
 * place of the label, `className` on its link) and the locale dropdown's own (`label`,
 * `dropdownItemsBefore`, `queryString`), rendered as the server renders them and held against
 * theme-classic 3.10's components (NavbarNavLink: `html` XOR label; DefaultNavbarItem/Desktop:
 * `navbar__item navbar__link <className>`; DropdownNavbarItem/Desktop: the className on its
 * `navbar__link`; LocaleDropdownNavbarItem: the locale's label whatever `label` says).
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NavbarItem from '@theme/NavbarItem';
import { RouteContext, SiteContext } from '../../src/client/context';
import type { GlobalData, NavbarItem as NavbarItemConfig, SiteI18n } from '../../src/shared/types';
import { ColorModeProvider } from '../../src/theme/_internal/colorMode';
import { DocsSidebarContext } from '../../src/theme/_internal/docsSidebar';
import { render, siteConfig } from './_render';

/** A versioned docs plugin's global data: 2.0 (the latest) and Next. */
const versioned: GlobalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        { name: 'current', label: 'Next', isLast: false, path: '/docs/next', mainDocId: 'intro', docs: [{ id: 'intro', path: '/docs/next/intro' }], draftIds: [] },
        { name: '2.0', label: '2.0', isLast: true, path: '/docs', mainDocId: 'intro', docs: [{ id: 'intro', path: '/docs/intro' }], draftIds: [] },
      ],
    },
  },
};

const item = (props: NavbarItemConfig, options: { path?: string; globalData?: GlobalData } = {}) => render(<NavbarItem {...props} />, { path: options.path ?? '/', globalData: options.globalData ?? versioned });

describe('navbar items: html and className', () => {
  it('type docsVersion: `html` replaces the version label, `className` is on its link', () => {
    const html = item({ type: 'docsVersion', html: '<b>Latest</b>', className: 'version-link' });
    expect(html).toMatch(/^<a class="navbar__item navbar__link [^"]*version-link" href="\/docs\/intro"><b>Latest<\/b><\/a>$/);
    expect(item({ type: 'docsVersion', className: 'version-link' })).toMatch(/class="navbar__item navbar__link [^"]*version-link" href="\/docs\/intro">2\.0<\/a>$/);
  });

  it('type dropdown: `html` is the label of the menu, `className` is on the label link (not the wrapper)', () => {
    const html = item({ type: 'dropdown', html: '<i>More</i>', className: 'more-menu', items: [{ label: 'Keys', to: '/docs/keys' }] });
    expect(html).toMatch(/^<div class="navbar__item dropdown dropdown--hoverable [^"]*"><a href="#" [^>]*class="navbar__link [^"]*more-menu"><i>More<\/i><\/a><ul class="dropdown__menu/);
  });

  it('type docsVersionDropdown: `className` on its label link, `html` in place of the version label', () => {
    const html = item({ type: 'docsVersionDropdown', className: 'versions-menu', html: '<span>Versions</span>' });
    expect(html).toMatch(/^<div class="navbar__item dropdown [^"]*"><a [^>]*class="navbar__link [^"]*versions-menu"[^>]*><span>Versions<\/span><\/a>/);
    expect(html).toMatch(/<a class="dropdown__link[^"]*" href="\/docs\/next\/intro">Next<\/a>/);
    expect(item({ type: 'docsVersionDropdown', className: 'versions-menu' })).toMatch(/class="navbar__link [^"]*versions-menu"[^>]*>2\.0<\/a>/);
  });

  it('type doc and docSidebar: `className` on the link, docSidebar\'s `html` in place of its label', () => {
    // Unversioned docs: the build gave the items their `to`.
    const plain: GlobalData = { 'docusaurus-plugin-content-docs': { default: { path: '/docs' } } };
    const doc = item({ type: 'doc', docId: 'intro', label: 'Start', to: '/docs/intro', className: 'doc-link' }, { globalData: plain });
    expect(doc).toMatch(/^<a class="navbar__item navbar__link [^"]*doc-link" href="\/docs\/intro">Start<\/a>$/);
    const sidebar = renderToStaticMarkup(
      <SiteContext.Provider value={{ siteConfig, globalData: plain }}>
        <StaticRouter location="/docs/intro">
          <RouteContext.Provider value={{ path: '/docs/intro', meta: {} }}>
            <DocsSidebarContext.Provider value={{ name: 'guide', items: [] }}>
              <NavbarItem {...{ type: 'docSidebar', sidebarId: 'guide', to: '/docs/intro', html: '<em>Guide</em>', className: 'sidebar-link' }} />
            </DocsSidebarContext.Provider>
          </RouteContext.Provider>
        </StaticRouter>
      </SiteContext.Provider>,
    );
    // Active on a page of its sidebar, with the site's class after theme-classic's.
    expect(sidebar).toMatch(/^<a class="navbar__item navbar__link [^"]*navbar__link--active[^"]*sidebar-link" [^>]*href="\/docs\/intro"><em>Guide<\/em><\/a>$/);
  });
});

describe('navbar item type localeDropdown', () => {
  const i18n: SiteI18n = {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    path: 'i18n',
    currentLocale: 'fr',
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en', translate: false, url: 'https://example.org', baseUrl: '/' },
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr', translate: true, url: 'https://example.org', baseUrl: '/fr/' },
    },
  };
  const inLocale = (node: ReactNode, location: string) =>
    renderToStaticMarkup(
      <SiteContext.Provider value={{ siteConfig: { ...siteConfig, i18n: { ...siteConfig.i18n, locales: i18n.locales } }, globalData: {}, i18n }}>
        <StaticRouter location={location}>
          <RouteContext.Provider value={{ path: location, meta: {} }}>
            <ColorModeProvider>{node}</ColorModeProvider>
          </RouteContext.Provider>
        </StaticRouter>
      </SiteContext.Provider>,
    );

  it('shows the current locale\'s label whatever `label` says, and `className` on its label link', () => {
    const html = inLocale(<NavbarItem {...{ type: 'localeDropdown', label: 'Pick one', className: 'locale-menu' }} />, '/docs/intro');
    expect(html).toMatch(/<a href="#" [^>]*class="navbar__link [^"]*locale-menu"><svg[^]*?<\/svg>Français<\/a>/);
    expect(html).not.toContain('Pick one');
  });

  it('lists `dropdownItemsBefore` ahead of the locales, and merges `queryString` into each locale\'s link', () => {
    const props: NavbarItemConfig = { type: 'localeDropdown', dropdownItemsBefore: [{ label: 'Help us translate', href: 'https://crowdin.example.org' }], queryString: 'utm_source=switcher' };
    const html = inLocale(<NavbarItem {...props} />, '/docs/intro?tab=mac#wiring');
    const links = [...html.matchAll(/<a [^>]*class="dropdown__link[^"]*"[^>]*>([^<]*)/g)].map((m) => m[1]);
    expect(links).toEqual(['Help us translate', 'English', 'Français']);
    // Full page loads (`pathname://`, which Link drops) keeping the page's own query and hash.
    expect(html).toContain('href="/docs/intro?tab=mac&amp;utm_source=switcher#wiring" lang="en-US" target="_self"');
    expect(html).toContain('href="/fr/docs/intro?tab=mac&amp;utm_source=switcher#wiring" lang="fr-FR" target="_self"');
  });

  it('shows `html` in place of the locale\'s label', () => {
    expect(inLocale(<NavbarItem {...{ type: 'localeDropdown', html: '<span>Langue</span>' }} />, '/')).toMatch(/class="navbar__link [^"]*"><span>Langue<\/span><\/a>/);
  });
});
