/**
 * Pure filtering logic and the tiny state store shared by KeycodeFilter and KeycodeTable.
 * No React and no DOM here, so it can be unit tested in node.
 */
import type { KeycodeEntry } from '@site/src/data/types';

/**
 * Splits a filter query into lower-case search terms. A leading `&kp` is ignored, so pasting
 * a binding such as `&kp PG_UP` finds the keycode.
 */
export function queryTerms(query: string): string[] {
  return query
    .trim()
    .toLowerCase()
    .replace(/^&kp\s+/, '')
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

/** True when every term occurs in one of the keycode's names/aliases or in its description. */
export function keycodeMatches(terms: readonly string[], entry: KeycodeEntry): boolean {
  if (terms.length === 0) return true;
  const haystack = [...entry.n, entry.d, entry.c ?? ''].join('\n').toLowerCase();
  return terms.every((t) => haystack.includes(t));
}

/** The keycodes matching `query` (all of them for an empty query), in their original order. */
export function filterKeycodes<T extends KeycodeEntry>(query: string, rows: readonly T[]): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [...rows];
  return rows.filter((r) => keycodeMatches(terms, r));
}

/** Minimal external store holding the current filter query. */
export interface KeycodeFilterStore {
  get: () => string;
  set: (query: string) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createKeycodeFilterStore(initial = ''): KeycodeFilterStore {
  let query = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => query,
    set: (next) => {
      if (next === query) return;
      query = next;
      for (const l of [...listeners]) l();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
