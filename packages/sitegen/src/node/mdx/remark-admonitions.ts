import type { Paragraph, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'] as const;

/**
 * `:::type[Optional title]` containers become `<Admonition type title>`; any other directive
 * (remark-directive also parses `:name` in prose, e.g. "10:30") is turned back into text.
 */
export function remarkAdmonitions() {
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
      if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') {
        const directive = node as TextDirective | LeafDirective | ContainerDirective;
        const prefix = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
        const label = toString(directive);
        const text: Text = { type: 'text', value: `${prefix}${directive.name}${label ? `[${label}]` : ''}` };
        const replacement = node.type === 'textDirective' ? text : ({ type: 'paragraph', children: [text] } as Paragraph);
        parent.children.splice(index, 1, replacement as never);
        return [SKIP, index + 1];
      }
      return undefined;
    });
  };
}
