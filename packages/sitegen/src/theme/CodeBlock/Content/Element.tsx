import type { ReactNode } from 'react';
import Container from '@theme/CodeBlock/Container';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/** A code block of elements, not text (`<pre><MyComponent/></pre>` in MDX): shown as given, not highlighted (theme-classic's CodeBlock/Content/Element). */
export default function CodeBlockJSX({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <Container as="pre" tabIndex={0} className={clsx(styles.pre, styles.standalone, 'thin-scrollbar', className)}>
      <code className={styles.code}>{children}</code>
    </Container>
  );
}
