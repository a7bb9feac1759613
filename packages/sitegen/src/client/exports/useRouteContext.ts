import { useCurrentRoute } from '../context';
import type { RoutePlugin } from '../../shared/types';

export interface PluginRouteContext {
  plugin: RoutePlugin;
  data?: Record<string, unknown>;
}

/** `@docusaurus/useRouteContext`: the plugin (name and id) that added the route on screen. */
export default function useRouteContext(): PluginRouteContext {
  const { plugin, path } = useCurrentRoute();
  if (!plugin) throw new Error(`useRouteContext(): the route ${path} was not added by a plugin (the 404 page has no route context)`);
  return { plugin };
}
