/**
 * Plugin names: the node side gives global data and routes Docusaurus's names (the browser side
 * reads them as they are).
 */

/** The names Docusaurus gives the plugins sitegen builds in, as plugins and pages find them (global data, content). */
export const DOCUSAURUS_PLUGIN_NAMES: Readonly<Record<string, string>> = {
  docs: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
  pages: 'docusaurus-plugin-content-pages',
};

/** A plugin's name as Docusaurus knows it (sitegen's own built-ins renamed). */
export function docusaurusPluginName(name: string): string {
  return DOCUSAURUS_PLUGIN_NAMES[name] ?? name;
}
