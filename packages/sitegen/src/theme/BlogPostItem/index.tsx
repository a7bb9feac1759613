import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export interface BlogPostItemProps {
  children?: ReactNode;
  className?: string;
}

/**
 * One post, on its page or in a list (theme-classic's BlogPostItem): header, content, footer; the
 * post is `useBlogPost()`'s (BlogPostProvider).
 */
export default function BlogPostItem({ children, className }: BlogPostItemProps) {
  const { isBlogPostPage } = useBlogPost();
  return (
    <BlogPostItemContainer className={clsx(!isBlogPostPage && clsx('margin-bottom--xl', styles.listItem), className)}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}
