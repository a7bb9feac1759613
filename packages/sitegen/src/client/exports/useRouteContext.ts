import { useCurrentRoute } from '../context';
import type { RoutePlugin } from '../../shared/types';

export interface PluginRouteContext {
  plugin: RoutePlugin;
  data?: Record<string, unknown>;
}

/** `@docusaurus/useRouteContext`: the plugin (name and id, Docusaurus's name for a built-in one) that added the route on screen. */
export default function useRouteContext(): PluginRouteContext {
  const { plugin, path } = useCurrentRoute();
  if (!plugin) throw new Error(`useRouteContext(): the route ${path} was not added by a plugin (the 404 page has no route context)`);
  // Docusaurus's name for a built-in plugin: the node side gives the route that name (plugins/host.ts).
  return { plugin };
}
