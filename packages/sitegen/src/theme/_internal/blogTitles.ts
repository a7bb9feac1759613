/**
 * The blog pages' titles and labels as theme-classic writes them (theme-common's internal
 * translations: useBlogTagsPostsPageTitle, useBlogAuthorPageTitle, translateBlogAuthorsListPageTitle…).
 */
import { createElement } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';

/** "One post", "3 posts". */
function useBlogPostsPlural(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) => selectMessage(count, translate({ id: 'theme.blog.post.plurals', message: 'One post|{count} posts' }, { count }));
}

/** A tag page's title: `3 posts tagged with "ble"`. */
export function useBlogTagsPostsPageTitle(tag: { label: string; count: number }): string {
  const blogPostsPlural = useBlogPostsPlural();
  return translate({ id: 'theme.blog.tagTitle', message: '{nPosts} tagged with "{tagName}"' }, { nPosts: blogPostsPlural(tag.count), tagName: tag.label });
}

/** An author page's title: `Ada Lovelace - 3 posts`. */
export function useBlogAuthorPageTitle(author: { name?: string; count: number }): string {
  const blogPostsPlural = useBlogPostsPlural();
  return translate({ id: 'theme.blog.author.pageTitle', message: '{authorName} - {nPosts}' }, { nPosts: blogPostsPlural(author.count), authorName: author.name || '' });
}

export function translateBlogAuthorsListPageTitle(): string {
  return translate({ id: 'theme.blog.authorsList.pageTitle', message: 'Authors' });
}

export function BlogAuthorsListViewAllLabel() {
  return createElement(Translate, { id: 'theme.blog.authorsList.viewAll' }, 'View all authors');
}

export function BlogAuthorNoPostsLabel() {
  return createElement(Translate, { id: 'theme.blog.author.noPosts' }, 'This author has not written any posts yet.');
}
