import { Token, useHighlightedLines } from '@theme/CodeBlock';
import codeStyles from '@theme/CodeBlock/styles.module.css';
import { clsx } from '@theme/_internal/clsx';
import { useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import styles from './styles.module.css';

/**
 * Above this size the code is shown without syntax colours and only the lines in view are in
 * the page: tokenizing and laying out tens of thousands of lines would freeze it for seconds.
 */
const LARGE_CODE = 150_000;
/** Lines drawn above and below the visible ones, so fast scrolling shows no gaps. */
const OVERSCAN_LINES = 60;
/** Lines drawn before the scroll container has been measured. */
const FIRST_WINDOW_LINES = 200;
/** The theme's code line height, in em of the code's font size (`.pre` and `.line`). */
const LINE_HEIGHT_EM = 1.6;

/** Whether `code` is shown plain and drawn only where it is scrolled to. */
export function isLargeCode(code: string): boolean {
  return code.length > LARGE_CODE;
}

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
  /** The element that scrolls the code; large code draws only the lines it shows. */
  scroller: RefObject<HTMLElement | null>;
}

interface LineWindow {
  first: number;
  /** One past the last line drawn. */
  end: number;
}

/** The lines of `count` that the scroller shows, plus some overscan; updated as it scrolls. */
function useVisibleLines(scroller: RefObject<HTMLElement | null>, count: number, enabled: boolean): LineWindow {
  const [visible, setVisible] = useState<LineWindow>({ first: 0, end: Math.min(count, FIRST_WINDOW_LINES) });
  useEffect(() => {
    const element = scroller.current;
    if (!enabled || !element) return;
    const code = element.querySelector('code');
    const update = () => {
      const lineHeight = parseFloat(getComputedStyle(code ?? element).fontSize) * LINE_HEIGHT_EM;
      const top = Math.max(0, element.scrollTop - (code?.offsetTop ?? 0));
      const first = Math.max(0, Math.floor(top / lineHeight) - OVERSCAN_LINES);
      const end = Math.min(count, Math.ceil((top + element.clientHeight) / lineHeight) + OVERSCAN_LINES);
      setVisible((previous) => (previous.first === first && previous.end === end ? previous : { first, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scroller, count, enabled]);
  return enabled ? { first: Math.min(visible.first, count), end: Math.min(visible.end, count) } : { first: 0, end: count };
}

/**
 * Numbered code lines in the theme's code block style, with some lines marked. Unlike the
 * theme's CodeBlock it marks lines in more than one way and copes with very large text.
 */
export default function CodeLines({ code, language, marks, label, scroller }: CodeLinesProps) {
  const large = isLargeCode(code);
  // Prism loads on demand (the theme's CodeBlock does the same for run-time code).
  const tokens = useHighlightedLines(undefined, large ? '' : code, language);
  const plainLines = useMemo(() => (large ? code.split('\n') : []), [large, code]);
  const count = large ? plainLines.length : tokens.length;
  const { first, end } = useVisibleLines(scroller, count, large);
  const width = `${String(count).length}ch`;

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
  // Stands in for the lines that are not drawn, so the scroll height stays right.
  const spacer = (lines: number, key: string) => lines > 0 && <span key={key} aria-hidden="true" className={styles.lineSpacer} style={{ height: `${lines * LINE_HEIGHT_EM}em` }} />;

  const lines = [];
  for (let i = first; i < end; i++) {
    if (large) lines.push(renderLine(i, plainLines[i]));
    else {
      const line = tokens[i];
      lines.push(renderLine(i, line.length ? line.map((token, k) => <Token key={k} token={token} />) : '\n'));
    }
  }
  // The theme's code block container class brings the token colours.
  return (
    <div className={clsx(codeStyles.container, styles.codeFrame)}>
      <pre
        className={clsx(large ? `language-${language}` : `prism-code language-${language}`, codeStyles.pre, styles.codePre)}
        tabIndex={0}
        aria-label={label}
        data-line-count={count}
      >
        <code className={clsx(codeStyles.code, codeStyles.numbered)} style={{ ['--line-number-width' as string]: width }}>
          {spacer(first, 'before')}
          {lines}
          {spacer(count - end, 'after')}
        </code>
      </pre>
    </div>
  );
}
