import fs from 'node:fs';
import path from 'node:path';
import { linkFiles, readJsonFile } from '../utils/fs';
import type { ImageAsset } from '../mdx/remark-images';
import type { ClientManifest } from './client';
import { isRouteChunkFilesScript } from '../../shared/types';

/**
 * Reusing the bundles of the previous build when nothing they read has changed.
 *
 * webpack's persistent cache spares a rebuild the compiling, but it still restores every module,
 * rebuilds the chunk graph and writes every chunk again: about two seconds on this site for output
 * that is byte for byte the same. So each build records what both bundlers read (every file with
 * its size and modification time, and every path a resolution found missing) next to the client
 * output; the next build with the same key and unchanged inputs links that output instead.
 *
 * The client bundler writes into a folder kept here (clientDir), not into the new build's folder:
 * a chunk it emitted before with the same content is left as it is (compareBeforeEmit), and the
 * build links the files it needs. An edit then writes a few files, not all ~500 and a copy of each.
 */

/** What a bundle read, as stat results: later builds compare them to tell whether anything changed. */
export interface InputSnapshot {
  /** Path → [size, mtimeMs]. */
  files: Record<string, [number, number]>;
  /** Paths that did not exist: a file appearing there could change how an import resolves. */
  missing: string[];
}

export interface BundleInputs {
  files: Iterable<string>;
  missing: Iterable<string>;
}

export interface BundleRecord {
  key: string;
  inputs: InputSnapshot;
  /** Client output files, relative to the output folder (and to clientDir, where they are kept). */
  clientFiles: string[];
  /** The kept copies as saved: a build that wrote into one through its hard link changed them. */
  keptCopies?: InputSnapshot;
  manifest: ClientManifest;
  /** The server bundle's files, which stay in place between builds. */
  serverFiles: InputSnapshot;
  workerFile: string;
  /** Images compiled Markdown refers to (collected while compiling, so not known when nothing compiles). */
  assets: ImageAsset[];
}

export function snapshotInputs({ files, missing }: BundleInputs): InputSnapshot {
  const snapshot: InputSnapshot = { files: {}, missing: [] };
  for (const file of files) {
    // Folders are left out: their mtime changes with every build output written next to them.
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) snapshot.files[file] = [stat.size, stat.mtimeMs];
  }
  for (const file of missing) if (!fs.existsSync(file)) snapshot.missing.push(file);
  return snapshot;
}

/** Does every file still have its size and mtime, and is every missing path still missing? */
export function snapshotUnchanged(snapshot: InputSnapshot): boolean {
  for (const [file, [size, mtime]] of Object.entries(snapshot.files)) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.size !== size || stat.mtimeMs !== mtime) return false;
  }
  return snapshot.missing.every((file) => !fs.existsSync(file));
}

export interface BundleStore {
  /** Where the client bundler writes: kept between builds. */
  clientDir: string;
  /**
   * Readies clientDir for the client bundler: removes the files a build wrote to through its
   * hard links, so the bundler emits them again (it leaves a file it emitted before alone).
   */
  prepareClientDir(): void;
  /** The previous build's bundles, when their key matches and nothing they read changed. */
  reusable(key: string): BundleRecord | undefined;
  /** Links the record's client output into a new output folder. */
  restore(record: BundleRecord, outDir: string): Promise<void>;
  /** Records a build's bundles (its client files are in clientDir) and removes the files no build needs now. */
  save(record: BundleRecord): void;
}

export function openBundleStore(dir: string): BundleStore {
  const recordFile = path.join(dir, 'record.json');
  const filesDir = path.join(dir, 'client');
  const readRecord = () => readJsonFile<BundleRecord>(recordFile);
  return {
    clientDir: filesDir,
    prepareClientDir() {
      // The scripts the bundler writes under a fixed name (the route chunks' file names) are
      // removed first: written again in place, the new content would show through the hard links
      // earlier outputs hold to them (see restore), naming chunks those outputs do not have.
      for (const file of listFiles(filesDir)) if (isRouteChunkFilesScript(path.relative(filesDir, file))) fs.rmSync(file);
      const kept = readRecord()?.keptCopies;
      for (const [file, [size, mtime]] of Object.entries(kept?.files ?? {})) {
        const stat = fs.statSync(file, { throwIfNoEntry: false });
        if (stat && (stat.size !== size || stat.mtimeMs !== mtime)) fs.rmSync(file);
      }
    },
    reusable(key) {
      const record = readRecord();
      if (!record) return undefined;
      if (record.key !== key || !snapshotUnchanged(record.inputs) || !snapshotUnchanged(record.serverFiles)) return undefined;
      // Every kept copy is there, as it was saved.
      const kept = record.keptCopies;
      return kept && Object.keys(kept.files).length === record.clientFiles.length && snapshotUnchanged(kept) ? record : undefined;
    },
    async restore(record, outDir) {
      // Hard links: the files are immutable build output (hashed names), and a write through a
      // link shows in the kept copy's mtime, which makes the next build bundle again.
      await linkFiles(record.clientFiles.map((file) => [path.join(filesDir, file), path.join(outDir, file)]));
    },
    save(record) {
      // The record goes first: a build stopped half way leaves none pointing at files it removed.
      fs.rmSync(recordFile, { force: true });
      const kept = new Set(record.clientFiles.map((file) => path.join(filesDir, file)));
      for (const file of listFiles(filesDir)) if (!kept.has(file)) fs.rmSync(file);
      fs.writeFileSync(recordFile, JSON.stringify({ ...record, keptCopies: snapshotInputs({ files: kept, missing: [] }) } satisfies BundleRecord));
    },
  };
}

/** Every file below a folder (none when it does not exist). */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}
