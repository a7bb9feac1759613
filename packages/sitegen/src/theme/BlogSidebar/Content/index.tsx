import { memo, type ComponentType, type ReactNode } from 'react';
import { groupBlogSidebarItemsByYear } from '@docusaurus/plugin-content-blog/client';
import { useThemeConfig } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { BlogSidebarItem } from '../../../shared/blog';

export interface BlogSidebarContentProps {
  items: BlogSidebarItem[];
  ListComponent: ComponentType<{ items: BlogSidebarItem[] }>;
  yearGroupHeadingClassName?: string;
}

function BlogSidebarYearGroup({ year, yearGroupHeadingClassName, children }: { year: string; yearGroupHeadingClassName?: string; children: ReactNode }) {
  return (
    <div role="group">
      <Heading as="h3" className={yearGroupHeadingClassName}>
        {year}
      </Heading>
      {children}
    </div>
  );
}

/** The sidebar's posts, under year headings unless `themeConfig.blog.sidebar.groupByYear` is false (theme-classic's BlogSidebar/Content). */
function BlogSidebarContent({ items, yearGroupHeadingClassName, ListComponent }: BlogSidebarContentProps) {
  const themeConfig = useThemeConfig();
  if (themeConfig.blog?.sidebar?.groupByYear === false) return <ListComponent items={items} />;
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <BlogSidebarYearGroup key={year} year={year} yearGroupHeadingClassName={yearGroupHeadingClassName}>
          <ListComponent items={yearItems} />
        </BlogSidebarYearGroup>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);
