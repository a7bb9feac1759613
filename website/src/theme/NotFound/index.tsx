import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

/** This site's 404 page: the theme's, with the ways back a reader of these docs wants. */
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
          <li>
            <Link to="/docs">Documentation</Link>
          </li>
          <li>
            <Link to="/search">Search the site</Link>
          </li>
        </ul>
      </div>
    </Layout>
  );
}
