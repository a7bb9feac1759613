import type { DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import { clsx } from '../../../_internal/clsx';
import { useIsActiveNavItem } from '../../../_internal/navbarActive';
import styles from '../../../Navbar/styles.module.css';

/** A link item in the drawer (`menu__link`, in a list item), as theme-classic's. */
export default function DefaultNavbarItemMobile({ isDropdownItem: _isDropdownItem, isActive, className, mobile: _mobile, ...link }: DefaultNavbarItemProps) {
  const isActiveItem = useIsActiveNavItem();
  const active = isActive ?? isActiveItem(link);
  return (
    <li className="menu__list-item">
      <NavbarNavLink {...link} active={active} showText className={clsx('menu__link', styles.link, styles.drawerLink, active && 'menu__link--active', active && styles.active, className)} />
    </li>
  );
}
