import NavbarContent from '@theme/Navbar/Content';
import NavbarLayout from '@theme/Navbar/Layout';
import { OPEN_SEARCH_EVENT, SEARCH_BUTTON_CLASS } from '../_internal/searchEvents';
import { SearchButton } from '../_internal/SearchButton';

// In their own module so the search opener (on every page) need not load the navbar.
export { OPEN_SEARCH_EVENT, SEARCH_BUTTON_CLASS };
export { isActiveNavItem } from '../_internal/navbarActive';
export { SearchButton };

/** The top bar, as theme-classic's: its Layout (the bar, the drawer) around its Content (brand, items, search, colour mode). */
export default function Navbar() {
  return (
    <NavbarLayout>
      <NavbarContent />
    </NavbarLayout>
  );
}
