import type { CSSProperties } from 'react';
import Line from '@theme/CodeBlock/Line';
import { clsx } from '../../_internal/clsx';
import { useCodeBlockContext } from '../../_internal/codeBlock';
import { getLineProps, getTokenProps, toTokens } from '../Line';
import styles from '../styles.module.css';

/** The highlighted lines in their `<pre><code>` (theme-classic's CodeBlock/Content). */
export default function CodeBlockContent({ className }: { className?: string }) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { lines, language, lineNumbersStart, lineClassNames } = metadata;
  const numbered = lineNumbersStart !== undefined;
  const style: CSSProperties | undefined = numbered
    ? ({ counterReset: `line-count ${lineNumbersStart - 1}`, ['--line-number-width' as string]: `${String(lines.length + lineNumbersStart - 1).length}ch` } as CSSProperties)
    : undefined;
  return (
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(className, 'prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
      <code className={styles.code} style={style}>
        {lines.map((line, i) => (
          <Line key={i} line={toTokens(line)} getLineProps={getLineProps} getTokenProps={getTokenProps} classNames={lineClassNames[i]} showLineNumbers={numbered} />
        ))}
      </code>
    </pre>
  );
}
