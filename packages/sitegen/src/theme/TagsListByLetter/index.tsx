import Heading from '@theme/Heading';
import Tag from '@theme/Tag';
import { listTagsByLetters } from '../../client/theme-common/components';
import type { TagsListItem } from '../../shared/tags';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export type TagWithCount = TagsListItem;

/** Tags grouped by their first letter (in capitals), letters and tags in alphabetical order (theme-common's listTagsByLetters). */
export function groupTagsByLetter(tags: readonly TagWithCount[]): Array<[string, TagWithCount[]]> {
  return listTagsByLetters(tags).map(({ letter, tags: group }) => [letter, group]);
}

/** One letter: its heading links to itself (`#B`), then its tags with their counts. */
function LetterEntry({ letter, tags }: { letter: string; tags: TagWithCount[] }) {
  return (
    <article className={styles.group}>
      <Heading as="h2" id={letter} className={styles.letter}>
        {letter}
      </Heading>
      <ul className={clsx('padding--none', styles.list)}>
        {tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
      <hr className={styles.rule} />
    </article>
  );
}

/** Every tag under the letter it starts with, as theme-classic's TagsListByLetter lays them out (blog and docs tags lists). */
export default function TagsListByLetter({ tags }: { tags: readonly TagWithCount[] }) {
  return (
    <section className={clsx('margin-vert--lg', styles.groups)}>
      {groupTagsByLetter(tags).map(([letter, group]) => (
        <LetterEntry key={letter} letter={letter} tags={group} />
      ))}
    </section>
  );
}
