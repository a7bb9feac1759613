import fs from 'node:fs';
import path from 'node:path';
import { importTypeScript } from '../esbuild/import-typescript';
import { workDir } from '../utils/paths';
import type { Warn } from './docusaurus';
import { resolveConfig, type ResolvedConfig } from './schema';
import { CONFIG_FILE_VARIABLE } from './config-file';

export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.ts', 'docusaurus.config.mts'];


/** Whether a config file is in sitegen's format (`site.config.*`); any other is read as Docusaurus's. */
function isSitegenConfigFile(file: string): boolean {
  return /^site\.config\.[cm]?[jt]s$/.test(path.basename(file));
}

/** The site's config file: the one `--config` names, else sitegen's own, else a Docusaurus site's. */
export function findConfigFile(siteDir: string): string {
  const named = process.env[CONFIG_FILE_VARIABLE];
  if (named) {
    if (!fs.existsSync(named)) throw new Error(`--config names ${named}, which does not exist`);
    return named;
  }
  for (const name of [...CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES]) {
    const file = path.join(siteDir, name);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`No site config in ${siteDir}: expected one of ${[...CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES].join(', ')}`);
}

/** A fresh copy of a site's TypeScript module (its config, its sidebars) and what it imports. */
export function importSiteModule(siteDir: string, file: string): Promise<Record<string, unknown>> {
  return importTypeScript(file, path.join(workDir(siteDir), 'config'));
}

/**
 * Loads a fresh copy of site.config.ts or docusaurus.config.js (so the dev server sees edits to
 * the config and to site-local plugins), then validates it.
 */
export async function loadConfig(siteDir: string, warn: Warn = (message) => console.warn(`Warning: ${message}`)): Promise<{ config: ResolvedConfig; file: string }> {
  const file = findConfigFile(siteDir);
  const shown = path.relative(process.cwd(), file) || file;
  if (!isSitegenConfigFile(file)) {
    // Imported here: the Docusaurus reader (with its schemas) is loaded only for such a site.
    const { loadDocusaurusConfig } = await import('./docusaurus');
    return { config: resolveConfig(await loadDocusaurusConfig(siteDir, file, warn), shown), file };
  }
  const mod = await importSiteModule(siteDir, file);
  return { config: resolveConfig(mod.default, shown), file };
}
