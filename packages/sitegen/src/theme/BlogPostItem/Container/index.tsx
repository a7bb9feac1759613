import type { ReactNode } from 'react';

/** The post's `<article>` (theme-classic's BlogPostItem/Container). */
export default function BlogPostItemContainer({ children, className }: { children?: ReactNode; className?: string }) {
  return <article className={className}>{children}</article>;
}
