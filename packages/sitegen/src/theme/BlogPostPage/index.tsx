import { useMemo, type ReactNode } from 'react';
import { BlogPostProvider, useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import ContentVisibility from '@theme/ContentVisibility';
import TOC from '@theme/TOC';
import type { BlogPostMetadata, BlogSidebarData } from '../../shared/blog';
import { blogPostContent } from '../_internal/blogContent';
import { clsx } from '../_internal/clsx';
import type { MDXModule } from '../_internal/types';

export interface BlogPostPageProps {
  content: MDXModule;
  metadata: BlogPostMetadata;
  sidebar?: BlogSidebarData;
}

function BlogPostPageContent({ sidebar, children }: { sidebar?: BlogSidebarData; children: ReactNode }) {
  const { metadata, toc } = useBlogPost();
  const { nextItem, prevItem, frontMatter, title, description } = metadata;
  const { hide_table_of_contents: hideTableOfContents, toc_min_heading_level: minHeadingLevel, toc_max_heading_level: maxHeadingLevel } = frontMatter as { hide_table_of_contents?: boolean; toc_min_heading_level?: number; toc_max_heading_level?: number };
  return (
    <BlogLayout
      title={(frontMatter.title_meta as string | undefined) ?? title}
      description={description}
      sidebar={sidebar}
      toc={!hideTableOfContents && toc.length > 0 ? <TOC toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} /> : undefined}
    >
      <ContentVisibility metadata={metadata} />
      <BlogPostItem>{children}</BlogPostItem>
      {(nextItem || prevItem) && <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} />}
    </BlogLayout>
  );
}

/** A post's page (theme-classic's BlogPostPage): the post in its BlogPostProvider, with the blog's sidebar. */
export default function BlogPostPage({ content, metadata, sidebar }: BlogPostPageProps) {
  const BlogPostContent = useMemo(() => blogPostContent(content, metadata), [content, metadata]);
  return (
    <BlogPostProvider content={BlogPostContent} isBlogPostPage>
      <HtmlClassNameProvider className={clsx('blog-wrapper', 'blog-post-page')}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <BlogPostPageContent sidebar={sidebar}>
          <BlogPostContent />
        </BlogPostPageContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
