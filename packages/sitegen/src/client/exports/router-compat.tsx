import { useContext, useEffect, useMemo, useRef } from 'react';
import { matchPath as matchPattern, parsePath, UNSAFE_NavigationContext, useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';

/** A place as react-router v5's history takes it: a path, or a location object (with its state). */
type HistoryTarget = string | { pathname?: string; search?: string; hash?: string; state?: unknown };

/** react-router v5's history actions. */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';
/** A v5 history listener: called with the new location and how it was reached, after each change. */
export type HistoryListener = (location: Location, action: HistoryAction) => void;
/** A v5 history prompt: a message to confirm, or a function of the next location giving one, `false` to block, or `true`/nothing to let it through. */
export type HistoryPrompt = string | boolean | ((location: Location, action: HistoryAction) => string | boolean | void);

/** The browser history react-router navigates with (its `createBrowserHistory`'s, or the hash router's). */
interface BrowserHistory {
  readonly location: Location;
  push(...args: unknown[]): void;
  replace(...args: unknown[]): void;
  go(delta: number): void;
  listen?: unknown;
}

/** v5's listeners and prompts on one history (react-router's takes one listener, the site router's). */
interface HistoryShim {
  listeners: Set<HistoryListener>;
  prompts: HistoryPrompt[];
}

const shims = new WeakMap<object, HistoryShim>();

/** Whether the newest prompt lets a navigation through (v5's getUserConfirmation: `window.confirm`). */
function allowed(prompts: HistoryPrompt[], location: Location, action: HistoryAction): boolean {
  const prompt = prompts.at(-1);
  const answer = typeof prompt === 'function' ? prompt(location, action) : prompt;
  return typeof answer === 'string' ? window.confirm(answer) : answer !== false;
}

/**
 * v5's listen and block on react-router's browser history: its push and replace wrapped, and the
 * back and forward buttons' `popstate` seen first (a capturing listener), where a blocked one is
 * undone (`history.go` back, that event not passed on either) before the router sees it.
 */
function shimOf(history: BrowserHistory): HistoryShim {
  let shim = shims.get(history);
  if (shim) return shim;
  const own: HistoryShim = { listeners: new Set(), prompts: [] };
  shims.set(history, (shim = own));
  const notify = (action: HistoryAction) => own.listeners.forEach((listener) => listener(history.location, action));
  const index = () => (window.history.state as { idx?: number } | null)?.idx ?? 0;
  let current = index();
  for (const action of ['PUSH', 'REPLACE'] as const) {
    const method = action === 'PUSH' ? 'push' : 'replace';
    const navigate = history[method].bind(history);
    history[method] = (to: unknown, ...rest: unknown[]) => {
      const target = typeof to === 'string' ? { ...history.location, ...parsePath(to) } : { ...history.location, hash: '', search: '', ...(to as object) };
      if (own.prompts.length > 0 && !allowed(own.prompts, target as Location, action)) return;
      navigate(to, ...rest);
      current = index();
      notify(action);
    };
  }
  let undoing = false;
  window.addEventListener(
    'popstate',
    (event) => {
      const next = index();
      if (undoing || (own.prompts.length > 0 && !allowed(own.prompts, history.location, 'POP'))) {
        event.stopImmediatePropagation();
        if (!undoing) history.go(current - next);
        undoing = !undoing;
        return;
      }
      current = next;
      notify('POP');
    },
    true,
  );
  return own;
}

/** react-router v5's history API (what Docusaurus content calls) on top of v7's navigate and the site's browser history. */
export function useHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  const action = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const go = (to: HistoryTarget, replace: boolean, state?: unknown) => {
    if (typeof to === 'string') return navigate(to, { replace, state });
    const { state: targetState, ...path } = to;
    return navigate(path, { replace, state: targetState ?? state });
  };
  // In the browser the navigator is the history (no listening or blocking while pre-rendering).
  const history = typeof window === 'undefined' ? undefined : (navigator as unknown as BrowserHistory);
  // One object while the page is shown, as v5's history (effects that depend on it run once); its location and action are the latest.
  const latest = useRef({ location, action });
  latest.current = { location, action };
  return useMemo(() => ({
    push: (to: HistoryTarget, state?: unknown) => go(to, false, state),
    replace: (to: HistoryTarget, state?: unknown) => go(to, true, state),
    go: (delta: number) => navigate(delta),
    goBack: () => navigate(-1),
    goForward: () => navigate(1),
    get location() {
      return latest.current.location;
    },
    get action() {
      return latest.current.action as HistoryAction;
    },
    length: typeof window === 'undefined' ? 1 : window.history.length,
    /** The URL of a place (v5's `createHref`), as a link to it is written. */
    createHref: (to: HistoryTarget) => navigator.createHref(typeof to === 'string' ? to : { pathname: to.pathname, search: to.search, hash: to.hash }),
    /** Calls `listener(location, action)` after each change of location; gives the function that stops it. */
    listen(listener: HistoryListener): () => void {
      if (!history) return () => undefined;
      const { listeners } = shimOf(history);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Asks `prompt` before each change of location (the newest prompt decides, as v5's one at a time); gives the function that removes it. */
    block(prompt: HistoryPrompt = true): () => void {
      if (!history) return () => undefined;
      const { prompts } = shimOf(history);
      prompts.push(prompt);
      return () => void prompts.splice(prompts.lastIndexOf(prompt), 1);
    },
  }), [navigate, navigator, history]);
}

export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** react-router v5's matchPath options: a path (or several), or the path with how it matches. */
export type MatchPathOptions = string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean };

/** What react-router v5's matchPath gives: the pattern, the part of the pathname it matched, and the params. */
export interface Match<Params extends Record<string, string | undefined> = Record<string, string | undefined>> {
  path: string;
  url: string;
  isExact: boolean;
  params: Params;
}

/**
 * react-router v5's `matchPath(pathname, options)`, as Docusaurus's `@docusaurus/router` gives it
 * (its docs client calls `matchPath(pathname, { path, exact: false })`): the first path of
 * `options` that matches the start of the pathname (all of it with `exact`), else null.
 */
export function matchPath<Params extends Record<string, string | undefined> = Record<string, string | undefined>>(pathname: string, options: MatchPathOptions = {}): Match<Params> | null {
  const { path, exact = false, strict = false, sensitive = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of ([] as Array<string | undefined>).concat(path)) {
    if (pattern === undefined) continue;
    const found = matchPattern({ path: pattern, caseSensitive: sensitive, end: exact }, pathname);
    if (!found) continue;
    const url = pattern === '/' && found.pathname === '' ? '/' : found.pathname;
    // v5's `strict`: the pathname's trailing slash as the pattern's (one ending in a slash wants one; with `exact`, one without wants none).
    if (strict && (pattern.endsWith('/') ? !url.endsWith('/') : exact && url.length > 1 && url.endsWith('/'))) continue;
    return { path: pattern, url, isExact: pathname === url, params: found.params as Params };
  }
  return null;
}

export { useLocation, useNavigate };
