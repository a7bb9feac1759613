import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/**
 * A `<head>` element written in MDX is the page's `<Head>`, as Docusaurus's mdx-loader makes it
 * (its remark plugin `head`: MDX does not give HTML elements the provider's components). A blog
 * post of babeljs.io sets its canonical URL so: `<head><link rel="canonical" href="…" /></head>`,
 * which replaces the site's canonical link in the page's head rather than landing in its body.
 */
export function remarkHead() {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'head') node.name = 'Head';
    });
  };
}
