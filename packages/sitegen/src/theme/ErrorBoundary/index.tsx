import { Component, type ErrorInfo, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Custom fallback; the default is the crash page. */
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows the crash page with a way to try again. */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('This page crashed:', error, info.componentStack);
  }

  tryAgain = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, tryAgain: this.tryAgain });
    return <CrashPage error={error} tryAgain={this.tryAgain} />;
  }
}

export function CrashPage({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  const home = useBaseUrl('/');
  return (
    <main id="__docusaurus_skipToContent_fallback" className={styles.page}>
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
    </main>
  );
}
