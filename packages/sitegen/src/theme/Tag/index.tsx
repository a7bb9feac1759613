import Link from '@docusaurus/Link';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export interface TagProps {
  label: string;
  permalink: string;
  /** The tag's description (from the tags file): the link's title. */
  description?: string;
  /** On a tags list: how many docs or posts have the tag. */
  count?: number;
}

/** A link to a tag's page (theme-classic's Tag): `rel="tag"`, with its count on a tags list. */
export default function Tag({ permalink, label, count, description }: TagProps) {
  return (
    <Link rel="tag" href={permalink} title={description} className={clsx(styles.tag, count ? styles.tagWithCount : styles.tagRegular)}>
      {label}
      {count ? <span>{count}</span> : null}
    </Link>
  );
}
