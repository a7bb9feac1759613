import { useEffect, useState } from 'react';
import styles from './styles.module.css';

/** Delay before the spinner shows, so fast loads do not flash it. */
export const SPINNER_DELAY_MS = 200;

export interface LoadingProps {
  error?: Error | null;
  retry?: () => void;
  /** Given by loaders that track the delay themselves; otherwise the component does. */
  pastDelay?: boolean;
  timedOut?: boolean;
}

/** Loading state of on-demand content: nothing at first, a spinner after 200 ms, or the error with Retry. */
export default function Loading({ error, retry, pastDelay, timedOut }: LoadingProps) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>This content could not be loaded.</p>
        <p className={styles.errorMessage}>{error.message}</p>
        {retry && (
          <button type="button" className={styles.retry} onClick={retry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (!(pastDelay ?? late)) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">{timedOut ? 'Still loading…' : 'Loading…'}</span>
    </div>
  );
}
