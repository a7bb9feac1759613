import type { CommanderStatic } from 'commander';
import type { Configuration as WebpackConfiguration } from 'webpack';
import type { Bundler, BundlerName } from '../bundle/bundler';
import type { ResolvedConfig } from '../config/schema';
import type { RouteConfig, SiteI18n, SiteStorage } from '../../shared/types';
import type { TranslationFileContent } from '../i18n/translations';

/** A plugin's file of strings to translate, Docusaurus's TranslationFile: `path` without `.json`, below the plugin's i18n folder. */
export interface TranslationFile {
  path: string;
  content: TranslationFileContent;
}

/** What every plugin gets: where the site is and its resolved config. */
/** A content folder and the locale's translated copy of it (`i18n/fr/docusaurus-plugin-content-docs/current`), as Docusaurus's ContentPaths. */
export interface ContentPaths {
  contentPath: string;
  contentPathLocalized?: string;
}

export interface LoadContext {
  siteDir: string;
  outDir: string;
  /** Folder for generated modules (createData, routes, registry). */
  generatedDir: string;
  /** Docusaurus's name for generatedDir. */
  generatedFilesDir: string;
  /** The locale being built, with every locale's config, as Docusaurus gives it. */
  i18n: SiteI18n;
  /** The locale's translations folder (`i18n/fr`), Docusaurus's `localizationDir`. */
  localizationDir: string;
  /** Folder for results kept between builds; a plugin uses a subfolder named after itself. */
  cacheDir: string;
  siteConfig: ResolvedConfig;
  /** The site's config file (absolute), as Docusaurus gives it: for messages about the config. */
  siteConfigPath?: string;
  baseUrl: string;
  /** true in `start` (dev server), false in `build`. */
  dev: boolean;
  /** The version in the site's package.json (Docusaurus's `siteVersion`); undefined without one. */
  siteVersion?: string;
  /** The site's own translations of the locale (its `i18n/<locale>/code.json`), message by id, as Docusaurus gives them. */
  codeTranslations?: Record<string, string>;
  /** Where the theme keeps the reader's choices (colour mode, docs version…): Docusaurus's SiteStorage, from `storage` (see createSiteStorage). */
  siteStorage?: SiteStorage;
  /** The site's bundler, as Docusaurus gives it to plugins (its `CurrentBundler`): for plugins that run a compiler of their own (plugin-pwa's service worker). */
  currentBundler?: { name: 'rspack' | 'webpack'; instance: unknown };
}

/** postcss-loader's `postcssOptions`: the PostCSS plugins and any other option PostCSS takes. */
export interface PostCssOptions {
  plugins: unknown[];
  [option: string]: unknown;
}

export interface PluginActions {
  addRoute(route: RouteConfig): void;
  /** Writes a data module (JSON by default) and resolves to its module key for `RouteConfig.modules`. */
  createData(name: string, data: string): Promise<string>;
  setGlobalData(data: unknown): void;
}

export interface HtmlTag {
  tagName: string;
  attributes?: Record<string, string | boolean>;
  innerHTML?: string;
}

export interface InjectedHtmlTags {
  headTags?: Array<HtmlTag | string>;
  preBodyTags?: Array<HtmlTag | string>;
  postBodyTags?: Array<HtmlTag | string>;
}

/** A loader of a module rule's `use` list, in the form both bundlers take. */
export interface RuleLoader {
  loader: string;
  options?: Record<string, unknown>;
}

export interface ConfigureWebpackUtils {
  currentBundler: { name: BundlerName; instance: Bundler['core'] };
  /** The loaders of a stylesheet rule with css-loader's options, as Docusaurus gives them: a plugin's Sass or Less rule puts its own loader after them. */
  getStyleLoaders(isServer: boolean, cssOptions?: Record<string, unknown>): RuleLoader[];
  /** The loader of the site's scripts (JSX, TypeScript), as Docusaurus's `getJSLoader({ isServer })`: for a plugin's rule compiling more folders. */
  getJSLoader(options?: { isServer?: boolean; babelOptions?: unknown }): RuleLoader;
}

/** What postBuild receives: as in Docusaurus, the load context too. */
export interface PostBuildProps extends Partial<Omit<LoadContext, 'outDir' | 'siteConfig' | 'siteDir' | 'baseUrl'>> {
  outDir: string;
  content: unknown;
  routes: RouteConfig[];
  /** Every route's path (Docusaurus's name for them). */
  routesPaths: string[];
  siteConfig: ResolvedConfig;
  siteDir: string;
  baseUrl: string;
  /** What the plugin's page analyzer returned for each pre-rendered page, by route path (empty without one). */
  pageData: Record<string, unknown>;
  /** Every plugin of the site with its loaded content, as Docusaurus's `props.plugins`. */
  plugins?: Array<Plugin & { content: unknown }>;
}

/** A pre-rendered page, as a page analyzer sees it. */
export interface AnalyzedPage {
  /** Route path (`/404` for the not-found page). */
  path: string;
  /** Its absolute URL (site URL and path). */
  url: string;
  html: string;
}

/**
 * The default export of a plugin's `pageAnalyzer` module: runs in the render workers on each
 * page's HTML right after it is rendered, so work on the output is spread over every core and
 * done once per render (a page copied from the previous build keeps its result). What it returns
 * must survive structured cloning, and may depend only on the URL and the page's body outside
 * its scripts: results are kept between builds by those.
 */
