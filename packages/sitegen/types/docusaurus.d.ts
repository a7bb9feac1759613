// The type names a Docusaurus site's TypeScript imports (`@docusaurus/types`, preset-classic's
// options, the docs plugin's sidebars), for a site switched over to sitegen: its tsconfig extends
// `sitegen/tsconfig`, which lists this file. A Docusaurus config is read as Docusaurus reads it,
// so these types are open where sitegen's own (`sitegen`, `sitegen/config`) are exact.
declare module '@docusaurus/types' {
  export type Config = Record<string, unknown> & { title: string; url: string; baseUrl: string };
  export type ThemeConfig = Record<string, unknown>;
  export type DocusaurusConfig = Config;
  export type PluginConfig = string | [string, unknown] | ((...args: never[]) => unknown) | [(...args: never[]) => unknown, unknown] | false | null;
  export type LoadContext = import('sitegen').LoadContext;
  export type Plugin<Content = unknown> = import('sitegen').Plugin<Content>;
  export type PluginModule = (context: LoadContext, options: never) => Plugin | Promise<Plugin>;
}

declare module '@docusaurus/preset-classic' {
  export type Options = Record<string, unknown>;
  export type ThemeConfig = Record<string, unknown>;
}

declare module '@docusaurus/plugin-content-docs' {
  export type SidebarsConfig = import('sitegen').SidebarsConfig;
  export type Options = Record<string, unknown>;
}
