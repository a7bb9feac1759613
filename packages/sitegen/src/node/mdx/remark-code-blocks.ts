import type { Code, Root, RootContent } from 'mdast';
import type { Expression } from 'estree';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagramsForPage } from '../mermaid/merge-modes';
import type { Highlighter } from './highlight';

export interface CodeMeta {
  title?: string;
  highlightLines?: string;
  showLineNumbers: boolean;
}

/** Reads a fence's meta string: `title="file.keymap" {1,4-6} showLineNumbers`. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(["'])(.*?)\1/.exec(text)?.[2];
  const lines = /\{([\d,\s-]+)\}/.exec(text)?.[1]?.replace(/\s/g, '');
  return { title, highlightLines: lines || undefined, showLineNumbers: /\bshowLineNumbers\b/.test(text) };
}

/** Expands `{1,4-6}` to a set of line numbers (1-based). */
export function parseLineRanges(ranges: string | undefined): Set<number> {
  const result = new Set<number>();
  for (const part of (ranges ?? '').split(',')) {
    const [from, to] = part.split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    for (let n = from; n <= (to === undefined || Number.isNaN(to) ? from : to); n++) result.add(n);
  }
  return result;
}

export interface RemarkCodeBlocksOptions {
  /** Highlights at build time: the block gets `lines` (tokens) instead of `code`. */
  highlight?: Highlighter;
  /** Draws Mermaid diagrams at build time: `<Mermaid>` gets `svg` for both modes, or `svgLight` and `svgDark` (undefined: the browser draws it). */
  renderDiagram?: (source: string) => Promise<{ light: string; dark: string } | undefined>;
  /**
   * `@theme/CodeBlock` is the site's or a plugin theme's (theme-live-codeblock): every block gets
   * the props Docusaurus's MDXComponents/Pre gives it (the code as children, `className`,
   * `metastring`, `live`), not sitegen's highlighted lines.
   */
  docusaurusProps?: boolean;
}

/** A JSON-like value as an ESTree expression (MDX needs the tree of every attribute expression). */
export function valueToEstree(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueToEstree) };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return { type: 'Literal', value };
  throw new Error(`valueToEstree: unsupported value ${String(value)}`);
}

function expressionAttribute(name: string, value: unknown): MdxJsxAttribute {
  const expression = valueToEstree(value);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } } },
  };
}

const attr = (name: string, value: string | null): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** What Docusaurus's code element carries (its codeCompatPlugin): the code as children, `language-x`, the meta, and whether it is `live`. */
function docusaurusCodeProps(node: Code): MdxJsxAttribute[] {
  return [
    expressionAttribute('children', node.value),
    ...(node.lang ? [attr('className', `language-${node.lang}`)] : []),
    ...(node.meta ? [attr('metastring', node.meta)] : []),
    ...(node.meta?.split(' ').includes('live') ? [expressionAttribute('live', true)] : []),
  ];
}

/** Code fences become `<CodeBlock>` (or `<Mermaid>` for ```mermaid) with the meta as props. */
export function remarkCodeBlocks(options: RemarkCodeBlocksOptions = {}) {
  return async (tree: Root, file: VFile) => {
    const diagrams: Array<{ element: MdxJsxFlowElement; source: string }> = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      let element: MdxJsxFlowElement;
      if (node.lang === 'mermaid') {
        element = { type: 'mdxJsxFlowElement', name: 'Mermaid', attributes: [attr('value', node.value)], children: [] };
        diagrams.push({ element, source: node.value });
      } else {
        const meta = parseCodeMeta(node.meta);
        // With the site's CodeBlock, sitegen's (which it may wrap) still gets its highlighted lines.
        const highlighted = options.highlight ? [expressionAttribute('lines', options.highlight(node.value, node.lang ?? undefined).lines)] : [];
        const attributes = options.docusaurusProps ? [...docusaurusCodeProps(node), ...highlighted] : highlighted.length > 0 ? highlighted : [attr('code', node.value)];
        if (node.lang) attributes.push(attr('language', node.lang));
        if (meta.title) attributes.push(attr('title', meta.title));
        if (meta.highlightLines) attributes.push(attr('highlightLines', meta.highlightLines));
        if (meta.showLineNumbers) attributes.push(attr('showLineNumbers', null));
        element = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] };
      }
      element.position = node.position;
      parent.children.splice(index, 1, element as RootContent);
      return [SKIP, index + 1];
    });
    const { renderDiagram } = options;
    if (!renderDiagram) return;
    // A diagram Mermaid cannot draw fails the build at its fence.
    const draw = ({ element, source }: (typeof diagrams)[number]) => renderDiagram(source).catch((error: unknown) => file.fail(error instanceof Error ? error.message : String(error), element.position));
    const drawn = (await Promise.all(diagrams.map(async (diagram) => ({ element: diagram.element, drawings: await draw(diagram) })))).filter((d) => d.drawings !== undefined);
    const shown = diagramsForPage(drawn.map((d) => d.drawings!));
    drawn.forEach(({ element }, i) => {
      const diagram = shown[i]!;
      if ('svg' in diagram) element.attributes.push(attr('svg', diagram.svg));
      else element.attributes.push(attr('svgLight', diagram.light), attr('svgDark', diagram.dark));
    });
  };
}
