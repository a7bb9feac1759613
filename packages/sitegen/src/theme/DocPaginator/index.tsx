import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
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
export default function DocPaginator({
  previous,
  next,
  label = translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' }),
  previousLabel = translate({ id: 'theme.docs.paginator.previous', message: 'Previous' }),
  nextLabel = translate({ id: 'theme.docs.paginator.next', message: 'Next' }),
  className,
}: PaginatorProps) {
  if (!previous && !next) return null;
  return (
    <nav className={clsx('pagination-nav', styles.pager, className)} aria-label={label}>
      {previous ? (
        <Link to={previous.permalink} className={clsx('pagination-nav__link pagination-nav__link--prev', styles.card, styles.previous)} rel="prev">
          {previousLabel && <span className={clsx('pagination-nav__sublabel', styles.sublabel)}>{previousLabel}</span>}
          <span className={clsx('pagination-nav__label', styles.title)}>« {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.permalink} className={clsx('pagination-nav__link pagination-nav__link--next', styles.card, styles.next)} rel="next">
          {nextLabel && <span className={clsx('pagination-nav__sublabel', styles.sublabel)}>{nextLabel}</span>}
          <span className={clsx('pagination-nav__label', styles.title)}>{next.title} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
