import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

/**
 * Shown for a path that is not a page of the site. It links only to the home page, which every
 * site has (a site swizzles it to add its own ways back: docs, search).
 */
export default function NotFound() {
  return (
    <Layout title="Page Not Found">
      <div className={styles.wrap}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className={styles.text}>We could not find what you were looking for. The page may have moved, or the link that brought you here may be out of date.</p>
        <ul className={styles.links}>
          <li>
            <Link to="/">Home page</Link>
          </li>
        </ul>
      </div>
    </Layout>
  );
}
