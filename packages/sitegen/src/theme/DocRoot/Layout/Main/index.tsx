import type { ReactNode } from 'react';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { clsx } from '../../../_internal/clsx';
import { INFIMA_LAYOUT } from '../../../_internal/infimaLayout';
import styles from './styles.module.css';

export interface DocRootLayoutMainProps {
  hiddenSidebarContainer: boolean;
  children?: ReactNode;
}

/**
 * theme-classic's DocRoot/Layout/Main: the doc's column, wider when the sidebar is hidden or
 * absent: the page's `<main>` landmark, as theme-classic's (its Layout wraps pages in a `<div>`).
 * On Infima (a Docusaurus site), theme-classic's widths: the page less the sidebar's, and at most
 * the container's width plus the sidebar's when the sidebar is hidden.
 */
export default function DocRootLayoutMain({ hiddenSidebarContainer, children }: DocRootLayoutMainProps) {
  const sidebar = useDocsSidebar();
  return (
    <main className={INFIMA_LAYOUT ? clsx(styles.infimaMainContainer, (hiddenSidebarContainer || !sidebar) && styles.infimaMainContainerEnhanced) : styles.docMainContainer}>
      <div className={clsx('container padding-top--md padding-bottom--lg', INFIMA_LAYOUT ? hiddenSidebarContainer && styles.infimaItemWrapperEnhanced : styles.docItemWrapper)}>{children}</div>
    </main>
  );
}
