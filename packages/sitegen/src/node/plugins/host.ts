import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import blogPlugin from '../../../plugins/blog/index';
import docsPlugin from '../../../plugins/docs/index';
import pagesPlugin from '../../../plugins/pages/index';
import { applyTrailingSlash, routePermalink } from '../../shared/paths';
import type { GlobalData, RouteConfig, RouteWrapper, SiteI18n } from '../../shared/types';
import { docusaurusPluginName } from '../../shared/plugin-names';
import { loadI18n, localizationDir as localizationDirOf, localeWorkDir } from '../i18n/locales';
import { workDir } from '../utils/paths';
import { codeTranslations as loadCodeTranslations, pluginI18nDir, readTranslationFile, translateThemeConfig, translationFolderName } from '../i18n/translations';
import { loadConfig } from '../config/load';
import { createSiteStorage, withDocusaurusDefaults } from './docusaurus-defaults';
import { createRequire } from 'node:module';
import type { DuplicateRoutesPolicy, ResolvedConfig } from '../config/schema';
import { openDataModules } from './data-modules';
import { DEFAULT_PLUGIN_ID, ensureUniquePluginInstanceIds, pluginContentKey } from './plugin-ids';
import type { ContentPaths, InjectedHtmlTags, LoadContext, Plugin, PluginActions, PluginFactory } from './types';
import { settleAll } from '../utils/settle';

export interface LoadedSite {
  siteDir: string;
  config: ResolvedConfig;
  configFile: string;
  context: LoadContext;
  plugins: Plugin[];
  /** Each plugin's content, by its content key (pluginContentKey: its name, with its id when not `default`). */
  contents: Record<string, unknown>;
  /** Each plugin's instance id (Docusaurus's `id` option, `default` when given none). */
  pluginIds: Map<Plugin, string>;
  routes: RouteConfig[];
  globalData: GlobalData;
  /** Source file (MDX) → route, for link rewriting. */
  fileRoutes: Map<string, string>;
  /** The content plugins' folders (docs, blog, pages) with their translated copies, where links to Markdown files are looked up. */
  contentPaths: ContentPaths[];
  routesVersion: string;
  clientModules: string[];
  /** The content hash (SHA-1, hex) of each data module the plugins made (see data-modules.ts). */
  dataHashes: Map<string, string>;
  /** Plugins' theme folders (getThemePath), in plugin order. */
  themePaths: string[];
  htmlTags: InjectedHtmlTags[];
  pathsToWatch: string[];
  /** The config's `staticDirectories`, absolute, in order (the earlier wins a name clash). */
  staticDirs: string[];
  /** The locale built, with every locale's config; `config.url` and `config.baseUrl` are that locale's. */
  i18n: SiteI18n;
  /** What `<Translate>` and `translate()` show in the locale, by id. */
  codeTranslations: Record<string, string>;
  /** The locale's work folder (`.sitegen`, another locale's `.sitegen/locales/<locale>`): its generated modules, caches and pre-render bundle. */
  workDir: string;
}

export interface LoadOptions {
  dev: boolean;
  outDir?: string;
  /** The locale to build. Default: the default locale. */
  locale?: string;
  /** Every locale at the site's base URL (Docusaurus's, for `build --locale <one>`; see localeConfigOf). */
  automaticBaseUrlLocalizationDisabled?: boolean;
}


/**
 * A route's key: its path without a trailing slash (a path ending in `.html` kept, its file is
 * named so); the base URL's own page is `/base`, however its plugin wrote it (`/base/`).
 */
export function routeKey(routePath: string, baseUrl: string): string {
  const key = applyTrailingSlash(routePath, { trailingSlash: false, baseUrl });
  return key === baseUrl && key !== '/' ? key.slice(0, -1) : key;
}

/**
 * The routes as plugins see them (allContentLoaded's and postBuild's `routes`): each at the path
 * Docusaurus gives it (its permalink: `/docs/guides/` for an index doc when `trailingSlash` is
 * undefined), where plugins such as client-redirects and search plugins look pages up.
 */
export function docusaurusRoutes(routes: RouteConfig[]): RouteConfig[] {
  return routes.map((route) => (route.permalink === undefined || route.permalink === route.path ? route : { ...route, path: route.permalink }));
}

/**
 * The leaves of a route with nested `routes`, each with its parents as wrappers (outermost
 * first); a route without children is its own leaf.
 */
