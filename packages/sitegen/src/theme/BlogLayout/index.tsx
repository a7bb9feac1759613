import { useMemo, type ReactNode } from 'react';
import BlogSidebar from '@theme/BlogSidebar';
import Layout from '@theme/Layout';
import type { BlogSidebarData } from '../../shared/blog';
import { SecondaryMenuContext, type SecondaryMenu } from '../_internal/secondaryMenu';
import styles from './styles.module.css';

export interface BlogLayoutProps {
  title?: string;
  description?: string;
  sidebar?: BlogSidebarData;
  /** Right column (the post's table of contents). */
  toc?: ReactNode;
  children?: ReactNode;
}

/** Blog pages: the post list on the left (in the drawer on narrow screens), content, optional TOC. */
export default function BlogLayout({ title, description, sidebar, toc, children }: BlogLayoutProps) {
  const menu = useMemo<SecondaryMenu | null>(
    () => (sidebar && sidebar.items.length > 0 ? { title: sidebar.title, render: (onNavigate) => <BlogSidebar sidebar={sidebar} onNavigate={onNavigate} /> } : null),
    [sidebar],
  );
  return (
    <SecondaryMenuContext.Provider value={menu}>
      <Layout title={title} description={description}>
        <div className={styles.page}>
          {sidebar && sidebar.items.length > 0 && (
            <aside className={styles.sidebar}>
              <div className={styles.sidebarInner}>
                <BlogSidebar sidebar={sidebar} />
              </div>
            </aside>
          )}
          <div className={styles.main}>{children}</div>
          {toc && <div className={styles.toc}>{toc}</div>}
        </div>
      </Layout>
    </SecondaryMenuContext.Provider>
  );
}
