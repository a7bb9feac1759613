import type { ComponentPropsWithoutRef } from 'react';
import CodeInline from '@theme/CodeInline';

/**
 * Markdown's code (theme-classic's MDXComponents/Code): inline code. Code that is not text of one
 * line, which theme-classic draws as a CodeBlock here, is one already: the compiler makes it so
 * (see rehype-theme-imports.ts), so the CodeBlock stays out of the code every page loads.
 */
export default function MDXCode(props: ComponentPropsWithoutRef<'code'>) {
  return <CodeInline {...props} />;
}
