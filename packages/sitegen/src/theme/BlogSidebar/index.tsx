import { useId } from 'react';
import Link from '@docusaurus/Link';
import type { BlogSidebarData } from '../../shared/blog';
import { clsx } from '../_internal/clsx';
import { yearOf } from '../_internal/date';
import { isSamePath } from '../DocSidebar/utils';
import { useActivePath } from '../_internal/useActivePath';
import styles from './styles.module.css';

/** Posts grouped by year, newest first (the input order is kept within a year). */
export function groupByYear<T extends { date: string }>(items: readonly T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const year = yearOf(item.date);
    const list = groups.get(year) ?? [];
    list.push(item);
    groups.set(year, list);
  }
  return [...groups.entries()].sort(([a], [b]) => b.localeCompare(a));
}

/** The list of all posts, grouped by year. */
export default function BlogSidebar({ sidebar, onNavigate, className }: { sidebar: BlogSidebarData; onNavigate?: () => void; className?: string }) {
  const activePath = useActivePath();
  const id = useId();
  if (sidebar.items.length === 0) return null;
  return (
    <nav className={clsx(styles.sidebar, className)} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        {sidebar.title}
      </p>
      <ul className={styles.years}>
        {groupByYear(sidebar.items).map(([year, posts]) => (
          <li key={year}>
            <span className={styles.year} id={`${id}-${year}`}>
              {year}
            </span>
            <ul className={styles.posts} aria-labelledby={`${id}-${year}`}>
              {posts.map((post) => {
                const active = isSamePath(post.permalink, activePath);
                return (
                  <li key={post.permalink}>
                    <Link to={post.permalink} className={clsx(styles.link, active && styles.active)} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                      {post.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
