import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead of children that threw; `tryAgain` renders them again. */
  fallback?: (props: { error: Error; tryAgain: () => void }) => ReactNode;
}

/** Docusaurus's `@docusaurus/ErrorBoundary`: keeps one failing part from taking the page down. */
export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    return this.props.fallback ? this.props.fallback({ error, tryAgain }) : <p role="alert">This part of the page failed to load: {error.message}</p>;
  }
}
