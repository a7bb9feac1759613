import type { ReactNode } from 'react';

/**
 * A `<pre>` of Markdown (theme-classic's MDXComponents/Pre): its code renders itself (a code
 * block, or inline code), so the `<pre>` adds nothing. Code fences never get here: they compile to
 * CodeBlock, as a raw `<pre><code>` of several lines does (see rehype-theme-imports.ts).
 */
export default function MDXPre({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
