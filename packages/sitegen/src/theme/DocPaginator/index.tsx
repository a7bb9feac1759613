import Link from '@docusaurus/Link';
import type { NavLink } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export interface PaginatorProps {
  previous?: NavLink;
  next?: NavLink;
  /** Accessible name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Previous / next page links, as two cards side by side. */
export default function DocPaginator({ previous, next, label = 'Docs pages', previousLabel = 'Previous', nextLabel = 'Next', className }: PaginatorProps) {
  if (!previous && !next) return null;
  return (
    <nav className={clsx(styles.pager, className)} aria-label={label}>
      {previous ? (
        <Link to={previous.permalink} className={clsx(styles.card, styles.previous)} rel="prev">
          {previousLabel && <span className={styles.sublabel}>{previousLabel}</span>}
          <span className={styles.title}>« {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.permalink} className={clsx(styles.card, styles.next)} rel="next">
          {nextLabel && <span className={styles.sublabel}>{nextLabel}</span>}
          <span className={styles.title}>{next.title} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
