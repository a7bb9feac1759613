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
 * absent. A `<div>`: the theme's Layout has the page's `<main>` landmark already.
 */
export default function DocRootLayoutMain({ hiddenSidebarContainer, children }: DocRootLayoutMainProps) {
  const sidebar = useDocsSidebar();
  return (
    <div className={clsx(styles.docMainContainer, (hiddenSidebarContainer || !sidebar) && styles.docMainContainerEnhanced)}>
      <div className={clsx('container padding-top--md padding-bottom--lg', styles.docItemWrapper, hiddenSidebarContainer && styles.docItemWrapperEnhanced)}>{children}</div>
    </div>
  );
}
