import { useMemo } from 'react';
import type { BlogPostContent } from '@docusaurus/plugin-content-blog/client';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BlogLayout from '@theme/BlogLayout';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type { BlogListMetadata, BlogSidebarData } from '../../shared/blog';
import { blogListItems } from '../_internal/blogContent';
import { clsx } from '../_internal/clsx';
import type { MDXModule } from '../_internal/types';

export interface BlogListPageProps {
  metadata: BlogListMetadata;
  sidebar?: BlogSidebarData;
  /** theme-classic's prop: the page's posts; sitegen's routes give them as `excerpt0` … `excerptN`. */
  items?: ReadonlyArray<{ content: BlogPostContent }>;
  [excerpt: `excerpt${number}`]: MDXModule | undefined;
}

/** The page's posts: the `items` given, else those of its `excerptN` props. */
export function useBlogListItems(props: Record<string, unknown>, metadata: BlogListMetadata): ReadonlyArray<{ content: BlogPostContent }> {
  const given = props.items as ReadonlyArray<{ content: BlogPostContent }> | undefined;
  const excerpts = metadata.items.map((_, i) => props[`excerpt${i}`]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the excerpts' modules, one by one
  return useMemo(() => given ?? blogListItems(props, metadata), [given, metadata, ...excerpts]);
}

/** A page of the blog's posts (theme-classic's BlogListPage): the blog's title at `/` is the site's. */
export default function BlogListPage(props: BlogListPageProps) {
  const { metadata, sidebar } = props;
  const { siteConfig } = useDocusaurusContext();
  const items = useBlogListItems(props as unknown as Record<string, unknown>, metadata);
  const title = metadata.permalink === '/' ? siteConfig.title : metadata.blogTitle;
  return (
    <HtmlClassNameProvider className={clsx('blog-wrapper', 'blog-list-page')}>
      <PageMetadata title={title} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData metadata={metadata} items={items} />
      <BlogLayout title={title} description={metadata.blogDescription} sidebar={sidebar}>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
