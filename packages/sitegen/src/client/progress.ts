import nprogress from 'nprogress';

/** Delay before the progress bar shows, so fast route changes do not flash it. */
export const PROGRESS_DELAY_MS = 200;

nprogress.configure({ showSpinner: false });

/**
 * Starts the bar after the delay; returns a function that ends it. nprogress is in the page's own
 * code (under 2 KB gzip): fetched on demand, it came over the same slow network it reports on and
 * showed up only once the next route had arrived.
 */
export function startProgress(): () => void {
  let started = false;
  const timer = window.setTimeout(() => {
    started = true;
    nprogress.start();
  }, PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (started) nprogress.done();
  };
}
