import { Token, useHighlightedLines } from '@theme/CodeBlock';
import codeStyles from '@theme/CodeBlock/styles.module.css';
import { clsx } from '@theme/_internal/clsx';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Above this size the code is shown without syntax colours (tokenizing would stall the page). */
const HIGHLIGHT_LIMIT = 150_000;

export interface LineMark {
  className: string;
  /** Said to screen readers and shown on hover. */
  label: string;
}

export interface CodeLinesProps {
  code: string;
  language: 'devicetree' | 'diff';
  /** Marks for 1-based line numbers (changed lines, syntax errors). */
  marks?: ReadonlyMap<number, LineMark>;
  /** Accessible name of the scrollable code region. */
  label: string;
  children?: ReactNode;
}

/**
 * Numbered code lines in the theme's code block style, with some lines marked. Unlike the
 * theme's CodeBlock it marks lines in more than one way and copes with very large text.
 */
export default function CodeLines({ code, language, marks, label }: CodeLinesProps) {
  const tooLarge = code.length > HIGHLIGHT_LIMIT;
  // Prism loads on demand (the theme's CodeBlock does the same for run-time code).
  const tokens = useHighlightedLines(undefined, tooLarge ? '' : code, language);
  const width = `${String(code.split('\n').length).length}ch`;
  const renderLine = (i: number, content: ReactNode) => {
    const mark = marks?.get(i + 1);
    return (
      <span key={i} className={clsx('token-line', codeStyles.line, mark?.className)} title={mark?.label} data-line={i + 1}>
        <span className={codeStyles.lineNumber} aria-hidden="true">
          {i + 1}
        </span>
        <span className={codeStyles.lineContent}>
          {content}
          {mark && <span className="sr-only"> ({mark.label})</span>}
        </span>
      </span>
    );
  };
  // The theme's code block container class brings the token colours.
  const pre = (className: string, lines: ReactNode) => (
    <div className={clsx(codeStyles.container, styles.codeFrame)}>
      <pre className={clsx(className, codeStyles.pre, styles.codePre)} tabIndex={0} aria-label={label}>
        <code className={clsx(codeStyles.code, codeStyles.numbered)} style={{ ['--line-number-width' as string]: width }}>
          {lines}
        </code>
      </pre>
    </div>
  );
  if (tooLarge) {
    return pre(`language-${language}`, code.split('\n').map((line, i) => renderLine(i, line)));
  }
  return pre(
    `prism-code language-${language}`,
    tokens.map((line, i) => renderLine(i, line.length ? line.map((token, k) => <Token key={k} token={token} />) : '\n')),
  );
}
