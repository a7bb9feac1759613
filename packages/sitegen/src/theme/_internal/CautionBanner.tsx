import type { ReactNode } from 'react';
import { clsx } from './clsx';
import styles from './CautionBanner.module.css';

/**
 * A caution banner with theme-classic's admonition classes, drawn here: the Admonition component
 * is the Markdown's, which a docs page loads with its content, after the page shows.
 */
export function CautionBanner({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={clsx('theme-admonition theme-admonition-caution admonition alert alert--warning', styles.banner, className)} role="note">
      <div className={styles.heading}>{title}</div>
      <div>{children}</div>
    </div>
  );
}
