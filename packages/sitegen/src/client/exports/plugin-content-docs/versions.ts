/**
 * Docusaurus's docs version hooks (part of `@docusaurus/plugin-content-docs/client`, see client.ts):
 * the versions, the one being read, the preferred one, and what layout items link to.
 */
import { createContext, createElement, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { DocsVersionMeta, GlobalDoc, GlobalVersion } from '../../../shared/types';
import { useSiteContext } from '../../context';
import { DEFAULT_PLUGIN_ID, isUnderPath, useActivePlugin, useAllDocsData, useDocsData, usePathnameWithBase, type DocsPluginData } from './data';

// A module of the docs' data (the breadcrumbs read it on every docs page, versioned or not).
export { useActivePlugin } from './data';
import { browserStorage, siteStorageKey } from '../../site-storage';

/** The version hooks' data: they only make sense on a site with docs, as Docusaurus's. */
export function useRequiredDocsData(pluginId = DEFAULT_PLUGIN_ID): DocsPluginData {
  const data = useDocsData(pluginId);
  if (!data) throw new Error(`You are using a feature of the Docusaurus docs plugin, but this plugin does not seem to be enabled${pluginId === DEFAULT_PLUGIN_ID ? '' : ` (pluginId=${pluginId})`}`);
  return data;
}

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const isUnder = isUnderPath;

export function getLatestVersion(data: DocsPluginData): GlobalVersion {
  return data.versions.find((version) => version.isLast) ?? data.versions[0]!;
}

/** The version whose path the page is under; a version at the docs root is tried last. */
export function getActiveVersion(data: DocsPluginData, pathname: string): GlobalVersion | undefined {
  const sorted = [...data.versions].sort((a, b) => (a.path === b.path ? 0 : a.path.includes(b.path) ? -1 : b.path.includes(a.path) ? 1 : 0));
  return sorted.find((version) => isUnder(pathname, version.path));
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  /** The page's doc in each version that has it, by version name. */
  alternateDocVersions: Record<string, GlobalDoc>;
}

export function getActiveDocContext(data: DocsPluginData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => trimmed(doc.path) === trimmed(pathname));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const doc = version.docs.find((d) => d.id === activeDoc.id);
      if (doc) alternateDocVersions[version.name] = doc;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function getDocVersionSuggestions(data: DocsPluginData, pathname: string): { latestDocSuggestion?: GlobalDoc; latestVersionSuggestion: GlobalVersion } {
  const latestVersion = getLatestVersion(data);
  return { latestDocSuggestion: getActiveDocContext(data, pathname).alternateDocVersions[latestVersion.name], latestVersionSuggestion: latestVersion };
}

/** A version's main doc: where a link to the version goes when the page has no doc there. */
export function getVersionMainDoc(version: GlobalVersion): GlobalDoc | undefined {
  return version.docs.find((doc) => doc.id === version.mainDocId);
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}): { activePlugin: { pluginId: string; pluginData: DocsPluginData }; activeVersion?: GlobalVersion } | undefined {
  const activePlugin = useActivePlugin(options);
  const pathname = usePathnameWithBase();
  return activePlugin ? { activePlugin, activeVersion: getActiveVersion(activePlugin.pluginData, pathname) } : undefined;
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useRequiredDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  return getLatestVersion(useRequiredDocsData(pluginId));
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const pathname = usePathnameWithBase();
  return getActiveVersion(useRequiredDocsData(pluginId), pathname);
}

export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  const data = useRequiredDocsData(pluginId);
  const pathname = usePathnameWithBase();
  return useMemo(() => getActiveDocContext(data, pathname), [data, pathname]);
}

export function useDocVersionSuggestions(pluginId?: string) {
  const data = useRequiredDocsData(pluginId);
  const pathname = usePathnameWithBase();
  return useMemo(() => getDocVersionSuggestions(data, pathname), [data, pathname]);
}

// ---------------------------------------------------------------------------------------------
// The preferred version: the one last chosen, kept in localStorage under Docusaurus's key
// (`docs-preferred-version-<pluginId>`) unless `themeConfig.docs.versionPersistence` is 'none'.
// Read after hydration (the server has no storage), shared by every component through one store.

export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

const preferred = new Map<string, string | null>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice, read once per page load (then kept here, and written through). */
function preferredName(pluginId: string, persist: boolean): string | null {
  if (!preferred.has(pluginId)) {
    let stored: string | null = null;
    try {
      // Under the site's namespace (`storage.namespace`), in localStorage (versionPersistence), as Docusaurus's slot.
      stored = persist ? (browserStorage('localStorage')?.getItem(siteStorageKey(preferredVersionKey(pluginId))) ?? null) : null;
    } catch {
      // storage unavailable
    }
    preferred.set(pluginId, stored);
  }
  return preferred.get(pluginId) ?? null;
}

function usePersistence(): boolean {
  const docs = useSiteContext().siteConfig.themeConfig.docs as { versionPersistence?: string } | undefined;
  return docs?.versionPersistence !== 'none';
}

/**
 * The preferred version's name: none on the server and while hydrating (the page's HTML has
 * none), the stored one after; a stored name of a version the site no longer has is ignored.
 */
function usePreferredVersionName(pluginId: string, versions: GlobalVersion[]): string | null {
  const persist = usePersistence();
  const name = useSyncExternalStore(
    subscribe,
    () => preferredName(pluginId, persist),
    () => null,
  );
  return name !== null && versions.some((v) => v.name === name) ? name : null;
}

