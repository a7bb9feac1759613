import { useMemo, type ReactNode } from 'react';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import { createCodeBlockMetadata, getLineNumbersStart, parseCodeBlockTitle, type LineClassNames } from '../../../shared/code-block';
import { codeLinesToText, type CodeLine } from '../../../shared/prism/lines';
import { CodeBlockContextProvider, useCodeWordWrap, usePrismOptions, type CodeBlockMetadataWithLines } from '../../_internal/codeBlock';
import { useHighlightedLines } from '../highlighting';

export interface CodeBlockStringProps {
  /** The code (the Docusaurus form). */
  children?: string;
  className?: string;
  metastring?: string;
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  /** sitegen's: the code highlighted at build time, magic comments taken out. */
  lines?: CodeLine[];
  /** sitegen's: the classes of lines (0-based), found at build time with `lines`. */
  lineClassNames?: LineClassNames;
  /** sitegen's older form: lines to highlight, 1-based (`"1,4-6"` or numbers). */
  highlightLines?: string | number[];
}

/** `highlightLines` as a metastring range. */
const rangeOf = (lines: string | number[] | undefined) => (lines === undefined ? '' : `{${(Array.isArray(lines) ? lines.join(',') : lines).replace(/[{}\s]/g, '')}}`);

function useCodeBlockMetadata(props: CodeBlockStringProps): CodeBlockMetadataWithLines {
  const { magicComments, defaultLanguage } = usePrismOptions();
  const { children, className, metastring, language, title, showLineNumbers, lines, lineClassNames, highlightLines } = props;
  const metadata = useMemo(() => {
    if (!lines) {
      const found = createCodeBlockMetadata({ code: children ?? '', className, metastring: [metastring, rangeOf(highlightLines)].filter(Boolean).join(' ') || undefined, language, defaultLanguage, title, showLineNumbers, magicComments });
      return lineClassNames ? { ...found, lineClassNames: { ...found.lineClassNames, ...lineClassNames } } : found;
    }
    // Highlighted at build time: the code and its line classes are found already.
    const base = createCodeBlockMetadata({ code: codeLinesToText(lines), className, language, defaultLanguage, title, showLineNumbers, magicComments: [] });
    const marked = highlightLines === undefined ? {} : createCodeBlockMetadata({ code: base.code, metastring: rangeOf(highlightLines), magicComments }).lineClassNames;
    return { ...base, title: parseCodeBlockTitle(metastring) || title, lineNumbersStart: getLineNumbersStart({ showLineNumbers, metastring }), lineClassNames: { ...marked, ...lineClassNames } };
  }, [children, className, metastring, language, defaultLanguage, title, showLineNumbers, lines, lineClassNames, highlightLines, magicComments]);
  const highlighted = useHighlightedLines(lines, metadata.code, metadata.language);
  return useMemo(() => ({ ...metadata, lines: highlighted }), [metadata, highlighted]);
}

/** A code block of text (theme-classic's CodeBlock/Content/String): its metadata and word wrap for the parts, laid out by CodeBlock/Layout. */
export default function CodeBlockString(props: CodeBlockStringProps) {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
