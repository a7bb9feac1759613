/**
 * A build updates the previous output in place (see commands/output-dir.ts) and keeps a journal
 * of it, beside the folder: the previous output's list of files, and each previous file the build
 * replaced or dropped, moved into the journal. A failed build is undone from it: the files it
 * added go, the moved ones come back.
 *
 * Making a folder or a file costs this machine's file system far more than linking or renaming
 * one (0.2-0.3 ms a folder, after a build's worth of them was deleted): a site of 10,000 pages
 * has 10,000 page folders, which an output made anew each build made again and deleted again.
 *
 * The functions that place files into the output (fs.ts's placeLink, linkFiles, copyFiles, and
 * putInPlace here) find the journal of the folder they write into, in any thread (a render worker
 * is given its build's journal, see useJournal): what they replace is moved into it first.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

export interface OutputJournal {
  /** The output folder, updated in place. */
  root: string;
  /** The journal's folder. */
  dir: string;
}

/** The journal's record of the previous output. */
interface Listing {
  /** Its files and folders, relative to the output folder. */
  files: string[];
  dirs: string[];
  /**
   * Files written since (their mtime at this or later) were written by the build. Not their
   * ctime: a hard link's is its file's, which changes whenever any link to it is made or removed
   * (a bundle's kept copy, removed from the store, would pass for written).
   */
  since: number;
}

const LISTING = 'listing.json';
const movesLog = () => `moves-${process.pid}-${threadId}.log`;

/**
 * The journals of the output folders being written in this thread, and the files placed into them
 * by this thread's placeLink or linkFiles (those left as they were, already the right file, too).
 * Kept on the thread's global object: a plugin loaded from its sources (llms-txt, static-host) has
 * its own copy of this module, and places files into the same output.
 */
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for('sitegen.output-journals')] ??= { journals: [], placed: new Set(), logs: new Map(), moved: 0 }) as {
  journals: OutputJournal[];
  placed: Set<string>;
  /** This thread's log of moves, by journal folder: open while the journal is in use (a full rebuild moves every page). */
  logs: Map<string, number>;
  /** Files moved so far (names the journal's entries). */
  moved: number;
};
const { journals, placed, logs } = state;

export function useJournal(journal: OutputJournal): void {
  if (!journals.some((j) => j.dir === journal.dir)) journals.push(journal);
}

export function dropJournal(journal: OutputJournal): void {
  const index = journals.findIndex((j) => j.dir === journal.dir);
  if (index >= 0) journals.splice(index, 1);
  const log = logs.get(journal.dir);
  if (log !== undefined) fs.closeSync(log);
  logs.delete(journal.dir);
  for (const file of placed) if (isInside(journal.root, file)) placed.delete(file);
}

const isInside = (dir: string, file: string) => file.startsWith(dir + path.sep);

/** The journal of the folder `file` is in, when that folder is being updated in place. */
export function journalOf(file: string): OutputJournal | undefined {
  return journals.find((journal) => isInside(journal.root, file));
}

/** Notes that the build placed `file` (it may have been there already: see settleOutput). */
export function notePlaced(file: string): void {
  if (journalOf(file)) placed.add(file);
}


/** Closes this thread's logs of moves (a render worker's, before it stops: the descriptors are the process's). */
export function closeMoveLogs(): void {
  for (const log of logs.values()) fs.closeSync(log);
  logs.clear();
}

/** Moves a file of the previous output into its folder's journal (before it is replaced, or as one the build did not make). */
export function putAside(journal: OutputJournal, file: string): void {
  state.moved += 1;
  const name = `${process.pid}-${threadId}-${state.moved}`;
  let log = logs.get(journal.dir);
  if (log === undefined) logs.set(journal.dir, (log = fs.openSync(path.join(journal.dir, movesLog()), 'a')));
  // Logged first: a build stopped between the two leaves a line for a move not made, skipped when undone.
  fs.writeSync(log, `${JSON.stringify([name, path.relative(journal.root, file), Date.now()])}\n`);
  moveFile(file, path.join(journal.dir, name));
}

