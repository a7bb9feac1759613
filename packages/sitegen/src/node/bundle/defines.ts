import type { LoadedSite } from '../plugins/host';
import type { NavbarItem } from '../../shared/types';
import { vendorUrls } from './vendor';

/** The navbar item types whose components a page carries only when the site's navbar has one (see NavbarItem/ComponentTypes). */
const OPTIONAL_NAVBAR_TYPES = {
  dropdown: '__SITEGEN_NAVBAR_DROPDOWN__',
  doc: '__SITEGEN_NAVBAR_DOC__',
  docSidebar: '__SITEGEN_NAVBAR_DOC_SIDEBAR__',
  html: '__SITEGEN_NAVBAR_HTML__',
  docsVersion: '__SITEGEN_NAVBAR_DOCS_VERSION__',
  docsVersionDropdown: '__SITEGEN_NAVBAR_DOCS_VERSION_DROPDOWN__',
  localeDropdown: '__SITEGEN_NAVBAR_LOCALE_DROPDOWN__',
} as const;

/** Whether the docs have versions besides the docs folder (the docs plugin's content says). */
function hasDocsVersions(site: LoadedSite): boolean {
  return (site.contents.docs as { versioned?: boolean } | undefined)?.versioned === true;
}

/** The item types a navbar uses, a dropdown's items included (theme-classic: a link with `items` is a dropdown). */
function navbarItemTypes(items: NavbarItem[]): Set<string> {
  const types = new Set<string>();
  const visit = (item: NavbarItem) => {
    types.add(!item.type || item.type === 'default' ? (item.items ? 'dropdown' : 'default') : item.type);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return types;
}

/**
 * The compile-time constants of the client and theme, for both bundlers (values are JS source).
 * The pre-render bundle gets no vendor URLs: vendored packages only load in effects.
 */
export function siteDefines(site: LoadedSite, { dev, browser }: { dev: boolean; browser: boolean }): Record<string, string> {
  const used = navbarItemTypes(site.config.themeConfig.navbar.items);
  return {
    __SITEGEN_DEV__: JSON.stringify(dev),
    __SITEGEN_VENDOR__: JSON.stringify(browser ? vendorUrls(site.config.baseUrl) : {}),
    __SITEGEN_ANNOUNCEMENT_BAR__: JSON.stringify(!!site.config.themeConfig.announcementBar),
    ...Object.fromEntries(Object.entries(OPTIONAL_NAVBAR_TYPES).map(([type, name]) => [name, JSON.stringify(used.has(type))])),
    // The version banner, badge and class of docs pages, and the version-aware navbar doc items.
    __SITEGEN_DOCS_VERSIONS__: JSON.stringify(hasDocsVersions(site)),
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
  };
}
