/**
 * Prism tokens to {@link CodeLine}s. Used by the MDX compiler (build time) and by the CodeBlock's
 * lazily loaded fallback for code that only exists at run time; both register the same grammars.
 */
import { normalizeTokens, type Prism as PrismType } from 'prism-react-renderer';
import { registerCustomGrammars } from './grammars';
import type { CodeLine, CodeToken } from './lines';

type PrismInstance = typeof PrismType;

/** Prism's language files, in load order (later ones extend earlier ones). */
export const EXTRA_PRISM_LANGUAGES = ['bash', 'c', 'cmake', 'ini', 'linker-script', 'log', 'powershell', 'diff'];

/** Language names that mean "no highlighting". */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none']);

/**
 * Loads Prism language files into `prism`. They expect a global `Prism` while they run, so it is
 * set for the duration; `load` runs one file (a `require` of the caller's module system).
 */
export function registerPrismLanguages(prism: PrismInstance, languages: string[], load: (language: string) => void): void {
  const holder = globalThis as { Prism?: unknown };
  const previous = holder.Prism;
  holder.Prism = prism;
  try {
    for (const language of languages) if (!prism.languages[language]) load(language);
  } finally {
    if (previous === undefined) delete holder.Prism;
    else holder.Prism = previous;
  }
  registerCustomGrammars(prism as unknown as Parameters<typeof registerCustomGrammars>[0]);
}

/** The grammar name to highlight with, or `text` when Prism does not know the language. */
export function resolvePrismLanguage(prism: PrismInstance, language: string | undefined): string {
  const name = (language ?? '').toLowerCase().trim();
  if (PLAIN.has(name)) return 'text';
  return prism.languages[name] ? name : 'text';
}

/** Tokenizes `code` into lines; adjacent tokens of the same types are merged to keep pages small. */
export function highlightToLines(prism: PrismInstance, code: string, language: string): CodeLine[] {
  const grammar = prism.languages[language];
  const tokens = grammar ? prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens).map((line) => {
    const result: CodeLine = [];
    for (const token of line) {
      if (token.empty || token.content === '') continue;
      const types = token.types.filter((type) => type !== 'plain').join(' ');
      const last = result[result.length - 1];
      const lastTypes = last === undefined ? undefined : typeof last === 'string' ? '' : last[0];
      if (last !== undefined && lastTypes === types) {
        result[result.length - 1] = typeof last === 'string' ? last + token.content : [types, last[1] + token.content];
      } else {
        result.push((types ? [types, token.content] : token.content) as CodeToken);
      }
    }
    return result;
  });
}