/** Renames a file; across file systems (an output folder that is a link to another disk), copies it and removes it. */
function moveFile(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    // Not copied over what is there: it may be a link to a kept file.
    fs.rmSync(to, { force: true });
    fs.copyFileSync(from, to);
    fs.rmSync(from);
  }
}

/**
 * Clears `target` for a new file: what is there goes into its journal, or without one is removed
 * (a write over it would go through to the files it is a link to).
 */
export function clearForWrite(target: string): void {
  const journal = journalOf(target);
  if (!journal) fs.rmSync(target, { force: true });
  else if (fs.existsSync(target)) putAside(journal, target);
}

/** Copies `source` to `target`, what was there moved into its journal first. */
export function putInPlace(source: string, target: string): void {
  clearForWrite(target);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(source, target);
}

/** Every file and folder below `dir`, relative to it. */
function listTree(dir: string): { files: string[]; dirs: string[] } {
  const files: string[] = [];
  const dirs: string[] = [];
  const walk = (relative: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const name = relative ? `${relative}${path.sep}${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        dirs.push(name);
        walk(name);
      } else files.push(name);
    }
  };
  walk('');
  return { files, dirs };
}

/**
 * listTree in the background: by GNU find in a process of its own (the main thread only splits
 * its output), else through the thread pool. Read folder by folder through the pool, a
 * 10,000-page output's 11,000 folders still cost the main thread half a second of callbacks.
 */
function listTreeAsync(dir: string): Promise<{ files: string[]; dirs: string[] }> {
  return new Promise((resolve) => {
    execFile('find', [dir, '-mindepth', '1', '-printf', '%y %P\\0'], { maxBuffer: 1 << 30, encoding: 'utf8' }, (error, stdout) => {
      if (error) return resolve(listTreeThroughPool(dir));
      const files: string[] = [];
      const dirs: string[] = [];
      for (const entry of stdout.split('\0')) {
        if (entry.length < 3) continue;
        (entry.startsWith('d ') ? dirs : files).push(entry.slice(2));
      }
      resolve({ files, dirs });
    });
  });
}

/** listTree through the thread pool, the folders read side by side. */
async function listTreeThroughPool(dir: string): Promise<{ files: string[]; dirs: string[] }> {
  const files: string[] = [];
  const dirs: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(path.join(dir, relative), { withFileTypes: true });
    } catch {
      return;
    }
    const below: Array<Promise<void>> = [];
    for (const entry of entries) {
      const name = relative ? `${relative}${path.sep}${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        dirs.push(name);
        below.push(walk(name));
      } else files.push(name);
    }
    await Promise.all(below);
  };
  await walk('');
  return { files, dirs };
}

/** Each journal's listing of the previous output, by journal folder, until it is written. */
const listings = new Map<string, Promise<void>>();

/**
 * Starts the journal of `root` (the previous output, left in place) in `dir`. The previous output
 * is listed in the background: a site of 10,000 pages has 11,000 folders, a readdir each (1.3 s
 * of system calls on a slow machine), which the thread pool does while the site loads. The build
 * waits for it (journalListed) before it writes into the output.
 */
export function openJournal(root: string, dir: string): OutputJournal {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LISTING);
  // The file system's clock, not the process's: what the build writes is stamped by the same. It
  // ticks coarsely (every few milliseconds): `since` is its first tick after the previous output's.
  const stamp = () => {
    fs.writeFileSync(file, '');
    return fs.statSync(file).mtimeMs;
  };
  const before = stamp();
  let since = stamp();
  while (since <= before) since = stamp();
  const journal = { root, dir };
  const listed = listTreeAsync(root).then((tree) => fs.writeFileSync(file, JSON.stringify({ ...tree, since } satisfies Listing)));
  listed.catch(() => undefined);
  listings.set(dir, listed);
  useJournal(journal);
  return journal;
}

/** Resolves once the journal's listing of the previous output is written (see openJournal). */
export async function journalListed(journal: OutputJournal): Promise<void> {
  await listings.get(journal.dir);
  listings.delete(journal.dir);
}

