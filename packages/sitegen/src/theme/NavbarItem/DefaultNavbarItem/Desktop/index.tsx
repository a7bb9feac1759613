import type { DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import { clsx } from '../../../_internal/clsx';
import { useIsActiveNavItem } from '../../../_internal/navbarActive';
import styles from '../../../Navbar/styles.module.css';

/** A link item in the bar (`navbar__link`) or in a dropdown's menu (`dropdown__link`, in a list item), as theme-classic's. */
export default function DefaultNavbarItemDesktop({ isDropdownItem = false, isActive, className, mobile: _mobile, ...link }: DefaultNavbarItemProps) {
  const isActiveItem = useIsActiveNavItem();
  const active = isActive ?? isActiveItem(link);
  if (isDropdownItem) {
    return (
      <li>
        <NavbarNavLink {...link} active={active} className={clsx('dropdown__link', active && 'dropdown__link--active', className)} />
      </li>
    );
  }
  return <NavbarNavLink {...link} active={active} className={clsx('navbar__item navbar__link', styles.link, active && 'navbar__link--active', active && styles.active, className)} />;
}
