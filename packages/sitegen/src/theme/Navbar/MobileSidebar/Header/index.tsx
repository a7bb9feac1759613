import { translate } from '@docusaurus/Translate';
import IconClose from '@theme/Icon/Close';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import { clsx } from '../../../_internal/clsx';
import { useNavbarMobileSidebar } from '../../../_internal/navbarMobileSidebar';
import styles from '../../styles.module.css';

function CloseButton() {
  const { toggle } = useNavbarMobileSidebar();
  return (
    <button type="button" className={clsx('clean-btn navbar-sidebar__close', styles.closeButton)} aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation menu' })} onClick={toggle}>
      <IconClose width={22} height={22} />
    </button>
  );
}

/** The drawer's top row, as theme-classic's Navbar/MobileSidebar/Header: logo, colour mode, close button. */
export default function NavbarMobileSidebarHeader() {
  const { toggle } = useNavbarMobileSidebar();
  return (
    <div className={clsx('navbar-sidebar__brand', styles.drawerHeader)}>
      <NavbarLogo onClick={toggle} />
      <span className={styles.spacer} />
      <NavbarColorModeToggle />
      <CloseButton />
    </div>
  );
}
