/**
 * Highlighting in the browser, for code that only exists at run time (Markdown code fences are
 * highlighted at build time). Loaded with `import()` by the CodeBlock, so pages never ship Prism
 * unless they need it. Explicit `require`s keep webpack from bundling every Prism language.
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { EXTRA_PRISM_LANGUAGES, highlightToLines, registerPrismLanguages, resolvePrismLanguage } from '../../shared/prism/highlight';
import type { CodeLine } from '../../shared/prism/lines';

const LANGUAGE_FILES: Record<string, () => unknown> = {
  bash: () => require('prismjs/components/prism-bash'),
  c: () => require('prismjs/components/prism-c'),
  cmake: () => require('prismjs/components/prism-cmake'),
  ini: () => require('prismjs/components/prism-ini'),
  'linker-script': () => require('prismjs/components/prism-linker-script'),
  log: () => require('prismjs/components/prism-log'),
  powershell: () => require('prismjs/components/prism-powershell'),
  diff: () => require('prismjs/components/prism-diff'),
};

registerPrismLanguages(Prism, EXTRA_PRISM_LANGUAGES, (language) => LANGUAGE_FILES[language]?.());
// The site's `themeConfig.prism.additionalLanguages`, as the build highlights with them.
prismIncludeLanguages(Prism);

/** The grammar name to highlight with, or `text` when Prism does not know the language. */
export function resolveLanguage(language: string | undefined): string {
  return resolvePrismLanguage(Prism, language);
}

export function highlightCode(code: string, language: string | undefined): CodeLine[] {
  return highlightToLines(Prism, code, resolveLanguage(language));
}

export { Prism };
