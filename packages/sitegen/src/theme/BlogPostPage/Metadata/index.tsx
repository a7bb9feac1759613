import { PageMetadata } from '@docusaurus/theme-common';
import { blogDateTime, useBlogPost } from '@docusaurus/plugin-content-blog/client';

/**
 * The post's head tags (theme-classic's BlogPostPage/Metadata): title (`title_meta` first),
 * description, keywords, image, and Open Graph's article type, date, authors and tags.
 */
export default function BlogPostPageMetadata() {
  const { assets, metadata } = useBlogPost();
  const { title, description, date, tags, authors, frontMatter } = metadata;
  const keywords = frontMatter.keywords as string[] | string | undefined;
  const image = assets.image ?? (frontMatter.image as string | undefined);
  const authorUrls = authors.map((author) => author.url).filter(Boolean);
  return (
    <PageMetadata title={(frontMatter.title_meta as string | undefined) ?? title} description={description} keywords={keywords} image={image}>
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={blogDateTime(date)} />
      {authorUrls.length > 0 && <meta property="article:author" content={authorUrls.join(',')} />}
      {tags.length > 0 && <meta property="article:tag" content={tags.map((tag) => tag.label).join(',')} />}
    </PageMetadata>
  );
}
