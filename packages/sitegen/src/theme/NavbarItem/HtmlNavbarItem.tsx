import type { NavbarItemProps } from '@theme/NavbarItem';
import { clsx } from '../_internal/clsx';
import styles from '../Navbar/styles.module.css';

/** Markup of the site's own, as theme-classic's HtmlNavbarItem: a list item in a dropdown's menu and in the drawer. */
export default function HtmlNavbarItem({ value, className, mobile = false, isDropdownItem = false }: NavbarItemProps) {
  const markup = { __html: value ?? '' };
  if (mobile) return <li className={clsx('menu__list-item', styles.drawerHtmlItem, className)} dangerouslySetInnerHTML={markup} />;
  if (isDropdownItem) return <li className={clsx(styles.menuHtmlItem, className)} dangerouslySetInnerHTML={markup} />;
  return <div className={clsx('navbar__item', styles.htmlItem, className)} dangerouslySetInnerHTML={markup} />;
}
