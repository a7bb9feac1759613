import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import NavbarItem, { type NavbarItemProps } from '@theme/NavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import type { NavbarItem as NavbarItemConfig } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import { ChevronIcon } from '../../_internal/icons';
import { useIsActiveNavItem } from '../../_internal/navbarActive';
import navbarStyles from '../../Navbar/styles.module.css';
import styles from './styles.module.css';

/** `isActive`: the caller's own rule for the label (the version dropdown's), in place of the link's. */
type DropdownProps = NavbarItemProps & { items: NavbarItemConfig[]; isActive?: boolean };

/**
 * A dropdown in the bar, as theme-classic's: its menu opens on hover, and on a click of its label
 * (a label without `to`) or Enter and Space; Escape, a click or focus elsewhere and navigating close it.
 */
function DropdownDesktop({ items, position, className, onClick: _onClick, mobile: _mobile, isDropdownItem: _isDropdownItem, isActive, ...link }: DropdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const isActiveItem = useIsActiveNavItem();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const events = ['mousedown', 'touchstart', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, closeOutside);
    return () => {
      for (const name of events) document.removeEventListener(name, closeOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    ref.current?.querySelector<HTMLElement>('.navbar__link')?.focus();
  };
  const onLabelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setOpen(!open);
  };
  // A label without a target only opens the menu ('#' keeps it focusable, as in theme-classic).
  const onLabelClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setOpen(!open);
  };
  const hasTarget = link.to !== undefined || link.href !== undefined;
  const active = isActive ?? isActiveItem(link);

  return (
    <div
      ref={ref}
      className={clsx('navbar__item dropdown dropdown--hoverable', position === 'right' && 'dropdown--right', open && 'dropdown--show', styles.dropdown)}
      onKeyDown={onKeyDown}
    >
      <NavbarNavLink
        href={link.to === undefined ? '#' : undefined}
        {...link}
        role="button"
        aria-haspopup="true"
        aria-expanded={open}
        active={active}
        className={clsx('navbar__link', navbarStyles.link, styles.label, active && navbarStyles.active, className)}
        onClick={hasTarget ? undefined : onLabelClick}
        onKeyDown={onLabelKeyDown}
      />
      <ul className={clsx('dropdown__menu', styles.menu)}>
        {items.map((item, i) => (
          <NavbarItem key={i} isDropdownItem {...item} />
        ))}
      </ul>
    </div>
  );
}

/** A dropdown in the drawer: a group that opens and closes, open when it holds the current page. */
function DropdownMobile({ items, position: _position, className, onClick, mobile: _mobile, isDropdownItem: _isDropdownItem, isActive, ...link }: DropdownProps) {
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

/** A `dropdown` item (or a link with `items`): its items in a menu in the bar, in a group in the drawer. */
export default function DropdownNavbarItem({ mobile = false, items = [], ...props }: NavbarItemProps & { isActive?: boolean }) {
  return mobile ? <DropdownMobile items={items} {...props} /> : <DropdownDesktop items={items} {...props} />;
}
