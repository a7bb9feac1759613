import type { ReactNode } from 'react';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import { clsx } from '../../_internal/clsx';
import { useCodeBlockContext } from '../../_internal/codeBlock';
import styles from '../styles.module.css';

/** The box, the title, the lines and the buttons (theme-classic's CodeBlock/Layout). */
export default function CodeBlockLayout({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const title = metadata.title as ReactNode;
  return (
    // data-language: sitegen's, for a site's scripts and tests to find blocks by language.
    <Container as="div" className={clsx(className, metadata.className)} data-language={metadata.language}>
      {title ? (
        <div className={styles.title}>
          <Title>{title}</Title>
        </div>
      ) : null}
      <div className={styles.content}>
        <Content />
        <Buttons />
      </div>
    </Container>
  );
}
