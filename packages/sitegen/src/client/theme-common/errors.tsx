/**
 * Docusaurus theme-common's error display: what an `<ErrorBoundary fallback>` shows (the message
 * with its causes, and a button that renders the part again), as plugins' components use it.
 */
import { Component, type ComponentProps, type ReactNode } from 'react';
import { translate } from '../exports/Translate';

export function ErrorBoundaryTryAgainButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" {...props}>
      {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again', description: 'The label of the button to try again rendering when the React error boundary captures an error' })}
    </button>
  );
}

/** An error's message, then each of its causes' (`error.cause`), one paragraph each. */
export function ErrorBoundaryError({ error }: { error: Error }) {
  const causes: Error[] = [];
  for (let cause = error.cause; cause instanceof Error; cause = cause.cause) causes.push(cause);
  return (
    <p style={{ whiteSpace: 'pre-wrap' }}>
      {[error, ...causes].map((e) => e.message).join('\n\nCause:\n')}
    </p>
  );
}

export function ErrorBoundaryErrorMessageFallback({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <div role="alert" className="theme-error-boundary">
      <ErrorBoundaryError error={error} />
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
    </div>
  );
}

/** Rethrows what its children throw with `cause` set to what `onError` gives (the error in context). */
export class ErrorCauseBoundary extends Component<{ children: ReactNode; onError: (error: Error) => Error }> {
  override componentDidCatch(error: Error): never {
    throw this.props.onError(error);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
