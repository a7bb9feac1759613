/**
 * Plugin instances' identity, as Docusaurus's (core's server/plugins/pluginIds.js): a plugin is
 * its name and its `id` option, `default` when it gives none. One plugin may be used several
 * times, each instance with an id of its own.
 */

/** The id of a plugin instance the config gives none (Docusaurus's DEFAULT_PLUGIN_ID). */
export const DEFAULT_PLUGIN_ID = 'default';

/** Docusaurus's message for a plugin used `times` times with one id. */
export function duplicatePluginIdMessage(name: string, id: string, times: number): string {
  const presetHint =
    id === DEFAULT_PLUGIN_ID
      ? `\n\nThe plugin ID is "${DEFAULT_PLUGIN_ID}" by default. It's possible that the preset you are using already includes a plugin instance, in which case you either want to disable the plugin in the preset (to use a single instance), or assign another ID to your extra plugin instance (to use multiple instances).`
      : '';
  return `Plugin "${name}" is used ${times} times with ID "${id}".\nTo use the same plugin multiple times on a Docusaurus site, you need to assign a unique ID to each plugin instance.${presetHint}`;
}

/** Docusaurus's ensureUniquePluginInstanceIds: two instances of one name with one id stop the build. */
export function ensureUniquePluginInstanceIds(instances: ReadonlyArray<{ name: string; id: string }>): void {
  const count = new Map<string, number>();
  for (const { name, id } of instances) count.set(JSON.stringify([name, id]), (count.get(JSON.stringify([name, id])) ?? 0) + 1);
  for (const [key, times] of count) {
    if (times === 1) continue;
    const [name, id] = JSON.parse(key) as [string, string];
    throw new Error(duplicatePluginIdMessage(name, id, times));
  }
}

/** Where an instance's own things are kept apart (its content, its Markdown plugins): its name, with `#<id>` when not `default`. */
export function pluginContentKey(name: string, id = DEFAULT_PLUGIN_ID): string {
  return id === DEFAULT_PLUGIN_ID ? name : `${name}#${id}`;
}
