import type { BlogPostMetadata } from '../../shared/blog';

export interface StructuredDataSite {
  url: string;
  title: string;
  /** Absolute URL of the site's default social image. */
  defaultImage?: string;
}

/** schema.org `BlogPosting` of a post, for search engines' rich results. */
export function blogPostingJsonLd(post: BlogPostMetadata, site: StructuredDataSite): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, site.url).href;
  const image = post.image ? absolute(post.image) : site.defaultImage;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': absolute(post.permalink),
    mainEntityOfPage: absolute(post.permalink),
    url: absolute(post.permalink),
    headline: post.title,
    name: post.title,
    description: post.description,
    datePublished: post.date,
    author: post.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
    keywords: post.tags.map((t) => t.label),
    ...(image ? { image } : {}),
    publisher: { '@type': 'Organization', name: site.title, url: site.url },
  };
}

/** JSON for an inline `<script>`: `<` escaped so no `</script>` can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
