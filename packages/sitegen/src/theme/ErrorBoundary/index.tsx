import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorPageContent from '@theme/ErrorPageContent';
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

/** The crash page outside any Layout: theme-classic's ErrorPageContent in the main landmark. */
export function CrashPage({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <main id="__docusaurus_skipToContent_fallback" className={styles.page}>
      <ErrorPageContent error={error} tryAgain={tryAgain} />
    </main>
  );
}
