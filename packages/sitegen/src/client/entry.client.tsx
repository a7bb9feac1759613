/**
 * The browser entry. The page is already readable when this runs: it lets the browser paint it
 * first, then evaluates the app (React, the theme, the route's modules) and hydrates. Evaluating
 * all of that as the page's scripts run would hold back the first paint of a page whose scripts
 * are cached, and make one long task of it on a phone.
 */
declare const __SITEGEN_DEV__: boolean;

function afterFirstPaint(run: () => void): void {
  // A hidden tab does not paint (nor run animation frames): nothing to wait for there.
  if (document.visibilityState === 'hidden') return run();
  requestAnimationFrame(() => setTimeout(run, 0));
}

// The dev server imports the app statically: hot updates of the modules under it must reach the
// entry (and reload the page) rather than stop at a lazily compiled import.
if (__SITEGEN_DEV__) require('./boot');
else afterFirstPaint(() => void import(/* webpackMode: "eager" */ './boot'));
