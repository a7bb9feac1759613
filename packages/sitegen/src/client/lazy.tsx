import { useCallback, useEffect, useState } from 'react';

export interface LazyState<T> {
  value?: T;
  error?: Error;
  /** Runs the loader again after a failure. */
  retry: () => void;
}

/**
 * Loads something on demand in the browser (never during pre-rendering). A failed load can be
 * retried: the loader runs again, so a chunk that failed on a flaky network is fetched anew.
 */
export function useLazy<T>(load: () => Promise<T>): LazyState<T> {
  const [state, setState] = useState<{ value?: T; error?: Error }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    load().then(
      (value) => !cancelled && setState({ value }),
      (error: unknown) => !cancelled && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      cancelled = true;
    };
    // The loader is fixed per call site; a retry bumps `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const retry = useCallback(() => {
    setState({});
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
