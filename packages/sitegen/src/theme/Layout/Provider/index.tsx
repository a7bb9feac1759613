/**
 * The state Layout's parts share, as theme-classic's Layout/Provider: the navbar's mobile drawer.
 * (The colour mode is the Root's, on every page; a page's secondary menu is given around its Layout.)
 */
export { NavbarMobileSidebarProvider as default } from '../../_internal/navbarMobileSidebar';
