import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import MDXContent from '@theme/MDXContent';
import { clsx } from '../../_internal/clsx';

/** Docusaurus's `blogPostContainerID`: the feeds take a post's content from this element of its page. */
export const BLOG_POST_CONTAINER_ID = '__blog-post-container';

/** The post's Markdown (theme-classic's BlogPostItem/Content). */
export default function BlogPostItemContent({ children, className }: { children?: ReactNode; className?: string }) {
  const { isBlogPostPage } = useBlogPost();
  return (
    <div id={isBlogPostPage ? BLOG_POST_CONTAINER_ID : undefined} className={clsx('markdown', className)}>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
