import Head from '@docusaurus/Head';
import { useBlogListPageStructuredData, type BlogPostContent } from '@docusaurus/plugin-content-blog/client';
import type { BlogListMetadata } from '../../../shared/blog';

/** The blog as schema.org's `Blog` with the page's posts, as JSON-LD in the head (theme-classic's BlogListPage/StructuredData). */
export default function BlogListPageStructuredData(props: { metadata: BlogListMetadata; items: ReadonlyArray<{ content: BlogPostContent }> }) {
  const structuredData = useBlogListPageStructuredData(props);
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData).replace(/</g, '\\u003c')}</script>
    </Head>
  );
}
