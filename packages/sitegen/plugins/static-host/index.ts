/**
 * static-host: what a static host needs besides the pages. `_headers` (a Content-Security-Policy
 * built from what the pages use, with each inline script allowed by its hash; nosniff; referrer
 * policy; immutable caching for content-hashed assets; no-cache for HTML; CORS where asked) and
 * pre-compressed `.br` / `.gz` copies of text files, which `sitegen serve` sends.
 *
 * Its afterPostBuild reads and compresses what the other plugins wrote; register it last, so that
 * it also comes after any other afterPostBuild.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PostBuildProps } from '../../src/node/plugins/types';
import { formatHeadersFile } from '../../src/node/static-host/headers-file';
import { fileIdentity, readJsonFile, writeFileMakingFolderAsync } from '../../src/node/utils/fs';
import { startPrecompressionThread, walkFiles, type Precompression } from './compress';
import { BASE_CSP, embeddedOrigins, formatCsp, inlineScripts, scriptHash, type CspDirectives } from './csp';
import { headersRules } from './headers';

export interface StaticHostPluginOptions {
  /** Extra CSP sources by directive, for what runs outside the pre-rendered HTML (analytics, search APIs). */
  csp?: CspDirectives;
  /** Paths other sites may fetch (`Access-Control-Allow-Origin: *`). */
  corsPaths?: string[];
  /** Write `.br` and `.gz` copies. Default: true. */
  compress?: boolean;
}

/** What one page adds to the policy: the hashes of its inline scripts and the origins it embeds. */
export interface PageCspSources {
  scripts: string[];
  img: string[];
  frame: string[];
}

export function pageCspSources(html: string): PageCspSources {
  return { scripts: inlineScripts(html).map(scriptHash), ...embeddedOrigins(html) };
}

/** The policy for a build: base sources, hashes of every inline script, embedded origins, options. */
export function buildCsp(pages: Array<string | PageCspSources>, extra: CspDirectives = {}, usesWasm = false): string {
  const hashes = new Set<string>();
  const img = new Set<string>();
  const frame = new Set<string>();
  for (const page of pages) {
    const sources = typeof page === 'string' ? pageCspSources(page) : page;
    sources.scripts.forEach((h) => hashes.add(h));
    sources.img.forEach((o) => img.add(o));
    sources.frame.forEach((o) => frame.add(o));
  }
  const found: CspDirectives = {
    'script-src': [...[...hashes].sort(), ...(usesWasm ? ["'wasm-unsafe-eval'"] : [])],
    'img-src': [...img].sort(),
    ...(frame.size > 0 ? { 'frame-src': [...frame].sort() } : {}),
  };
  return formatCsp(BASE_CSP, found, extra);
}

/**
 * Each page's CSP sources, kept by file identity for the next build: a page the build left in
 * place or linked from its cache (all but the edited ones, after an edit) is not read again.
 */
async function pagesCspSources(files: string[], keptFile: string): Promise<PageCspSources[]> {
  const kept = new Map(readJsonFile<Array<[string, PageCspSources]>>(keptFile) ?? []);
  const used = new Map<string, PageCspSources>();
  const sources = await Promise.all(
    files.map(async (file) => {
      const stat = await fs.stat(file);
      const identity = fileIdentity(stat);
      const page = kept.get(identity) ?? pageCspSources(await fs.readFile(file, 'utf8'));
      used.set(identity, page);
      return page;
    }),
  );
  await writeFileMakingFolderAsync(keptFile, JSON.stringify([...used]));
  return sources;
}

export default function staticHostPlugin(context: LoadContext, options: StaticHostPluginOptions = {}): Plugin {
  let compression: Precompression | undefined;
  return {
    name: 'static-host',
    contentLoaded() {
      // Started now, so that it is ready when the pages are written.
      if (!context.dev && options.compress !== false) compression ??= startPrecompressionThread(path.join(context.cacheDir, 'precompressed'));
    },
    // The bundles, pages and static files are final: compress them on a thread of their own while
    // the other plugins' postBuild hooks keep the main thread (nothing awaited before that starts).
    postBuild({ outDir }: PostBuildProps) {
      compression?.add(walkFiles(outDir));
    },
    // Then what those hooks wrote (and anything they changed), and the headers for all of it.
    async afterPostBuild({ outDir }: PostBuildProps) {
      const files = walkFiles(outDir);
      compression?.add(files);
      const relative = files.map((f) => path.relative(outDir, f).split(path.sep).join('/'));
      const pages = await pagesCspSources(files.filter((f) => f.endsWith('.html')), path.join(context.cacheDir, 'static-host-csp.json'));
      const csp = buildCsp(pages, options.csp, relative.some((f) => f.endsWith('.wasm')));
      const rules = headersRules({ files: relative, baseUrl: context.baseUrl, csp, corsPaths: options.corsPaths ?? [] });
      await fs.writeFile(path.join(outDir, '_headers'), formatHeadersFile(rules));
      await compression?.done();
      compression = undefined;
    },
  };
}
