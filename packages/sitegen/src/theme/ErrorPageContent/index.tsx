import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import styles from '../ErrorBoundary/styles.module.css';

/**
 * What a page shows when it crashed, as theme-classic's ErrorPageContent (Layout's error
 * boundary's fallback): the title, the error, a button to render it again.
 */
export default function ErrorPageContent({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  const home = useBaseUrl('/');
  return (
    <div className={styles.panel} role="alert">
      <h1 className={styles.title}>
        <Translate id="theme.ErrorPageContent.title">This page crashed.</Translate>
      </h1>
      <p className={styles.message}>{error.message}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={tryAgain}>
          <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
        </button>
        <a className={styles.link} href={home}>
          Go to the home page
        </a>
      </div>
    </div>
  );
}
