/** Docusaurus's `@docusaurus/constants`: the id of a plugin instance that has none of its own. */
export const DEFAULT_PLUGIN_ID = 'default';
