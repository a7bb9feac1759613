/**
 * Docusaurus's site storage (`@generated/site-storage`, set from the site config's `storage`):
 * the browser storage the theme keeps the reader's choices in (colour mode, docs version, tab
 * groups, the closed announcement bar), and the namespace every key gets at its end, so two
 * sites on one origin keep theirs apart. Set once as the app starts, on the server and in the
 * browser (see boot.tsx and entry.server.tsx).
 */
import type { SiteStorage } from '../shared/types';

let siteStorage: SiteStorage = { type: 'localStorage', namespace: '' };

export function setSiteStorage(value: SiteStorage | undefined): void {
  if (value) siteStorage = value;
}

export function getSiteStorage(): SiteStorage {
  return siteStorage;
}

/** A key as stored: with the site's namespace at its end (theme-common's applyNamespace). */
export function siteStorageKey(key: string): string {
  return `${key}${siteStorage.namespace}`;
}

/** The browser storage (the site's unless another is asked for); null on the server, with 'none', or where the browser refuses it. */
export function browserStorage(type: SiteStorage['type'] | 'none' = siteStorage.type): Storage | null {
  if (typeof window === 'undefined' || type === 'none') return null;
  try {
    return window[type];
  } catch {
    return null;
  }
}
