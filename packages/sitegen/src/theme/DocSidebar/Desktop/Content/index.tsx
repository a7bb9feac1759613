import { translate } from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { SidebarItem } from '../../../../shared/types';
import { clsx } from '../../../_internal/clsx';
import styles from '../../styles.module.css';

export interface DocSidebarDesktopContentProps {
  path: string;
  sidebar: readonly SidebarItem[];
  className?: string;
}

/** theme-classic's DocSidebar/Desktop/Content: the sidebar's `<nav>` and its top-level list. */
export default function DocSidebarDesktopContent({ path, sidebar, className }: DocSidebarDesktopContentProps) {
  return (
    <nav
      aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}
      className={clsx('menu thin-scrollbar', styles.sidebar, className)}
    >
      <ul className={clsx('theme-doc-sidebar-menu', 'menu__list', styles.list)}>
        <DocSidebarItems items={sidebar} activePath={path} level={1} />
      </ul>
    </nav>
  );
}
