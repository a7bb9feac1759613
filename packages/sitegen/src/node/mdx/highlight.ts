/** Build-time syntax highlighting: code fences reach the browser already tokenized. */
import { createRequire } from 'node:module';
import { Prism } from 'prism-react-renderer';
import { EXTRA_PRISM_LANGUAGES, highlightToLines, registerPrismLanguages, resolvePrismLanguage } from '../../shared/prism/highlight';
import type { CodeLine } from '../../shared/prism/lines';

const require = createRequire(import.meta.url);

export interface HighlightedCode {
  language: string;
  lines: CodeLine[];
}

export type Highlighter = (code: string, language: string | undefined) => HighlightedCode;

/** A highlighter with the theme's languages plus `additionalLanguages` from the site config. */
export function createHighlighter(additionalLanguages: string[] = []): Highlighter {
  const unknown = additionalLanguages.filter((language) => {
    try {
      require.resolve(`prismjs/components/prism-${language}`);
      return false;
    } catch {
      return true;
    }
  });
  if (unknown.length) throw new Error(`themeConfig.prism.additionalLanguages: Prism has no language ${unknown.map((l) => `"${l}"`).join(', ')}`);
  registerPrismLanguages(Prism, [...EXTRA_PRISM_LANGUAGES, ...additionalLanguages], (language) => require(`prismjs/components/prism-${language}`));
  return (code, requested) => {
    const language = resolvePrismLanguage(Prism, requested);
    return { language, lines: highlightToLines(Prism, code, language) };
  };
}
