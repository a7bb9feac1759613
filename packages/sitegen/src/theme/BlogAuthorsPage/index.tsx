import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import { BlogAuthorView, postCountLabel } from '@theme/BlogPostItem';
import type { BlogAuthorWithPosts, BlogSidebarData } from '../../shared/blog';
import styles from './styles.module.css';

/** The blog's authors, each with the number of posts they wrote (theme-classic's title; no description). */
export default function BlogAuthorsPage({ authors, sidebar }: { authors: BlogAuthorWithPosts[]; sidebar?: BlogSidebarData }) {
  return (
    <BlogLayout title="Authors" sidebar={sidebar}>
      <h1 className={styles.title}>Authors</h1>
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
