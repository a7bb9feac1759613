/**
 * What a build learns from reading a source file (its content's hash, its Mermaid diagrams), kept
 * from one build to the next by the file's identity (size, mtime, inode). A rebuild after one edit
 * reads that file again, not the 20,000 Markdown and data files of a large site (read twice over
 * before: for the diagrams to draw, and for the render keys' hashes; 0.5 s at 10,000 pages).
 *
 * What a plugin computes from a file's text alone is kept the same way (`derive`): the docs'
 * front matter, titles and excerpts, a post's reading time. A rebuild after one edit parses one
 * Markdown file's metadata, not 11,000 (0.9 s at 10,000 pages on a slow machine).
 *
 * One table per site, for the process (a translated site's locales read the same files), kept in
 * its work folder's cache and saved at the end of a build, with the files asked about in it and,
 * for a while (KEPT_UNASKED saves), those it did not ask about.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { generatorFingerprint } from '../bundle/aliases';
import { diagramSources } from '../mermaid/diagram-sources';
import { writeFileWhole } from './fs';
import { sourceStat } from './source-stats';

export interface FileFacts {
  /** The content's SHA-1, hex. */
  sha1: string;
  /** The Mermaid diagrams of a Markdown file (their sources), as `diagrams` finds them. */
  diagrams?: string[];
}

interface Entry extends FileFacts {
  identity: string;
  /** The save it was last asked for in (see openTable). */
  saved?: number;
  /** Values computed from the text (see `derive`), by name. */
  derived?: Record<string, unknown>;
  /**
   * Changed in the moments before it was read: its stat may not show the next change, so it is
   * read again each time (its facts are not trusted), but its identity is kept (see sawChange).
   */
  racy?: true;
}

/** The table as a file: its entries, how many saves it has had, and the generator that computed the derived values. */
interface StoredTable {
  saves: number;
  generator: string;
  entries: Record<string, Entry>;
}

/** Saves an entry stays for without being asked about (a build that reuses its bundles asks about fewer files). */
const KEPT_UNASKED = 20;

export interface FileFactsTable {
  /** The file's facts; undefined when it does not exist (or is not a file). */
  of(file: string): FileFacts | undefined;
  /**
   * A value `compute` makes from the file's text, kept with its facts under `name`: computed again
   * when the file changed, or the generator's code did. It must be a value v8.serialize keeps
   * (plain data, dates); each call returns a copy of it. Undefined when the file does not exist.
   */
  derive<T>(file: string, name: string, compute: (text: string) => T): T | undefined;
  /**
   * Whether a file asked about since the table was opened or last saved has another stat than the table had
   * for it (one read again because it had changed just before a build read it, at the same stat,
   * does not count), or none: a file no build has read (the first build, a file added) counts.
   * Then something a build read has changed, and a check of the last build's bundles against
   * every file they read can be skipped (see build.ts).
   */
  readonly sawChange: boolean;
  /** Writes the table (the entries of files asked about since it was opened). */
  save(): void;
}

const tables = new Map<string, FileFactsTable>();

/** How recent a change may be for a file's facts to be kept (see `of`). */
const RACY_MS = 2000;

/** The table of the site whose work folder is `workDir`. */
export function fileFacts(workDir: string): FileFactsTable {
  let table = tables.get(workDir);
  if (!table) tables.set(workDir, (table = openFileFacts(path.join(workDir, 'cache', 'file-facts.v8'))));
  return table;
}

function readTable(tableFile: string): StoredTable | undefined {
  try {
    return v8.deserialize(fs.readFileSync(tableFile)) as StoredTable;
  } catch {
    return undefined;
  }
}

/** A table read from `tableFile` (fileFacts keeps one per site for the process). */
export function openFileFacts(tableFile: string): FileFactsTable {
  // Unreadable or missing: learnt again.
  const stored = readTable(tableFile);
  const saves = typeof stored?.saves === 'number' ? stored.saves + 1 : 0;
  const kept = stored?.entries ?? {};
  // Values derived by another version of the generator are made again.
  const generator = generatorFingerprint();
  const derivedKept = stored?.generator === generator;
  const asked = new Map<string, Entry>();
  // The text `of` read last: `derive` computes from it without reading the file again.
  let lastRead: { file: string; text: string } | undefined;
  let sawChange = false;
  const entryOf = (file: string): Entry | undefined => {
    const stat = sourceStat(file);
    if (!stat?.isFile()) return undefined;
    const identity = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
    const known = asked.get(file) ?? kept[file];
    // (One changed in the last moments is read again: see below.)
    if (known?.identity === identity && !known.racy) {
      if (!asked.has(file) && !derivedKept) delete known.derived;
      asked.set(file, known);
      return known;
    }
    if (known?.identity !== identity) sawChange = true;
    const content = fs.readFileSync(file);
    const entry: Entry = { identity, sha1: createHash('sha1').update(content).digest('hex') };
    if (/\.mdx?$/.test(file)) {
      const text = content.toString('utf8');
      lastRead = { file, text };
      const found = diagramSources(text);
      if (found.length > 0) entry.diagrams = found;
    } else lastRead = undefined;
    asked.set(file, entry);
    // A file changed in the last moments may change again within its mtime's resolution (a
    // second on some file systems) at the same size: its facts are read again next time, as Git
    // does with its index.
    if (Date.now() - stat.mtimeMs < RACY_MS) entry.racy = true;
    return entry;
  };
  return {
    of: entryOf,
    get sawChange() {
      return sawChange;
    },
    derive<T>(file: string, name: string, compute: (text: string) => T): T | undefined {
      const entry = entryOf(file);
      if (!entry) return undefined;
      if (!entry.derived || !(name in entry.derived)) {
        const text = lastRead?.file === file ? lastRead.text : fs.readFileSync(file, 'utf8');
        entry.derived = { ...entry.derived, [name]: compute(text) };
      }
      // A copy each time: what a caller (or a plugin after it) changes in a front matter is not
      // kept, for the next load in this process (the dev server's) nor for the next build.
      const value = entry.derived[name] as T;
      return typeof value === 'object' && value !== null ? structuredClone(value) : value;
    },
    save() {
      // The next build in this process (the dev server's, the next locale's) starts afresh.
      sawChange = false;
      try {
        const entries: Record<string, Entry> = {};
        for (const [file, entry] of Object.entries(kept)) if (!asked.has(file) && saves - (entry.saved ?? 0) <= KEPT_UNASKED) entries[file] = derivedKept ? entry : { ...entry, derived: undefined };
        for (const [file, entry] of asked) entries[file] = { ...entry, saved: saves };
        writeFileWhole(tableFile, v8.serialize({ saves, generator, entries } satisfies StoredTable));
      } catch {
        // Not saved: the next build reads the files again.
      }
    },
  };
}
