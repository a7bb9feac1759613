import BlogLayout from '@theme/BlogLayout';
import { BlogAuthorView } from '@theme/BlogPostItem';
import type { BlogAuthor, BlogSidebarData } from '../../shared/blog';
import styles from './styles.module.css';

export function postCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}

/** The blog's authors, each with the number of posts they wrote. */
export default function BlogAuthorsPage({ authors, sidebar }: { authors: Array<BlogAuthor & { count: number }>; sidebar?: BlogSidebarData }) {
  return (
    <BlogLayout title="Authors" description="The people who write this blog" sidebar={sidebar}>
      <h1 className={styles.title}>Authors</h1>
      <ul className={styles.grid}>
        {authors.map((author) => (
          <li key={author.key} className={styles.card}>
            <BlogAuthorView author={author} size="large" extra={<span className={styles.count}>{postCountLabel(author.count)}</span>} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
