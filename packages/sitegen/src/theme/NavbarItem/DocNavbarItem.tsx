import type { NavbarItemProps } from '@theme/NavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useIsActiveNavItem } from '../_internal/navbarActive';

/**
 * A doc's item (the docs plugin gave it the doc's link, a label and the doc's sidebar), as
 * theme-classic's DocNavbarItem: active on the doc and on the pages of its sidebar. An unlisted
 * doc's item shows on that doc only.
 */
export default function DocNavbarItem({ unlisted, ...props }: NavbarItemProps) {
  const isActiveItem = useIsActiveNavItem();
  if (unlisted && !isActiveItem({ type: 'doc', to: props.to })) return null;
  return <DefaultNavbarItem {...props} isActive={isActiveItem({ ...props, type: 'doc' })} />;
}
