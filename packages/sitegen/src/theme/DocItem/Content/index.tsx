import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';

/**
 * The title the page adds (theme-classic's "synthetic title"): the doc's, unless the front matter
 * hides it or the Markdown starts with its own `# title`.
 */
function useSyntheticTitle(): string | null {
  const { metadata, frontMatter, contentTitle } = useDoc();
  return !frontMatter.hide_title && !contentTitle ? metadata.title : null;
}

/** theme-classic's DocItem/Content: the doc's Markdown, under its title. */
export default function DocItemContent({ children }: { children?: ReactNode }) {
  const syntheticTitle = useSyntheticTitle();
  return (
    <div className="theme-doc-markdown markdown">
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      {children}
    </div>
  );
}
