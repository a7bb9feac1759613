import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSiteStorage } from '../../src/client/site-storage';
import { createStorageSlot } from '../../src/client/theme-common/storage';
import { readStorage, removeStorage, writeStorage } from '../../src/theme/_internal/storage';
import { colorModeScript } from '../../src/node/render/html';

/** A browser storage in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

let window: { localStorage: Storage; sessionStorage: Storage; addEventListener(): void; removeEventListener(): void; dispatchEvent(): boolean };

beforeEach(() => {
  window = { localStorage: memoryStorage(), sessionStorage: memoryStorage(), addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => true };
  (globalThis as { window?: unknown }).window = window;
});

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  setSiteStorage({ type: 'localStorage', namespace: '' });
});

describe('the site storage (the config’s `storage`), as Docusaurus’s siteStorage', () => {
  it('keeps keys as they are in localStorage by default', () => {
    writeStorage('theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    createStorageSlot('docusaurus.tab.os').set('mac');
    expect(window.localStorage.getItem('docusaurus.tab.os')).toBe('mac');
  });

  it('puts the namespace at the end of every key, in the storage type the config names', () => {
    setSiteStorage({ type: 'sessionStorage', namespace: '-023' });
    writeStorage('docusaurus.announcement.id', 'launch');
    expect(window.sessionStorage.getItem('docusaurus.announcement.id-023')).toBe('launch');
    expect(window.localStorage.length).toBe(0);
    expect(readStorage('docusaurus.announcement.id')).toBe('launch');
    removeStorage('docusaurus.announcement.id');
    expect(window.sessionStorage.length).toBe(0);
    // theme-common's slots too; one asking for localStorage (the docs' versionPersistence) gets it, namespaced.
    createStorageSlot('docusaurus.tab.os').set('mac');
    expect(window.sessionStorage.getItem('docusaurus.tab.os-023')).toBe('mac');
    createStorageSlot('docs-preferred-version-default', { persistence: 'localStorage' }).set('1.0');
    expect(window.localStorage.getItem('docs-preferred-version-default-023')).toBe('1.0');
  });

  it('has the pre-paint colour mode script read the namespaced key of the site’s storage', () => {
    const storage = memoryStorage();
    storage.setItem('theme-zmk', 'dark');
    storage.setItem('theme', 'light');
    const attributes: Record<string, string> = {};
    const document = { documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) } };
    const script = colorModeScript({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false }, { type: 'sessionStorage', namespace: '-zmk' });
    new Function('window', 'document', script)({ sessionStorage: storage, matchMedia: () => ({ matches: false }) }, document);
    expect(attributes).toEqual({ 'data-theme': 'dark', 'data-theme-choice': 'dark' });
  });
});
