import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listNames, writeFileMakingFolder, writeFileMakingFolderAsync } from './fs';

/** A cache key: the sha1 of the given parts, in order. */
export function cacheKey(...parts: Array<string | Buffer>): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * A folder of results kept from one build to the next, one file per key. Entries the current
 * build did not read or write are removed by `prune()`, so the folder never holds more than one
 * build's worth.
 */
export interface BuildCache {
  readonly dir: string;
  read(key: string): Buffer | undefined;
  readText(key: string): string | undefined;
  write(key: string, data: string | Buffer): void;
  /**
   * `write` through the thread pool: creating a file waits on the disk, and a cold build creates
   * hundreds (precompressed copies, Markdown copies); several are then made at once, and the
   * thread that asks goes on meanwhile.
   */
  writeAsync(key: string, data: string | Buffer): Promise<void>;
  /** Counts an entry another thread read or wrote as used. */
  keep(key: string): void;
  /** Where the entry's file is or would be (counted as used): for linking or copying it into place without reading it. */
  entryFile(key: string): string;
  prune(): void;
}

export function openBuildCache(dir: string): BuildCache {
  const used = new Set<string>();
  return {
    dir,
    read(key) {
      used.add(key);
      try {
        return fs.readFileSync(path.join(dir, key));
      } catch {
        return undefined;
      }
    },
    readText(key) {
      return this.read(key)?.toString('utf8');
    },
    write(key, data) {
      used.add(key);
      writeFileMakingFolder(path.join(dir, key), data);
    },
    async writeAsync(key, data) {
      used.add(key);
      await writeFileMakingFolderAsync(path.join(dir, key), data);
    },
    keep(key) {
      used.add(key);
    },
    entryFile(key) {
      used.add(key);
      return path.join(dir, key);
    },
    prune() {
      for (const name of listNames(dir)) if (!used.has(name)) fs.rmSync(path.join(dir, name), { force: true, recursive: true });
    },
  };
}