/** Docusaurus's DocsPreferredVersionContextProvider: the store needs none; kept for swizzled layouts that render it. */
export function DocsPreferredVersionContextProvider({ children }: { children: ReactNode }) {
  return children;
}

export function useDocsPreferredVersion(pluginId = DEFAULT_PLUGIN_ID): { preferredVersion: GlobalVersion | null; savePreferredVersionName: (versionName: string) => void } {
  const { versions } = useRequiredDocsData(pluginId);
  const persist = usePersistence();
  const name = usePreferredVersionName(pluginId, versions);
  const savePreferredVersionName = useCallback(
    (versionName: string) => {
      preferred.set(pluginId, versionName);
      if (persist) {
        try {
          browserStorage('localStorage')?.setItem(siteStorageKey(preferredVersionKey(pluginId)), versionName);
        } catch {
          // storage unavailable: the choice lasts for this page view
        }
      }
      for (const listener of listeners) listener();
    },
    [pluginId, persist],
  );
  return { preferredVersion: versions.find((v) => v.name === name) ?? null, savePreferredVersionName };
}

/** Each docs instance's preferred version (none on the server and while hydrating), by id. */
export function useDocsPreferredVersionByPluginId(): Record<string, GlobalVersion | null> {
  const all = useAllDocsData();
  const persist = usePersistence();
  const ids = Object.keys(all);
  // One snapshot for every instance: their stored names, in order.
  const names = useSyncExternalStore(
    subscribe,
    () => ids.map((id) => preferredName(id, persist) ?? '').join('\0'),
    () => ids.map(() => '').join('\0'),
  );
  return useMemo(() => {
    const stored = names.split('\0');
    return Object.fromEntries(ids.map((id, i) => [id, all[id]!.versions.find((v) => v.name === stored[i]) ?? null]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ids` are `all`'s keys
  }, [all, names]);
}

// ---------------------------------------------------------------------------------------------
// The version of the docs page being read (the docs route's version module).

const VersionContext = createContext<DocsVersionMeta | null>(null);

export function DocsVersionProvider({ children, version }: { children: ReactNode; version: DocsVersionMeta | null }) {
  return createElement(VersionContext.Provider, { value: version }, children);
}

/** The version a docs route provides (DocVersionRoot), if any: the theme's version banner and badge show only within one. */
export function useProvidedDocsVersion(): DocsVersionMeta | null {
  return useContext(VersionContext);
}

/** The version of the docs page being read. */
export function useDocsVersion(): DocsVersionMeta {
  const version = useContext(VersionContext);
  if (version) return version;
  // Docs without versions give their pages no version module: the page's instance's one version.
  const active = useActivePlugin();
  const data = active?.pluginData;
  if (data && data.versions.length === 1 && data.versions[0]!.name === 'current') return { pluginId: active.pluginId, version: 'current', label: 'Next', banner: null, badge: false, noIndex: false, className: 'docs-version-current', isLast: true };
  throw new Error('Hook useDocsVersion is called outside the <DocsVersionProvider>: it only works on docs pages.');
}

/** The versions a layout item links into: the page's, the preferred one, the latest (Docusaurus's order). */
export function useDocsVersionCandidates(pluginId?: string): GlobalVersion[] {
  const { activeVersion } = useActiveDocContext(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latestVersion = useLatestVersion(pluginId);
  return useMemo(() => [...new Set([activeVersion, preferredVersion, latestVersion].filter((v): v is GlobalVersion => !!v))], [activeVersion, preferredVersion, latestVersion]);
}

/** The doc a navbar item names, in the first candidate version that has it; null for a draft. */
export function useLayoutDoc(docId: string, pluginId?: string): GlobalDoc | null {
  const versions = useDocsVersionCandidates(pluginId);
  return useMemo(() => {
    const doc = versions.flatMap((v) => v.docs).find((d) => d.id === docId);
    if (doc) return doc;
    if (versions.flatMap((v) => v.draftIds).includes(docId)) return null;
    throw new Error(`Couldn't find any doc with id "${docId}" in version${versions.length > 1 ? 's' : ''} "${versions.map((v) => v.name).join(', ')}".`);
  }, [docId, versions]);
}

/** The sidebar a navbar item names, in the first candidate version that has it. */
export function useLayoutDocsSidebar(sidebarId: string, pluginId?: string): { link?: { path: string; label: string } } {
  const versions = useDocsVersionCandidates(pluginId);
  return useMemo(() => {
    const entry = versions.flatMap((v) => Object.entries(v.sidebars ?? {})).find(([id]) => id === sidebarId);
    if (!entry) throw new Error(`Can't find any sidebar with id "${sidebarId}" in version${versions.length > 1 ? 's' : ''} ${versions.map((v) => v.name).join(', ')}".`);
    return entry[1];
  }, [sidebarId, versions]);
}

export function getDocsVersionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** The search facets of the docs being read: each plugin's active version, else its preferred, else its latest. */
export function useDocsContextualSearchTags(): string[] {
  const all = useAllDocsData();
  const active = useActivePluginAndVersion();
  const preferredByPlugin = useDocsPreferredVersionByPluginId();
  return Object.keys(all).map((pluginId) => {
    const activeVersion = active?.activePlugin.pluginId === pluginId ? active.activeVersion : undefined;
    const version = activeVersion ?? preferredByPlugin[pluginId] ?? getLatestVersion(all[pluginId]!);
    return getDocsVersionSearchTag(pluginId, version.name);
  });
}
