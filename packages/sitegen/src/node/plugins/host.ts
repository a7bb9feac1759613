import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import blogPlugin from '../../../plugins/blog/index';
import docsPlugin from '../../../plugins/docs/index';
import pagesPlugin from '../../../plugins/pages/index';
import { applyTrailingSlash } from '../../shared/paths';
import type { GlobalData, RouteConfig, RouteWrapper } from '../../shared/types';
import { loadConfig } from '../config/load';
import type { DuplicateRoutesPolicy, ResolvedConfig } from '../config/schema';
import { writeIfChanged } from '../utils/fs';
import type { InjectedHtmlTags, LoadContext, Plugin, PluginActions, PluginFactory } from './types';

export interface LoadedSite {
  siteDir: string;
  config: ResolvedConfig;
  configFile: string;
  context: LoadContext;
  plugins: Plugin[];
  contents: Record<string, unknown>;
  routes: RouteConfig[];
  globalData: GlobalData;
  /** Source file (MDX) → route, for link rewriting. */
  fileRoutes: Map<string, string>;
  /** The content plugins' folders (docs, blog, pages), where links to Markdown files are looked up. */
  contentDirs: string[];
  routesVersion: string;
  clientModules: string[];
  /** Plugins' theme folders (getThemePath), in plugin order. */
  themePaths: string[];
  htmlTags: InjectedHtmlTags[];
  pathsToWatch: string[];
  /** The config's `staticDirectories`, absolute, in order (the earlier wins a name clash). */
  staticDirs: string[];
}

export interface LoadOptions {
  dev: boolean;
  outDir?: string;
}

import { workDir } from '../utils/paths';

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

/** Loads the config, runs every plugin's loadContent and contentLoaded, and collects routes. */
export async function loadSite(siteDir: string, options: LoadOptions): Promise<LoadedSite> {
  const { config, file: configFile } = await loadConfig(siteDir);
  const generatedDir = path.join(workDir(siteDir), 'generated');
  fs.mkdirSync(generatedDir, { recursive: true });
  const context: LoadContext = {
    siteDir,
    outDir: options.outDir ?? path.join(siteDir, 'build'),
    generatedDir,
    generatedFilesDir: generatedDir,
    i18n: { ...config.i18n, currentLocale: config.i18n.defaultLocale, localeConfigs: {} },
    cacheDir: path.join(workDir(siteDir), 'cache'),
    siteConfig: config,
    siteConfigPath: configFile,
    baseUrl: config.baseUrl,
    dev: options.dev,
  };
  const factories: Array<[PluginFactory, Record<string, unknown>]> = [
    [docsPlugin, {}],
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
  const names = new Set<string>();
  for (const plugin of plugins) {
    if (!plugin || typeof plugin.name !== 'string') throw new Error(`A plugin in ${path.basename(configFile)} returned no object with a string \`name\``);
    if (names.has(plugin.name)) throw new Error(`Two plugins are named "${plugin.name}"; plugin names must be unique`);
    names.add(plugin.name);
  }

  const loaded = await Promise.all(plugins.map(async (plugin) => [plugin.name, await plugin.loadContent?.()] as const));
  const contents = Object.fromEntries(loaded);
  const routes: RouteConfig[] = [];
  const globalData: GlobalData = {};
  const dataFiles = new Set<string>();
  const actionsOf = (plugin: Plugin): PluginActions => ({
    addRoute(route) {
      const added = { name: plugin.name, id: pluginIds.get(plugin) ?? 'default' };
      // Stored by key (no trailing slash, see normalizePath): `trailingSlash` shapes URLs and files, not routes.
      for (const leaf of flattenRoutes(route)) routes.push({ exact: true, ...leaf, path: applyTrailingSlash(leaf.path, { trailingSlash: false, baseUrl: config.baseUrl }), plugin: added });
    },
    async createData(name, data) {
      const file = path.join(generatedDir, 'data', plugin.name, name);
      dataFiles.add(file);
      writeIfChanged(file, data);
      return file;
    },
    setGlobalData(data) {
      globalData[plugin.name] = data as Record<string, unknown>;
    },
  });
  for (const plugin of plugins) await plugin.contentLoaded?.({ content: contents[plugin.name], actions: actionsOf(plugin), allContent: contents });
  for (const plugin of plugins) await plugin.allContentLoaded?.({ actions: actionsOf(plugin), allContent: contents, routes });
  removeStaleData(path.join(generatedDir, 'data'), dataFiles);

  const uniqueRoutes = withoutDuplicateRoutes(routes, config.onDuplicateRoutes);
  const fileRoutes = new Map<string, string>();
  for (const route of uniqueRoutes) {
    const content = route.modules?.content;
    if (content && /\.mdx?$/.test(content) && !fileRoutes.has(content)) fileRoutes.set(content, route.path);
  }
  // The content plugins' folders (what they watch that is a folder): Markdown links are looked up there.
  const contentDirs = [...new Set(plugins.flatMap((p) => p.getPathsToWatch?.() ?? []).map((dir) => path.resolve(siteDir, dir)).filter((dir) => fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()))];
  const routesVersion = createHash('sha1').update(JSON.stringify([[...fileRoutes].sort(), contentDirs])).digest('hex').slice(0, 12);

  return {
    siteDir,
    config,
    configFile,
    context,
    plugins,
    contents,
    routes: uniqueRoutes,
    globalData,
    fileRoutes,
    contentDirs,
    routesVersion,
    clientModules: plugins.flatMap((p) => p.getClientModules?.() ?? []),
    themePaths: plugins.flatMap((p) => {
      const dir = p.getThemePath?.() ?? p.getTypeScriptThemePath?.();
      return dir ? [path.resolve(siteDir, dir)] : [];
    }),
    htmlTags: plugins.map((p) => p.injectHtmlTags?.() ?? {}),
    pathsToWatch: [configFile, ...plugins.flatMap((p) => p.getPathsToWatch?.() ?? [])],
    staticDirs: config.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
  };
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

function removeStaleData(dir: string, keep: Set<string>): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!keep.has(file)) fs.rmSync(file);
  }
}
