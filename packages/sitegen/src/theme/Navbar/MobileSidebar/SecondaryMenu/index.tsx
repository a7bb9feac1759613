import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { clsx } from '../../../_internal/clsx';
import { ArrowLeftIcon } from '../../../_internal/icons';
import { useSecondaryMenuShown } from '../../../_internal/navbarDrawer';
import { useNavbarMobileSidebar } from '../../../_internal/navbarMobileSidebar';
import { useSecondaryMenu } from '../../../_internal/secondaryMenu';
import styles from '../../styles.module.css';

/**
 * The page's own menu in the drawer (the docs sidebar, the blog's posts), as theme-classic's
 * Navbar/MobileSidebar/SecondaryMenu: after a way back to the navbar items, when there are any.
 */
export default function NavbarMobileSidebarSecondaryMenu() {
  const { siteConfig } = useDocusaurusContext();
  const { toggle } = useNavbarMobileSidebar();
  const secondary = useSecondaryMenu();
  const { hide } = useSecondaryMenuShown();
  if (!secondary) return null;
  return (
    <>
      {siteConfig.themeConfig.navbar.items.length > 0 && (
        <button type="button" className={clsx('clean-btn navbar-sidebar__back', styles.panelSwitch)} onClick={hide}>
          {/* theme-translations' message starts with its own arrow: the icon stands for it. */}
          <ArrowLeftIcon /> {translate({ id: 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', message: 'Back to main menu' }).replace(/^[←→]\s*/, '')}
        </button>
      )}
      {secondary.render(toggle)}
    </>
  );
}
