/**
 * `@docusaurus/plugin-content-blog/client`: the blog's data for theme components, with
 * Docusaurus's API (its client/index: contexts, sidebarUtils, structuredDataUtils). Only blog
 * pages import it, so it stays out of the other pages' code.
 */
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import Link from '../Link';
import { useBaseUrlUtils } from '../useBaseUrl';
import useDocusaurusContext from '../useDocusaurusContext';
import { usePluginData } from '../useGlobalData';
import type { BlogAuthor, BlogGlobalData, BlogListMetadata, BlogMetadata, BlogPostMetadata, BlogSidebarItem } from '../../../shared/blog';
import type { TocItem } from '../../../shared/types';
import { ReactContextError } from '../theme-common';
import { RouteContext } from '../../context';
import { groupBy } from '../../theme-common/utils';
import { clsx } from '../../../theme/_internal/clsx';
import { samePath, useActivePath } from '../../../theme/_internal/useActivePath';

export type { BlogAuthor, BlogMetadata, BlogPostMetadata, BlogSidebarItem };

/** A post's pictures as the bundler resolved them (Docusaurus's `assets`: the front matter image, the authors' pictures). */
export interface BlogPostAssets {
  image?: string;
  authorsImageUrls: Array<string | undefined>;
}

/**
 * A post's content as Docusaurus hands it around (`PropBlogPostContent`): the MDX component, with
 * the post's metadata, front matter, assets and table of contents on it.
 */
export type BlogPostContent = ComponentType<Record<string, unknown>> & {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: BlogPostAssets;
  toc: readonly TocItem[];
  contentTitle?: string;
};

export interface BlogPostContextValue {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: BlogPostAssets;
  toc: readonly TocItem[];
  /** On the post's own page, not in a list. */
  isBlogPostPage: boolean;
}

const BlogPostContext = createContext<BlogPostContextValue | null>(null);

