import type { Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit, type VisitorResult } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'] as const;

/**
 * `:::type[Optional title]` containers become `<Admonition type title>`; any other directive
 * (remark-directive also parses `:name` in prose, e.g. "10:30") is turned back into text, unless
 * `keepOtherDirectives`: the site's remark plugins come later and may use them (then
 * remarkUnusedDirectives does it after them, as Docusaurus's unusedDirectives plugin does).
 */
export function remarkAdmonitions({ keepOtherDirectives = false }: { keepOtherDirectives?: boolean } = {}) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(node.name)) {
        const directive = node as ContainerDirective;
        let title: string | undefined;
        const children = [...directive.children];
        const first = children[0] as Paragraph | undefined;
        if (first?.type === 'paragraph' && first.data && (first.data as { directiveLabel?: boolean }).directiveLabel) {
          title = toString(first);
          children.shift();
        }
        const element: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'type', value: directive.name === 'important' ? 'info' : directive.name === 'secondary' || directive.name === 'success' ? 'note' : directive.name },
            ...(title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }] : []),
          ],
          children: children as MdxJsxFlowElement['children'],
          position: directive.position,
        };
        parent.children.splice(index, 1, element as RootContent);
        return [SKIP, index];
      }
      if (!keepOtherDirectives) return directiveAsText(node, index, parent);
      return undefined;
    });
  };
}

/** Directives no plugin took, turned back into text (see remarkAdmonitions). */
export function remarkUnusedDirectives() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => (parent && index !== undefined ? directiveAsText(node, index, parent) : undefined));
  };
}

/** A directive node replaced by its text (`:name[label]`) in its parent; the visit goes on after it. */
function directiveAsText(node: Root | RootContent, index: number, parent: Parent): VisitorResult {
  if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return undefined;
  const directive = node as TextDirective | LeafDirective | ContainerDirective;
  const prefix = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
  const label = toString(directive);
  const text: Text = { type: 'text', value: `${prefix}${directive.name}${label ? `[${label}]` : ''}` };
  const replacement = node.type === 'textDirective' ? text : ({ type: 'paragraph', children: [text] } as Paragraph);
  parent.children.splice(index, 1, replacement as never);
  return [SKIP, index + 1];
}
