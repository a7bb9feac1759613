/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's data for theme components. Sitegen
 * has one docs instance (`default`) and one version.
 */
import { useLocation } from 'react-router-dom';
import useGlobalData from '../useGlobalData';

export interface DocsPluginData {
  path: string;
  [key: string]: unknown;
}

/** Every docs instance's data, by id. */
export function useAllDocsData(): Record<string, DocsPluginData> {
  const data = useGlobalData().docs as DocsPluginData | undefined;
  return data ? { default: data } : {};
}

export function useDocsData(pluginId = 'default'): DocsPluginData | undefined {
  return useAllDocsData()[pluginId];
}

/** The docs instance the current page belongs to, if any. */
export function useActivePlugin(): { pluginId: string; pluginData: DocsPluginData } | undefined {
  const { pathname } = useLocation();
  const data = useDocsData();
  if (!data) return undefined;
  const base = data.path.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`) ? { pluginId: 'default', pluginData: data } : undefined;
}
