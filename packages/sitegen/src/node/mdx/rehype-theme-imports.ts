import type { Element, Root, RootContent } from 'hast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';

/**
 * Theme components Markdown may use without importing them: `:::note` (Admonition), code fences
 * (CodeBlock, Mermaid), raw `<details>`/`<summary>` and the Docusaurus MDX components.
 * Each name maps to its module and export (`default` or a named one).
 */
export const THEME_MDX_IMPORTS: Record<string, { source: string; name: string }> = {
  Admonition: { source: '@theme/Admonition', name: 'default' },
  CodeBlock: { source: '@theme/CodeBlock', name: 'default' },
  Details: { source: '@theme/MDXComponents/Details', name: 'default' },
  Summary: { source: '@theme/Details', name: 'Summary' },
  DocCardList: { source: '@theme/DocCardList', name: 'default' },
  Mermaid: { source: '@theme/Mermaid', name: 'default' },
  TabItem: { source: '@theme/TabItem', name: 'default' },
  Tabs: { source: '@theme/Tabs', name: 'default' },
  ThemedImage: { source: '@theme/ThemedImage', name: 'default' },
};

/** Raw HTML elements that render as theme components (as Docusaurus's MDX components map them). */
const HTML_TO_THEME: Record<string, string> = { details: 'Details', summary: 'Summary' };

/**
 * Code as theme-classic's MDXComponents/Code renders it: inline (CodeInline) when it is text of
 * one line, else a code block.
 */
const isInlineCode = (code: Element) => code.children.length > 0 && code.children.every((child) => child.type === 'text' && !child.value.includes('\n'));

/** A `<pre>` around one `<code>` (and white space): theme-classic's MDXComponents/Pre renders only its content. */
function preCode(pre: Element): Element | undefined {
  const elements = pre.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const code = elements[0];
  return elements.length === 1 && code?.type === 'element' && code.tagName === 'code' ? code : undefined;
}

/**
 * Each compiled page imports the theme components it renders, instead of the MDX provider holding
 * all of them: they then load with the pages that use them (a route chunk or a chunk shared by
 * such pages), not in the main bundle every page downloads. Names the file binds itself (its own
 * imports or exports) are left alone.
 */
export function rehypeThemeImports() {
  return (tree: Root) => {
    const used = new Set<string>();
    const bound = new Set<string>();
    visit(tree, (node, index, parent) => {
      if (node.type === 'mdxjsEsm') for (const name of boundNames(node as unknown as MdxjsEsm)) bound.add(name);
      else if (node.type === 'element') {
        const element = node as Element;
        // Raw `<pre><code>` and `<code>` (Markdown's inline code is always one line; fences are
        // CodeBlocks already), as theme-classic's MDXComponents/Pre and /Code render them: the
        // `<pre>` adds nothing, code of several lines or of elements is a CodeBlock. Decided here,
        // so the CodeBlock is imported by the pages that have one.
        const code = element.tagName === 'pre' && parent && index !== undefined ? preCode(element) : undefined;
        if (code && parent && index !== undefined) {
          parent.children.splice(index, 1, code);
          return index;
        }
        if (element.tagName === 'code' && !isInlineCode(element)) {
          element.tagName = 'CodeBlock';
          used.add('CodeBlock');
          return undefined;
        }
        const component = HTML_TO_THEME[element.tagName];
        if (component) {
          // hast-util-to-estree turns a capitalised tag name into a component reference.
          element.tagName = component;
          used.add(component);
        }
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = (node as { name?: string | null }).name;
        if (name && Object.hasOwn(THEME_MDX_IMPORTS, name)) used.add(name);
      }
    });
    const imports = [...used].filter((name) => !bound.has(name)).sort().map((name) => importNode(name));
    tree.children.unshift(...(imports as unknown as RootContent[]));
  };
}

function boundNames(node: MdxjsEsm): string[] {
  const names: string[] = [];
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type === 'ImportDeclaration') names.push(...statement.specifiers.map((s) => s.local.name));
    else if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') && statement.declaration) {
      const declaration = statement.declaration;
      if (declaration.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) if (d.id.type === 'Identifier') names.push(d.id.name);
      } else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) names.push(declaration.id.name);
    }
  }
  return names;
}

function importNode(local: string): MdxjsEsm {
  const { source, name } = THEME_MDX_IMPORTS[local]!;
  const identifier = (n: string) => ({ type: 'Identifier' as const, name: n });
  const specifier = name === 'default' ? { type: 'ImportDefaultSpecifier' as const, local: identifier(local) } : { type: 'ImportSpecifier' as const, imported: identifier(name), local: identifier(local) };
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers: [specifier], source: { type: 'Literal', value: source, raw: JSON.stringify(source) }, attributes: [] }],
      },
    },
  };
}
