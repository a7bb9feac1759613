import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NavbarItem from '@theme/NavbarItem';
import { clsx } from '../../../_internal/clsx';
import { ChevronIcon } from '../../../_internal/icons';
import { useSecondaryMenuShown } from '../../../_internal/navbarDrawer';
import { useNavbarMobileSidebar } from '../../../_internal/navbarMobileSidebar';
import { useSecondaryMenu } from '../../../_internal/secondaryMenu';
import styles from '../../styles.module.css';

/** The navbar items in the drawer, as theme-classic's Navbar/MobileSidebar/PrimaryMenu; then a way to the page's own menu. */
export default function NavbarMobileSidebarPrimaryMenu() {
  const { siteConfig } = useDocusaurusContext();
  const { toggle } = useNavbarMobileSidebar();
  const secondary = useSecondaryMenu();
  const { show } = useSecondaryMenuShown();
  return (
    <>
      <ul className={clsx('menu__list', styles.drawerItems)}>
        {siteConfig.themeConfig.navbar.items.map((item, i) => (
          <NavbarItem key={i} mobile onClick={toggle} {...item} />
        ))}
      </ul>
      {secondary && (
        <button type="button" className={styles.panelSwitch} onClick={show}>
          {secondary.title} <ChevronIcon />
        </button>
      )}
    </>
  );
}
