/**
 * Composed pages kept from one build to the next, by page key: the page's HTML file and what the
 * build learnt about it (links, ids, analysis, its combined stylesheet). The output's page is a
 * hard link to the kept file, so each page is written once; creating a file costs this machine
 * far more than linking one. What was learnt is kept in packs (packed-cache.ts), not a file a page.
 *
 * A plugin that rewrites a built page in place writes through that link: the kept file's size and
 * mtime are recorded when it is written, and a kept page whose file no longer has them is not
 * taken (the page is composed and kept again, in a new file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openBuildCache, type BuildCache } from '../utils/build-cache';
import { placeLink, writeFileWhole } from '../utils/fs';
import { compactPacks, openPackedCache, type PackedCache } from '../utils/packed-cache';
import type { PageResult } from './worker';

interface KeptPage {
  page: Omit<PageResult, 'file' | 'written'>;
  /** The page's combined stylesheet, relative to the output folder (kept once, by its name: see cssEntry). */
  written?: string[];
  /** The kept HTML file as written. */
  html: { size: number; mtimeMs: number };
}

/** Where the pages are kept: their HTML files, and what was learnt about them. */
export interface KeptPages {
  html: BuildCache;
  meta: PackedCache;
}

const htmlEntry = (pageKey: string) => `${pageKey}.html`;
/**
 * A combined stylesheet is kept once beside the pages, under its file name (named by its content,
 * see page-styles.ts), not with each page that links it: a site's pages share a few dozen of them,
 * and a copy per page came to 90 KB a page (a gigabyte held in memory for 10,000 pages).
 */
const cssEntry = (file: string) => `css-${path.basename(file)}`;
/** What was learnt about the pages goes beside their folder. */
const metaDirOf = (pageCacheDir: string) => `${pageCacheDir}-meta`;

/** `keepOpen`: the packs of what was learnt stay open until closed (see openPackedCache). */
export function openKeptPages(pageCacheDir: string, { keepOpen = false } = {}): KeptPages {
  return { html: openBuildCache(pageCacheDir), meta: openPackedCache(metaDirOf(pageCacheDir), { keepOpen }) };
}

/** A kept page's HTML file as written: the page in the output is a link to it (the same inode). */
export interface KeptHtml {
  ino: number;
  size: number;
  mtimeMs: number;
}

/** Keeps a page just composed, and puts it at `page.file` (a link to the kept copy); returns the kept file's stat. */
export function keepPage(cache: KeptPages, outDir: string, pageKey: string, html: string, page: PageResult): KeptHtml {
  const { file, written, reuse: _, ...rest } = page;
  const entry = cache.html.entryFile(htmlEntry(pageKey));
  // A new file: the old one may still be linked from the output being replaced.
  fs.rmSync(entry, { force: true });
  cache.html.write(htmlEntry(pageKey), html);
  const { ino, size, mtimeMs } = fs.statSync(entry);
  // Render workers may keep the same sheet at once: each writes its own file, then renames it.
  for (const f of written ?? []) if (!fs.existsSync(cache.html.entryFile(cssEntry(f)))) writeFileWhole(cache.html.entryFile(cssEntry(f)), fs.readFileSync(f));
  const kept: KeptPage = { page: rest, html: { size, mtimeMs }, ...(written ? { written: written.map((f) => path.relative(outDir, f)) } : {}) };
  cache.meta.write(pageKey, JSON.stringify(kept));
  placeLink(entry, file);
  return { ino, size, mtimeMs };
}

/** Puts the kept page at `file` and returns what is known of it, with its kept file's stat; undefined when there is none, or its file changed. */
export function takeKeptPage(cache: KeptPages, outDir: string, pageKey: string, file: string): { page: PageResult; html: KeptHtml } | undefined {
  const json = cache.meta.readText(pageKey);
  if (json === undefined) return undefined;
  const kept = JSON.parse(json) as KeptPage;
  const entry = cache.html.entryFile(htmlEntry(pageKey));
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat || stat.size !== kept.html.size || stat.mtimeMs !== kept.html.mtimeMs) return undefined;
  // A record of an older version of this file (the CSS written into it) is composed again.
  if (kept.written?.some((f) => typeof f !== 'string')) return undefined;
  const css = kept.written?.map((relative) => ({ target: path.join(outDir, relative), source: cache.html.entryFile(cssEntry(relative)) }));
  if (css?.some(({ target, source }) => !fs.existsSync(target) && !fs.existsSync(source))) return undefined;
  placeLink(entry, file);
  const written = css?.map(({ target, source }) => {
    if (!fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
    }
    return target;
  });
  return { page: { ...kept.page, file, ...(written ? { written } : {}), pageKey }, html: { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs } };
}

/** Drops the kept pages other than those of `pages` (the pages a build produced). */
export function pruneKeptPages(pageCacheDir: string, pages: PageResult[]): void {
  const keys = pages.flatMap(({ pageKey }) => (pageKey ? [pageKey] : []));
  const html = openBuildCache(pageCacheDir);
  for (const key of keys) html.keep(htmlEntry(key));
  for (const { written } of pages) for (const f of written ?? []) html.keep(cssEntry(f));
  html.prune();
  compactPacks(metaDirOf(pageCacheDir), keys);
}
