import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export interface PaginatorNavLinkProps {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

/** theme-classic's PaginatorNavLink: a previous or next page, as a card (its « and » drawn by CSS, as Infima draws them). */
export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) {
  return (
    <Link to={permalink} className={clsx('pagination-nav__link', isNext ? 'pagination-nav__link--next' : 'pagination-nav__link--prev', styles.card, isNext ? styles.next : styles.previous)} rel={isNext ? 'next' : 'prev'}>
      {subLabel && <span className={clsx('pagination-nav__sublabel', styles.sublabel)}>{subLabel}</span>}
      <span className={clsx('pagination-nav__label', styles.title)}>{title}</span>
    </Link>
  );
}
