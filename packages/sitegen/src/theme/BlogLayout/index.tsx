import { useMemo, type ReactNode } from 'react';
import BlogSidebar from '@theme/BlogSidebar';
// The drawer's menu from the theme's own file: a site's src/theme/BlogSidebar/Mobile exports only a component.
import { BlogSidebarMobileSecondaryMenu } from '../BlogSidebar/Mobile';
import Layout, { type LayoutProps } from '@theme/Layout';
import type { BlogSidebarData } from '../../shared/blog';
import { clsx } from '../_internal/clsx';
import { SecondaryMenuContext, type SecondaryMenu } from '../_internal/secondaryMenu';
import styles from './styles.module.css';

export interface BlogLayoutProps extends LayoutProps {
  sidebar?: BlogSidebarData;
  /** Right column (the post's table of contents). */
  toc?: ReactNode;
  children?: ReactNode;
}

/**
 * Blog pages (theme-classic's BlogLayout): the sidebar, the content and the post's table of
 * contents in a row; the sidebar's posts are the navbar drawer's panel on narrow screens.
 */
export default function BlogLayout({ sidebar, toc, children, ...layoutProps }: BlogLayoutProps) {
  const hasSidebar = !!sidebar && sidebar.items.length > 0;
  const menu = useMemo<SecondaryMenu | null>(() => (sidebar && hasSidebar ? { title: sidebar.title, render: (onNavigate) => <BlogSidebarMobileSecondaryMenu sidebar={sidebar} onNavigate={onNavigate} /> } : null), [sidebar, hasSidebar]);
  return (
    <SecondaryMenuContext.Provider value={menu}>
      <Layout {...layoutProps}>
        <div className={clsx('container margin-vert--lg', styles.container)}>
          <div className={clsx('row', styles.row)}>
            <BlogSidebar sidebar={sidebar} />
            <main className={clsx('col', hasSidebar ? 'col--7' : 'col--9 col--offset-1', styles.main, !hasSidebar && styles.mainWide)}>{children}</main>
            {toc && <div className={clsx('col col--2', styles.toc)}>{toc}</div>}
          </div>
        </div>
      </Layout>
    </SecondaryMenuContext.Provider>
  );
}
