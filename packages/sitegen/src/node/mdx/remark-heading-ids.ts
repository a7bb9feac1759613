import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocItem } from '../../shared/types';
import { createSlugger } from './slug';

export interface HeadingData {
  headings: TocItem[];
}

const CUSTOM_ID = /\s*\{#([\w.:-]+)\}\s*$/;

/** Gives every heading an id: `{#custom-id}` when written, else a GitHub-style slug unique per page (its case kept with `maintainCase`). */
export function remarkHeadingIds(options: { maintainCase?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const slugger = createSlugger(options.maintainCase);
    const headings: TocItem[] = [];
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1];
      let id: string | undefined;
      if (last?.type === 'text') {
        const match = CUSTOM_ID.exec(last.value);
        if (match) {
          id = match[1];
          (last as Text).value = last.value.slice(0, match.index);
          if ((last as Text).value === '') node.children.pop();
          slugger.reserve(id ?? '');
        }
      }
      const text = toString(node).trim();
      id ??= slugger.slug(text);
      const data = (node.data ??= {});
      data.hProperties = { ...(data.hProperties ?? {}), id };
      headings.push({ value: text, id, level: node.depth });
    });
    (file.data as Partial<HeadingData>).headings = headings;
  };
}
