import { useEffect, useId, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import NavbarItem from '@theme/NavbarItem';
import type { DropdownNavbarItemProps } from '@theme/NavbarItem/DropdownNavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import { clsx } from '../../../_internal/clsx';
import { ChevronIcon } from '../../../_internal/icons';
import { useIsActiveNavItem } from '../../../_internal/navbarActive';
import navbarStyles from '../../../Navbar/styles.module.css';
import styles from '../styles.module.css';

/** A dropdown in the drawer, as theme-classic's DropdownNavbarItem/Mobile: a group that opens and closes, open when it holds the current page. */
export default function DropdownNavbarItemMobile({ items, position: _position, className, onClick, mobile: _mobile, isDropdownItem: _isDropdownItem, isActive, ...link }: DropdownNavbarItemProps) {
  const isActiveItem = useIsActiveNavItem();
  const containsActive = (isActive ?? isActiveItem(link)) || items.some((item) => (typeof item.isActive === 'boolean' ? item.isActive : isActiveItem(item)));
  const [collapsed, setCollapsed] = useState(!containsActive);
  const menuId = useId();

  // Navigating to one of its pages opens it.
  useEffect(() => {
    if (containsActive) setCollapsed(false);
  }, [containsActive]);

  const toggle = () => setCollapsed((c) => !c);
  const chevron = <ChevronIcon className={clsx(styles.chevron, !collapsed && styles.chevronOpen)} />;
  const labelClass = clsx('menu__link menu__link--sublist', navbarStyles.link, navbarStyles.drawerLink, className);
  return (
    <li className={clsx('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <div className={clsx('menu__list-item-collapsible', styles.mobileRow)}>
        {link.to !== undefined || link.href !== undefined ? (
          <>
            <NavbarNavLink {...link} showText className={labelClass} onClick={onClick} />
            <button type="button" className={clsx('menu__caret', styles.caret)} aria-label={collapsed ? translate({ id: 'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel', message: 'Expand the dropdown' }) : translate({ id: 'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel', message: 'Collapse the dropdown' })} aria-expanded={!collapsed} aria-controls={menuId} onClick={toggle}>
              {chevron}
            </button>
          </>
        ) : (
          <button type="button" className={clsx(labelClass, styles.mobileToggle)} aria-expanded={!collapsed} aria-controls={menuId} onClick={toggle}>
            {link.html !== undefined ? <span dangerouslySetInnerHTML={{ __html: link.html }} /> : link.label}
            {chevron}
          </button>
        )}
      </div>
      <ul id={menuId} className={clsx('menu__list', styles.mobileMenu)} hidden={collapsed}>
        {items.map((item, i) => (
          <NavbarItem key={i} mobile isDropdownItem onClick={onClick} {...item} />
        ))}
      </ul>
    </li>
  );
}
