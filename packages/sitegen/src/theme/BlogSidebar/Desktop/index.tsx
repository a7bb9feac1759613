import { memo } from 'react';
import { translate } from '@docusaurus/Translate';
import { BlogSidebarItemList, useVisibleBlogSidebarItems } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type { BlogSidebarData, BlogSidebarItem } from '../../../shared/blog';
import { clsx } from '../../_internal/clsx';
import styles from './styles.module.css';

function ListComponent({ items }: { items: BlogSidebarItem[] }) {
  return <BlogSidebarItemList items={items} ulClassName={clsx(styles.sidebarItemList, 'clean-list')} liClassName={styles.sidebarItem} linkClassName={styles.sidebarItemLink} linkActiveClassName={styles.sidebarItemLinkActive} />;
}

/** The sidebar as a column beside the posts (theme-classic's BlogSidebar/Desktop). */
function BlogSidebarDesktop({ sidebar }: { sidebar: BlogSidebarData }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <aside className={clsx('col col--3', styles.aside)}>
      <nav className={clsx(styles.sidebar, 'thin-scrollbar')} aria-label={translate({ id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog recent posts navigation' })}>
        <div className={clsx(styles.sidebarItemTitle, 'margin-bottom--md')}>{sidebar.title}</div>
        <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName={styles.yearGroupHeading} />
      </nav>
    </aside>
  );
}

export default memo(BlogSidebarDesktop);
