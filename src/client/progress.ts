import type NProgress from 'nprogress';

/** Delay before the progress bar shows, so fast route changes do not flash it. */
export const PROGRESS_DELAY_MS = 200;

let loading: Promise<typeof NProgress> | undefined;

/** nprogress is only needed once a route change is slow: loaded then, not with the page. */
function loadProgressBar(): Promise<typeof NProgress> {
  loading ??= import(/* webpackChunkName: "nprogress" */ 'nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return loading;
}

/** Starts the bar after the delay; returns a function that ends it. */
export function startProgress(): () => void {
  let started: Promise<typeof NProgress> | undefined;
  const timer = window.setTimeout(() => {
    started = loadProgressBar().then((nprogress) => nprogress.start());
  }, PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    void started?.then((nprogress) => nprogress.done());
  };
}
