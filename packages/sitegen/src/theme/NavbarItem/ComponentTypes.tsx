import type { ComponentType } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DocsVersionNavbarItem from '@theme/NavbarItem/DocsVersionNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type { NavbarItemProps } from '@theme/NavbarItem';

declare const __SITEGEN_NAVBAR_DROPDOWN__: boolean;
declare const __SITEGEN_NAVBAR_HTML__: boolean;
declare const __SITEGEN_NAVBAR_DOC__: boolean;
declare const __SITEGEN_NAVBAR_DOC_SIDEBAR__: boolean;
declare const __SITEGEN_NAVBAR_DOCS_VERSION__: boolean;
declare const __SITEGEN_NAVBAR_DOCS_VERSION_DROPDOWN__: boolean;
declare const __SITEGEN_NAVBAR_LOCALE_DROPDOWN__: boolean;

export type ComponentTypesObject = Record<string, ComponentType<NavbarItemProps>>;

/**
 * The component of each navbar item type. A site adds `custom-*` types with its own
 * `src/theme/NavbarItem/ComponentTypes`, spreading this one (`@theme-original/…`), as in
 * theme-classic.
 */
const ComponentTypes: ComponentTypesObject = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  // The others only where the site's navbar has one: the bundlers define each flag, and an item
  // type the site does not use (with its code and CSS) is left out of every page. (Undefined where
  // nothing bundles the theme, as in unit tests: every type.)
  ...(typeof __SITEGEN_NAVBAR_DROPDOWN__ === 'undefined' || __SITEGEN_NAVBAR_DROPDOWN__ ? { dropdown: DropdownNavbarItem } : {}),
  ...(typeof __SITEGEN_NAVBAR_HTML__ === 'undefined' || __SITEGEN_NAVBAR_HTML__ ? { html: HtmlNavbarItem } : {}),
  ...(typeof __SITEGEN_NAVBAR_DOC__ === 'undefined' || __SITEGEN_NAVBAR_DOC__ ? { doc: DocNavbarItem } : {}),
  ...(typeof __SITEGEN_NAVBAR_DOC_SIDEBAR__ === 'undefined' || __SITEGEN_NAVBAR_DOC_SIDEBAR__ ? { docSidebar: DocSidebarNavbarItem } : {}),
  ...(typeof __SITEGEN_NAVBAR_DOCS_VERSION__ === 'undefined' || __SITEGEN_NAVBAR_DOCS_VERSION__ ? { docsVersion: DocsVersionNavbarItem } : {}),
  ...(typeof __SITEGEN_NAVBAR_DOCS_VERSION_DROPDOWN__ === 'undefined' || __SITEGEN_NAVBAR_DOCS_VERSION_DROPDOWN__ ? { docsVersionDropdown: DocsVersionDropdownNavbarItem } : {}),
  ...(typeof __SITEGEN_NAVBAR_LOCALE_DROPDOWN__ === 'undefined' || __SITEGEN_NAVBAR_LOCALE_DROPDOWN__ ? { localeDropdown: LocaleDropdownNavbarItem } : {}),
};

export default ComponentTypes;
