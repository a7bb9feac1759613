import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export interface TagWithCount {
  label: string;
  permalink: string;
  count: number;
  description?: string;
}

/** Tags grouped by their first letter (in capitals), letters and tags in alphabetical order. */
export function groupTagsByLetter(tags: readonly TagWithCount[]): Array<[string, TagWithCount[]]> {
  const groups = new Map<string, TagWithCount[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** One letter: its heading links to itself (`#B`), then its tags with their post counts. */
function LetterEntry({ letter, tags }: { letter: string; tags: TagWithCount[] }) {
  return (
    <article className={styles.group}>
      <Heading as="h2" id={letter} className={styles.letter}>
        {letter}
      </Heading>
      <ul className={clsx('padding--none', styles.list)}>
        {tags.map((tag) => (
          <li key={tag.permalink} className={styles.item}>
            <Link rel="tag" to={tag.permalink} title={tag.description} className={styles.tag}>
              {tag.label}
              <span className={styles.count}>{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
      <hr className={styles.rule} />
    </article>
  );
}

/** Every tag under the letter it starts with, as theme-classic's TagsListByLetter lays them out. */
export default function TagsListByLetter({ tags }: { tags: readonly TagWithCount[] }) {
  return (
    <section className={clsx('margin-vert--lg', styles.groups)}>
      {groupTagsByLetter(tags).map(([letter, group]) => (
        <LetterEntry key={letter} letter={letter} tags={group} />
      ))}
    </section>
  );
}
