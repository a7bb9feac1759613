import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import NavbarItem from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarSearch from '@theme/Navbar/Search';
import SearchBar from '@theme/SearchBar';
import type { NavbarItem as NavbarItemConfig } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import { useNavbarMobileSidebar } from '../../_internal/navbarMobileSidebar';
import styles from '../styles.module.css';

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

/**
 * What the bar holds, as theme-classic's Navbar/Content: the drawer's toggle, the logo, the left
 * items; the right items, then the search (without a `search` item) and the colour-mode toggle.
 */
export default function NavbarContent() {
  const { siteConfig } = useDocusaurusContext();
  const { items } = siteConfig.themeConfig.navbar;
  const mobileSidebar = useNavbarMobileSidebar();
  const left = items.filter((i) => i.position !== 'right');
  const right = items.filter((i) => i.position === 'right');
  return (
    <nav className={clsx('navbar__inner', styles.inner)} aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main' })}>
      {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
      <NavbarLogo />
      <BarSide items={left} className={clsx('theme-layout-navbar-left', styles.itemsLeft)} />
      <div className={styles.spacer} />
      <BarSide items={right} className={clsx('theme-layout-navbar-right navbar__items--right', styles.itemsRight)} />
      {!items.some((i) => i.type === 'search') && (
        <NavbarSearch>
          <SearchBar />
        </NavbarSearch>
      )}
      <NavbarColorModeToggle />
    </nav>
  );
}
