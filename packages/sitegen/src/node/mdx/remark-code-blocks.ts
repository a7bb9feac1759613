import type { Code, Root, RootContent } from 'mdast';
import type { Expression } from 'estree';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagramsForPage } from '../mermaid/merge-modes';
import { createCodeBlockMetadata, DEFAULT_MAGIC_COMMENTS, type CodeBlockMetadata, type MagicCommentConfig } from '../../shared/code-block';
import type { Highlighter } from './highlight';

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
  /** `themeConfig.prism.magicComments` (theme-classic's default when not given). */
  magicComments?: MagicCommentConfig[];
  /** `themeConfig.prism.defaultLanguage`: of fences that name none. */
  defaultLanguage?: string;
  /** ```mermaid fences are diagrams (`markdown.mermaid`); false: code blocks like any other. Default: true. */
  diagrams?: boolean;
}

/** A JSON-like value as an ESTree expression (MDX needs the tree of every attribute expression). */
export function valueToEstree(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueToEstree) };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return { type: 'Literal', value };
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value as Record<string, unknown>).map(([key, v]) => ({ type: 'Property', key: { type: 'Literal', value: key }, value: valueToEstree(v), kind: 'init', method: false, shorthand: false, computed: false })),
    };
  }
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
      if (node.lang === 'mermaid' && options.diagrams !== false) {
        element = { type: 'mdxJsxFlowElement', name: 'Mermaid', attributes: [attr('value', node.value)], children: [] };
        diagrams.push({ element, source: node.value });
      } else {
        // Docusaurus's metadata of the block (theme-common's createCodeBlockMetadata), found here so
        // the page ships the lines highlighted, magic comments taken out, and their classes.
        let metadata: CodeBlockMetadata;
        try {
          metadata = createCodeBlockMetadata({ code: node.value, className: node.lang ? `language-${node.lang}` : undefined, metastring: node.meta ?? undefined, defaultLanguage: options.defaultLanguage, magicComments: options.magicComments ?? DEFAULT_MAGIC_COMMENTS });
        } catch (error) {
          return file.fail(error instanceof Error ? error.message : String(error), node.position);
        }
        // With the site's CodeBlock, sitegen's (which it may wrap) still gets its highlighted lines.
        const highlighted = options.highlight ? [expressionAttribute('lines', options.highlight(metadata.code, metadata.language).lines)] : [];
        const attributes = options.docusaurusProps ? [...docusaurusCodeProps(node), ...highlighted] : highlighted.length > 0 ? highlighted : [attr('code', metadata.code)];
        if (node.lang || options.defaultLanguage) attributes.push(attr('language', metadata.language));
        if (typeof metadata.title === 'string' && metadata.title) attributes.push(attr('title', metadata.title));
        if (Object.keys(metadata.lineClassNames).length > 0) attributes.push(expressionAttribute('lineClassNames', metadata.lineClassNames));
        if (metadata.lineNumbersStart !== undefined) attributes.push(expressionAttribute('showLineNumbers', metadata.lineNumbersStart));
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
