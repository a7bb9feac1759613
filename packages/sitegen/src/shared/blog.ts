/** Blog data shared by the blog plugin (node) and the blog theme components (browser). */
import { formatMessage, selectPluralForm, type LocaleMessages } from './i18n';

/**
 * A post's author as Docusaurus's (plugin-content-blog's `Author`): an authors.yml entry (its `key`),
 * maybe with the post's own overrides, or one written out in the post (`key: null`).
 */
export interface BlogAuthor {
  key: string | null;
  name?: string;
  title?: string;
  url?: string;
  /** The picture: absolute, or below the base URL. */
  imageURL?: string;
  email?: string;
  description?: string;
  /** The page of their posts (`page: true` or `page: { permalink }` in authors.yml), its address resolved; null: none. */
  page: { permalink: string } | null;
  /** Platform → URL (handles normalised as Docusaurus's authorsSocials.ts). */
  socials?: Record<string, string>;
}

/** An author of authors.yml on the authors pages: their number of listed posts (Docusaurus's `AuthorItemProp`). */
export interface BlogAuthorWithPosts extends BlogAuthor {
  key: string;
  count: number;
}

export interface BlogTag {
  label: string;
  permalink: string;
  /** A tag of the tags file may have one. */
  description?: string;
  /** Not a tag of the tags file: written in the post (a string or `{ label, permalink }`). */
  inline?: boolean;
}

export interface BlogPostMetadata {
  permalink: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** The front matter as validated (Docusaurus's `metadata.frontMatter`: `title_meta`, `keywords`, `sidebar_label`…). */
  frontMatter: Record<string, unknown>;
  description: string;
  tags: BlogTag[];
  authors: BlogAuthor[];
  /** Minutes, maybe fractional (the theme rounds up); none without `showReadingTime` or when `readingTime` gives none. */
  readingTime?: number;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  editUrl?: string;
  image?: string;
  /** The excerpt as plain text (the node side's; not in the pages' data). */
  excerptText?: string;
  /** With `showLastUpdateTime` / `showLastUpdateAuthor`: ms since the epoch, and who. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  /** The newer post (Docusaurus's `prevItem`) and the older one (`nextItem`), among the listed posts. */
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
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
  /** Docusaurus's `BlogPaginatedMetadata` fields: the blog's title and description options, posts a page. */
  blogTitle: string;
  blogDescription: string;
  postsPerPage: number;
}

/** A tag page's `tag` prop (Docusaurus's `BlogTag` of theme-classic's BlogTagsPostsPage). */
export interface BlogTagPageTag {
  label: string;
  permalink: string;
  description?: string;
  allTagsPath: string;
  count: number;
  unlisted: boolean;
}

/** One post of the archive page (Docusaurus's `archive.blogPosts` entries; the metadata the page shows). */
export interface BlogArchivePost {
  id: string;
  metadata: { title: string; permalink: string; date: string };
}

/** The blog sidebar (Docusaurus's `BlogSidebar` prop): the posts' `sidebar_label` or title; unlisted ones only show on their own page. */
export interface BlogSidebarData {
  title: string;
  items: BlogSidebarItem[];
}

export interface BlogSidebarItem {
  title: string;
  permalink: string;
  date: string;
  unlisted: boolean;
}

/** What `useBlogMetadata()` gives (Docusaurus's `BlogMetadata`). */
export interface BlogMetadata {
  blogBasePath: string;
  blogTitle: string;
  authorsListPath: string;
}

/** The blog plugin's global data: the blog's route and its number of listed posts, and its BlogMetadata. */
export interface BlogGlobalData extends BlogMetadata {
  path: string;
  postCount: number;
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
