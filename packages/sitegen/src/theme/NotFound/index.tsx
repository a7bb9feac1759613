import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

export interface NotFoundProps {
  /** The ways back it offers; by default the home page, which every site has. */
  links?: ReadonlyArray<{ to: string; label: string }>;
}


/**
 * Shown for a path that is not a page of the site. A site adds its own ways back (docs, search)
 * by wrapping it: `src/theme/NotFound` rendering `@theme-original/NotFound` with `links`.
 */
export default function NotFound({ links = [{ to: '/', label: translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' }) }] }: NotFoundProps) {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <Layout title={title}>
      <div className={styles.wrap}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{title}</h1>
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
      </div>
    </Layout>
  );
}
