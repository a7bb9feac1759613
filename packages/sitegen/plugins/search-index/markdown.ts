/**
 * Markdown/MDX source → search sections, for the dev server, which does not pre-render pages.
 * Parses only (no compile, no highlighting), with the same syntax extensions and heading ids as
 * the build's MDX pipeline, so anchors match. Text drawn by components at render time (tables
 * of Kconfig options, keycodes) is not in the source and so not in the dev index.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Heading, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { VFile } from 'vfile';
import { parseFrontMatter } from '../../src/node/mdx/front-matter';
import { preprocessMarkdown } from '../../src/node/mdx/preprocess';
import { remarkHeadingIds } from '../../src/node/mdx/remark-heading-ids';
import type { SearchSection } from '../../src/shared/search';
import { collapseWhitespace, type PageInfo } from './extract';
import { markdownFormatOf, type MarkdownFormat } from '../../src/node/mdx/format';

/** Code and markup that is not page text: imports/exports, `{expressions}`, raw HTML, front matter. */
const SKIPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml', 'toml']);
/** Nodes whose text is a separate run of words. */
const BLOCKS = new Set(['paragraph', 'heading', 'code', 'list', 'listItem', 'table', 'tableRow', 'tableCell', 'blockquote', 'mdxJsxFlowElement', 'containerDirective', 'leafDirective', 'thematicBreak', 'break']);

const processors = new Map<'md' | 'mdx', ReturnType<typeof createProcessor>>();
function parser(format: 'md' | 'mdx') {
  let processor = processors.get(format);
  if (!processor) {
    processor = createProcessor({ format, remarkPlugins: [remarkGfm, remarkDirective] });
    processors.set(format, processor);
  }
  return processor;
}

/** Sections of one Markdown/MDX file (front matter included), shaped as the build's. */
export function sectionsFromMarkdown(filePath: string, source: string, page: PageInfo, markdownFormat?: MarkdownFormat): SearchSection[] {
  const { body } = parseFrontMatter(source, filePath);
  const format = markdownFormatOf(filePath, markdownFormat);
  const tree = parser(format).parse({ path: filePath, value: preprocessMarkdown(body, format) }) as Root;
  remarkHeadingIds()(tree, { data: {} } as VFile);

  const sections: SearchSection[] = [];
  let current: SearchSection = { url: page.url, hierarchy: [page.section, page.title], level: 1, content: '', tag: page.tag };
  let text: string[] = [];
  let lvl2: string | undefined;
  const flush = () => {
    current.content = collapseWhitespace(text.join(''));
    sections.push(current);
    text = [];
  };
  const walk = (node: Nodes) => {
    if (SKIPPED.has(node.type)) return;
    if (node.type === 'heading') {
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id;
      if (node.depth === 1) return; // the page title, already lvl1
      if ((node.depth === 2 || node.depth === 3) && id) {
        flush();
        const title = collapseWhitespace(toString(node as Heading));
        const url = `${page.url}#${id}`;
        if (node.depth === 2) {
          lvl2 = title;
          current = { url, hierarchy: [page.section, page.title, title], level: 2, content: '', tag: page.tag };
        } else {
          current = { url, hierarchy: [page.section, page.title, lvl2 ?? '', title], level: 3, content: '', tag: page.tag };
        }
        return;
      }
    }
    const block = BLOCKS.has(node.type);
    if (block) text.push(' ');
    if ('value' in node && typeof node.value === 'string') text.push(node.value);
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
    if (block) text.push(' ');
  };
  for (const child of tree.children) walk(child);
  flush();
  return sections;
}
