import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, UNSAFE_createHashHistory as createHashHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

declare const __SITEGEN_HASH_ROUTER__: boolean;
/** Whether the site may use the hash router (a build's constant: other sites' bundles leave the hash history out). */
const HASH_ROUTER = typeof __SITEGEN_HASH_ROUTER__ === 'undefined' || __SITEGEN_HASH_ROUTER__;
type HistoryUpdate = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

/**
 * react-router's BrowserRouter, except that a change the browser's history makes (back, forward,
 * a same-page `#fragment` link) reaches the app after the `popstate` event, not during it. React
 * renders a transition started in a popstate event at once, synchronously, and such a render
 * drops the server HTML of content still waiting for its code (deferred-content.tsx); a
 * transition started afterwards waits for that content instead.
 */
export function SiteRouter({ basename, hash = false, children }: { basename?: string; hash?: boolean; children: ReactNode }) {
  // With `future.experimental_router: 'hash'`, react-router's HashRouter's history (the route in `#/docs/intro`), as Docusaurus's clientEntry.
  const [history] = useState<BrowserHistory>(() => (HASH_ROUTER && hash ? createHashHistory({ window, v5Compat: true }) : createBrowserHistory({ window, v5Compat: true })));
  const [state, setState] = useState<Omit<HistoryUpdate, 'delta'>>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen((update) => {
        const apply = () => startTransition(() => setState(update));
        if (window.event?.type === 'popstate') setTimeout(apply, 0);
        else apply();
      }),
    [history],
  );
  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
