import Link from '@docusaurus/Link';
import { useBlogMetadata } from '@docusaurus/plugin-content-blog/client';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import Author from '@theme/Blog/Components/Author';
import BlogLayout from '@theme/BlogLayout';
import { useBlogListItems } from '../../../BlogListPage';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type { BlogAuthorWithPosts, BlogListMetadata, BlogSidebarData } from '../../../../shared/blog';
import { BlogAuthorNoPostsLabel, BlogAuthorsListViewAllLabel, useBlogAuthorPageTitle } from '../../../_internal/blogTitles';
import { clsx } from '../../../_internal/clsx';
import styles from './styles.module.css';

export interface BlogAuthorsPostsPageProps {
  author: BlogAuthorWithPosts;
  listMetadata: BlogListMetadata;
  sidebar?: BlogSidebarData;
  [prop: string]: unknown;
}

function ViewAllAuthorsLink() {
  const { authorsListPath } = useBlogMetadata();
  return (
    <Link href={authorsListPath}>
      <BlogAuthorsListViewAllLabel />
    </Link>
  );
}

/** An author's posts (theme-classic's Blog/Pages/BlogAuthorsPostsPage): the author, their description, a link to all authors. */
export default function BlogAuthorsPostsPage(props: BlogAuthorsPostsPageProps) {
  const { author, listMetadata, sidebar } = props;
  const title = useBlogAuthorPageTitle(author);
  const items = useBlogListItems(props, listMetadata);
  return (
    <HtmlClassNameProvider className={clsx('blog-wrapper', 'blog-authors-posts-page')}>
      <PageMetadata title={title} />
      <SearchMetadata tag="blog_authors_posts" />
      <BlogLayout title={title} sidebar={sidebar}>
        <header className={clsx('margin-bottom--xl', styles.header)}>
          <Author as="h1" author={author} />
          {author.description && <p>{author.description}</p>}
          <ViewAllAuthorsLink />
        </header>
        {items.length === 0 ? (
          <p>
            <BlogAuthorNoPostsLabel />
          </p>
        ) : (
          <>
            <hr className={styles.rule} />
            <BlogPostItems items={items} />
            <BlogListPaginator metadata={listMetadata} />
          </>
        )}
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
