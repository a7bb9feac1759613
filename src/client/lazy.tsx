import { useCallback, useEffect, useState, type ComponentType } from 'react';
import Loading from '@theme/Loading';

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

/**
 * A component whose code loads on first render: nothing for 200 ms, then `@theme/Loading`'s
 * spinner, then the component; on failure the error with a Retry button.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => load().then((module) => (loaded = module.default));
  function LazyComponent(props: P) {
    if (loaded) {
      const Component = loaded;
      return <Component {...props} />;
    }
    return <LazyLoader load={loadOnce} props={props} />;
  }
  return LazyComponent;
}

function LazyLoader<P extends object>({ load, props }: { load: () => Promise<ComponentType<P>>; props: P }) {
  const { value: Component, error, retry } = useLazy(load);
  if (Component) return <Component {...props} />;
  return <Loading error={error} retry={retry} />;
}
