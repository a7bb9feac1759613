import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import ColorModeToggle from '@theme/ColorModeToggle';
import NavbarItem from '@theme/NavbarItem';
import type { NavbarItem as NavbarItemConfig } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { LogoImage } from '../_internal/LogoImage';
import { OPEN_SEARCH_EVENT, SEARCH_BUTTON_CLASS } from '../_internal/searchEvents';
import { ArrowLeftIcon, ChevronIcon, CloseIcon, MenuIcon } from '../_internal/icons';
import { useSecondaryMenu } from '../_internal/secondaryMenu';
import { useHideableNavbar } from '../_internal/useHideableNavbar';
import { SearchButton } from '../NavbarItem/SearchNavbarItem';
import styles from './styles.module.css';

// In their own module so the search opener (on every page) need not load the navbar.
export { OPEN_SEARCH_EVENT, SEARCH_BUTTON_CLASS };
export { isActiveNavItem } from '../_internal/navbarActive';
export { SearchButton };
/** Desktop layout from this window width up. */
export const DESKTOP_MIN_WIDTH = 996;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
const DRAWER_ID = 'navbar-drawer';

/** One side's items in the bar, each in a list item. */
function ItemList({ items, className }: { items: NavbarItemConfig[]; className: string }) {
  return (
    <ul className={clsx('navbar__items', styles.items, className)}>
      {items.map((item, i) => (
        <li key={i}>
          <NavbarItem {...item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One side of the bar. A `search` item puts the search button where it is, outside the lists:
 * they hide below the desktop width, the search button stays.
 */
function BarSide({ items, className }: { items: NavbarItemConfig[]; className: string }) {
  const search = items.findIndex((item) => item.type === 'search');
  if (search === -1) return <ItemList items={items} className={className} />;
  const before = items.slice(0, search);
  const after = items.slice(search + 1);
  return (
    <>
      {before.length > 0 && <ItemList items={before} className={className} />}
      <NavbarItem {...items[search]!} />
      {after.length > 0 && <BarSide items={after} className={className} />}
    </>
  );
}

/** The logo and title, linking home (or to the logo's `href`), as theme-classic's Logo. */
function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { siteConfig } = useDocusaurusContext();
  const { title, logo } = siteConfig.themeConfig.navbar;
  const home = useBaseUrl(logo?.href || '/');
  return (
    <Link to={home} className={clsx('navbar__brand', styles.brand)} onClick={onNavigate} {...(logo?.target ? { target: logo.target } : {})}>
      {/* With a title beside it, a logo without alt text is decorative. */}
      {logo && <LogoImage logo={logo} alt={logo.alt ?? (title ? '' : siteConfig.title)} size={32} className={clsx('navbar__logo', styles.logo, (logo.width !== undefined || logo.height !== undefined) && styles.logoSized)} />}
      {title && <span className={clsx('navbar__title text--truncate', styles.title)}>{title}</span>}
    </Link>
  );
}

/** The top bar: brand, navigation, search and colour mode; a drawer below the desktop width. */
export default function Navbar() {
  const { siteConfig } = useDocusaurusContext();
  const { items, style, hideOnScroll = false } = siteConfig.themeConfig.navbar;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const hideable = useHideableNavbar(hideOnScroll && !drawerOpen);
  // theme-classic's navbar styles: the bar in dark or primary colours, whatever the mode.
  const styleClass = style === 'dark' ? clsx('navbar--dark', styles.dark) : style === 'primary' ? clsx('navbar--primary', styles.primary) : undefined;
  const left = items.filter((i) => i.position !== 'right');
  const right = items.filter((i) => i.position === 'right');

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <header
      ref={hideable.ref}
      className={clsx('theme-layout-navbar navbar navbar--fixed-top', styles.navbar, styleClass, hideOnScroll && styles.hideable, hideable.hidden && styles.hidden)}
      onFocus={hideable.show}
    >
      <nav className={clsx('navbar__inner', styles.inner)} aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main' })}>
        <button
          ref={menuButton}
          type="button"
          className={clsx('navbar__toggle', styles.menuButton)}
          aria-label={translate({ id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', message: 'Open navigation menu' })}
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? DRAWER_ID : undefined}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon size={22} />
        </button>
        <Brand />
        <BarSide items={left} className={clsx('theme-layout-navbar-left', styles.itemsLeft)} />
        <div className={styles.spacer} />
        <BarSide items={right} className={clsx('theme-layout-navbar-right navbar__items--right', styles.itemsRight)} />
        {/* Without a `search` item, the search button ends the bar. */}
        {!items.some((i) => i.type === 'search') && <SearchButton />}
        <ColorModeToggle />
      </nav>
      {/* Portalled: the navbar's backdrop filter would otherwise confine a fixed-position drawer. */}
      {drawerOpen && createPortal(<Drawer items={items} onClose={closeDrawer} />, document.body)}
    </header>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function Drawer({ items, onClose }: { items: NavbarItemConfig[]; onClose: () => void }) {
  const secondary = useSecondaryMenu();
  const [panel, setPanel] = useState<'main' | 'secondary'>(secondary ? 'secondary' : 'main');
  const dialog = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  // Focus the first control, lock page scroll.
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  // Close once the window is desktop-wide, or after navigating.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) onClose();
    };
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onClose]);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
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

  const switchPanel = (next: 'main' | 'secondary') => {
    setPanel(next);
    requestAnimationFrame(() => dialog.current?.querySelector<HTMLElement>('[data-drawer-body] button, [data-drawer-body] a[href]')?.focus());
  };

  return (
    <div className={clsx('theme-layout-navbar-sidebar navbar-sidebar', styles.drawerRoot)}>
      <div className={clsx('navbar-sidebar__backdrop', styles.backdrop)} onClick={onClose} aria-hidden="true" />
      <div ref={dialog} id={DRAWER_ID} className={clsx('theme-layout-navbar-sidebar-panel', styles.drawer)} role="dialog" aria-modal="true" aria-label="Site navigation" onKeyDown={onKeyDown}>
        <div className={clsx('navbar-sidebar__brand', styles.drawerHeader)}>
          <Brand onNavigate={onClose} />
          <span className={styles.spacer} />
          <ColorModeToggle />
          <button type="button" className={styles.closeButton} aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation menu' })} onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={clsx('navbar-sidebar__items', styles.drawerBody)} data-drawer-body="">
          {panel === 'secondary' && secondary ? (
            <>
              <button type="button" className={styles.panelSwitch} onClick={() => switchPanel('main')}>
                {/* theme-translations' message starts with its own arrow: the icon stands for it. */}
                <ArrowLeftIcon /> {translate({ id: 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', message: 'Back to main menu' }).replace(/^[←→]\s*/, '')}
              </button>
              {secondary.render(onClose)}
            </>
          ) : (
            <>
              <ul className={clsx('menu__list', styles.drawerItems)}>
                {items.map((item, i) => (
                  <NavbarItem key={i} mobile onClick={onClose} {...item} />
                ))}
              </ul>
              {secondary && (
                <button type="button" className={styles.panelSwitch} onClick={() => switchPanel('secondary')}>
                  {secondary.title} <ChevronIcon />
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
