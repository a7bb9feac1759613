import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useNavbarMobileSidebar } from '../../_internal/navbarMobileSidebar';

const Drawer = lazy(() => import(/* webpackChunkName: "navbar-mobile-sidebar" */ './drawer'));

/**
 * The drawer below the desktop width, as theme-classic's Navbar/MobileSidebar: its Layout with
 * the Header, the navbar items (PrimaryMenu) and the page's own menu, the docs sidebar
 * (SecondaryMenu). Mounted while open, its code loaded then; portalled, as the navbar's backdrop
 * filter would otherwise confine a fixed-position drawer.
 */
export default function NavbarMobileSidebar() {
  const { shouldRender } = useNavbarMobileSidebar();
  if (!shouldRender) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Drawer />
    </Suspense>,
    document.body,
  );
}
