import type { ReactNode } from 'react';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { clsx } from '../../../_internal/clsx';
import styles from './styles.module.css';

export interface DocRootLayoutMainProps {
  hiddenSidebarContainer: boolean;
  children?: ReactNode;
}

/**
 * theme-classic's DocRoot/Layout/Main: the doc's column, wider when the sidebar is hidden or
 * absent: the page's `<main>` landmark, as theme-classic's (its Layout wraps pages in a `<div>`).
 */
export default function DocRootLayoutMain({ hiddenSidebarContainer, children }: DocRootLayoutMainProps) {
  const sidebar = useDocsSidebar();
  return (
    <main className={clsx(styles.docMainContainer, (hiddenSidebarContainer || !sidebar) && styles.docMainContainerEnhanced)}>
      <div className={clsx('container padding-top--md padding-bottom--lg', styles.docItemWrapper, hiddenSidebarContainer && styles.docItemWrapperEnhanced)}>{children}</div>
    </main>
  );
}
