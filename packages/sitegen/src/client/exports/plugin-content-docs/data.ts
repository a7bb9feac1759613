/**
 * The docs plugin's global data (part of `@docusaurus/plugin-content-docs/client`, see client.ts):
 * apart from the version hooks, so a page that only reads the data (the breadcrumbs) carries none of them. Sitegen has one docs instance (`default`). A versioned site's global data
 * lists every version with its docs' ids and paths (as Docusaurus's does); a site without versions
 * gets one version, `current`, without that list (it is not needed to link versions, and every
 * page would carry it).
 */
import type { GlobalVersion } from '../../../shared/types';
import useGlobalData from '../useGlobalData';
import { DOCUSAURUS_PLUGIN_NAMES } from '../../../shared/plugin-names';

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

/** Every docs instance's data, by id. */
export function useAllDocsData(): Record<string, DocsPluginData> {
  const data = useGlobalData()[DOCUSAURUS_PLUGIN_NAMES.docs!]?.[DEFAULT_PLUGIN_ID] as Record<string, unknown> | undefined;
  if (!data) return {};
  let withData = dataCache.get(data);
  if (!withData) dataCache.set(data, (withData = withVersions(data)));
  return { [DEFAULT_PLUGIN_ID]: withData };
}

/** One docs instance's data; undefined on a site without docs (the theme's breadcrumbs ask on any page). */
export function useDocsData(pluginId = DEFAULT_PLUGIN_ID): DocsPluginData | undefined {
  return useAllDocsData()[pluginId];
}

