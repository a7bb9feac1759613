import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { BlogArchivePost } from '../../shared/blog';
import { clsx } from '../_internal/clsx';
import { formatMonthDay } from '../_internal/date';
import styles from './styles.module.css';

export type ArchiveEntry = BlogArchivePost['metadata'];

/**
 * The posts by year, as theme-classic's archive lists them: the years newest first, each year's
 * posts oldest first.
 */
export function listPostsByYears(blogPosts: readonly BlogArchivePost[]): Array<[string, ArchiveEntry[]]> {
  const byYear = new Map<string, ArchiveEntry[]>();
  for (const { metadata } of blogPosts) {
    const year = metadata.date.split('-')[0] ?? '';
    byYear.set(year, [metadata, ...(byYear.get(year) ?? [])]);
  }
  return [...byYear];
}


/** One year of posts: its heading links to itself (`#2025`), as theme-classic's archive does. */
function Year({ year, posts }: { year: string; posts: ArchiveEntry[] }) {
  return (
    <div className={clsx('col col--4 margin-vert--lg', styles.year)}>
      <Heading as="h3" id={year} className={styles.yearTitle}>
        {year}
      </Heading>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.permalink} className={styles.entry}>
            <Link to={post.permalink}>
              <time dateTime={post.date} className={styles.date}>
                {formatMonthDay(post.date)}
              </time>
              {' - '}
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every listed post, grouped by year (the blog plugin adds this page once there is one). */
export default function BlogArchivePage({ archive }: { archive: { blogPosts: BlogArchivePost[] } }) {
  const years = listPostsByYears(archive.blogPosts);
  // The page's title and description, theme-classic's (its hero shows both).
  const TITLE = translate({ id: 'theme.blog.archive.title', message: 'Archive' });
  const DESCRIPTION = translate({ id: 'theme.blog.archive.description', message: 'Archive' });
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <div className={styles.page}>
        <header className={clsx('hero hero--primary', styles.header)}>
          <Heading as="h1" className={clsx('hero__title', styles.title)}>
            {TITLE}
          </Heading>
          <p className={clsx('hero__subtitle', styles.lead)}>{DESCRIPTION}</p>
        </header>
        <main>
          {years.length > 0 && (
            <section className={clsx('margin-vert--lg', styles.years)}>
              {years.map(([year, posts]) => (
                <Year key={year} year={year} posts={posts} />
              ))}
            </section>
          )}
        </main>
      </div>
    </Layout>
  );
}
