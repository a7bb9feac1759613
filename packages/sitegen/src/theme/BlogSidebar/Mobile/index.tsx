import { memo } from 'react';
import { BlogSidebarItemList, useVisibleBlogSidebarItems } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type { BlogSidebarData, BlogSidebarItem } from '../../../shared/blog';
import styles from './styles.module.css';

/** The sidebar's posts in the navbar drawer's menu (Infima's menu classes, as theme-classic's); `onNavigate` closes the drawer. */
export function BlogSidebarMobileSecondaryMenu({ sidebar, onNavigate }: { sidebar: BlogSidebarData; onNavigate?: () => void }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  const ListComponent = ({ items: listed }: { items: BlogSidebarItem[] }) => (
    <div onClick={onNavigate}>
      <BlogSidebarItemList items={listed} ulClassName={`menu__list ${styles.list}`} liClassName="menu__list-item" linkClassName={`menu__link ${styles.link}`} linkActiveClassName={`menu__link--active ${styles.active}`} />
    </div>
  );
  return <BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName={styles.yearGroupHeading} />;
}

/**
 * The sidebar on narrow screens (theme-classic's BlogSidebar/Mobile): nothing in the page, the
 * posts are the navbar drawer's panel, which BlogLayout gives it (as NavbarSecondaryMenuFiller does).
 */
function BlogSidebarMobile(_props: { sidebar: BlogSidebarData }) {
  return null;
}

export default memo(BlogSidebarMobile);
