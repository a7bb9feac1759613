import { DocProvider, type DocContent } from '@docusaurus/plugin-content-docs/client';
import DocItemLayout from '@theme/DocItem/Layout';
import DocItemMetadata from '@theme/DocItem/Metadata';

export interface DocItemProps {
  /** The doc's MDX component, with its metadata, front matter, table of contents, content title and assets as statics. */
  content: DocContent;
}

/**
 * theme-classic's DocItem: one doc, its data for the components inside (useDoc), its head and its
 * layout around the content. The doc's class on `<html>` (`docs-doc-id-…`) is the route's.
 */
export default function DocItem({ content }: DocItemProps) {
  const MDXComponent = content;
  return (
    <DocProvider content={content}>
      <DocItemMetadata />
      <DocItemLayout>
        <MDXComponent />
      </DocItemLayout>
    </DocProvider>
  );
}
