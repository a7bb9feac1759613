/** Blog data shared by the blog plugin (node) and the blog theme components (browser). */
import { formatMessage, selectPluralForm, type LocaleMessages } from './i18n';

export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Has a page of their posts (`page: true`, or `page: { permalink }` for its own address), as in Docusaurus 3.5+. */
  page?: { permalink?: string };
}

/** An author of authors.yml on the authors page: their number of listed posts and the page listing them, if they have one. */
export interface BlogAuthorWithPosts extends BlogAuthor {
  count: number;
  permalink?: string;
}

export interface BlogTag {
  label: string;
  permalink: string;
  /** A tag of the tags file may have one. */
  description?: string;
}

export interface BlogPostMetadata {
  permalink: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  tags: BlogTag[];
  authors: BlogAuthor[];
  /** Minutes, maybe fractional (the theme rounds up); none without `showReadingTime` or when `readingTime` gives none. */
  readingTime?: number;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  editUrl?: string;
  image?: string;
  excerptText: string;
  /** With `showLastUpdateTime` / `showLastUpdateAuthor`: ms since the epoch, and who. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  newer?: { title: string; permalink: string };
  older?: { title: string; permalink: string };
}

export interface BlogListMetadata {
  /** The page's title, the same on each of its pages (Docusaurus's: the blog's `blogTitle`, a tag's "3 posts tagged with …"). */
  title: string;
  /** The page's meta description: the blog's `blogDescription`; tag and author pages have none. */
  description?: string;
  page: number;
  totalPages: number;
  totalCount: number;
  permalink: string;
  previousPage?: string;
  nextPage?: string;
  items: BlogPostMetadata[];
  tag?: { label: string; permalink: string; count: number };
  allTagsPath?: string;
  author?: BlogAuthorWithPosts;
  allAuthorsPath?: string;
}

export interface BlogSidebarData {
  title: string;
  items: Array<{ title: string; permalink: string; date: string }>;
}

/**
 * "One post" or "3 posts", as theme-classic counts a tag's or an author's posts in page titles;
 * in the locale of `t` by theme-classic's ids (these titles are written by the node side too).
 */
export function blogPostsCount(count: number, t?: LocaleMessages): string {
  return selectPluralForm(t?.locale ?? 'en', count, formatMessage(t, 'theme.blog.post.plurals', 'One post|{count} posts', { count }));
}

/** A tag page's title and heading: `One post tagged with "ble"`, `3 posts tagged with "ble"`. */
export function tagPageTitle(label: string, count: number, t?: LocaleMessages): string {
  return formatMessage(t, 'theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts: blogPostsCount(count, t), tagName: label });
}

/** An author page's title: `Ada Lovelace - 3 posts`. */
export function authorPageTitle(name: string, count: number, t?: LocaleMessages): string {
  return formatMessage(t, 'theme.blog.author.pageTitle', '{authorName} - {nPosts}', { authorName: name, nPosts: blogPostsCount(count, t) });
}