export function flattenRoutes(route: RouteConfig, parents: RouteWrapper[] = []): RouteConfig[] {
  const { routes: children, ...own } = route;
  if (!children || children.length === 0) return [parents.length > 0 ? { ...own, wrappers: parents } : own];
  const wrapper: RouteWrapper = { path: own.path, component: own.component, modules: own.modules ?? {} };
  return children.flatMap((child) => flattenRoutes(child, [...parents, wrapper]));
}

/** The site's plugins, created (their factories called) but not loaded: what Docusaurus's initPlugins gives. */
export interface InitializedPlugins {
  config: ResolvedConfig;
  configFile: string;
  context: LoadContext;
  plugins: Plugin[];
  /** A plugin's id, as Docusaurus's `id` option gives it (several instances of one plugin). */
  pluginIds: Map<Plugin, string>;
  i18n: SiteI18n;
  localizationDir: string;
  /** Whether the locale is translated (its `translate`). */
  translate: boolean;
  localeDir: string;
  generatedDir: string;
}

/** The config loaded, the load context made and every plugin's factory called (Docusaurus's loadContext and initPlugins). */
export async function initPlugins(siteDir: string, options: LoadOptions): Promise<InitializedPlugins> {
  const { config: siteConfig, file: configFile } = await loadConfig(siteDir);
  const shownConfig = path.relative(process.cwd(), configFile) || configFile;
  const i18n = loadI18n(siteDir, siteConfig, options.locale ?? siteConfig.i18n.defaultLocale, shownConfig, (message) => console.warn(`Warning: ${message}`), options.automaticBaseUrlLocalizationDisabled);
  const locale = i18n.localeConfigs[i18n.currentLocale]!;
  const localizationDir = localizationDirOf(siteDir, i18n);
  if (i18n.currentLocale !== i18n.defaultLocale && !locale.translate && siteConfig.i18n.localeConfigs[i18n.currentLocale]?.translate === undefined) {
    // Docusaurus builds it untranslated without a word; the reason the pages are not translated is worth one.
    console.warn(`Warning: ${path.relative(siteDir, localizationDir)}/ does not exist: the "${i18n.currentLocale}" locale is built from the default locale's files, untranslated`);
  }
  // As Docusaurus's loadContext: the locale's origin and base URL are the site's in its build; the theme's navbar and footer are translated.
  const config: ResolvedConfig = { ...siteConfig, url: locale.url, baseUrl: locale.baseUrl, themeConfig: locale.translate ? translateThemeConfig(siteConfig.themeConfig, localizationDir) : siteConfig.themeConfig };
  const localeDir = localeWorkDir(siteDir, i18n);
  // A build's generated modules are in one folder for every locale, as Docusaurus's `.docusaurus`:
  // the locales are built one after another, and the same module paths let a locale's bundlers
  // start from the first locale's caches (commands/build.ts seedLocaleCaches): only the modules
  // whose files differ (its data, translations, pages) are built again. Caches and output stay
  // per locale, and so does a dev server's folder (one may run per locale at once).
  const generatedDir = path.join(options.dev ? localeDir : workDir(siteDir), 'generated');
  fs.mkdirSync(generatedDir, { recursive: true });
  const pluginSiteConfig = withDocusaurusDefaults(config);
  // As Docusaurus's loadSite: the VCS (`future.experimental_vcs`) is told the site's folder first, not waited for.
  void Promise.resolve()
    .then(() => pluginSiteConfig.future.experimental_vcs.initialize({ siteDir }))
    .catch((error: unknown) => console.warn(`Warning: \`future.experimental_vcs\`'s initialize failed: ${(error as Error).message ?? String(error)}`));
  const context: LoadContext = {
    siteVersion: siteVersion(siteDir),
    siteDir,
    outDir: options.outDir ?? path.join(siteDir, 'build'),
    generatedDir,
    generatedFilesDir: generatedDir,
    i18n,
    localizationDir,
    cacheDir: path.join(localeDir, 'cache'),
    // Every key Docusaurus's plugins may read, at Docusaurus's default when the site leaves it out.
    siteConfig: pluginSiteConfig,
    siteConfigPath: configFile,
    baseUrl: config.baseUrl,
    dev: options.dev,
    currentBundler: docusaurusCurrentBundler(siteDir, pluginSiteConfig.future.faster.rspackBundler),
    // The site's own strings of the locale (its code.json, id → message), as Docusaurus's loadContext reads them.
    codeTranslations: siteCodeTranslations(localizationDir),
    siteStorage: createSiteStorage(pluginSiteConfig),
  };
  const factories: Array<[PluginFactory, Record<string, unknown>]> = [
    ...(config.docs ? [[docsPlugin, {}] as [PluginFactory, Record<string, unknown>]] : []),
    [pagesPlugin, {}],
    ...(config.blog ? [[blogPlugin, {}] as [PluginFactory, Record<string, unknown>]] : []),
    ...config.plugins,
  ];
  const plugins: Plugin[] = [];
  // A plugin's id, as Docusaurus's `id` option gives it (several instances of one plugin).
  const pluginIds = new Map<Plugin, string>();
  for (const [factory, pluginOptions] of factories) {
    const plugin = await factory(context, pluginOptions);
    plugins.push(plugin);
    if (typeof pluginOptions.id === 'string') pluginIds.set(plugin, pluginOptions.id);
  }
  for (const plugin of plugins) {
    if (!plugin || typeof plugin.name !== 'string') throw new Error(`A plugin in ${path.basename(configFile)} returned no object with a string \`name\``);
  }
  ensureUniquePluginInstanceIds(plugins.map((plugin) => ({ name: docusaurusPluginName(plugin.name), id: pluginIds.get(plugin) ?? DEFAULT_PLUGIN_ID })));
  return { config, configFile, context, plugins, pluginIds, i18n, localizationDir, translate: locale.translate, localeDir, generatedDir };
}

