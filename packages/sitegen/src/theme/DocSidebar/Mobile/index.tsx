import { memo } from 'react';
import { translate } from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { DocSidebarProps } from '@theme/DocSidebar';
import type { SidebarItem } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import { useNavbarMobileSidebar } from '../../_internal/navbarMobileSidebar';
import styles from '../styles.module.css';

/** The drawer's toggle, where the page is inside the navbar's drawer provider (Layout/Provider). */
function useDrawerToggle(): (() => void) | undefined {
  try {
    return useNavbarMobileSidebar().toggle;
  } catch {
    return undefined;
  }
}

/**
 * The sidebar in the navbar's drawer (theme-classic's DocSidebarMobileSecondaryMenu): following a
 * link, or a category with a page of its own, closes the drawer.
 */
export function DocSidebarMobileSecondaryMenu({ sidebar, path, onNavigate }: { sidebar: readonly SidebarItem[]; path: string; /** Closes the drawer (by default the navbar's drawer toggle). */ onNavigate?: () => void }) {
  const drawer = useDrawerToggle();
  const close = onNavigate ?? drawer;
  return (
    <nav aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })} className={clsx('menu', styles.sidebar)}>
      <ul className={clsx('theme-doc-sidebar-menu', 'menu__list', styles.list)}>
        <DocSidebarItems
          items={sidebar}
          activePath={path}
          onItemClick={(item) => {
            if ((item.type === 'category' && item.href) || item.type === 'link') close?.();
          }}
          level={1}
        />
      </ul>
    </nav>
  );
}

/**
 * theme-classic's DocSidebar/Mobile, which gives the drawer its secondary menu (its
 * NavbarSecondaryMenuFiller renders nothing in place). Sitegen's drawer takes the menu from the
 * docs page, which renders DocSidebarMobileSecondaryMenu with the drawer's toggle.
 */
function DocSidebarMobile(_props: DocSidebarProps) {
  return null;
}

export default memo(DocSidebarMobile);
