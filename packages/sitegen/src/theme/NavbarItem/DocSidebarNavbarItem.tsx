import type { NavbarItemProps } from '@theme/NavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useIsActiveNavItem } from '../_internal/navbarActive';

/**
 * A sidebar's item (the docs plugin gave it the link of the sidebar's first page and a label), as
 * theme-classic's DocSidebarNavbarItem: active on the pages of that sidebar.
 */
export default function DocSidebarNavbarItem(props: NavbarItemProps) {
  const isActiveItem = useIsActiveNavItem();
  return <DefaultNavbarItem {...props} isActive={isActiveItem({ ...props, type: 'docSidebar' })} />;
}
