import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { clearForWrite, journalOf, notePlaced, putAside } from './output-journal';

/** The names in a folder; none when it is missing or unreadable. */
export function listNames(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/** Lists files below `dir` (relative paths, POSIX separators) whose name matches `pattern`. */
export function listFiles(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(entry.name)) out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Copies files, several at a time on libuv's threads (a clone where the file system can): a
 * rebuild copies a thousand files from its caches, which one by one on the main thread takes a
 * good part of a second.
 */
export async function copyFiles(pairs: Array<[from: string, to: string]>): Promise<void> {
  for (const dir of new Set(pairs.map(([, to]) => path.dirname(to)))) fs.mkdirSync(dir, { recursive: true });
  // Into an output updated in place, what is there goes into its journal first (see output-journal.ts).
  for (const [, to] of pairs) clearForWrite(to);
  const queue = [...pairs];
  const lane = async () => {
    for (let pair = queue.pop(); pair; pair = queue.pop()) await fs.promises.copyFile(pair[0], pair[1], fs.constants.COPYFILE_FICLONE);
  };
  await Promise.all(Array.from({ length: 8 }, lane));
}

/**
 * Hard-links each file to its new path (a copy where a link cannot be made: another file system).
 * Only for files nothing writes to later: a write through one name changes them all.
 */
export function linkFiles(pairs: Array<[from: string, to: string]>, knownStat?: (from: string) => fs.Stats | undefined): void {
  for (const dir of new Set(pairs.map(([, to]) => path.dirname(to)))) fs.mkdirSync(dir, { recursive: true });
  for (const [from, to] of pairs) placeLink(from, to, knownStat?.(from));
}

/**
 * Puts a hard link to `entry` at `target` (`entryStat`: its stat, when known), replacing whatever is there, its folder made if need be
 * (a copy where a link cannot be made: another file system). What was at `target` goes first:
 * copying over it could write into `entry` itself, when it is a link to it. In an output updated
 * in place (see output-journal.ts) it goes into the journal, and a link to `entry` already there
 * is left as it is.
 *
 * Synchronous: a few system calls of microseconds each, which through the thread pool took a
 * round trip each (a render worker placing 10,000 kept pages waited on them in turn).
 */
export function placeLink(entry: string, target: string, entryStat?: fs.Stats): void {
  const link = () => fs.linkSync(entry, target);
  const journal = journalOf(target);
  if (journal) {
    notePlaced(target);
    // In place, most files are there already (a rebuild's): checked first.
    if (sameFile(entry, target, entryStat)) return;
  }
  try {
    return link();
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') {
      if (journal) putAside(journal, target);
      else fs.rmSync(target, { force: true });
    } else if (code === 'ENOENT') fs.mkdirSync(path.dirname(target), { recursive: true });
    else return fs.copyFileSync(entry, target); // another file system
  }
  try {
    link();
  } catch {
    fs.copyFileSync(entry, target);
  }
}

/** Whether two paths name the same file (links to one inode); false when either is missing. `statOfA`: a's stat, when known. */
function sameFile(a: string, b: string, statOfA?: fs.Stats): boolean {
  const statA = statOfA ?? fs.statSync(a, { throwIfNoEntry: false });
  const statB = statA && fs.lstatSync(b, { throwIfNoEntry: false });
  return statA !== undefined && statB !== undefined && statA.ino === statB.ino && statA.dev === statB.dev;
}

/**
 * Removes a folder without waiting for it: renamed aside at once (its path is free again), then
 * deleted by a detached process, since deleting a thousand files is a quarter second nobody needs
 * to wait for. Where there is no `rm`, deleted here.
 */
export function removeInBackground(dir: string): void {
  if (!fs.existsSync(dir)) return;
  const aside = `${dir}.old-${process.pid}-${Date.now()}-${(removals += 1)}`;
  fs.renameSync(dir, aside);
  const removeHere = () => fs.rmSync(aside, { recursive: true, force: true });
  try {
    const rm = spawn('rm', ['-rf', aside], { detached: true, stdio: 'ignore' });
    rm.on('error', removeHere);
    rm.unref();
  } catch {
    removeHere();
  }
}
let removals = 0;

/**
 * A file's identity for results kept between builds: device, inode, size and mtime. A file the
 * build left in place or linked from a cache keeps it; a written or changed one gets another.
 */
export function fileIdentity(stat: { dev: number; ino: number; size: number; mtimeMs: number }): string {
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
}

/** A JSON file's value, or undefined when it is missing or unreadable (a cache from another version, half written). */
export function readJsonFile<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Writes a file beside its place and renames it there: a process or thread reading it meanwhile
 * (another build, another render worker) finds the old file or the new one, never half of one.
 */
export function writeFileWhole(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}

/**
 * Writes a file, making its folder when the write finds none: checking for the folder before
 * every write costs a call each, for the hundreds of entries a cold build writes into a cache.
 */
export function writeFileMakingFolder(file: string, data: string | Buffer): void {
  try {
    fs.writeFileSync(file, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  }
}

/** writeFileMakingFolder through the thread pool. */
export async function writeFileMakingFolderAsync(file: string, data: string | Buffer): Promise<void> {
  try {
    await fs.promises.writeFile(file, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, data);
  }
}

/** Writes a file only when its content changed, so watchers do not rebuild for nothing. */
export function writeIfChanged(file: string, content: string): boolean {
  try {
    if (fs.readFileSync(file, 'utf8') === content) return false;
  } catch {
    // missing: write it
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

/** Is a path a partial (a `_`-prefixed file or folder), which is imported but never routed? */
export function isPartial(relativePath: string): boolean {
  return relativePath.split('/').some((segment) => segment.startsWith('_'));
}

/** A hash of the paths, sizes and modification times of every file under `paths` (cheap: no reads). */
export function filesFingerprint(paths: string[]): string {
  const hash = createHash('sha1');
  for (const root of paths) {
    const files = fs.existsSync(root) && fs.statSync(root).isFile() ? [root] : listFiles(root, /./).map((file) => path.join(root, file));
    for (const file of files.sort()) {
      const stat = fs.statSync(file);
      hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}
