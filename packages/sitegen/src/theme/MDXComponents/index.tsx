import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type ComponentType } from 'react';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import type { HeadingProps } from '@theme/Heading';
import styles from './styles.module.css';

const h = (as: HeadingProps['as']) => {
  const MDXHeadingAs = (props: Omit<HeadingProps, 'as'>) => <MDXHeading as={as} {...props} />;
  MDXHeadingAs.displayName = `MDX${as.toUpperCase()}`;
  return MDXHeadingAs;
};

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
 * The components compiled Markdown renders its elements with (theme-classic's MDXComponents), each
 * its own swizzlable file. Admonition, CodeBlock, Details, Mermaid, Tabs and the other MDX-only
 * theme components are not here: the compiler imports them into the pages that use them
 * (src/node/mdx/rehype-theme-imports.ts), so pages without them never load them.
 */
const MDXComponents: Record<string, ComponentType<never>> = {
  Head,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: h('h1'),
  h2: h('h2'),
  h3: h('h3'),
  h4: h('h4'),
  h5: h('h5'),
  h6: h('h6'),
  table: MDXTable,
  Heading,
};

export default MDXComponents;
