import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPackedCache } from '../../src/node/utils/packed-cache';
import { routeToHtmlFile } from '../../src/node/utils/paths';
import type { TrailingSlashOptions } from '../../src/shared/paths';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

/**
 * A throwaway copy of a fixture site. It lives inside the repo (not /tmp) so the pre-render
 * bundle resolves react and friends from the repo's node_modules.
 */
export function copyFixture(name: string): { siteDir: string; outDir: string; cleanup: () => void } {
  const siteDir = fs.mkdtempSync(path.join(FIXTURES, `.tmp-${name}-`));
  fs.cpSync(path.join(FIXTURES, name), siteDir, { recursive: true, filter: (src) => !/[/\\](\.sitegen|build)$/.test(src) });
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-out-`));
  return {
    siteDir,
    outDir,
    cleanup: () => {
      // Retried: a build that failed may still be finishing a write in the copy (ENOTEMPTY).
      fs.rmSync(siteDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      fs.rmSync(outDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** Switches a fixture copy's `site.config.ts` to the webpack bundler (Rspack is the default). */
export function useWebpack(siteDir: string): void {
  const file = path.join(siteDir, 'site.config.ts');
  const config = fs.readFileSync(file, 'utf8');
  if (!config.includes('defineConfig({')) throw new Error(`${file} has no defineConfig({ … })`);
  fs.writeFileSync(file, config.replace('defineConfig({', "defineConfig({\n  bundler: 'webpack',"));
}

export function read(outDir: string, file: string): string {
  return fs.readFileSync(path.join(outDir, file), 'utf8');
}

/**
 * The HTML file a build wrote for a route: with sitegen's default layout (trailingSlash false)
 * `/` → index.html, `/docs/a` → docs/a.html; a Docusaurus site's `layout` gives its own.
 */
export function readPage(outDir: string, route: string, layout?: TrailingSlashOptions): string {
  return read(outDir, routeToHtmlFile(route, layout));
}

/** All the CSS a pre-rendered page has: its linked stylesheets' and its inlined styles (base URL `/`). */
export function pageCss(outDir: string, html: string): string {
  const linked = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => read(outDir, m[1] ?? ''));
  const inlined = [...html.matchAll(/<style data-href="[^"]*">([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return [...linked, ...inlined].join('\n');
}

/** The script files a pre-rendered page lists for its loader, in order (main first). */
export function listedScripts(html: string): string[] {
  const json = /<script id="__sitegen_scripts" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as string[]) : [];
}

/**
 * The script files of a pre-rendered page's deferred content (named in its inline route data,
 * loaded after hydration), as site paths like listedScripts gives (base URL `/`).
 */
export function contentScripts(html: string): string[] {
  const json = /<script id="__sitegen_route" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  const data = JSON.parse(json) as { files?: { javascript?: Record<string, string> } };
  return Object.values(data.files?.javascript ?? {}).map((file) => `/${file}`);
}

/** The minified scripts a build kept (see MinifiedAssetCache), by key. */
export function keptMinifiedScripts(cacheDir: string): Map<string, string> {
  const cache = openPackedCache(cacheDir);
  return new Map(cache.keys().map((key) => [key, cache.readText(key) ?? '']));
}

/** Puts other code in place of each kept minified script, as the only pack. */
export function replaceKeptMinifiedScripts(cacheDir: string, kept: Map<string, string>, replace: (code: string) => string): void {
  fs.rmSync(cacheDir, { recursive: true, force: true });
  const cache = openPackedCache(cacheDir);
  for (const [key, code] of kept) cache.write(key, replace(code));
  cache.save();
}
