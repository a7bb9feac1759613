import type { ReactNode } from 'react';
import MDXComponents from '@theme/MDXComponents';
import { MDXProvider } from '../../client/mdx-provider';

/** Compiled Markdown's content with the theme's MDX components (theme-classic's MDXContent), around each page's content. */
export default function MDXContent({ children }: { children: ReactNode }) {
  return <MDXProvider components={MDXComponents}>{children}</MDXProvider>;
}
