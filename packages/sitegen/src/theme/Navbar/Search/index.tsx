import type { ReactNode } from 'react';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/** Where the bar holds the search control, as theme-classic's Navbar/Search. */
export default function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={clsx(className, styles.searchContainer)}>{children}</div>;
}
