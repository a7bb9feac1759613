/**
 * Blog posts as theme-classic's components take them: a post's `content` (Docusaurus's
 * `PropBlogPostContent`: the MDX component with its metadata, front matter, assets and TOC on it)
 * built from what sitegen's blog routes load (the MDX module and the post's metadata apart).
 */
import type { ComponentType } from 'react';
import type { BlogPostContent } from '@docusaurus/plugin-content-blog/client';
import type { BlogListMetadata, BlogPostMetadata } from '../../shared/blog';
import type { MDXModule } from './types';

const NO_ASSETS = { authorsImageUrls: [] };

/** The post's content object; without a module (a list whose excerpt did not load), its excerpt as text. */
export function blogPostContent(module: MDXModule | undefined, metadata: BlogPostMetadata): BlogPostContent {
  const Content: ComponentType<Record<string, unknown>> = module?.default ?? (() => <p>{metadata.excerptText || metadata.description}</p>);
  const Post = (props: Record<string, unknown>) => <Content {...props} />;
  return Object.assign(Post, { metadata, frontMatter: module?.frontMatter ?? metadata.frontMatter, assets: NO_ASSETS, toc: module?.toc ?? [], contentTitle: module?.contentTitle });
}

/** A list page's posts as theme-classic's `items` (`[{ content }]`), from its `excerpt0`… props. */
export function blogListItems(props: Record<string, unknown>, metadata: Pick<BlogListMetadata, 'items'>): Array<{ content: BlogPostContent }> {
  return metadata.items.map((item, i) => ({ content: blogPostContent(props[`excerpt${i}`] as MDXModule | undefined, item) }));
}
