import type { NavbarItemProps } from '@theme/NavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import { clsx } from '../_internal/clsx';
import { useIsActiveNavItem } from '../_internal/navbarActive';
import styles from '../Navbar/styles.module.css';

/**
 * A link item, with theme-classic's class names: in the bar (`navbar__link`), in a dropdown's
 * menu (`dropdown__link`, in a list item) or in the drawer (`menu__link`, in a list item).
 * `isActive`: the caller's own rule (doc items), in place of the link's.
 */
export default function DefaultNavbarItem({ mobile = false, isDropdownItem = false, isActive, className, ...link }: NavbarItemProps & { isActive?: boolean }) {
  const isActiveItem = useIsActiveNavItem();
  const active = isActive ?? isActiveItem(link);
  if (mobile) {
    return (
      <li className="menu__list-item">
        <NavbarNavLink {...link} active={active} showText className={clsx('menu__link', styles.link, styles.drawerLink, active && 'menu__link--active', active && styles.active, className)} />
      </li>
    );
  }
  if (isDropdownItem) {
    return (
      <li>
        <NavbarNavLink {...link} active={active} className={clsx('dropdown__link', active && 'dropdown__link--active', className)} />
      </li>
    );
  }
  return <NavbarNavLink {...link} active={active} className={clsx('navbar__item navbar__link', styles.link, active && 'navbar__link--active', active && styles.active, className)} />;
}