/** Whether `dir` is a journal (an in-place build's), not a whole previous output moved aside. */
export function isJournal(dir: string): boolean {
  return fs.existsSync(path.join(dir, LISTING));
}

/** The journal's listing; undefined while it is being made (see openJournal: the build it is for had written nothing). */
function readListing(journal: OutputJournal): Listing | undefined {
  const text = fs.readFileSync(path.join(journal.dir, LISTING), 'utf8');
  return text === '' ? undefined : (JSON.parse(text) as Listing);
}

/** Removes the folders in `dirs` that are empty, and with `upward` their parents (up to `root`) left empty. */
function removeEmptyFolders(root: string, dirs: Iterable<string>, upward: boolean): void {
  const deepestFirst = [...new Set(dirs)].sort((a, b) => b.length - a.length);
  for (let dir of deepestFirst) {
    while (isInside(root, dir)) {
      try {
        fs.rmdirSync(dir);
      } catch {
        break;
      }
      if (!upward) break;
      dir = path.dirname(dir);
    }
  }
}

/**
 * Before the postBuild hooks: the previous output's files in `scope` that this build did not
 * place or write go into the journal (and their folders, once empty), so the folder holds what
 * the build made, as a folder emptied first would. `alsoPlaced`: files other threads placed (the
 * pages); `skip`: folders inside `scope` that are others' (other locales' output).
 */
export function settleOutput(scope: string, alsoPlaced: Iterable<string>, skip: string[] = []): void {
  const journal = journalOf(path.join(scope, '_'));
  if (!journal) return;
  const listing = readListing(journal);
  if (!listing) throw new Error(`The listing of ${journal.root} is not written yet (see journalListed)`);
  const kept = new Set(alsoPlaced);
  const left: string[] = [];
  for (const relative of listing.files) {
    const file = path.join(journal.root, relative);
    if (!(file === scope || isInside(scope, file)) || skip.some((dir) => isInside(dir, file))) continue;
    if (placed.has(file) || kept.has(file)) continue;
    const stat = fs.lstatSync(file, { throwIfNoEntry: false });
    // Written by the build (a plugin's file, a page's stylesheet), or gone already.
    if (!stat || stat.mtimeMs >= listing.since) continue;
    putAside(journal, file);
    left.push(path.dirname(file));
  }
  removeEmptyFolders(journal.root, left, true);
}

/** The moves logged in the journal, oldest first: [name in the journal, path relative to the output]. */
function loggedMoves(dir: string): Array<[string, string]> {
  const moves = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('moves-'))
    .flatMap((name) =>
      fs
        .readFileSync(path.join(dir, name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as [string, string, number]),
    );
  return moves.sort((a, b) => a[2] - b[2]).map(([name, relative]) => [name, relative]);
}

/**
 * Undoes a failed (or stopped) build: its new files go, the previous ones come back (for each
 * path, the first file moved from it: later ones were the build's). The journal stays, to be removed.
 * In this process, after journalListed.
 */
export function undoFromJournal(journal: OutputJournal): void {
  dropJournal(journal);
  const listing = readListing(journal);
  // Not listed yet: nothing was written (a build waits for its listing before it writes).
  if (!listing) return;
  const before = new Set(listing.files);
  const now = listTree(journal.root);
  for (const relative of now.files) if (!before.has(relative)) fs.rmSync(path.join(journal.root, relative), { force: true });
  const restored = new Set<string>();
  for (const [name, relative] of loggedMoves(journal.dir)) {
    const from = path.join(journal.dir, name);
    if (restored.has(relative) || !before.has(relative) || !fs.existsSync(from)) continue;
    restored.add(relative);
    const target = path.join(journal.root, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    moveFile(from, target);
  }
  const dirsBefore = new Set(listing.dirs);
  removeEmptyFolders(
    journal.root,
    now.dirs.filter((relative) => !dirsBefore.has(relative)).map((relative) => path.join(journal.root, relative)),
    false,
  );
}
