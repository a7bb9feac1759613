import { useEffect } from 'react';
import { matchPath as matchPattern, useLocation, useNavigate } from 'react-router-dom';

/** A place as react-router v5's history takes it: a path, or a location object (with its state). */
type HistoryTarget = string | { pathname?: string; search?: string; hash?: string; state?: unknown };

/** react-router v5's history API (what Docusaurus content calls) on top of v7's navigate. */
export function useHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  const go = (to: HistoryTarget, replace: boolean, state?: unknown) => {
    if (typeof to === 'string') return navigate(to, { replace, state });
    const { state: targetState, ...path } = to;
    return navigate(path, { replace, state: targetState ?? state });
  };
  return {
    push: (to: HistoryTarget, state?: unknown) => go(to, false, state),
    replace: (to: HistoryTarget, state?: unknown) => go(to, true, state),
    goBack: () => navigate(-1),
    location,
  };
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
