/**
 * What the CodeBlock's parts share, as theme-common's CodeBlockContext (Docusaurus 3.10.2): the
 * block's metadata (its code, language, title, line classes and numbering) with sitegen's
 * highlighted lines, and the word wrap state. Only the CodeBlock's chunk loads this.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { SiteContext } from '../../client/context';
import { DEFAULT_MAGIC_COMMENTS, type CodeBlockMetadata, type MagicCommentConfig } from '../../shared/code-block';
import type { CodeLine } from '../../shared/prism/lines';

export interface CodeBlockMetadataWithLines extends CodeBlockMetadata {
  /** The code's lines, highlighted (at build time, or once Prism has loaded in the browser). */
  lines: CodeLine[];
}

export interface CodeWordWrap {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

interface CodeBlockContextValue {
  metadata: CodeBlockMetadataWithLines;
  wordWrap: CodeWordWrap;
}

const CodeBlockContext = createContext<CodeBlockContextValue | null>(null);

export function CodeBlockContextProvider({ metadata, wordWrap, children }: CodeBlockContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ metadata, wordWrap }), [metadata, wordWrap]);
  return <CodeBlockContext.Provider value={value}>{children}</CodeBlockContext.Provider>;
}

export function useCodeBlockContext(): CodeBlockContextValue {
  const value = useContext(CodeBlockContext);
  if (value === null) throw new Error('Hook is called outside the <CodeBlockContextProvider>.');
  return value;
}

/** `themeConfig.prism`'s magic comments and default language (theme-classic's defaults outside a site). */
export function usePrismOptions(): { magicComments: MagicCommentConfig[]; defaultLanguage?: string } {
  const prism = useContext(SiteContext)?.siteConfig.themeConfig.prism;
  return { magicComments: prism?.magicComments ?? DEFAULT_MAGIC_COMMENTS, defaultLanguage: prism?.defaultLanguage };
}

/**
 * Word wrap of a code block (theme-common's useCodeWordWrap): the toggle sets the `<code>`'s
 * white space to wrap; whether the code scrolls sideways is measured after layout and on resize
 * (the button shows when it does, or when the `<code>` has a style, as theme-common decides).
 */
export function useCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    // As theme-common's: a `<code>` with a style (wrapped, or numbered lines' counter) counts too.
    if (pre) setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || (pre.querySelector('code')?.hasAttribute('style') ?? false));
  }, []);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      if (isEnabled) {
        code.style.removeProperty('white-space');
        code.style.removeProperty('overflow-wrap');
        if (!code.getAttribute('style')) code.removeAttribute('style');
      } else {
        code.style.whiteSpace = 'pre-wrap';
        code.style.overflowWrap = 'anywhere';
      }
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, isEnabled]);
  return useMemo(() => ({ codeBlockRef, isEnabled, isCodeScrollable, toggle }), [isEnabled, isCodeScrollable, toggle]);
}
