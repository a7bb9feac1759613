/**
 * Docusaurus theme-common's query-string hooks: read and change one `?key=` of the page's URL
 * through the router (a changed URL is a history entry replaced or pushed, not a page load).
 */
import { useCallback } from 'react';
import { useHistory, useLocation } from '../exports/router-compat';

/** Docusaurus's `useHistorySelector`: a value derived from the current location. */
export function useHistorySelector<T>(selector: (history: { location: ReturnType<typeof useLocation> }) => T): T {
  const location = useLocation();
  return selector({ location });
}

export function mergeSearchParams(params: URLSearchParams[], strategy: 'append' | 'set'): URLSearchParams {
  const merged = new URLSearchParams();
  for (const item of params) {
    for (const [key, value] of item.entries()) {
      if (strategy === 'append') merged.append(key, value);
      else merged.set(key, value);
    }
  }
  return merged;
}

export function mergeSearchStrings(searchStrings: Array<string | undefined>, strategy: 'append' | 'set'): string {
  const merged = mergeSearchParams(searchStrings.map((search) => new URLSearchParams(search ?? '')), strategy);
  const text = merged.toString();
  return text ? `?${text}` : text;
}

type Setter<T> = (value: T, options?: { push: boolean }) => void;

function useChangeSearch(): (change: (params: URLSearchParams) => void, options?: { push: boolean }) => void {
  const history = useHistory();
  return useCallback(
    (change, options) => {
      const params = new URLSearchParams(history.location.search);
      change(params);
      const search = params.toString();
      const location = { pathname: history.location.pathname, hash: history.location.hash, search: search ? `?${search}` : '' };
      if (options?.push) history.push(location);
      else history.replace(location);
    },
    [history],
  );
}

/** One `?key=` value (null when absent) and its setter (null removes it). */
export function useQueryString(key: string): [string, Setter<string | null>] {
  const value = useHistorySelector(({ location }) => new URLSearchParams(location.search).get(key) ?? '');
  const changeSearch = useChangeSearch();
  const set = useCallback<Setter<string | null>>((next, options) => changeSearch((params) => (next === null ? params.delete(key) : params.set(key, next)), options), [changeSearch, key]);
  return [value, set];
}

/** Every value of a repeated `?key=` and their setter. */
export function useQueryStringList(key: string): [string[], Setter<string[]>] {
  const values = useHistorySelector(({ location }) => new URLSearchParams(location.search).getAll(key));
  const changeSearch = useChangeSearch();
  const set = useCallback<Setter<string[]>>(
    (next, options) =>
      changeSearch((params) => {
        params.delete(key);
        for (const value of next) params.append(key, value);
      }, options),
    [changeSearch, key],
  );
  return [values, set];
}

/** Removes the whole query string. */
export function useClearQueryString(): () => void {
  const history = useHistory();
  return useCallback(() => history.replace({ pathname: history.location.pathname, hash: history.location.hash, search: '' }), [history]);
}

const SEARCH_PARAM = 'q';

/** The search page's `?q=` (Docusaurus's `useSearchQueryString`). */
export function useSearchQueryString(): [string, (value: string) => void] {
  const [value, set] = useQueryString(SEARCH_PARAM);
  return [value, (next) => set(next || null)];
}
