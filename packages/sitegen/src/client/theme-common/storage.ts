/**
 * Docusaurus theme-common's storage slots: a key of localStorage (or sessionStorage) read and
 * written without throwing where storage is unavailable, and a hook that follows its value,
 * across tabs too. Keys get the site's namespace (the config's `storage.namespace`), and the
 * storage is the config's `storage.type` unless a slot asks for another, as in Docusaurus.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, getSiteStorage, siteStorageKey } from '../site-storage';

type Persistence = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: StorageEvent) => void): () => void;
}

function storageOf(persistence: Persistence): Storage | null {
  return browserStorage(persistence);
}

/** Tells this tab's listeners of a change it made (the browser's event only reaches other tabs). */
function announce(storage: Storage, key: string, oldValue: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage }));
}

export function createStorageSlot(keyInput: string, options?: { persistence?: Persistence }): StorageSlot {
  const key = siteStorageKey(keyInput);
  const storage = storageOf(options?.persistence ?? getSiteStorage().type);
  return {
    get: () => {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(value) {
      if (!storage) return;
      try {
        const old = storage.getItem(key);
        storage.setItem(key, value);
        announce(storage, key, old, value);
      } catch {
        // full or disabled: the value lasts for this page view only
      }
    },
    del() {
      if (!storage) return;
      try {
        const old = storage.getItem(key);
        storage.removeItem(key);
        announce(storage, key, old, null);
      } catch {
        // disabled storage
      }
    },
    listen(onChange) {
      if (!storage) return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** The slot's value (null on the server and the first render), and its setters; follows changes from this tab and others. */
export function useStorageSlot(key: string | null, options?: { persistence?: Persistence }): [string | null, Pick<StorageSlot, 'set' | 'del'>] {
  const slot = key === null ? null : createStorageSlot(key, options);
  const subscribe = useCallback((onChange: () => void) => slot?.listen(onChange) ?? (() => undefined), [key, options?.persistence]); // eslint-disable-line react-hooks/exhaustive-deps
  const value = useSyncExternalStore(subscribe, () => slot?.get() ?? null, () => null);
  return [value, { set: (next: string) => slot?.set(next), del: () => slot?.del() }];
}

/** The keys stored, as stored (the site's storage unless said otherwise). */
export function listStorageKeys(persistence: Persistence = getSiteStorage().type): string[] {
  const storage = storageOf(persistence);
  if (!storage) return [];
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
}
