import type { Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit, type VisitorResult } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Docusaurus's default admonition keywords (mdx-loader's DefaultAdmonitionOptions), in its order. */
export const ADMONITION_TYPES = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'] as const;

/** A content plugin's `admonitions` option: on (`true`, the default), off, or other keywords. */
export type AdmonitionsOption = boolean | { keywords?: string[]; extendDefaults?: boolean };

/**
 * The keywords `:::` containers become admonitions for (mdx-loader's normalizeAdmonitionOptions):
 * the defaults, the given ones added to them (`extendDefaults`, on by default) or instead of
 * them; false when admonitions are off.
 */
export function admonitionKeywords(option: AdmonitionsOption | undefined): string[] | false {
  if (option === false) return false;
  if (option === undefined || option === true) return [...ADMONITION_TYPES];
  const keywords = option.keywords ?? [];
  return option.extendDefaults === false ? [...keywords] : [...ADMONITION_TYPES, ...keywords];
}

export interface RemarkAdmonitionsOptions {
  keepOtherDirectives?: boolean;
  /** The keywords (see admonitionKeywords); false: no admonitions, every container stays a directive. */
  keywords?: string[] | false;
}

/**
 * `:::type[Optional title]{#id .class title="…"}` containers of a keyword become `<Admonition type
 * title id className>` as Docusaurus's admonitions plugin makes them (the type as written: the
 * theme's Admonition/Types maps it to a component); any other directive (remark-directive also
 * parses `:name` in prose, e.g. "10:30") is turned back into text, unless `keepOtherDirectives`:
 * the site's remark plugins come later and may use them (then remarkUnusedDirectives does it
 * after them, as Docusaurus's unusedDirectives plugin does).
 */
export function remarkAdmonitions({ keepOtherDirectives = false, keywords = [...ADMONITION_TYPES] }: RemarkAdmonitionsOptions = {}) {
  const types = new Set(keywords === false ? [] : keywords);
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective' && types.has(node.name)) {
        const directive = node as ContainerDirective;
        let label: string | undefined;
        const children: RootContent[] = [...directive.children];
        const first = children[0] as Paragraph | undefined;
        if (first?.type === 'paragraph' && first.data && (first.data as { directiveLabel?: boolean }).directiveLabel) {
          children.shift();
          // A title of text only is the `title` prop; another (`[Use **west**]`) is an
          // `mdxAdmonitionTitle` first child, which the Admonition takes for its title, as Docusaurus gives it.
          if (first.children.length === 1 && first.children[0]!.type === 'text') label = toString(first);
          else if (directive.attributes?.title == null) children.unshift({ type: 'mdxJsxFlowElement', name: 'mdxAdmonitionTitle', attributes: [], children: first.children } as unknown as RootContent);
        }
        const { title = label, class: className, id } = directive.attributes ?? {};
        const attribute = (name: string, value: string | null | undefined) => (value ? [{ type: 'mdxJsxAttribute' as const, name, value }] : []);
        const element: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: directive.name }, ...attribute('title', title), ...attribute('className', className), ...attribute('id', id)],
          children: children as MdxJsxFlowElement['children'],
          position: directive.position,
        };
        parent.children.splice(index, 1, element as RootContent);
        return [SKIP, index];
      }
      // Docusaurus's micromark-extension-directive (3.x) takes no name that starts with a digit: the
      // one here (4.x) does (`10:30`, `127.0.0.1:8090`), text again at once, as Docusaurus reads it.
      if (node.type === 'textDirective' && !/^[a-z]/i.test(node.name)) return textAgain(node as TextDirective, index, parent, String(file.value));
      if (!keepOtherDirectives) return directiveAsText(node, index, parent);
      return undefined;
    });
  };
}

/** A text directive put back into the text it was parsed from (its source, label and attributes too), one text with its neighbours ("10:30"). */
function textAgain(directive: TextDirective, index: number, parent: Parent, source: string): VisitorResult {
  const siblings = parent.children as RootContent[];
  const { start, end } = directive.position ?? {};
  const written = start?.offset !== undefined && end?.offset !== undefined ? source.slice(start.offset, end.offset) : `:${directive.name}`;
  const before = siblings[index - 1];
  const after = siblings[index + 1];
  const value = `${written}${after?.type === 'text' ? after.value : ''}`;
  const removed = after?.type === 'text' ? 2 : 1;
  if (before?.type === 'text') {
    before.value += value;
    siblings.splice(index, removed);
    return [SKIP, index];
  }
  siblings.splice(index, removed, { type: 'text', value } satisfies Text);
  return [SKIP, index + 1];
}

/** Directives no plugin took, as Docusaurus's unusedDirectives plugin leaves them (see remarkAdmonitions). */
export function remarkUnusedDirectives() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => (parent && index !== undefined ? directiveAsText(node, index, parent) : undefined));
  };
}

/**
 * A directive no plugin took, as Docusaurus renders it: a bare text directive (`10:30` parses as
 * one) back to its text `:name`; any other keeps its content, in a `<div>` (what remark-rehype makes
 * of a node it does not know, as in Docusaurus), a text directive's label in a `<span>` so the
 * paragraph holding it stays valid HTML.
 */
function directiveAsText(node: Root | RootContent, index: number, parent: Parent): VisitorResult {
  if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return undefined;
  const directive = node as TextDirective | LeafDirective | ContainerDirective;
  const simple = node.type === 'textDirective' && directive.children.length === 0 && Object.keys(directive.attributes ?? {}).length === 0;
  if (simple) {
    // A text of its own, as Docusaurus's unusedDirectives makes it (React writes `M<!-- -->:N`).
    (parent.children as RootContent[]).splice(index, 1, { type: 'text', value: `:${directive.name}` } satisfies Text);
    return [SKIP, index + 1];
  }
  directive.data = { ...directive.data, hName: node.type === 'textDirective' ? 'span' : 'div' };
  return undefined;
}
