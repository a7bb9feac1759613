import type { ReactNode } from 'react';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

export interface AdmonitionLayoutProps {
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}

/**
 * An admonition's box, heading (icon and title) and content (theme-classic's Admonition/Layout):
 * `theme-admonition theme-admonition-<type>`, which a site's CSS may style.
 */
export default function AdmonitionLayout({ type, icon, title, children, className, id }: AdmonitionLayoutProps) {
  return (
    <div className={clsx('theme-admonition', `theme-admonition-${type}`, styles.admonition, className)} id={id} role="note" aria-label={typeof title === 'string' ? title : undefined}>
      {title || icon ? (
        <div className={styles.heading}>
          <span className={styles.icon}>{icon}</span>
          {title}
        </div>
      ) : null}
      {children ? <div className={styles.content}>{children}</div> : null}
    </div>
  );
}
