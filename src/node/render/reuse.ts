import fs from 'node:fs';
import path from 'node:path';
import { copyFiles, removeInBackground } from '../utils/fs';
import { cacheKey } from '../utils/build-cache';
import type { PageResult, WorkerInput } from './worker';

interface RenderRecord {
  key: string;
  /** The pages, their files relative to the output folder. */
  pages: PageResult[];
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
  const record = readRecord(recordFile);
  if (record?.key === key && record.pages.every((page) => fs.existsSync(path.join(pagesDir, page.file)))) {
    log('Pages unchanged since the last build: reusing them.');
    await copyFiles([...record.pages.map((page) => page.file), ...writtenFiles(record.pages)].map((file) => [path.join(pagesDir, file), path.join(input.outDir, file)]));
    return record.pages.map((page) => ({ ...page, file: path.join(input.outDir, page.file), written: page.written?.map((file) => path.join(input.outDir, file)) }));
  }
  const pages = await render();
  // The record goes last: a build stopped half way leaves no record pointing at missing copies.
  removeInBackground(dir);
  const relative = pages.map((page) => ({ ...page, file: path.relative(input.outDir, page.file), written: page.written?.map((file) => path.relative(input.outDir, file)) }));
  await copyFiles([...relative.map((page) => page.file), ...writtenFiles(relative)].map((file) => [path.join(input.outDir, file), path.join(pagesDir, file)]));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify({ key, pages: relative } satisfies RenderRecord));
  return pages;
}

/** Files the render wrote besides the pages (combined stylesheets), each once. */
function writtenFiles(pages: PageResult[]): string[] {
  return [...new Set(pages.flatMap((page) => page.written ?? []))];
}

function readRecord(file: string): RenderRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RenderRecord;
  } catch {
    return undefined;
  }
}
