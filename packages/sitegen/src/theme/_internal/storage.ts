import { browserStorage, siteStorageKey } from '../../client/site-storage';

/**
 * The site's storage (localStorage unless the config's `storage.type` says sessionStorage), keys
 * with the site's namespace, as Docusaurus's storage slots: access that never throws (private
 * mode, disabled storage, server).
 */
export function readStorage(key: string): string | null {
  try {
    return browserStorage()?.getItem(siteStorageKey(key)) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    browserStorage()?.setItem(siteStorageKey(key), value);
  } catch {
    // storage unavailable: the choice only lasts for this page view
  }
}

export function removeStorage(key: string): void {
  try {
    browserStorage()?.removeItem(siteStorageKey(key));
  } catch {
    // ignore
  }
}
