import { useSiteContext } from '../context';
import type { GlobalData } from '../../shared/types';

/**
 * Docusaurus's `@docusaurus/useGlobalData`: what plugins passed to `setGlobalData`, by plugin
 * name. Sitegen runs one instance of each plugin, so the instance id is always `default`.
 */
export default function useGlobalData(): GlobalData {
  return useSiteContext().globalData;
}

/** Every instance's data of one plugin, by instance id. */
export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  const data = useGlobalData()[pluginName];
  return data === undefined ? {} : { default: data };
}

/** One plugin's global data (`undefined` when it set none). */
export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  return pluginId === 'default' ? useGlobalData()[pluginName] : undefined;
}
