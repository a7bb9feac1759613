import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import BlogLayout from '@theme/BlogLayout';
import { BlogAuthorView, postCountLabel } from '@theme/BlogPostItem';
import type { BlogAuthorWithPosts, BlogSidebarData } from '../../shared/blog';
import styles from './styles.module.css';

/** The blog's authors, each with the number of posts they wrote (theme-classic's title; no description). */
export default function BlogAuthorsPage({ authors, sidebar }: { authors: BlogAuthorWithPosts[]; sidebar?: BlogSidebarData }) {
  const title = translate({ id: 'theme.blog.authorsList.pageTitle', message: 'Authors' });
  return (
    <BlogLayout title={title} sidebar={sidebar}>
      <h1 className={styles.title}>{title}</h1>
      <ul className={styles.grid}>
        {authors.map((author) => (
          <li key={author.key} className={styles.card}>
            <BlogAuthorView author={author} size="large" extra={
                author.permalink ? (
                  <Link to={author.permalink} className={styles.count}>
                    {postCountLabel(author.count)}
                    <span className="sr-only"> by {author.name}</span>
                  </Link>
                ) : (
                  <span className={styles.count}>{postCountLabel(author.count)}</span>
                )
              } />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
