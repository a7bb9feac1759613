import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { BlogPostMetadata } from '../../shared/blog';
import { blogPostingJsonLd, jsonForScript } from './structured-data';

/** The post's `BlogPosting` JSON-LD in the page head. */
export default function StructuredData({ metadata }: { metadata: BlogPostMetadata }) {
  const { siteConfig } = useDocusaurusContext();
  const image = siteConfig.themeConfig.image;
  const site = { url: siteConfig.url + siteConfig.baseUrl, title: siteConfig.title, defaultImage: image ? new URL(image, siteConfig.url + siteConfig.baseUrl).href : undefined };
  return (
    <Head>
      <script type="application/ld+json">{jsonForScript(blogPostingJsonLd(metadata, site))}</script>
    </Head>
  );
}
