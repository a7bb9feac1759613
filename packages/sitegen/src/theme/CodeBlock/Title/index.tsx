import type { ReactNode } from 'react';

/** A code block's title, passed through: a site swizzles it to change how titles render (theme-classic's CodeBlock/Title). */
export default function CodeBlockTitle({ children }: { children: ReactNode }): ReactNode {
  return children;
}
