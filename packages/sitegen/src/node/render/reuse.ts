import fs from 'node:fs';
import path from 'node:path';
import { fileIdentity, readJsonFile, removeInBackground } from '../utils/fs';
import { cacheKey } from '../utils/build-cache';
import { openKeptPages, takeKeptPage } from './kept-pages';
import type { PageResult, WorkerInput } from './worker';

function readTextFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

interface RenderRecord {
  key: string;
  /** The pages, their files relative to the output folder; each kept by its page key (see kept-pages.ts). */
  pages: PageResult[];
}

/**
 * Pre-rendering is a pure function of the pre-render bundle (`serverFiles`: the render bundle and
 * the content modules), the route data the workers get and the paths: when all three are as in
 * the previous build (a build with nothing changed reuses its bundles, see bundle/reuse.ts), that
 * build's kept pages are linked into place instead of rendered again. The day is part of the key,
 * for pages that show a date.
 */
export async function renderOrReuse(dir: string, serverFiles: string[], input: WorkerInput, paths: string[], render: () => Promise<PageResult[]>, log: (line: string) => void): Promise<PageResult[]> {
  // The bundle's files by identity (the bundler writes a changed one anew): reading a 10,000-page site's took a quarter second.
  const key = cacheKey(...[...serverFiles].sort().map((file) => `${file} ${fileIdentity(fs.statSync(file))}`), JSON.stringify({ ...input, outDir: undefined, outputJournal: undefined }), JSON.stringify(paths), new Date().toDateString());
  const recordFile = path.join(dir, 'record.json');
  // The key apart: the record of a 10,000-page site is 36 MB of JSON, read only when it is the one.
  const keyFile = path.join(dir, 'record.key');
  const record = readTextFile(keyFile) === key ? readJsonFile<RenderRecord>(recordFile) : undefined;
  if (record?.key === key) {
    const pageCache = openKeptPages(input.pageCacheDir);
    const kept = record.pages.map((page) => (page.pageKey ? takeKeptPage(pageCache, input.outDir, page.pageKey, path.join(input.outDir, page.file)) : undefined));
    // A plugin that rewrote a page in place (through its link) changed its kept copy: render them all again.
    if (kept.every((page) => page !== undefined)) {
      log('Pages unchanged since the last build: reusing them.');
      return kept as PageResult[];
    }
  }
  // The record goes last: a build stopped half way leaves no record pointing at pages it did not keep.
  fs.rmSync(keyFile, { force: true });
  fs.rmSync(recordFile, { force: true });
  // Where builds before kept copies of every page.
  if (fs.existsSync(path.join(dir, 'pages'))) removeInBackground(path.join(dir, 'pages'));
  const pages = await render();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify({ key, pages: pages.map((page) => ({ ...page, file: path.relative(input.outDir, page.file), written: page.written?.map((file) => path.relative(input.outDir, file)) })) } satisfies RenderRecord));
  fs.writeFileSync(keyFile, key);
  return pages;
}
