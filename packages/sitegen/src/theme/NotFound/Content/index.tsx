import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

export interface NotFoundContentProps {
  className?: string;
  /** The ways back it offers; by default the home page, which every site has. */
  links?: ReadonlyArray<{ to: string; label: string }>;
}

/**
 * The 404 page's content, as theme-classic's NotFound/Content. A site adds its own ways back (docs,
 * search) with `links`, or by wrapping it in `src/theme/NotFound/Content`.
 */
export default function NotFoundContent({ className, links = [{ to: '/', label: translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' }) }] }: NotFoundContentProps) {
  return (
    <main className={clsx(styles.wrap, className)}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <Translate id="theme.NotFound.title">Page Not Found</Translate>
      </h1>
      <p className={styles.text}>
        <Translate id="theme.NotFound.p1">We could not find what you were looking for.</Translate> <Translate id="theme.NotFound.p2">The page may have moved, or the link that brought you here may be out of date.</Translate>
      </p>
      <ul className={styles.links}>
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
