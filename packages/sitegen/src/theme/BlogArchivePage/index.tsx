import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { groupByYear } from '@theme/BlogSidebar';
import { formatDate } from '../_internal/date';
import styles from './styles.module.css';

export interface ArchiveEntry {
  title: string;
  permalink: string;
  date: string;
}

/** Every post, grouped by year. */
export default function BlogArchivePage({ archive }: { archive: ArchiveEntry[] }) {
  return (
    <Layout title="Archive" description="Every blog post, grouped by year">
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>Archive</h1>
          <p className={styles.lead}>Every post on the blog, newest first.</p>
        </header>
        {archive.length === 0 ? (
          <p>No posts yet.</p>
        ) : (
          <div className={styles.years}>
            {groupByYear(archive).map(([year, posts]) => (
              <section key={year} className={styles.year} aria-labelledby={`${year}`}>
                <h2 id={`${year}`} className={styles.yearTitle}>
                  {year}
                </h2>
                <ul className={styles.list}>
                  {posts.map((post) => (
                    <li key={post.permalink} className={styles.entry}>
                      <time dateTime={post.date} className={styles.date}>
                        {formatDate(post.date).replace(/, \d{4}$/, '')}
                      </time>
                      <Link to={post.permalink}>{post.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </Layout>
  );
}
