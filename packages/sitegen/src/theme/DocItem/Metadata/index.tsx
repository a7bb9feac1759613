import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useTitleFormatter } from '@docusaurus/theme-common/internal';

/**
 * theme-classic's DocItem/Metadata: the doc's title, description and keywords in the head. Its
 * image and the Open Graph and Twitter tags are the route's, written into the pre-rendered head
 * from the same front matter (a page's `<title>` and description fold into them).
 */
export default function DocItemMetadata() {
  const { metadata, frontMatter } = useDoc();
  const titleFormatter = useTitleFormatter();
  const keywords = frontMatter.keywords;
  return (
    <Head>
      <title>{titleFormatter.format(metadata.title)}</title>
      {metadata.description && <meta name="description" content={metadata.description} />}
      {keywords !== undefined && <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : String(keywords)} />}
    </Head>
  );
}