/** A plugin's content (its loadContent's, translated). */
export function pluginContent(site: Pick<LoadedSite, 'contents'> & Partial<Pick<LoadedSite, 'pluginIds'>>, plugin: Plugin): unknown {
  return site.contents[pluginContentKey(plugin.name, site.pluginIds?.get(plugin))];
}

/** The content of every instance of one plugin (sitegen's `docs`, `blog`…), in plugin order. */
export function instancesContent(site: Pick<LoadedSite, 'contents'>, name: string): unknown[] {
  return Object.entries(site.contents).flatMap(([key, content]) => (key === name || key.startsWith(`${name}#`) ? [content] : []));
}

/** Loads the config, runs every plugin's loadContent and contentLoaded, and collects routes. */
export async function loadSite(siteDir: string, options: LoadOptions): Promise<LoadedSite> {
  const { config, configFile, context, plugins, pluginIds, i18n, localizationDir, translate, localeDir, generatedDir } = await initPlugins(siteDir, options);

  // Every plugin's loading ends before a failure of one is reported (utils/settle.ts).
  const loaded = await settleAll(
    plugins.map(async (plugin) => {
      const content = await plugin.loadContent?.();
      return [pluginContentKey(plugin.name, pluginIds.get(plugin)), translate ? await translatePluginContent(plugin, content, pluginI18nDir(localizationDir, translationFolderName(plugin.name), pluginIds.get(plugin)), context) : content] as const;
    }),
  );
  const contents = Object.fromEntries(loaded);
  // Plugins' own defaults (getDefaultCodeTranslationMessages): over the theme's, under the site's.
  const pluginMessages = await settleAll(plugins.map(async (plugin) => (await plugin.getDefaultCodeTranslationMessages?.()) ?? {}));
  const codeTranslations = loadCodeTranslations(localizationDir, i18n.currentLocale, translate, Object.assign({}, ...pluginMessages) as Record<string, string>);
  const routes: RouteConfig[] = [];
  const globalData: GlobalData = {};
  const dataModules = openDataModules(path.join(generatedDir, 'data'));
  const idOf = (plugin: Plugin) => pluginIds.get(plugin) ?? DEFAULT_PLUGIN_ID;
  // Each instance's own folder of data modules (as Docusaurus's `<plugin name>/<id>`); the default one's as it was.
  const dataDirOf = (plugin: Plugin) => path.join(generatedDir, 'data', plugin.name, ...(idOf(plugin) === DEFAULT_PLUGIN_ID ? [] : [`@${idOf(plugin)}`]));
  const actionsOf = (plugin: Plugin): PluginActions => ({
    addRoute(routeGiven) {
      // By Docusaurus's name (`docusaurus-plugin-content-docs` for sitegen's `docs`): the route context, the title
      // formatter and the page's class names read it as it is, with no table of names in the browser's bundle.
      const added = { name: docusaurusPluginName(plugin.name), id: pluginIds.get(plugin) ?? 'default' };
      const route = withPropsModule(routeGiven, (name, data) => {
        const file = path.join(dataDirOf(plugin), name);
        dataModules.write(file, data);
        return file;
      });
      // Stored by key (no trailing slash, see normalizePath), with the path Docusaurus gives the
      // route (applyRouteTrailingSlash: as written when `trailingSlash` is undefined) beside it.
      for (const leaf of flattenRoutes(route)) {
        routes.push({ exact: true, ...leaf, path: routeKey(leaf.path, config.baseUrl), permalink: applyTrailingSlash(leaf.path, config), plugin: added });
      }
    },
    async createData(name, data) {
      const file = path.join(dataDirOf(plugin), name);
      dataModules.write(file, data);
      return file;
    },
    setGlobalData(data) {
      (globalData[docusaurusPluginName(plugin.name)] ??= {})[idOf(plugin)] = data;
    },
  });
  // Docusaurus's shape, by plugin name and instance id, for its plugins; sitegen's built-ins also by their own names.
  const allContent: Record<string, unknown> = Object.fromEntries(plugins.filter((plugin) => (pluginIds.get(plugin) ?? DEFAULT_PLUGIN_ID) === DEFAULT_PLUGIN_ID).map((plugin) => [plugin.name, contents[plugin.name]]));
  const contentOf = (plugin: Plugin) => contents[pluginContentKey(plugin.name, pluginIds.get(plugin))];
  for (const plugin of plugins) ((allContent[docusaurusPluginName(plugin.name)] ??= {}) as Record<string, unknown>)[pluginIds.get(plugin) ?? 'default'] = contentOf(plugin);
  for (const plugin of plugins) await plugin.contentLoaded?.({ content: contentOf(plugin), actions: actionsOf(plugin), allContent });
  for (const plugin of plugins) await plugin.allContentLoaded?.({ actions: actionsOf(plugin), allContent, routes: docusaurusRoutes(routes) });
  dataModules.finish();

  const uniqueRoutes = withoutDuplicateRoutes(routes, config.onDuplicateRoutes);
  const fileRoutes = new Map<string, string>();
  for (const route of uniqueRoutes) {
    const content = route.modules?.content;
    // A Markdown link to the file goes to the page's permalink, as Docusaurus's resolves it.
    if (content && /\.mdx?$/.test(content) && !fileRoutes.has(content)) fileRoutes.set(content, routePermalink(route));
  }
  // The content plugins' folders (else what they watch that is a folder), with the locale's copies: Markdown links are looked up there.
  const isDir = (dir: string | undefined): dir is string => dir !== undefined && fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true;
  const contentPaths = plugins
    .flatMap((p): ContentPaths[] => p.getContentPaths?.() ?? (p.getPathsToWatch?.() ?? []).map((contentPath) => ({ contentPath })))
    .map(({ contentPath, contentPathLocalized }) => ({ contentPath: path.resolve(siteDir, contentPath), ...(isDir(contentPathLocalized) ? { contentPathLocalized } : {}) }))
    .filter(({ contentPath }, i, all) => isDir(contentPath) && all.findIndex((other) => other.contentPath === contentPath) === i);
  const routesVersion = createHash('sha1').update(JSON.stringify([[...fileRoutes].sort(), contentPaths])).digest('hex').slice(0, 12);

  return {
    siteDir,
    config,
    configFile,
    context,
    plugins,
    contents,
    pluginIds,
    routes: uniqueRoutes,
    globalData,
    fileRoutes,
    contentPaths,
    routesVersion,
    clientModules: plugins.flatMap((p) => p.getClientModules?.() ?? []),
    themePaths: plugins.flatMap((p) => {
      const dir = p.getThemePath?.() ?? p.getTypeScriptThemePath?.();
      return dir ? [path.resolve(siteDir, dir)] : [];
    }),
    htmlTags: plugins.map((p) => p.injectHtmlTags?.() ?? {}),
    pathsToWatch: [configFile, ...plugins.flatMap((p) => p.getPathsToWatch?.() ?? [])],
    staticDirs: config.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
    i18n,
    codeTranslations,
    workDir: localeDir,
    dataHashes: dataModules.hashes,
  };
}

