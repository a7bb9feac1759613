/**
 * The plugins' data modules (createData, routes' props): written into the generated folder only
 * when their content changed, so that the bundlers and the dev server's watcher see no change for
 * the same data, with each module's content hash known without reading it again (the render keys
 * hash what each page reads: see render/render-keys.ts).
 *
 * Whether a module changed is told from the hashes the previous load wrote (a record beside the
 * folder), not by reading every file back: a 10,000-page site has 11,000 of them (0.3-0.4 s of
 * reads in a one-edit rebuild). The record is removed while a load writes, so that one stopped half
 * way leaves none, and the next compares the files themselves.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readJsonFile, writeFileMakingFolder, writeFileWhole, writeIfChanged } from '../utils/fs';

export interface DataModules {
  /** Writes the module (when its content is not there already). */
  write(file: string, content: string): void;
  /** Each module written this load, by file: its content's SHA-1 (hex). */
  hashes: Map<string, string>;
  /** Removes the modules of earlier loads not written in this one, and records the hashes. */
  finish(): void;
}

export function openDataModules(dir: string): DataModules {
  const recordFile = `${dir}.hashes.json`;
  const recorded = readJsonFile<Record<string, string>>(recordFile);
  fs.rmSync(recordFile, { force: true });
  const present = new Set(fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : [])) : []);
  const hashes = new Map<string, string>();
  return {
    hashes,
    write(file, content) {
      const hash = createHash('sha1').update(content).digest('hex');
      // What the file holds: as written this load, else as the last load recorded it.
      const known = hashes.get(file) ?? (present.has(file) ? recorded?.[file] : undefined);
      hashes.set(file, hash);
      if (known === hash) return;
      if (known === undefined && present.has(file)) writeIfChanged(file, content);
      else writeFileMakingFolder(file, content);
    },
    finish() {
      for (const file of present) if (!hashes.has(file)) fs.rmSync(file, { force: true });
      try {
        writeFileWhole(recordFile, JSON.stringify(Object.fromEntries(hashes)));
      } catch {
        // Not recorded: the next load compares the files.
      }
    },
  };
}
