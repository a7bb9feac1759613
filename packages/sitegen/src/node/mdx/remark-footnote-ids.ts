import { createHash } from 'node:crypto';
import type { FootnoteDefinition, FootnoteReference, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * A blog post's footnotes get ids of their own: its file's hash after each footnote's label
 * (`user-content-fn-1-e23c15`), as Docusaurus's blog plugin makes them (its remark plugin
 * footnoteIDFixer, run before any other: `-` and the first 6 hex digits of the MD5 of the file's
 * path). A blog list page shows several posts, whose `[^1]` would otherwise share one id.
 */
export function remarkFootnoteIds() {
  return (tree: Root, file: VFile) => {
    const suffix = `-${createHash('md5').update(file.path).digest('hex').slice(0, 6)}`;
    visit(tree, (node) => {
      if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition') (node as FootnoteReference | FootnoteDefinition).identifier += suffix;
    });
  };
}
