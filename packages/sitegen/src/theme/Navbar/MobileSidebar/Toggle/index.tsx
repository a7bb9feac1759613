import { translate } from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import { clsx } from '../../../_internal/clsx';
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
      <IconMenu width={22} height={22} />
    </button>
  );
}
