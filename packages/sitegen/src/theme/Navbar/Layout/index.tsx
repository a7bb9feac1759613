import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import { clsx } from '../../_internal/clsx';
import { useNavbarMobileSidebar } from '../../_internal/navbarMobileSidebar';
import { useHideableNavbar } from '../../_internal/useHideableNavbar';
import styles from '../styles.module.css';

declare const __SITEGEN_NAVBAR_HIDE_ON_SCROLL__: boolean;
/** A bar that never hides: no scroll listener, no state. */
const FIXED_NAVBAR = { ref: { current: null }, hidden: false, show: () => {} };
const useFixedNavbar = (_enabled: boolean) => FIXED_NAVBAR;
/** `navbar.hideOnScroll`'s hook, on a site whose navbar may hide (a build-time constant: without, its code is left out). */
const useNavbarHiding = typeof __SITEGEN_NAVBAR_HIDE_ON_SCROLL__ === 'undefined' || __SITEGEN_NAVBAR_HIDE_ON_SCROLL__ ? useHideableNavbar : useFixedNavbar;

/**
 * The bar around the Content, as theme-classic's Navbar/Layout: fixed at the top, in the dark or
 * primary style, hiding while the reader scrolls down (`hideOnScroll`); with the mobile drawer.
 */
export default function NavbarLayout({ children }: { children?: ReactNode }) {
  const { siteConfig } = useDocusaurusContext();
  const { style, hideOnScroll = false } = siteConfig.themeConfig.navbar;
  const mobileSidebar = useNavbarMobileSidebar();
  const hideable = useNavbarHiding(hideOnScroll && !mobileSidebar.shown);
  return (
    <header
      ref={hideable.ref}
      className={clsx(
        'theme-layout-navbar navbar navbar--fixed-top',
        styles.navbar,
        style === 'dark' && clsx('navbar--dark', styles.dark),
        style === 'primary' && clsx('navbar--primary', styles.primary),
        mobileSidebar.shown && 'navbar-sidebar--show',
        hideOnScroll && styles.hideable,
        hideable.hidden && styles.hidden,
      )}
      onFocus={hideable.show}
    >
      {children}
      <NavbarMobileSidebar />
    </header>
  );
}
