import type { Program, Statement, ModuleDeclaration, Directive } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { toJs } from 'estree-util-to-js';
import { visit } from 'estree-util-visit';
import type { VFile } from 'vfile';

export interface EsmData {
  /**
   * The file's own exports and the imports they use, as a module of their own; null when the
   * exports cannot be taken apart from the content (a default export, `export *`, JSX).
   */
  esmData?: string | null;
}

type TopLevel = Statement | ModuleDeclaration | Directive;

/**
 * What of an MDX file's `import`/`export` statements its exports need: every export and each
 * import one of them uses (kept whole). That code runs without the content, so a page whose MDX
 * exports its own data (a computed table of contents) can still defer its content
 * (see deferredContentModule).
 */
export function pickDataStatements(statements: readonly TopLevel[]): string | null {
  const exports: TopLevel[] = [];
  const imports: Array<{ statement: TopLevel; names: string[] }> = [];
  for (const statement of statements) {
    if (statement.type === 'ImportDeclaration') imports.push({ statement, names: statement.specifiers.map((s) => s.local.name) });
    else if (statement.type === 'ExportNamedDeclaration' && !statement.specifiers.some((s) => exportedName(s.exported) === 'default')) exports.push(statement);
    else return null; // a default export (the content is the default), export *, anything else
  }
  if (exports.length === 0) return '';
  const used = new Set<string>();
  let hasJsx = false;
  for (const statement of exports) {
    visit(statement, (node) => {
      if (node.type === 'Identifier') used.add((node as { name: string }).name);
      else if (node.type.startsWith('JSX')) hasJsx = true;
    });
  }
  if (hasJsx) return null;
  const kept = [...imports.filter((i) => i.names.some((name) => used.has(name))).map((i) => i.statement), ...exports];
  const program: Program = { type: 'Program', sourceType: 'module', body: kept as Program['body'] };
  return toJs(program).value;
}

/** Records `file.data.esmData` (see pickDataStatements). */
export function remarkEsmData() {
  return (tree: Root, file: VFile) => {
    const statements: TopLevel[] = [];
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm') statements.push(...((node as MdxjsEsm).data?.estree?.body ?? []));
    }
    (file.data as EsmData).esmData = pickDataStatements(statements);
  };
}

function exportedName(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? (node.name ?? '') : String(node.value);
}
