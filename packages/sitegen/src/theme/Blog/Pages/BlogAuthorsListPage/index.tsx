import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import Author from '@theme/Blog/Components/Author';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import type { BlogAuthorWithPosts, BlogSidebarData } from '../../../../shared/blog';
import { translateBlogAuthorsListPageTitle } from '../../../_internal/blogTitles';
import { clsx } from '../../../_internal/clsx';
import styles from './styles.module.css';

/** The blog's authors, each with their number of posts (theme-classic's Blog/Pages/BlogAuthorsListPage). */
export default function BlogAuthorsListPage({ authors, sidebar }: { authors: BlogAuthorWithPosts[]; sidebar?: BlogSidebarData }) {
  const title = translateBlogAuthorsListPageTitle();
  return (
    <HtmlClassNameProvider className={clsx('blog-wrapper', 'blog-authors-list-page')}>
      <PageMetadata title={title} />
      <SearchMetadata tag="blog_authors_list" />
      <BlogLayout title={title} sidebar={sidebar}>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <section className={clsx('margin-vert--lg', styles.authorsListSection)}>
          <ul>
            {authors.map((author) => (
              <li key={author.key} className={styles.authorListItem}>
                <Author as="h2" author={author} count={author.count} />
              </li>
            ))}
          </ul>
        </section>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
