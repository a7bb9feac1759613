import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import type { BlogSidebarData } from '../../shared/blog';
import styles from './styles.module.css';

export interface TagWithCount {
  label: string;
  permalink: string;
  count: number;
}

/** Tags grouped by their first letter, letters in order. */
export function groupTagsByLetter(tags: readonly TagWithCount[]): Array<[string, TagWithCount[]]> {
  const groups = new Map<string, TagWithCount[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()];
}

/** Every tag with its number of posts. */
export default function BlogTagsListPage({ tags, sidebar }: { tags: TagWithCount[]; sidebar?: BlogSidebarData }) {
  return (
    <BlogLayout title="Tags" description="Every blog tag and how many posts carry it" sidebar={sidebar}>
      <h1 className={styles.title}>Tags</h1>
      <div className={styles.groups}>
        {groupTagsByLetter(tags).map(([letter, group]) => (
          <section key={letter} className={styles.group} aria-labelledby={`${letter}`}>
            <h2 id={`${letter}`} className={styles.letter}>
              {letter}
            </h2>
            <ul className={styles.list}>
              {group.map((tag) => (
                <li key={tag.permalink}>
                  <Link to={tag.permalink} className={styles.tag}>
                    {tag.label}
                    <span className={styles.count}>
                      {tag.count}
                      <span className="sr-only">{tag.count === 1 ? ' post' : ' posts'}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