export type PageAnalyzer = (page: AnalyzedPage) => unknown;

/** A file the dev server answers on a plugin's behalf. */
export interface DevFile {
  contentType: string;
  body: string;
}

export interface Plugin<Content = unknown> {
  name: string;
  loadContent?(): Promise<Content> | Content;
  contentLoaded?(args: { content: Content; actions: PluginActions; allContent: Record<string, unknown> }): Promise<void> | void;
  /**
   * After every plugin's contentLoaded, with every plugin's content (Docusaurus 3.6+). `routes`,
   * sitegen's own, are the routes added so far (every plugin's contentLoaded's; read only).
   */
  allContentLoaded?(args: { actions: PluginActions; allContent: Record<string, unknown>; routes: readonly RouteConfig[] }): Promise<void> | void;
  /**
   * Changes to the client bundler's config, merged with webpack-merge (a `mergeStrategy` key
   * picks another strategy per key). `utils.currentBundler.instance` is Rspack or webpack: a
   * plugin that adds bundler plugins takes them from there, as in Docusaurus.
   */
  configureWebpack?(config: WebpackConfiguration, isServer: boolean, utils: ConfigureWebpackUtils, content: Content): (Partial<WebpackConfiguration> & { mergeStrategy?: Record<string, string> }) | void;
  /**
   * Changes to the PostCSS options every stylesheet of the client bundle goes through (Tailwind
   * setups add their plugins here). Gets the options so far and returns them, as in Docusaurus.
   */
  configurePostCss?(options: PostCssOptions): PostCssOptions;
  getClientModules?(): string[];
  /** A folder of theme components (`@theme/X`), below the site's own `src/theme` and above the default theme. */
  getThemePath?(): string;
  /** Docusaurus's TypeScript variant of getThemePath, for swizzling: sitegen compiles TypeScript, so this one is used when there is no getThemePath. */
  getTypeScriptThemePath?(): string;
  injectHtmlTags?(): InjectedHtmlTags;
  getPathsToWatch?(): string[];
  /**
   * sitegen's content plugins: their content folders with the locale's translated copy of each
   * (Docusaurus's ContentPaths), where links to Markdown files are looked up. Without it, the
   * folders of getPathsToWatch are.
   */
  getContentPaths?(): ContentPaths[];
  /** Absolute path of a module whose default export is a PageAnalyzer; its results reach postBuild as `pageData`. */
  pageAnalyzer?: string;
  /**
   * A build's work on the compiled content that needs no page nor browser bundle: it starts once
   * every Markdown file is compiled (the browser bundle may still be building) and runs on the
   * main thread while the bundler finishes and worker threads pre-render the pages (props without
   * `pageData`). The postBuild hooks wait for it; what it writes is in the output for them.
   */
  afterBundle?(props: Omit<PostBuildProps, 'pageData'>): Promise<void> | void;
  /** After the pages are written. Every plugin's postBuild runs at once, as in Docusaurus. */
  postBuild?(props: PostBuildProps): Promise<void> | void;
  /**
   * After every plugin's postBuild, one plugin at a time in their order: for work on the whole
   * output, including what the postBuild hooks wrote (headers, compressed copies).
   */
  afterPostBuild?(props: PostBuildProps): Promise<void> | void;
  /**
   * Dev server only: answers a request for a file the build would write (e.g. data that only
   * exists after pre-rendering). `pathname` is below the base URL, without a leading slash;
   * undefined lets the server go on.
   */
  devFile?(pathname: string): Promise<DevFile | undefined> | DevFile | undefined;
  /** Docusaurus's translation hooks: the plugin's strings to translate, and its content and theme config with the locale's messages. */
  getTranslationFiles?(args: { content: Content }): Promise<TranslationFile[]> | TranslationFile[];
  translateContent?(args: { content: Content; translationFiles: TranslationFile[] }): Content;
  translateThemeConfig?(args: { themeConfig: ResolvedConfig['themeConfig']; translationFiles: TranslationFile[] }): Partial<ResolvedConfig['themeConfig']>;
  /** The plugin's own `translate()` ids with their messages in the locale being built. */
  getDefaultCodeTranslationMessages?(): Promise<Record<string, string>> | Record<string, string>;
  /** Docusaurus's extendCli: commands the plugin adds to the CLI (a commander 5 program), run as `sitegen <command>`. */
  extendCli?(cli: CommanderStatic): void;
  /**
   * A theme's swizzle config (Docusaurus's getSwizzleConfig): how safe wrapping and ejecting each
   * of its components is; a component it leaves out is unsafe to swizzle. Given by the plugin or
   * by its module, as in Docusaurus.
   */
  getSwizzleConfig?(): SwizzleConfig | undefined;
  /** Docusaurus's older form: the components safe to wrap and eject. */
  getSwizzleComponentList?(): string[] | undefined;
}

/** How safe a swizzle action is on a component, as Docusaurus rates it. */
export type SwizzleActionStatus = 'safe' | 'unsafe' | 'forbidden';

export interface SwizzleComponentConfig {
  actions: Partial<Record<'wrap' | 'eject', SwizzleActionStatus>>;
  description?: string;
}

export interface SwizzleConfig {
  components: Record<string, SwizzleComponentConfig>;
}

// Plugins are written by sites with their own option types; the host passes options through untouched.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PluginFactory = (context: LoadContext, options: any) => Plugin<any> | Promise<Plugin<any>>;
