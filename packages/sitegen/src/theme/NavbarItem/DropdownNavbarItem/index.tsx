import type { NavbarItemProps } from '@theme/NavbarItem';
import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import DropdownNavbarItemMobile from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { NavbarItem as NavbarItemConfig } from '../../../shared/types';

/** `isActive`: the caller's own rule for the label (the version dropdown's), in place of the link's. */
export type DropdownNavbarItemProps = NavbarItemProps & { items: NavbarItemConfig[]; isActive?: boolean };

/** A `dropdown` item (or a link with `items`): its items in a menu in the bar (Desktop), in a group in the drawer (Mobile). */
export default function DropdownNavbarItem({ mobile = false, items = [], ...props }: NavbarItemProps & { isActive?: boolean }) {
  return mobile ? <DropdownNavbarItemMobile items={items} {...props} /> : <DropdownNavbarItemDesktop items={items} {...props} />;
}
