import type { NavbarItemProps } from '@theme/NavbarItem';
import DefaultNavbarItemDesktop from '@theme/NavbarItem/DefaultNavbarItem/Desktop';
import DefaultNavbarItemMobile from '@theme/NavbarItem/DefaultNavbarItem/Mobile';

/** `isActive`: the caller's own rule (doc items), in place of the link's. */
export type DefaultNavbarItemProps = NavbarItemProps & { isActive?: boolean };

/** A link item, as theme-classic's DefaultNavbarItem: its Mobile form in the drawer, its Desktop form elsewhere. */
export default function DefaultNavbarItem({ mobile = false, position: _position, ...props }: DefaultNavbarItemProps) {
  return mobile ? <DefaultNavbarItemMobile {...props} /> : <DefaultNavbarItemDesktop {...props} />;
}
