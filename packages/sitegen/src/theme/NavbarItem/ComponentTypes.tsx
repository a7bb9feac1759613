import type { ComponentType } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type { NavbarItemProps } from '@theme/NavbarItem';

export type ComponentTypesObject = Record<string, ComponentType<NavbarItemProps>>;

/**
 * The component of each navbar item type. A site adds `custom-*` types with its own
 * `src/theme/NavbarItem/ComponentTypes`, spreading this one (`@theme-original/…`), as in
 * theme-classic.
 */
const ComponentTypes: ComponentTypesObject = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
};

export default ComponentTypes;
