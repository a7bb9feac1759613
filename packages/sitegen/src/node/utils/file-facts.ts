/**
 * What a build learns from reading a source file (its content's hash, its Mermaid diagrams), kept
 * from one build to the next by the file's identity (size, mtime, inode). A rebuild after one edit
 * reads that file again, not the 20,000 Markdown and data files of a large site (read twice over
 * before: for the diagrams to draw, and for the render keys' hashes; 0.5 s at 10,000 pages).
 *
 * One table per site, for the process (a translated site's locales read the same files), kept in
 * its work folder's cache and saved at the end of a build, with the files asked about in it and,
 * for a while (KEPT_UNASKED saves), those it did not ask about.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readJsonFile, writeFileWhole } from './fs';

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
}

/** The table as a file: its entries, and how many saves it has had. */
interface StoredTable {
  saves: number;
  entries: Record<string, Entry>;
}

/** Saves an entry stays for without being asked about (a build that reuses its bundles asks about fewer files). */
const KEPT_UNASKED = 20;

export interface FileFactsTable {
  /** The file's facts; undefined when it does not exist (or is not a file). */
  of(file: string): FileFacts | undefined;
  /** Writes the table (the entries of files asked about since it was opened). */
  save(): void;
}

/** How `of` finds a Markdown file's diagrams (mermaid/renderer.ts's diagramSources). */
export type DiagramFinder = (markdown: string) => string[];

const tables = new Map<string, FileFactsTable>();

/** How recent a change may be for a file's facts to be kept (see `of`). */
const RACY_MS = 2000;

/** The table of the site whose work folder is `workDir`; `diagrams` finds the diagrams of `.md`/`.mdx` files. */
export function fileFacts(workDir: string, diagrams: DiagramFinder): FileFactsTable {
  let table = tables.get(workDir);
  if (!table) tables.set(workDir, (table = openFileFacts(path.join(workDir, 'cache', 'file-facts.json'), diagrams)));
  return table;
}

/** A table read from `tableFile` (fileFacts keeps one per site for the process). */
export function openFileFacts(tableFile: string, diagrams: DiagramFinder): FileFactsTable {
  // Unreadable or missing: learnt again.
  const stored = readJsonFile<StoredTable>(tableFile);
  const saves = typeof stored?.saves === 'number' ? stored.saves + 1 : 0;
  const kept = stored?.entries ?? {};
  const asked = new Map<string, Entry>();
  const racy = new Set<string>();
  return {
    of(file) {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile()) return undefined;
      const identity = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
      const known = asked.get(file) ?? kept[file];
      // (One changed in the last moments is read again: see below.)
      if (known?.identity === identity && !racy.has(file)) {
        asked.set(file, known);
        return known;
      }
      const content = fs.readFileSync(file);
      const entry: Entry = { identity, sha1: createHash('sha1').update(content).digest('hex') };
      if (/\.mdx?$/.test(file)) {
        const found = diagrams(content.toString('utf8'));
        if (found.length > 0) entry.diagrams = found;
      }
      asked.set(file, entry);
      // A file changed in the last moments may change again within its mtime's resolution (a
      // second on some file systems) at the same size: it is not kept, as Git does with its index.
      if (Date.now() - stat.mtimeMs < RACY_MS) racy.add(file);
      else racy.delete(file);
      return entry;
    },
    save() {
      try {
        fs.mkdirSync(path.dirname(tableFile), { recursive: true });
        const entries: Record<string, Entry> = {};
        for (const [file, entry] of Object.entries(kept)) if (!asked.has(file) && saves - (entry.saved ?? 0) <= KEPT_UNASKED) entries[file] = entry;
        for (const [file, entry] of asked) if (!racy.has(file)) entries[file] = { ...entry, saved: saves };
        writeFileWhole(tableFile, JSON.stringify({ saves, entries } satisfies StoredTable));
      } catch {
        // Not saved: the next build reads the files again.
      }
    },
  };
}
