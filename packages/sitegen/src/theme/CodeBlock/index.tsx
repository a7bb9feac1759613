import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { CodeBlockStringProps } from './Content/String';
import type { CodeLine } from '../../shared/prism/lines';

export { copyToClipboard, Token, useHighlightedLines } from './highlighting';

export interface CodeBlockProps extends Omit<CodeBlockStringProps, 'children'> {
  /** The code (a string), or elements shown as they are (the Docusaurus form). */
  children?: ReactNode;
  /** sitegen's: the code as text, when not given as children. */
  code?: string;
  /** sitegen's: the code highlighted at build time (what compiled Markdown fences pass). */
  lines?: CodeLine[];
}

/** `"1,4-6"` → {1, 4, 5, 6} (sitegen's `highlightLines`). */
export function parseLineRanges(ranges: string | number[] | undefined): Set<number> {
  const result = new Set<number>();
  if (Array.isArray(ranges)) {
    for (const n of ranges) result.add(n);
    return result;
  }
  for (const part of (ranges ?? '').replace(/[{}\s]/g, '').split(',')) {
    if (!part) continue;
    const [from, to] = part.split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    const end = to === undefined || Number.isNaN(to) ? from : to;
    for (let n = from; n <= end; n++) result.add(n);
  }
  return result;
}

/** Children made one string when they are only text (then the block can be highlighted and copied); elements are left as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * A code block (theme-classic's CodeBlock): text is highlighted (at build time for Markdown
 * fences), titled, numbered and marked by CodeBlock/Content/String; elements are shown as they
 * are by CodeBlock/Content/Element.
 */
export default function CodeBlock({ children: rawChildren, code, ...props }: CodeBlockProps) {
  const children = props.lines !== undefined ? undefined : code !== undefined ? code : maybeStringifyChildren(rawChildren);
  if (props.lines !== undefined || typeof children === 'string' || children === undefined || children === null) return <StringContent {...props}>{typeof children === 'string' ? children : undefined}</StringContent>;
  return <ElementContent className={props.className}>{children}</ElementContent>;
}
