/**
 * sitegen's node API, for a site's config, its plugins, its scripts and its tests: the config
 * helper, the plugin types, and the commands the CLI runs (as `@docusaurus/core` exports its own).
 */
export { defineConfig, type UserConfig } from './config/define';
export type {
  ConfigureWebpackUtils,
  DevFile,
  HtmlTag,
  InjectedHtmlTags,
  LoadContext,
  PageAnalyzer,
  Plugin,
  PluginActions,
  PluginFactory,
  PostBuildProps,
} from './plugins/types';
export { buildSite, type BuildOptions, type BuildResult } from './commands/build';
export { createStaticServer, serveSite } from './commands/serve';
export { startDevServer, type DevServer } from './commands/start';
export { clearSite } from './commands/clear';
export type { SidebarsConfig } from '../../plugins/docs/sidebars';
export { loadConfig } from './config/load';
export type { SidebarItem, TocItem } from '../shared/types';
