/**
 * A devicetree parser for Node tests: web-tree-sitter loads its runtime wasm from
 * node_modules and the grammar from the tree-sitter plugin's folder.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Language, Parser } from 'web-tree-sitter';
import { repoRoot } from '../components/_facts';

export const DEVICETREE_WASM = path.join(repoRoot, 'plugins/tree-sitter/grammars/devicetree.wasm');

let parser: Promise<Parser> | undefined;

export function devicetreeParser(): Promise<Parser> {
  parser ??= (async () => {
    await Parser.init();
    const language = await Language.load(readFileSync(DEVICETREE_WASM));
    const p = new Parser();
    p.setLanguage(language);
    return p;
  })();
  return parser;
}
