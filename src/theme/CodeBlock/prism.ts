/**
 * The Prism instance the code blocks use: prism-react-renderer's bundled one, plus the site's
 * extra languages. Prism's language files expect a global `Prism`, so it is set while they
 * load. `require` (not `import`) keeps the order: imports would be hoisted above the
 * assignment in the server bundle. Everything happens at module load, so the server render
 * and the browser highlight the same way.
 */
import { Prism } from 'prism-react-renderer';
import { registerCustomGrammars } from './grammars';

const holder = globalThis as { Prism?: unknown };
const previous = holder.Prism;
holder.Prism = Prism;
try {
  require('prismjs/components/prism-bash');
  require('prismjs/components/prism-c');
  require('prismjs/components/prism-cmake');
  require('prismjs/components/prism-ini');
  require('prismjs/components/prism-linker-script');
  require('prismjs/components/prism-log');
  require('prismjs/components/prism-powershell');
  require('prismjs/components/prism-diff');
} finally {
  if (previous === undefined) delete holder.Prism;
  else holder.Prism = previous;
}
registerCustomGrammars(Prism as unknown as Parameters<typeof registerCustomGrammars>[0]);

/** Language names that mean "no highlighting". */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none']);

/** The grammar name to highlight with, or `text` when Prism does not know the language. */
export function resolveLanguage(language: string | undefined): string {
  const name = (language ?? '').toLowerCase().trim();
  if (PLAIN.has(name)) return 'text';
  return Prism.languages[name] ? name : 'text';
}

export { Prism };
