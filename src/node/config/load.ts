import fs from 'node:fs';
import path from 'node:path';
import { importTypeScript } from '../esbuild/import-typescript';
import { workDir } from '../utils/paths';
import { resolveConfig, type ResolvedConfig } from './schema';

export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export function findConfigFile(siteDir: string): string {
  for (const name of CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`No site config in ${siteDir}: expected one of ${CONFIG_FILES.join(', ')}`);
}

/** A fresh copy of a site's TypeScript module (its config, its sidebars) and what it imports. */
export function importSiteModule(siteDir: string, file: string): Promise<Record<string, unknown>> {
  return importTypeScript(file, path.join(workDir(siteDir), 'config'));
}

/**
 * Loads a fresh copy of site.config.ts (so the dev server sees edits to the config and to
 * site-local plugins), then validates it.
 */
export async function loadConfig(siteDir: string): Promise<{ config: ResolvedConfig; file: string }> {
  const file = findConfigFile(siteDir);
  const mod = await importSiteModule(siteDir, file);
  const config = resolveConfig(mod.default, path.relative(process.cwd(), file) || file);
  return { config, file };
}
