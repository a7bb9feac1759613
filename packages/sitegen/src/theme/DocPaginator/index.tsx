import { translate } from '@docusaurus/Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type { NavLink } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import styles from '../_internal/pagination.module.css';

export interface PaginatorProps {
  previous?: NavLink;
  next?: NavLink;
  /** Accessible name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Previous / next page links, as two cards side by side (theme-classic's DocPaginator, its links PaginatorNavLink). */
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
    <nav className={clsx(className, 'pagination-nav', styles.nav)} aria-label={label}>
      {previous ? <PaginatorNavLink {...previous} subLabel={previousLabel} /> : <span />}
      {next && <PaginatorNavLink {...next} subLabel={nextLabel} isNext />}
    </nav>
  );
}
