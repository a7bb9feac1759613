import type { Heading, PhrasingContent, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocItem } from '../../shared/types';
import { createSlugger } from './slug';

export interface HeadingData {
  headings: TocItem[];
}

/**
 * Docusaurus's classic explicit id at the end of a heading, `{#id}` (parseMarkdownHeadingId): any
 * characters but `{#` and `}`, trimmed.
 */
export const CLASSIC_HEADING_ID = /\s*\{#((?:.(?!\{#|\}))*.)\}$/;

/** The id a comment gives (`#id`, its first word), as Docusaurus reads `{/* #id *\/}` and `<!-- #id -->`. */
function commentHeadingId(comment: string): string | undefined {
  const first = comment.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

interface ExpressionNode {
  type: 'mdxTextExpression';
  data?: { estree?: { body: unknown[]; comments?: Array<{ value: string }> } };
}

/** An id written as the heading's last child: an MDX comment expression holding only `/* #id *\/`, or an HTML comment. */
function commentId(last: PhrasingContent | undefined): string | undefined {
  if (!last) return undefined;
  if ((last.type as string) === 'mdxTextExpression') {
    const program = (last as unknown as ExpressionNode).data?.estree;
    if (program && program.body.length === 0 && program.comments?.length === 1) return commentHeadingId(program.comments[0]!.value);
  }
  if (last.type === 'html') {
    const comment = /^<!--([\s\S]*)-->$/.exec(last.value)?.[1];
    if (comment) return commentHeadingId(comment);
  }
  return undefined;
}

/** Removes a written id from the heading's children and gives it: a comment, else `{#id}` (Docusaurus's order). */
function takeExplicitId(node: Heading): string | undefined {
  const last = node.children.at(-1);
  const fromComment = commentId(last);
  if (fromComment !== undefined) {
    node.children.pop();
    const before = node.children.at(-1);
    if (before?.type === 'text') before.value = before.value.trimEnd();
    return fromComment;
  }
  if (last?.type !== 'text') return undefined;
  const match = CLASSIC_HEADING_ID.exec(last.value);
  if (!match) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  if ((last as Text).value === '') node.children.pop();
  return match[1]!.trim();
}

/**
 * Gives every heading an id (Docusaurus's headings plugin): one written after it, as `{#id}`,
 * `{/* #id *\/}` (MDX) or `<!-- #id -->`; else a GitHub-style slug unique per page (its case kept
 * with `maintainCase`). A written id also takes its name in the slugger, so a later heading of the
 * same text gets `-1` where Docusaurus would repeat the id.
 */
export function remarkHeadingIds(options: { maintainCase?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const slugger = createSlugger(options.maintainCase);
    const headings: TocItem[] = [];
    const nodes: Heading[] = [];
    headingNodes.set(file, nodes);
    visit(tree, 'heading', (node: Heading) => {
      nodes.push(node);
      let id = takeExplicitId(node);
      if (id !== undefined) slugger.reserve(id);
      const text = toString(node.children.filter((child) => child.type !== 'html')).trim();
      id ??= slugger.slug(text);
      const data = (node.data ??= {});
      data.hProperties = { ...(data.hProperties ?? {}), id };
      headings.push({ value: text, id, level: node.depth });
    });
    (file.data as Partial<HeadingData>).headings = headings;
  };
}

/** The heading nodes of each file's headings data, in order (see remarkHeadingTexts). */
const headingNodes = new WeakMap<VFile, Heading[]>();

/**
 * The headings' texts again, after the plugins that change text without changing ids (emoji), as
 * Docusaurus reads its table of contents after its headings plugin and remark-emoji
 * (`## :tada: Done` has the id `tada-done` and the entry "🎉 Done").
 */
export function remarkHeadingTexts() {
  return (_tree: Root, file: VFile) => {
    const headings = (file.data as Partial<HeadingData>).headings ?? [];
    headingNodes.get(file)?.forEach((node, i) => {
      if (headings[i]) headings[i].value = toString(node.children.filter((child) => child.type !== 'html')).trim();
    });
  };
}
