import nprogress from 'nprogress';

/** Delay before the progress bar shows, so fast route changes do not flash it. */
export const PROGRESS_DELAY_MS = 200;

nprogress.configure({ showSpinner: false });

/** Starts the bar after the delay; returns a function that ends it. */
export function startProgress(): () => void {
  const timer = window.setTimeout(() => nprogress.start(), PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    nprogress.done();
  };
}
