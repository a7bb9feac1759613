import { Children, isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { codeLinesToText, normalizeCode, plainCodeLines, type CodeLine } from '../../shared/prism/lines';
import { clsx } from '../_internal/clsx';
import { CheckIcon, CopyIcon, WrapIcon } from './icons';
import styles from './styles.module.css';

export interface CodeBlockProps {
  /** The code, already highlighted (what compiled Markdown fences pass). */
  lines?: CodeLine[];
  /** The code as text; highlighted in the browser by a lazily loaded Prism. */
  code?: string;
  /** The code as children (the Docusaurus form). */
  children?: ReactNode;
  language?: string;
  /** `language-x` picks the language when `language` is not given. */
  className?: string;
  title?: ReactNode;
  /** Lines to highlight, 1-based: `"1,4-6"` or a list of numbers. */
  highlightLines?: string | number[];
  showLineNumbers?: boolean | number;
}

/** `"1,4-6"` → {1, 4, 5, 6}. */
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

function childrenText(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? childrenText(child.props.children) : ''))
    .join('');
}

/** Writes text to the clipboard (with a fallback for browsers without the async API). */
export async function copyToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the textarea method
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const copiedText = translate({ id: 'theme.CodeBlock.copied', message: 'Copied' });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onClick = () => {
    copyToClipboard(code).then(
      () => {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), 2000);
      },
      (error: unknown) => console.error('Copy failed', error),
    );
  };
  return (
    <>
      <button type="button" className={clsx(styles.button, copied && styles.copied)} aria-label={copied ? copiedText : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' })} title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })} onClick={onClick}>
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied && (
          <span className={styles.buttonText} aria-hidden="true">
            {copiedText}
          </span>
        )}
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {copied ? copiedText : ''}
      </span>
    </>
  );
}

/**
 * Lines of `source` highlighted in `language`: the given tokens when the build highlighted them,
 * else plain text at first (also in the pre-rendered HTML) and Prism's tokens once it has loaded.
 */
export function useHighlightedLines(lines: CodeLine[] | undefined, source: string, language: string | undefined): CodeLine[] {
  const [highlighted, setHighlighted] = useState<CodeLine[] | null>(null);
  useEffect(() => {
    if (lines) return;
    let cancelled = false;
    import(/* webpackChunkName: "prism" */ './prism').then(
      ({ highlightCode }) => !cancelled && setHighlighted(highlightCode(source, language)),
      (error: unknown) => console.error('Could not load the syntax highlighter', error),
    );
    return () => {
      cancelled = true;
    };
  }, [lines, source, language]);
  return lines ?? highlighted ?? plainCodeLines(source);
}

/** One highlighted token (the Prism classes the colour themes style). */
export function Token({ token }: { token: CodeLine[number] }) {
  if (typeof token === 'string') return <span className="token plain">{token}</span>;
  return <span className={`token ${token[0]}`}>{token[1]}</span>;
}

/** A highlighted code block with optional title, line highlights and numbers, copy and wrap buttons. */
export default function CodeBlock({ lines, code, children, language, className, title, highlightLines, showLineNumbers }: CodeBlockProps) {
  const source = lines ? codeLinesToText(lines) : normalizeCode(code ?? childrenText(children));
  const classLanguage = /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const requested = (language ?? classLanguage)?.toLowerCase();
  const tokens = useHighlightedLines(lines, source, requested);
  const lang = requested || 'text';
  const highlighted = parseLineRanges(highlightLines);
  const numbered = showLineNumbers !== undefined && showLineNumbers !== false;
  const firstNumber = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  const [wrap, setWrap] = useState(false);
  const wrapLabel = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  const extraClasses = className?.replace(/(?:^|\s)language-\S+/, '').trim();

  return (
    <div className={clsx('theme-code-block', styles.container, `language-${lang}`, extraClasses)} data-language={lang}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre className={clsx('prism-code', `language-${lang}`, styles.pre, wrap && styles.wrap)} tabIndex={0}>
          <code className={clsx(styles.code, numbered && styles.numbered)} style={numbered ? { ['--line-number-width' as string]: `${String(tokens.length + firstNumber - 1).length}ch` } : undefined}>
            {tokens.map((line, i) => (
              <span key={i} className={clsx('token-line', styles.line, highlighted.has(i + 1) && styles.highlighted)}>
                {numbered && (
                  <span className={styles.lineNumber} aria-hidden="true">
                    {i + firstNumber}
                  </span>
                )}
                <span className={styles.lineContent}>
                  {line.length ? line.map((token, k) => <Token key={k} token={token} />) : '\n'}
                </span>
              </span>
            ))}
          </code>
        </pre>
        <div className={styles.buttons}>
          <button
            type="button"
            className={clsx(styles.button, wrap && styles.pressed)}
            aria-label={wrapLabel}
            aria-pressed={wrap}
            title={wrapLabel}
            onClick={() => setWrap((w) => !w)}
          >
            <WrapIcon />
          </button>
          <CopyButton code={source} />
        </div>
      </div>
    </div>
  );
}
