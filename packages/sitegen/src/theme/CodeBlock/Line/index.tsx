import type { ReactNode } from 'react';
import LineToken from '@theme/CodeBlock/Line/Token';
import { clsx } from '../../_internal/clsx';
import type { CodeLine } from '../../../shared/prism/lines';
import styles from '../styles.module.css';

/** A token as prism-react-renderer gives it: its Prism types and its text. */
export interface CodeBlockToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export interface CodeBlockLineProps {
  line: CodeBlockToken[];
  classNames?: string[];
  showLineNumbers: boolean;
  getLineProps: (input: { line: CodeBlockToken[]; className?: string }) => { className: string };
  getTokenProps: (input: { token: CodeBlockToken }) => { className: string; children: ReactNode };
}

/** sitegen's compact tokens as prism-react-renderer's (`plain` for untyped text; an empty line has one empty token). */
export function toTokens(line: CodeLine): CodeBlockToken[] {
  if (line.length === 0) return [{ types: ['plain'], content: '', empty: true }];
  return line.map((token) => (typeof token === 'string' ? { types: ['plain'], content: token } : { types: token[0].split(' '), content: token[1] }));
}

export const getLineProps: CodeBlockLineProps['getLineProps'] = ({ className }) => ({ className: clsx('token-line', styles.line, className) });
export const getTokenProps: CodeBlockLineProps['getTokenProps'] = ({ token }) => ({ className: clsx('token', ...token.types), children: token.content });

/**
 * One line (theme-classic's CodeBlock/Line): a block ending in a `<br>`, so the text read or
 * copied from the page has a line break after each line; with line numbers, an empty number cell
 * (drawn by a CSS counter, so the numbers are not in the text) and the tokens.
 */
export default function CodeBlockLine({ line, classNames, showLineNumbers, getLineProps, getTokenProps }: CodeBlockLineProps) {
  const lineProps = getLineProps({ line, className: clsx(classNames?.join(' '), showLineNumbers && styles.codeLine) });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <div {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </div>
  );
}
