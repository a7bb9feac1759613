import type { ComponentPropsWithoutRef } from 'react';
import type { CodeBlockToken } from '../index';

export type CodeBlockLineTokenProps = ComponentPropsWithoutRef<'span'> & { line: CodeBlockToken[]; token: CodeBlockToken };

/** One highlighted token, passed through (theme-classic's CodeBlock/Line/Token): a site swizzles it to change tokens. */
export default function CodeBlockLineToken({ line: _line, token: _token, ...props }: CodeBlockLineTokenProps) {
  return <span {...props} />;
}
