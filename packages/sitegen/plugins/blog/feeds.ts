import { Feed, type Item } from 'feed';
import type { BlogPostMetadata } from '../../src/shared/blog';
import { absoluteUrl } from './absolute-url';

/** The three feeds: file name under the blog's route, MIME type for `<link rel="alternate">` and a label. */
export const FEED_FORMATS = [
  { key: 'rss', file: 'rss.xml', type: 'application/rss+xml', label: 'RSS Feed' },
  { key: 'atom', file: 'atom.xml', type: 'application/atom+xml', label: 'Atom Feed' },
  { key: 'json', file: 'feed.json', type: 'application/json', label: 'JSON Feed' },
] as const;

export type FeedKey = (typeof FEED_FORMATS)[number]['key'];

export interface FeedSite {
  title: string;
  description: string;
  /** Absolute origin, e.g. `https://zmk.dev` (no trailing slash). */
  origin: string;
  /** Path of the blog including the base URL, e.g. `/blog`. */
  blogPath: string;
  language: string;
  favicon?: string;
  copyright?: string;
}

export interface FeedPost {
  metadata: BlogPostMetadata;
  /** The full post as HTML, URLs already absolute. */
  contentHtml: string;
}

/** RSS 2.0, Atom 1.0 and JSON Feed 1 documents for the given posts (newest first). */
export function buildFeeds(site: FeedSite, posts: readonly FeedPost[]): Record<FeedKey, string> {
  return feedDocuments(site, feedItems(site, posts), posts[0]?.metadata.date);
}

/** Each post as an item of the `feed` package: what Docusaurus's `defaultCreateFeedItems` gives `createFeedItems`. */
export function feedItems(site: Pick<FeedSite, 'origin'>, posts: readonly FeedPost[]): Item[] {
  return posts.map(({ metadata, contentHtml }) => {
    const link = site.origin + metadata.permalink;
    return {
      id: link,
      link,
      title: metadata.title,
      date: dateOf(metadata.date),
      description: metadata.description,
      content: contentHtml,
      // A post without authors has no author entry, as in Docusaurus's feeds (the feed package's JSON Feed reads the first one).
      author: metadata.authors.length > 0 ? metadata.authors.map((a) => ({ name: a.name, link: a.url, email: a.email })) : undefined,
      category: metadata.tags.map((t) => ({ name: t.label, domain: site.origin + t.permalink })),
      image: metadata.image ? absoluteUrl(metadata.image, link) : undefined,
    };
  });
}

/** The three documents of a feed of these items; `newest` (YYYY-MM-DD) is its update date. */
export function feedDocuments(site: FeedSite, items: readonly Item[], newest: string | undefined): Record<FeedKey, string> {
  const blogUrl = site.origin + site.blogPath;
  const feed = new Feed({
    id: blogUrl,
    title: site.title,
    description: site.description,
    link: blogUrl,
    language: site.language,
    favicon: site.favicon && absoluteUrl(site.favicon, blogUrl),
    copyright: site.copyright ?? '',
    updated: newest ? dateOf(newest) : undefined,
    generator: 'sitegen',
    feedLinks: Object.fromEntries(FEED_FORMATS.map((f) => [f.key, `${blogUrl}/${f.file}`])),
  });
  for (const item of items) feed.addItem(item);
  return { rss: feed.rss2(), atom: feed.atom1(), json: feed.json1() };
}

/** An XML feed that its browser shows through a stylesheet (`feedOptions.xslt`), as Docusaurus writes it. */
export function withStylesheet(xml: string, stylesheetFile: string): string {
  return xml.replace('<?xml version="1.0" encoding="utf-8"?>', `<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="${stylesheetFile}"?>`);
}

/** Post dates are calendar days; feeds get midnight UTC of that day. */
function dateOf(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
