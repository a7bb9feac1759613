import type { ReactNode } from 'react';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

export interface FooterLayoutProps {
  /** `footer.style`: 'dark', or the default 'light'. */
  style?: 'light' | 'dark';
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}

/** The footer's frame, as theme-classic's Footer/Layout: the links, then the logo and the copyright at the bottom. */
export default function FooterLayout({ style, links, logo, copyright }: FooterLayoutProps) {
  return (
    <footer className={clsx('theme-layout-footer footer', style === 'dark' && 'footer--dark', styles.footer, style !== 'dark' && styles.light)}>
      <div className={clsx('container container-fluid', styles.inner)}>
        {links}
        {(logo || copyright) && (
          <div className={clsx('footer__bottom text--center', styles.bottom)}>
            {logo && <div className={clsx('margin-bottom--sm', styles.logoRow)}>{logo}</div>}
            {copyright}
          </div>
        )}
      </div>
    </footer>
  );
}
