import fs from 'node:fs';
import path from 'node:path';
import { fileIdentity, readJsonFile, removeInBackground } from '../utils/fs';
import { cacheKey } from '../utils/build-cache';
import { openKeptPages, takeKeptPage } from './kept-pages';
import { compositionKey, pageAssets } from './page-assets';
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
 * A record as written: each page's links and ids as numbers into one table of strings. The same
 * sidebar and navbar links are on every page: a 10,000-page site's record was 40 MB of JSON, 95%
 * of it links and ids, read and written by every rebuild (14 MB now).
 */
interface StoredRecord {
  key: string;
  strings: string[];
  pages: Array<Omit<PageResult, 'links' | 'ids'> & { links: number[]; ids: number[] }>;
}

function storeRecord(record: RenderRecord): StoredRecord {
  const numbers = new Map<string, number>();
  const strings: string[] = [];
  const numberOf = (text: string) => {
    let n = numbers.get(text);
    if (n === undefined) {
      n = strings.push(text) - 1;
      numbers.set(text, n);
    }
    return n;
  };
  return { key: record.key, strings, pages: record.pages.map((page) => ({ ...page, links: page.links.map(numberOf), ids: page.ids.map(numberOf) })) };
}

function readRecord(file: string): RenderRecord | undefined {
  const stored = readJsonFile<StoredRecord>(file);
  if (!stored || !Array.isArray(stored.strings) || !Array.isArray(stored.pages)) return undefined;
  const { strings } = stored;
  return { key: stored.key, pages: stored.pages.map((page) => ({ ...page, links: page.links.map((n) => strings[n]!), ids: page.ids.map((n) => strings[n]!) })) };
}

/**
 * Pre-rendering is a pure function of the pre-render bundle (`serverFiles`: the render bundle and
 * the content modules), the route data the workers get and the paths: when all three are as in
 * the previous build (a build with nothing changed reuses its bundles, see bundle/reuse.ts), that
 * build's kept pages are linked into place instead of rendered again. The day is part of the key,
 * for pages that show a date.
 *
 * Otherwise, with render keys (the render bundle was just built, after an edit), each page whose
 * render key and composition (page-assets.ts) are the previous build's, and whose file in the
 * output is still that build's, is taken as it is, here: `render` gets the others.
 */
export async function renderOrReuse(dir: string, serverFiles: string[], input: WorkerInput, paths: string[], render: (paths: string[]) => Promise<PageResult[]>, log: (line: string) => void): Promise<PageResult[]> {
  // The bundle's files by identity (the bundler writes a changed one anew): reading a 10,000-page site's took a quarter second.
  const key = cacheKey(...[...serverFiles].sort().map((file) => `${file} ${fileIdentity(fs.statSync(file))}`), JSON.stringify({ ...input, outDir: undefined, outputJournal: undefined, renderKeys: undefined }), JSON.stringify(paths), new Date().toDateString());
  const recordFile = path.join(dir, 'record.json');
  // The key apart: the record of a 10,000-page site is 14 MB of JSON, read only when it is the one (or pages may be taken from it).
  const keyFile = path.join(dir, 'record.key');
  const sameKey = readTextFile(keyFile) === key;
  const record = sameKey || input.renderKeys ? readRecord(recordFile) : undefined;
  if (sameKey && record?.key === key) {
    const pageCache = openKeptPages(input.pageCacheDir);
    const kept = record.pages.map((page) => (page.pageKey ? takeKeptPage(pageCache, input.outDir, page.pageKey, path.join(input.outDir, page.file))?.page : undefined));
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
  const unchanged = record && input.renderKeys ? unchangedPages(record, input, input.renderKeys, paths) : new Map<string, PageResult>();
  if (unchanged.size > 0) log(`${unchanged.size} of the ${paths.length} pages unchanged since the last build.`);
  const rest = paths.filter((page) => !unchanged.has(page));
  // A page a worker composed anyway (one it rendered before the render began) is its.
  const pages = new Map(unchanged);
  for (const page of rest.length > 0 ? await render(rest) : []) pages.set(page.path, page);
  const results = [...pages.values()];
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify(storeRecord({ key, pages: results.map((page) => ({ ...page, file: path.relative(input.outDir, page.file), written: page.written?.map((file) => path.relative(input.outDir, file)) })) })));
  fs.writeFileSync(keyFile, key);
  return results;
}

/**
 * The previous build's pages that this build would compose the same, by path: same render key,
 * same composition key (their modules and chunks are the render's, which its key names), and
 * their file in the output folder (updated in place, see output-journal.ts) still the kept one
 * that build placed there (a plugin that rewrote it has changed its size or time).
 */
function unchangedPages(record: RenderRecord, input: WorkerInput, renderKeys: Record<string, string>, paths: string[]): Map<string, PageResult> {
  const wanted = new Set(paths);
  const styles = new Map<string, boolean>();
  const present = (file: string) => {
    let found = styles.get(file);
    if (found === undefined) styles.set(file, (found = fs.existsSync(file)));
    return found;
  };
  const unchanged = new Map<string, PageResult>();
  for (const page of record.pages) {
    const { reuse } = page;
    if (!reuse || !wanted.has(page.path) || renderKeys[page.path] !== reuse.renderKey) continue;
    if (compositionKey(input, page.path, pageAssets(input, reuse)) !== reuse.composedFrom) continue;
    const file = path.join(input.outDir, page.file);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat || stat.ino !== reuse.html.ino || stat.size !== reuse.html.size || stat.mtimeMs !== reuse.html.mtimeMs) continue;
    const written = page.written?.map((relative) => path.join(input.outDir, relative));
    if (written && !written.every(present)) continue;
    unchanged.set(page.path, { ...page, file, ...(written ? { written } : {}) });
  }
  return unchanged;
}
