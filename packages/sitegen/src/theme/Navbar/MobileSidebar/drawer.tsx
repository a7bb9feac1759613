import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import { DESKTOP_QUERY, SecondaryMenuShownContext } from '../../_internal/navbarDrawer';
import { useNavbarMobileSidebar } from '../../_internal/navbarMobileSidebar';
import { useSecondaryMenu } from '../../_internal/secondaryMenu';

/**
 * The open drawer: the secondary menu first when the page has one. It locks the page's scrolling
 * and closes at the desktop width or after navigating. Its own chunk, loaded when first opened.
 */
export default function OpenSidebar() {
  const { toggle } = useNavbarMobileSidebar();
  const secondary = useSecondaryMenu();
  const [secondaryShown, setSecondaryShown] = useState(secondary !== null);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  const close = useRef(toggle);
  close.current = toggle;

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) close.current();
    };
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  useEffect(() => {
    if (pathname !== openedAt.current) close.current();
  }, [pathname]);

  const state = useMemo(() => ({ shown: secondaryShown && secondary !== null, show: () => setSecondaryShown(true), hide: () => setSecondaryShown(false) }), [secondaryShown, secondary]);
  return (
    <SecondaryMenuShownContext.Provider value={state}>
      <NavbarMobileSidebarLayout header={<NavbarMobileSidebarHeader />} primaryMenu={<NavbarMobileSidebarPrimaryMenu />} secondaryMenu={<NavbarMobileSidebarSecondaryMenu />} />
    </SecondaryMenuShownContext.Provider>
  );
}
