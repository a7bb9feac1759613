import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useBaseUrl, { withBaseUrl } from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ColorModeToggle from '@theme/ColorModeToggle';
import type { NavbarItem } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { OPEN_SEARCH_EVENT, SEARCH_BUTTON_CLASS } from '../_internal/searchEvents';
import { ArrowLeftIcon, ChevronIcon, CloseIcon, ExternalIcon, MenuIcon, RepoHostIcon, SearchIcon } from '../_internal/icons';
import { useSecondaryMenu } from '../_internal/secondaryMenu';
import { cleanPath, useActivePath } from '../_internal/useActivePath';
import styles from './styles.module.css';

// In their own module so the search opener (on every page) need not load the navbar.
export { OPEN_SEARCH_EVENT, SEARCH_BUTTON_CLASS };
/** Desktop layout from this window width up. */
export const DESKTOP_MIN_WIDTH = 996;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
const DRAWER_ID = 'navbar-drawer';

function isExternal(item: NavbarItem): boolean {
  return !!item.href && !item.to;
}

/** Whether a navbar link is the current section (`/docs` for every docs page). */
export function isActiveNavItem(item: NavbarItem, activePath: string, baseUrl: string): boolean {
  if (!item.to) return false;
  const target = cleanPath(withBaseUrl(baseUrl, item.to));
  if (target === cleanPath(baseUrl)) return activePath === target;
  return activePath === target || activePath.startsWith(`${target}/`);
}

/** A navbar item in its list item: a link, or an `html` item's markup as it is (theme-classic's HtmlNavbarItem). */
function NavItem({ item, activePath, className, htmlClassName, onNavigate, showText }: { item: NavbarItem; activePath: string; className?: string; htmlClassName?: string; onNavigate?: () => void; showText?: boolean }) {
  if (item.type === 'html') return <li className={clsx(htmlClassName, item.className)} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
  return (
    <li>
      <NavItemLink item={item} activePath={activePath} className={className} onNavigate={onNavigate} showText={showText} />
    </li>
  );
}

function NavItemLink({ item, activePath, className, onNavigate, showText }: { item: NavbarItem; activePath: string; className?: string; onNavigate?: () => void; showText?: boolean }) {
  const { siteConfig } = useDocusaurusContext();
  const external = isExternal(item);
  const active = isActiveNavItem(item, activePath, siteConfig.baseUrl);
  const iconOnly = item.className?.split(' ').includes('header-github-link');
  const label = item['aria-label'];
  // As in Docusaurus, `to` is a path of the site, a relative one too ("faq" is /faq on every page).
  const to = item.to === undefined ? undefined : withBaseUrl(siteConfig.baseUrl, item.to);
  return (
    <Link
      to={to}
      href={item.href}
      className={clsx(styles.link, active && styles.active, iconOnly && styles.iconLink, className)}
      aria-label={label}
      aria-current={active && to && cleanPath(to) === activePath ? 'page' : undefined}
      onClick={onNavigate}
    >
      {iconOnly ? (
        <>
          <RepoHostIcon />
          {showText ? <span aria-hidden={label ? true : undefined}>{item.label ?? label ?? 'Repository'}</span> : !label && <span className="sr-only">{item.label ?? 'Repository'}</span>}
        </>
      ) : (
        <>
          {item.label}
          {external && (
            <>
              <ExternalIcon className={styles.externalIcon} />
              <span className="sr-only"> (opens in a new tab)</span>
            </>
          )}
        </>
      )}
    </Link>
  );
}

export function SearchButton({ className }: { className?: string }) {
  const isBrowser = useIsBrowser();
  const apple = isBrowser && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
  return (
    <button
      type="button"
      className={clsx(styles.searchButton, SEARCH_BUTTON_CLASS, className)}
      aria-label="Search"
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
    >
      <SearchIcon size={18} />
      <span className={styles.searchText} aria-hidden="true">
        Search
      </span>
      {/* Key hint drawn by CSS (data attributes), so the button's text is just "Search". */}
      <span className={styles.searchKeys} aria-hidden="true">
        <kbd data-key={apple ? '⌘' : 'Ctrl'} />
        <kbd data-key="K" />
      </span>
    </button>
  );
}

function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { siteConfig } = useDocusaurusContext();
  const { title, logo } = siteConfig.themeConfig.navbar;
  const logoSrc = useBaseUrl(logo?.src ?? '');
  return (
    <Link to="/" className={styles.brand} onClick={onNavigate}>
      {logo && <img className={styles.logo} src={logoSrc} alt={logo.alt} width={32} height={32} />}
      {title && <span className={styles.title}>{title}</span>}
    </Link>
  );
}

/** The top bar: brand, navigation, search and colour mode; a drawer below the desktop width. */
export default function Navbar() {
  const { siteConfig } = useDocusaurusContext();
  const items = siteConfig.themeConfig.navbar.items;
  const activePath = useActivePath();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const left = items.filter((i) => i.position !== 'right' && i.type !== 'search');
  const right = items.filter((i) => i.position === 'right' && i.type !== 'search');

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label="Main">
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-label="Open navigation menu"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? DRAWER_ID : undefined}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon size={22} />
        </button>
        <Brand />
        <ul className={clsx(styles.items, styles.itemsLeft)}>
          {left.map((item, i) => (
            <NavItem key={i} item={item} activePath={activePath} htmlClassName={styles.htmlItem} />
          ))}
        </ul>
        <div className={styles.spacer} />
        <ul className={clsx(styles.items, styles.itemsRight)}>
          {right.map((item, i) => (
            <NavItem key={i} item={item} activePath={activePath} htmlClassName={styles.htmlItem} />
          ))}
        </ul>
        <SearchButton />
        <ColorModeToggle />
      </nav>
      {/* Portalled: the navbar's backdrop filter would otherwise confine a fixed-position drawer. */}
      {drawerOpen && createPortal(<Drawer items={items} activePath={activePath} onClose={closeDrawer} />, document.body)}
    </header>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function Drawer({ items, activePath, onClose }: { items: NavbarItem[]; activePath: string; onClose: () => void }) {
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
    <div className={styles.drawerRoot}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={dialog} id={DRAWER_ID} className={styles.drawer} role="dialog" aria-modal="true" aria-label="Site navigation" onKeyDown={onKeyDown}>
        <div className={styles.drawerHeader}>
          <Brand onNavigate={onClose} />
          <span className={styles.spacer} />
          <ColorModeToggle />
          <button type="button" className={styles.closeButton} aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={styles.drawerBody} data-drawer-body="">
          {panel === 'secondary' && secondary ? (
            <>
              <button type="button" className={styles.panelSwitch} onClick={() => switchPanel('main')}>
                <ArrowLeftIcon /> Back to main menu
              </button>
              {secondary.render(onClose)}
            </>
          ) : (
            <>
              <ul className={styles.drawerItems}>
                {items
                  .filter((i) => i.type !== 'search')
                  .map((item, i) => (
                    <NavItem key={i} item={item} activePath={activePath} className={styles.drawerLink} htmlClassName={styles.drawerHtmlItem} onNavigate={onClose} showText />
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
