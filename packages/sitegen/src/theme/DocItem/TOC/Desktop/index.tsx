import { useDoc } from '@docusaurus/plugin-content-docs/client';
import TOC from '@theme/TOC';

const level = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** theme-classic's DocItem/TOC/Desktop: the doc's table of contents in its column. */
export default function DocItemTOCDesktop() {
  const { toc, frontMatter } = useDoc();
  return <TOC toc={toc} minHeadingLevel={level(frontMatter.toc_min_heading_level)} maxHeadingLevel={level(frontMatter.toc_max_heading_level)} className="theme-doc-toc-desktop" />;
}
