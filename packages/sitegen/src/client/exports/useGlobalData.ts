import { useSiteContext } from '../context';
import type { GlobalData } from '../../shared/types';

/**
 * Docusaurus's `@docusaurus/useGlobalData`: what plugins passed to `setGlobalData`, by plugin
 * name and then instance id.
 */
export default function useGlobalData(): GlobalData {
  return useSiteContext().globalData;
}

/** Every instance's data of one plugin, by instance id. */
export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  return useGlobalData()[pluginName] ?? {};
}

/** One plugin instance's global data (`undefined` when it set none). */
export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  return useGlobalData()[pluginName]?.[pluginId];
}
