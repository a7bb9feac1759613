import type { ComponentType, ReactNode } from 'react';
import { BlogPostProvider, type BlogPostContent } from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme/BlogPostItem';

export interface BlogPostItemsProps {
  items: ReadonlyArray<{ content: BlogPostContent }>;
  component?: ComponentType<{ children: ReactNode }>;
}

/** A list's posts, each in its BlogPostProvider (theme-classic's BlogPostItems). */
export default function BlogPostItems({ items, component: BlogPostItemComponent = BlogPostItem }: BlogPostItemsProps) {
  return (
    <>
      {items.map(({ content: BlogPostContent }) => (
        <BlogPostProvider key={BlogPostContent.metadata.permalink} content={BlogPostContent}>
          <BlogPostItemComponent>
            <BlogPostContent />
          </BlogPostItemComponent>
        </BlogPostProvider>
      ))}
    </>
  );
}
