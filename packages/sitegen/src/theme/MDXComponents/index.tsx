import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type ComponentType } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

type HeadingProps = ComponentPropsWithoutRef<'h2'>;

const h = (as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') => {
  const MDXHeading = (props: HeadingProps) => <Heading as={as} {...props} />;
  MDXHeading.displayName = `MDX${as.toUpperCase()}`;
  return MDXHeading;
};

function MDXLink({ href, ...props }: ComponentPropsWithoutRef<'a'>) {
  return <Link href={href} {...props} />;
}

function MDXImage({ className, ...props }: ComponentPropsWithoutRef<'img'>) {
  return <img loading="lazy" decoding="async" {...props} className={clsx(styles.image, className)} />;
}

/** Tables scroll sideways inside their own box when wider than the column. */
export function MDXTable(props: ComponentPropsWithoutRef<'table'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrollable(element.scrollWidth > element.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={styles.tableWrapper}
      // A scrollable region must be reachable by keyboard.
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? 'Table (scrolls sideways)' : undefined}
    >
      <table {...props} />
    </div>
  );
}

/**
 * The components compiled Markdown renders its elements with. Admonition, CodeBlock, Details,
 * Tabs and the other MDX-only theme components are not here: the compiler imports them into the
 * pages that use them (src/node/mdx/rehype-theme-imports.ts), so pages without them never load them.
 */
const MDXComponents: Record<string, ComponentType<never>> = {
  h1: h('h1'),
  h2: h('h2'),
  h3: h('h3'),
  h4: h('h4'),
  h5: h('h5'),
  h6: h('h6'),
  a: MDXLink,
  img: MDXImage,
  table: MDXTable,
  Heading,
};

export default MDXComponents;
