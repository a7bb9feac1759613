/**
 * The stats of a build's source files, taken once for the whole build (between beginSourceStats
 * and endSourceStats). A build asks about the same files at several stages: the diagrams to draw
 * and the docs' metadata (utils/file-facts.ts), whether the bundles and each of a batched build's
 * sixty parts read anything changed (bundle/reuse.ts, which share most of their inputs: the
 * theme, React), the render keys' hashes. Asked each on its own, a one-edit rebuild of a
 * 10,000-page site stat'ed every Markdown file four times over (1.5 s of system calls).
 *
 * Files below the folders the build writes into (its work folder, generated modules, caches, the
 * output) are stat'ed again each time: they change during the build. A source edited while the
 * build runs keeps its earlier stat in what the build records, so the next build finds it changed.
 * Outside a build (the dev server, tests calling a stage), every call is a stat.
 */
import fs from 'node:fs';
import path from 'node:path';

let current: { written: string[]; settled: string[]; stats: Map<string, fs.Stats | undefined> } | undefined;

/** `written`: the folders the build writes into. */
export function beginSourceStats(written: string[]): void {
  current = { written: written.map((dir) => dir + path.sep), settled: [], stats: new Map() };
}

/**
 * The files below `dir`, in a folder the build writes into, are written for the rest of the
 * build: stat'ed once from now on (the plugins' data modules, written while the site loads, which
 * every bundle part's check asks about: 11,000 files at 10,000 pages).
 */
export function settleSourceStats(dir: string): void {
  current?.settled.push(dir + path.sep);
}

export function endSourceStats(): void {
  current = undefined;
}

/** The file's stat (undefined when nothing is there), as it was when the build first asked. */
export function sourceStat(file: string): fs.Stats | undefined {
  if (!current || (current.written.some((dir) => file.startsWith(dir)) && !current.settled.some((dir) => file.startsWith(dir)))) return fs.statSync(file, { throwIfNoEntry: false });
  const { stats } = current;
  let stat = stats.get(file);
  if (stat === undefined && !stats.has(file)) stats.set(file, (stat = fs.statSync(file, { throwIfNoEntry: false })));
  return stat;
}
