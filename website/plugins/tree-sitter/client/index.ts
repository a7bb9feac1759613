/**
 * Browser side of the tree-sitter plugin (`@zmk/tree-sitter`): web-tree-sitter with the
 * grammars this site ships. Import it dynamically; it is never part of the pre-render.
 */
import { Language, Parser } from 'web-tree-sitter';
import runtimeWasm from 'web-tree-sitter/tree-sitter.wasm';
import devicetreeWasm from '../grammars/devicetree.wasm';

const GRAMMARS = { devicetree: devicetreeWasm } as const;

export type GrammarName = keyof typeof GRAMMARS;

let runtime: Promise<void> | undefined;
const languages = new Map<GrammarName, Promise<Language>>();

/** A parser for `grammar`; the runtime and each grammar load once per page (a failed load is tried again on the next call: Retry). */
export async function createParser(grammar: GrammarName): Promise<Parser> {
  runtime ??= Parser.init({ locateFile: () => runtimeWasm }).catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  await runtime;
  let language = languages.get(grammar);
  if (!language) {
    language = Language.load(GRAMMARS[grammar]).catch((error: unknown) => {
      languages.delete(grammar);
      throw error;
    });
    languages.set(grammar, language);
  }
  const parser = new Parser();
  parser.setLanguage(await language);
  return parser;
}
