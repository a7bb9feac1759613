import Translate from '@docusaurus/Translate';
import Tag from '@theme/Tag';
import type { Tag as TagMetadata } from '../../shared/tags';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

/** "Tags:" and a doc's or a post's tags in a line (theme-classic's TagsListInline). */
export default function TagsListInline({ tags }: { tags: readonly TagMetadata[] }) {
  return (
    <>
      <b className={styles.label}>
        <Translate id="theme.tags.tagsListLabel" description="The label alongside a tag list">
          Tags:
        </Translate>
      </b>
      <ul className={clsx(styles.tags, 'padding--none', 'margin-left--sm')}>
        {tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </>
  );
}
