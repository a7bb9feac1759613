import { translate } from '@docusaurus/Translate';
import { clsx } from '../../../_internal/clsx';
import { MenuIcon } from '../../../_internal/icons';
import { MOBILE_SIDEBAR_ID, useNavbarMobileSidebar } from '../../../_internal/navbarMobileSidebar';
import styles from '../../styles.module.css';

/** The menu button below the desktop width, as theme-classic's Navbar/MobileSidebar/Toggle. */
export default function NavbarMobileSidebarToggle() {
  const { shown, toggle } = useNavbarMobileSidebar();
  return (
    <button
      type="button"
      className={clsx('navbar__toggle clean-btn', styles.menuButton)}
      aria-label={translate({ id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', message: 'Open navigation menu' })}
      aria-expanded={shown}
      aria-controls={shown ? MOBILE_SIDEBAR_ID : undefined}
      onClick={toggle}
    >
      <MenuIcon size={22} />
    </button>
  );
}
