import Head from '@docusaurus/Head';
import { useBlogPostStructuredData } from '@docusaurus/plugin-content-blog/client';

/** The post's schema.org `BlogPosting` as JSON-LD in the head (theme-classic's BlogPostPage/StructuredData). */
export default function BlogPostStructuredData() {
  const structuredData = useBlogPostStructuredData();
  return (
    <Head>
      {/* `<` escaped, so no `</script>` in a title ends the block early. */}
      <script type="application/ld+json">{JSON.stringify(structuredData).replace(/</g, '\\u003c')}</script>
    </Head>
  );
}
