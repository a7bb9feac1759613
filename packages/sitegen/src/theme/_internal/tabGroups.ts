import { readStorage, writeStorage } from './storage';

type Listener = (value: string) => void;

const listeners = new Map<string, Set<Listener>>();

export function tabStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

/** The remembered choice of a tab group (browser only). */
export function readTabChoice(groupId: string): string | null {
  return readStorage(tabStorageKey(groupId));
}

/** Remembers a group's choice and tells every Tabs of that group on the page. */
export function publishTabChoice(groupId: string, value: string): void {
  writeStorage(tabStorageKey(groupId), value);
  for (const listener of listeners.get(groupId) ?? []) listener(value);
}

export function subscribeTabGroup(groupId: string, listener: Listener): () => void {
  let set = listeners.get(groupId);
  if (!set) {
    set = new Set();
    listeners.set(groupId, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