/** Gives the post it wraps to `useBlogPost()` (theme-classic's BlogPostPage and BlogPostItems wrap each post in one). */
export function BlogPostProvider({ children, content, isBlogPostPage = false }: { children: ReactNode; content: Pick<BlogPostContent, 'metadata' | 'frontMatter' | 'assets' | 'toc'>; isBlogPostPage?: boolean }) {
  const value = useMemo(() => ({ metadata: content.metadata, frontMatter: content.frontMatter, assets: content.assets, toc: content.toc, isBlogPostPage }), [content, isBlogPostPage]);
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

/** The post being rendered: its metadata, front matter, assets, TOC, and whether this is its page. */
export function useBlogPost(): BlogPostContextValue {
  const post = useContext(BlogPostContext);
  if (post === null) throw new ReactContextError('BlogPostProvider');
  return post;
}

/**
 * The blog's base path, title and authors page (Docusaurus's route context `blogMetadata`): those of
 * the blog instance that made the route on screen (a site's only blog may have an id, `blog-main`).
 */
export function useBlogMetadata(): BlogMetadata {
  const blogName = 'docusaurus-plugin-content-blog';
  // A route's plugin has Docusaurus's name (the node side gives it: plugins/host.ts).
  const plugin = useContext(RouteContext)?.plugin;
  const pluginId = plugin?.name === blogName ? plugin.id : 'default';
  const data = usePluginData(blogName, pluginId) as BlogGlobalData | undefined;
  if (!data) throw new Error("useBlogMetadata() can't be called on the current route because the blog metadata could not be found in route context");
  return { blogBasePath: data.blogBasePath, blogTitle: data.blogTitle, authorsListPath: data.authorsListPath };
}

/** The sidebar's posts to show: an unlisted post only on its own page. */
export function useVisibleBlogSidebarItems(items: readonly BlogSidebarItem[]): BlogSidebarItem[] {
  const activePath = useActivePath();
  return useMemo(() => items.filter((item) => !item.unlisted || samePath(item.permalink, activePath)), [items, activePath]);
}

/** The sidebar's posts by year, newest year first (the posts' order kept within a year). */
export function groupBlogSidebarItemsByYear(items: readonly BlogSidebarItem[]): Array<[string, BlogSidebarItem[]]> {
  const byYear = groupBy(items, (item) => `${new Date(item.date).getUTCFullYear()}`);
  // Object keys that look like numbers come out ascending: reverse for the newest first, as Docusaurus does.
  return (Object.entries(byYear) as Array<[string, BlogSidebarItem[]]>).reverse();
}

/** A list of sidebar posts; the current post's link gets `linkActiveClassName` (and `aria-current`). */
export function BlogSidebarItemList({ items, ulClassName, liClassName, linkClassName, linkActiveClassName }: { items: readonly BlogSidebarItem[]; ulClassName?: string; liClassName?: string; linkClassName?: string; linkActiveClassName?: string }) {
  const activePath = useActivePath();
  return (
    <ul className={ulClassName}>
      {items.map((item) => {
        const active = samePath(item.permalink, activePath);
        return (
          <li key={item.permalink} className={liClassName}>
            <Link isNavLink to={item.permalink} className={clsx(linkClassName, active && linkActiveClassName)} aria-current={active ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A post's date as Docusaurus serialises it (ISO, midnight UTC of the day). */
export function blogDateTime(date: string): string {
  const time = new Date(date);
  return Number.isNaN(time.getTime()) ? date : time.toISOString();
}

type WithBaseUrl = ReturnType<typeof useBaseUrlUtils>['withBaseUrl'];

function personOf(author: BlogAuthor): Record<string, unknown> {
  return {
    '@type': 'Person',
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(author.imageURL ? { image: author.imageURL } : {}),
  };
}

/** A post as schema.org's `BlogPosting` (Docusaurus's fields, in its order). */
function blogPosting(post: Pick<BlogPostContextValue, 'metadata' | 'frontMatter' | 'assets'>, siteUrl: string, withBaseUrl: WithBaseUrl): Record<string, unknown> {
  const { metadata, frontMatter, assets } = post;
  const url = `${siteUrl}${metadata.permalink}`;
  const image = assets.image ?? (frontMatter.image as string | undefined);
  const authors = metadata.authors.map(personOf);
  const imageUrl = image ? withBaseUrl(image, { absolute: true }) : undefined;
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: metadata.title,
    name: metadata.title,
    description: metadata.description,
    datePublished: blogDateTime(metadata.date),
    ...(metadata.lastUpdatedAt ? { dateModified: new Date(metadata.lastUpdatedAt).toISOString() } : {}),
    author: authors.length === 1 ? authors[0] : authors,
    ...(imageUrl ? { image: { '@type': 'ImageObject', '@id': imageUrl, url: imageUrl, contentUrl: imageUrl, caption: `title image for the blog post: ${metadata.title}` } } : {}),
    keywords: (frontMatter.keywords as string[] | undefined) ?? [],
  };
}

/** The post page's JSON-LD: its `BlogPosting`, part of the blog. */
export function useBlogPostStructuredData(): Record<string, unknown> {
  const blog = useBlogMetadata();
  const post = useBlogPost();
  const { siteConfig } = useDocusaurusContext();
  const { withBaseUrl } = useBaseUrlUtils();
  return { '@context': 'https://schema.org', ...blogPosting(post, siteConfig.url, withBaseUrl), isPartOf: { '@type': 'Blog', '@id': `${siteConfig.url}${blog.blogBasePath}`, name: blog.blogTitle } };
}

/** A list page's JSON-LD: the blog, with the page's posts. */
export function useBlogListPageStructuredData(props: { metadata: Pick<BlogListMetadata, 'blogTitle' | 'blogDescription' | 'permalink'>; items: ReadonlyArray<{ content: Pick<BlogPostContent, 'metadata' | 'frontMatter' | 'assets'> }> }): Record<string, unknown> {
  const { siteConfig } = useDocusaurusContext();
  const { withBaseUrl } = useBaseUrlUtils();
  const { blogTitle, blogDescription, permalink } = props.metadata;
  const url = `${siteConfig.url}${permalink}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: blogTitle,
    description: blogDescription,
    blogPost: props.items.map(({ content }) => blogPosting(content, siteConfig.url, withBaseUrl)),
  };
}
