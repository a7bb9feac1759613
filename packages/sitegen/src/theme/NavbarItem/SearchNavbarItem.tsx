import type { NavbarItemProps } from '@theme/NavbarItem';
import NavbarSearch from '@theme/Navbar/Search';
import SearchBar from '@theme/SearchBar';

export { SearchButton } from '../_internal/SearchButton';

/** A `search` item, as theme-classic's SearchNavbarItem: the SearchBar where the item is (none in the drawer). */
export default function SearchNavbarItem({ mobile, className }: NavbarItemProps) {
  if (mobile) return null;
  return (
    <NavbarSearch className={className}>
      <SearchBar />
    </NavbarSearch>
  );
}
