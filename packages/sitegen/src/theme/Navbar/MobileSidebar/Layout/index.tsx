import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { clsx } from '../../../_internal/clsx';
import { useSecondaryMenuShown } from '../../../_internal/navbarDrawer';
import { MOBILE_SIDEBAR_ID, useNavbarMobileSidebar } from '../../../_internal/navbarMobileSidebar';
import styles from '../../styles.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The drawer's frame, as theme-classic's Navbar/MobileSidebar/Layout: the header, then the primary
 * or the secondary menu. A modal dialog: the focus starts in it and stays in it, Escape and the
 * backdrop close it.
 */
export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: { header: ReactNode; primaryMenu: ReactNode; secondaryMenu: ReactNode }) {
  const { toggle } = useNavbarMobileSidebar();
  const { shown: secondaryShown } = useSecondaryMenuShown();
  const dialog = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    const target = firstRender.current ? FOCUSABLE : '[data-drawer-body] button, [data-drawer-body] a[href]';
    firstRender.current = false;
    dialog.current?.querySelector<HTMLElement>(target)?.focus();
  }, [secondaryShown]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      toggle();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // Portalled out of the bar: its root carries the bar's `navbar-sidebar--show`, under which Infima shows the drawer.
    <div className={clsx('navbar-sidebar--show', styles.drawerRoot)}>
      <div className={clsx('navbar-sidebar__backdrop', styles.backdrop)} onClick={toggle} aria-hidden="true" />
      <div
        ref={dialog}
        id={MOBILE_SIDEBAR_ID}
        className={clsx('theme-layout-navbar-sidebar navbar-sidebar', styles.drawer)}
        role="dialog"
        aria-modal="true"
        aria-label="Site navigation"
        onKeyDown={onKeyDown}
      >
        {header}
        <div className={clsx('navbar-sidebar__items', secondaryShown && 'navbar-sidebar__items--show-secondary', styles.drawerBody)} data-drawer-body="">
          <div className="theme-layout-navbar-sidebar-panel navbar-sidebar__item menu">{secondaryShown ? secondaryMenu : primaryMenu}</div>
        </div>
      </div>
    </div>
  );
}
