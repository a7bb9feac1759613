import { Fragment, useCallback, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import DocSidebar from '@theme/DocSidebar';
import ExpandButton from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import type { SidebarItem } from '../../../../shared/types';
import { clsx } from '../../../_internal/clsx';
import { useActivePath } from '../../../_internal/useActivePath';
import styles from './styles.module.css';

declare const __SITEGEN_DOCS_SIDEBAR_HIDEABLE__: boolean;
/** Whether the site's sidebar may be hidden (a build-time constant: without, the expand strip's code is left out). */
const HIDEABLE = typeof __SITEGEN_DOCS_SIDEBAR_HIDEABLE__ === 'undefined' || __SITEGEN_DOCS_SIDEBAR_HIDEABLE__;

export interface DocRootLayoutSidebarProps {
  sidebar: SidebarItem[];
  hiddenSidebarContainer: boolean;
  setHiddenSidebarContainer: Dispatch<SetStateAction<boolean>>;
}

/** A new sidebar starts afresh (its categories' state): keyed by its name. */
function ResetOnSidebarChange({ children }: { children: ReactNode }) {
  const sidebar = useDocsSidebar();
  return <Fragment key={sidebar?.name ?? 'noSidebar'}>{children}</Fragment>;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * theme-classic's DocRoot/Layout/Sidebar: the sidebar's column, which the sidebar's collapse
 * button (`themeConfig.docs.sidebar.hideable`) narrows to a strip that expands it again.
 */
export default function DocRootLayoutSidebar({ sidebar, hiddenSidebarContainer, setHiddenSidebarContainer }: DocRootLayoutSidebarProps) {
  // The page's path as the sidebar's links have it (with the base URL, which the router's locations leave out).
  const pathname = useActivePath();
  const [hiddenSidebar, setHiddenSidebar] = useState(false);
  const toggleSidebar = useCallback(() => {
    if (hiddenSidebar) setHiddenSidebar(false);
    // Without the animation there is no transition end to hide the sidebar at.
    if (!hiddenSidebar && prefersReducedMotion()) setHiddenSidebar(true);
    setHiddenSidebarContainer((value) => !value);
  }, [setHiddenSidebarContainer, hiddenSidebar]);
  return (
    <aside
      className={clsx('theme-doc-sidebar-container', styles.docSidebarContainer, hiddenSidebarContainer && styles.docSidebarContainerHidden)}
      onTransitionEnd={(event) => {
        if (!event.currentTarget.classList.contains(styles.docSidebarContainer!)) return;
        if (hiddenSidebarContainer) setHiddenSidebar(true);
      }}
    >
      <ResetOnSidebarChange>
        <div className={clsx(styles.sidebarViewport, hiddenSidebar && styles.sidebarViewportHidden)}>
          <DocSidebar sidebar={sidebar} path={pathname} onCollapse={toggleSidebar} isHidden={hiddenSidebar} />
          {HIDEABLE && hiddenSidebar && <ExpandButton toggleSidebar={toggleSidebar} />}
        </div>
      </ResetOnSidebarChange>
    </aside>
  );
}
