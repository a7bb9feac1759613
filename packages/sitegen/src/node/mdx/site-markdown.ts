/**
 * What the main thread tells the MDX compile thread of a site's Markdown code (see
 * ThreadSiteMarkdown): whether its config gives any, the content plugins' folders, and the version
 * compiled outputs are kept by.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema';
import type { LoadedSite } from '../plugins/host';
import { readJsonFile } from '../utils/fs';
import type { ThreadSiteMarkdown } from './compile-thread-messages';
import { CONTENT_PLUGINS, MARKDOWN_PLUGIN_KEYS, type ContentInstance, type ContentPluginName } from './site-plugins';

/** Whether the config gives Markdown code: a content plugin's own plugins, a `markdown` function, or remark-rehype options. */
export function hasSiteMarkdownCode(config: Partial<Pick<ResolvedConfig, 'markdown' | 'markdownPlugins'>>): boolean {
  const { preprocessor, parseFrontMatter, remarkRehypeOptions, hooks } = config.markdown ?? {};
  if (preprocessor !== undefined || parseFrontMatter !== undefined || remarkRehypeOptions !== undefined) return true;
  if (typeof hooks?.onBrokenMarkdownImages === 'function') return true;
  return Object.values(config.markdownPlugins ?? {}).some((lists) => MARKDOWN_PLUGIN_KEYS.some((key) => (lists[key]?.length ?? 0) > 0));
}

/** The site's Markdown code as the compile thread is told of it; undefined for a site without any (the thread loads nothing more). */
export function threadSiteMarkdown(site: Pick<LoadedSite, 'config' | 'configFile' | 'plugins' | 'siteDir'> & Partial<Pick<LoadedSite, 'pluginIds'>>): ThreadSiteMarkdown | undefined {
  if (!hasSiteMarkdownCode(site.config)) return undefined;
  return { version: siteMarkdownVersion(site.configFile), instances: contentInstances(site) };
}

/** The content plugins' instances (sitegen's docs, blog and pages, with their ids) and their folders. */
export function contentInstances(site: Pick<LoadedSite, 'plugins' | 'siteDir'> & Partial<Pick<LoadedSite, 'pluginIds'>>): ContentInstance[] {
  return site.plugins.flatMap((plugin) => {
    if (!(CONTENT_PLUGINS as readonly string[]).includes(plugin.name)) return [];
    const dirs = (plugin.getPathsToWatch?.() ?? []).map((dir) => path.resolve(site.siteDir, dir)).filter((dir) => fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory());
    return [{ name: plugin.name as ContentPluginName, id: site.pluginIds?.get(plugin) ?? 'default', dirs }];
  });
}

/**
 * The site's Markdown code as a version: the config file's text, and each module it imports by
 * name (a package's installed version, a local file's text). Which module a plugin function came
 * from is not known, so every import counts: one that changes costs a recompile, no more. A local
 * plugin's own imports are not followed.
 */
export function siteMarkdownVersion(configFile: string): string {
  const text = fs.readFileSync(configFile, 'utf8');
  const hash = createHash('sha1').update(text);
  for (const specifier of importedModules(text)) hash.update(`\0${specifier}\0${moduleVersion(specifier, configFile)}`);
  return hash.digest('hex').slice(0, 12);
}

/** The modules a script imports or requires by a string literal, in order. */
export function importedModules(text: string): string[] {
  const found = new Set<string>();
  const forms = /\b(?:require|import)\s*\(\s*(['"`])([^'"`]+)\1\s*\)|\b(?:import|export)\s+(?:[^'"`;]*?\sfrom\s*)?(['"])([^'"]+)\3/g;
  for (const match of text.matchAll(forms)) found.add(match[2] ?? match[4] ?? '');
  found.delete('');
  return [...found];
}

/** A package's installed version, or a local module's text hash, as found from `fromFile`; '' for a Node builtin or what is not found. */
function moduleVersion(specifier: string, fromFile: string): string {
  if (isBuiltin(specifier)) return '';
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const file = resolveLocal(specifier, fromFile);
    return file ? createHash('sha1').update(fs.readFileSync(file)).digest('hex') : '';
  }
  const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  // Looked up as Node looks packages up, without their `exports` (which may hide package.json).
  for (let dir = path.dirname(fromFile); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(manifest)) return readJsonFile<{ version?: string }>(manifest)?.version ?? '';
    if (path.dirname(dir) === dir) return '';
  }
}

/** A local module's file: as Node resolves it, else with a TypeScript extension (a TypeScript config's imports). */
function resolveLocal(specifier: string, fromFile: string): string | undefined {
  const require = createRequire(fromFile);
  for (const candidate of [specifier, ...['.ts', '.tsx', '.mts', '/index.ts'].map((ext) => specifier + ext)]) {
    try {
      return require.resolve(candidate);
    } catch {
      // the next form
    }
  }
  return undefined;
}