/**
 * Docusaurus's translatePluginContent: the plugin's translation files (getTranslationFiles), each
 * with the locale's messages over its own from `<i18n dir>/<path>.json`, given to
 * translateContent; translateThemeConfig's part of the theme config replaces the config's.
 */
async function translatePluginContent(plugin: Plugin, content: unknown, dir: string, context: LoadContext): Promise<unknown> {
  if (!plugin.getTranslationFiles) return content;
  const files = await plugin.getTranslationFiles({ content });
  const translationFiles = files.map((file) => {
    if (file.path.endsWith('.json')) throw new Error(`Plugin "${plugin.name}": translation file path "${file.path}" must not end with ".json" (it is added)`);
    const localized = readTranslationFile(path.join(dir, `${file.path}.json`));
    return localized ? { path: file.path, content: { ...file.content, ...localized } } : file;
  });
  const translated = plugin.translateContent?.({ content, translationFiles }) ?? content;
  const themeConfig = plugin.translateThemeConfig?.({ themeConfig: context.siteConfig.themeConfig, translationFiles });
  if (themeConfig) Object.assign(context.siteConfig.themeConfig, themeConfig);
  return translated;
}

/**
 * The routes with the first of each path only, the one Docusaurus's router shows; the others are
 * reported as Docusaurus's handleDuplicateRoutes does (server/routes.ts), by `onDuplicateRoutes`.
 */
