import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from '@docusaurus/router';
import NavbarItem from '@theme/NavbarItem';
import type { DropdownNavbarItemProps } from '@theme/NavbarItem/DropdownNavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import { clsx } from '../../../_internal/clsx';
import { useIsActiveNavItem } from '../../../_internal/navbarActive';
import navbarStyles from '../../../Navbar/styles.module.css';
import styles from '../styles.module.css';

/**
 * A dropdown in the bar, as theme-classic's DropdownNavbarItem/Desktop: its menu opens on hover, and on a click of its label
 * (a label without `to`) or Enter and Space; Escape, a click or focus elsewhere and navigating close it.
 */
export default function DropdownNavbarItemDesktop({ items, position, className, onClick: _onClick, mobile: _mobile, isDropdownItem: _isDropdownItem, isActive, ...link }: DropdownNavbarItemProps) {
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
        // Active, its label is marked as theme-classic's (react-router's NavLink class `active`), not coloured as an active link: Infima styles `navbar__link--active` only.
        className={clsx('navbar__link', navbarStyles.link, styles.label, active && 'active', className)}
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
