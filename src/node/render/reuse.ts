import fs from 'node:fs';
import path from 'node:path';
import { copyFiles, linkFiles, readJsonFile, removeInBackground } from '../utils/fs';
import { snapshotInputs, snapshotUnchanged, type InputSnapshot } from '../bundle/reuse';
import { cacheKey } from '../utils/build-cache';
import type { PageResult, WorkerInput } from './worker';

interface RenderRecord {
  key: string;
  /** The pages, their files relative to the output folder. */
  pages: PageResult[];
  /** The kept copies as saved: a build that wrote into one through its hard link changed them. */
  keptCopies?: InputSnapshot;
}

/**
 * Pre-rendering is a pure function of the render bundle, the route data the workers get and the
 * paths: when all three are as in the previous build (a build with nothing changed reuses its
 * bundles, see bundle/reuse.ts), that build's pages are copied instead of rendered again. The
 * day is part of the key, for pages that show a date.
 */
export async function renderOrReuse(dir: string, workerFile: string, input: WorkerInput, paths: string[], render: () => Promise<PageResult[]>, log: (line: string) => void): Promise<PageResult[]> {
  const key = cacheKey(fs.readFileSync(workerFile), JSON.stringify({ ...input, outDir: undefined }), JSON.stringify(paths), new Date().toDateString());
  const recordFile = path.join(dir, 'record.json');
  const pagesDir = path.join(dir, 'pages');
  const record = readJsonFile<RenderRecord>(recordFile);
  const keptFiles = (pages: PageResult[]) => [...pages.map((page) => page.file), ...writtenFiles(pages)];
  if (record?.key === key && record.keptCopies && Object.keys(record.keptCopies.files).length === keptFiles(record.pages).length && snapshotUnchanged(record.keptCopies)) {
    log('Pages unchanged since the last build: reusing them.');
    // Hard links, as for the bundles (bundle/reuse.ts): a plugin that rewrites a page in place
    // changes the kept copy's mtime, and the next build renders again.
    await linkFiles(keptFiles(record.pages).map((file) => [path.join(pagesDir, file), path.join(input.outDir, file)]));
    return record.pages.map((page) => ({ ...page, file: path.join(input.outDir, page.file), written: page.written?.map((file) => path.join(input.outDir, file)) }));
  }
  const pages = await render();
  // The record goes last: a build stopped half way leaves no record pointing at missing copies.
  removeInBackground(dir);
  const relative = pages.map((page) => ({ ...page, file: path.relative(input.outDir, page.file), written: page.written?.map((file) => path.relative(input.outDir, file)) }));
  await copyFiles(keptFiles(relative).map((file) => [path.join(input.outDir, file), path.join(pagesDir, file)]));
  fs.mkdirSync(dir, { recursive: true });
  const keptCopies = snapshotInputs({ files: keptFiles(relative).map((file) => path.join(pagesDir, file)), missing: [] });
  fs.writeFileSync(recordFile, JSON.stringify({ key, pages: relative, keptCopies } satisfies RenderRecord));
  return pages;
}

/** Files the render wrote besides the pages (combined stylesheets), each once. */
function writtenFiles(pages: PageResult[]): string[] {
  return [...new Set(pages.flatMap((page) => page.written ?? []))];
}