export function withoutDuplicateRoutes(routes: RouteConfig[], policy: DuplicateRoutesPolicy, log: Pick<Console, 'log' | 'warn'> = console): RouteConfig[] {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  const kept = routes.filter((route) => {
    const first = seen.get(route.path);
    if (first !== undefined) duplicates.push(`- Attempting to create page at ${route.path} (${route.component}), but a page already exists at this route (${first}).`);
    else seen.set(route.path, route.component);
    return first === undefined;
  });
  if (duplicates.length === 0 || policy === 'ignore') return kept;
  const message = `Duplicate routes found!\n${duplicates.join('\n')}\nThis could lead to non-deterministic routing behavior.`;
  if (policy === 'throw') throw new Error(message);
  if (policy === 'warn') log.warn(`Warning: ${message}`);
  else log.log(message);
  return kept;
}

/**
 * A route's `props` (Docusaurus's addRoute option: values given to its component) as a JSON data
 * module named `__props`, which the client spreads into the component's props (see
 * ROUTE_PROPS_MODULE), as Docusaurus writes them (its `createData` of the route's props).
 */
function withPropsModule(route: RouteConfig & { props?: Record<string, unknown> }, writeData: (name: string, data: string) => string): RouteConfig {
  const { props, routes: children, ...rest } = route;
  const nested = children?.map((child) => withPropsModule(child, writeData));
  if (props === undefined) return nested ? { ...rest, routes: nested } : rest;
  const name = `props-${createHash('sha1').update(route.path).digest('hex').slice(0, 10)}.json`;
  return { ...rest, ...(nested ? { routes: nested } : {}), modules: { ...rest.modules, __props: writeData(name, JSON.stringify(props)) } };
}

/** The messages of the locale's code.json by id (Docusaurus's loadSiteCodeTranslations): none without one. */
function siteCodeTranslations(localizationDir: string): Record<string, string> {
  const file = readTranslationFile(path.join(localizationDir, 'code.json')) ?? {};
  return Object.fromEntries(Object.entries(file).map(([id, { message }]) => [id, message]));
}

/** The version in the site's package.json (Docusaurus's loadSiteVersion): undefined without one. */
function siteVersion(siteDir: string): string | undefined {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bundler a Docusaurus plugin is told of for compiles of its own (plugin-pwa's service
 * worker): Docusaurus's choice, Rspack only with `future.faster.rspackBundler` (its Rspack tooling
 * needs @docusaurus/faster), else webpack, from the site's packages first. Loaded when a plugin
 * asks. (Each bundler config's `configureWebpack` is told the bundler that builds it.)
 */
function docusaurusCurrentBundler(siteDir: string, rspackBundler: boolean): NonNullable<LoadContext['currentBundler']> {
  const name = rspackBundler ? 'rspack' : 'webpack';
  const request = rspackBundler ? '@rspack/core' : 'webpack';
  let instance: unknown;
  return {
    name,
    get instance() {
      if (instance === undefined) {
        const fromSite = createRequire(path.join(siteDir, 'package.json'));
        let resolved: string;
        try {
          resolved = fromSite.resolve(request);
        } catch {
          resolved = createRequire(import.meta.url).resolve(request);
        }
        const loaded = createRequire(import.meta.url)(resolved) as { rspack?: unknown; default?: unknown };
        instance = rspackBundler ? (loaded.rspack ?? loaded) : (loaded.default ?? loaded);
      }
      return instance;
    },
  };
}
