import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { Prism } from '@theme/CodeBlock/prism';
import codeStyles from '@theme/CodeBlock/styles.module.css';
import { clsx } from '@theme/_internal/clsx';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Above this size the code is shown without syntax colours (tokenizing would stall the page). */
const HIGHLIGHT_LIMIT = 150_000;

const NO_INLINE_STYLES: PrismTheme = { plain: {}, styles: [] };

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
  if (code.length > HIGHLIGHT_LIMIT) {
    return pre(`language-${language}`, code.split('\n').map((line, i) => renderLine(i, line)));
  }
  return (
    <Highlight prism={Prism} theme={NO_INLINE_STYLES} code={code} language={language}>
      {({ className, tokens, getTokenProps }) =>
        pre(
          className,
          tokens.map((line, i) =>
            renderLine(
              i,
              line.map((token, k) => {
                const { className: tokenClass, children } = getTokenProps({ token });
                return (
                  <span key={k} className={tokenClass}>
                    {children}
                  </span>
                );
              }),
            ),
          ),
        )
      }
    </Highlight>
  );
}
