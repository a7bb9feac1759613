/**
 * The docs plugin's global data (part of `@docusaurus/plugin-content-docs/client`, see client.ts):
 * apart from the version hooks, so a page that only reads the data (the breadcrumbs) carries none
 * of them. Each docs instance's data is under its id (`default` unless the config names another).
 * A versioned site's global data lists every version with its docs' ids and paths (as Docusaurus's does); a site without versions
 * gets one version, `current`, without that list (it is not needed to link versions, and every
 * page would carry it).
 */
import type { GlobalVersion } from '../../../shared/types';
import { useLocation } from 'react-router-dom';
import { useSiteContext } from '../../context';
import useGlobalData from '../useGlobalData';

export interface DocsPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs?: boolean;
  [key: string]: unknown;
}

export const DEFAULT_PLUGIN_ID = 'default';

/** A site without versions: its one version, at the docs path. */
function withVersions(data: Record<string, unknown>): DocsPluginData {
  if (Array.isArray(data.versions)) return data as DocsPluginData;
  const path = String(data.path);
  return { ...data, path, versions: [{ name: 'current', label: 'Next', isLast: true, path, mainDocId: '', docs: [], draftIds: [] }] };
}

const dataCache = new WeakMap<object, DocsPluginData>();
const allCache = new WeakMap<object, Record<string, DocsPluginData>>();

/** Every docs instance's data, by id (Docusaurus's `useAllPluginInstancesData('docusaurus-plugin-content-docs')`). */
export function useAllDocsData(): Record<string, DocsPluginData> {
  const instances = useGlobalData()['docusaurus-plugin-content-docs'] as Record<string, Record<string, unknown>> | undefined;
  if (!instances) return {};
  let all = allCache.get(instances);
  if (!all) {
    all = {};
    for (const [id, data] of Object.entries(instances)) {
      let withData = dataCache.get(data);
      if (!withData) dataCache.set(data, (withData = withVersions(data)));
      all[id] = withData;
    }
    allCache.set(instances, all);
  }
  return all;
}

/** One docs instance's data; undefined on a site without docs (the theme's breadcrumbs ask on any page). */
export function useDocsData(pluginId = DEFAULT_PLUGIN_ID): DocsPluginData | undefined {
  return useAllDocsData()[pluginId];
}

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** `pathname` is `path` or below it (react-router's non-exact matchPath). */
export function isUnderPath(pathname: string, path: string): boolean {
  const [page, base] = [trimmed(pathname), trimmed(path)];
  return base === '/' || page === base || page.startsWith(`${base}/`);
}

/** The docs instance whose path `pathname` is under, the deepest path first (Docusaurus's getActivePlugin). */
export function findActivePlugin(all: Record<string, DocsPluginData>, pathname: string): { pluginId: string; pluginData: DocsPluginData } | undefined {
  const entry = Object.entries(all)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => isUnderPath(pathname, data.path));
  return entry ? { pluginId: entry[0], pluginData: entry[1] } : undefined;
}

/**
 * The page's path with the base URL, as Docusaurus's `useLocation()` gives it and the docs' global
 * data has its paths: sitegen's router takes the base URL as its basename (a locale's `/en-US/`,
 * a project site's `/repo/`), so its location's path is without it.
 */
export function usePathnameWithBase(): string {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteContext().siteConfig;
  return pathname.startsWith(baseUrl) || baseUrl === '/' ? pathname : `${baseUrl.replace(/\/$/, '')}${pathname}`;
}

/** The docs instance the current page belongs to, if any. */
export function useActivePlugin(options: { failfast?: boolean } = {}): { pluginId: string; pluginData: DocsPluginData } | undefined {
  const pathname = usePathnameWithBase();
  const all = useAllDocsData();
  const active = findActivePlugin(all, pathname);
  if (!active && options.failfast) throw new Error(`Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Existing docs plugin paths are: ${Object.values(all).map((d) => d.path).join(', ')}`);
  return active;
}
