import fs from 'node:fs';
import path from 'node:path';
import { linkFiles, listNames, readJsonFile } from '../utils/fs';
import type { ImageAsset } from '../mdx/remark-images';
import type { ClientManifest } from './client';
import { sourceStat as statOf } from '../utils/source-stats';
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

/**
 * What a bundle read: each file's size and mtime, and every path a resolution looked for and
 * found missing (a file there would change what an import resolves to).
 */
export function snapshotInputs({ files, missing }: BundleInputs): InputSnapshot {
  const snapshot: InputSnapshot = { files: {}, missing: [] };
  for (const file of files) {
    // Folders are left out: their mtime changes with every build output written next to them.
    const stat = statOf(file);
    if (stat?.isFile()) snapshot.files[file] = [stat.size, stat.mtimeMs];
  }
  for (const file of missing) if (!statOf(file)) snapshot.missing.push(file);
  return snapshot;
}

/** Does every file still have its size and mtime, and is every missing path still missing? */
export function snapshotUnchanged(snapshot: InputSnapshot): boolean {
  for (const [file, [size, mtime]] of Object.entries(snapshot.files)) {
    const stat = statOf(file);
    if (stat?.size !== size || stat.mtimeMs !== mtime) return false;
  }
  return snapshot.missing.every((file) => !statOf(file));
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
  restore(record: BundleRecord, outDir: string): void;
  /**
   * A kept copy as prepareClientDir found it (as the previous build saved it): its stat, while the
   * bundler has not written it since (`compiled`: the files of the parts it compiled this build).
   */
  keptStat(file: string, compiled: Set<string> | undefined): fs.Stats | undefined;
  /** Whether prepareClientDir found the kept copy as saved (it is there, unless the bundler removed it since). */
  keptAsSaved(file: string): boolean;
  /** Records a build's bundles (its client files are in clientDir) and removes the files no build needs now. */
  save(record: BundleRecord, compiled?: Set<string>): void;
}

/** The part of a record a build reads to tell whether the bundles are reusable: all but the manifest and file list (19 of a 10,000-page site's 26 MB), kept apart. */
type RecordCheck = Omit<BundleRecord, 'manifest' | 'clientFiles'> & { clientCount: number; saved: string };
type RecordBody = Pick<BundleRecord, 'manifest' | 'clientFiles'> & { saved: string };

export function openBundleStore(dir: string): BundleStore {
  const recordFile = path.join(dir, 'record.json');
  const bodyFile = path.join(dir, 'record.manifest.json');
  const filesDir = path.join(dir, 'client');
  // Read once: a large site's record is megabytes of JSON.
  let record: RecordCheck | undefined | null = null;
  const readRecord = () => (record === null ? (record = readJsonFile<RecordCheck>(recordFile)) : record);
  // The kept copies prepareClientDir found as saved: linking them into the output and recording
  // them again need not stat the 23,000 files of a 10,000-page site's bundle twice more.
  const keptStats = new Map<string, fs.Stats>();
  const keptStat = (file: string, compiled: Set<string> | undefined) => (compiled && !compiled.has(file.slice(filesDir.length + 1)) ? keptStats.get(file) : undefined);
  return {
    clientDir: filesDir,
    prepareClientDir() {
      // The scripts the bundler writes under a fixed name (the route chunks' file names) are
      // removed first: written again in place, the new content would show through the hard links
      // earlier outputs hold to them (see restore), naming chunks those outputs do not have.
      // (They are all in `assets/`: its own files are listed, not the thousands below it.)
      for (const name of listNames(path.join(filesDir, 'assets'))) if (isRouteChunkFilesScript(`assets/${name}`)) fs.rmSync(path.join(filesDir, 'assets', name));
      const kept = readRecord()?.keptCopies;
      for (const [file, [size, mtime]] of Object.entries(kept?.files ?? {})) {
        const stat = fs.statSync(file, { throwIfNoEntry: false });
        if (stat && (stat.size !== size || stat.mtimeMs !== mtime)) fs.rmSync(file);
        else if (stat) keptStats.set(file, stat);
      }
      // Not needed again this build (a bundler runs next, with its memory).
      record = undefined;
    },
    reusable(key) {
      const check = readRecord();
      if (!check) return undefined;
      if (check.key !== key || !snapshotUnchanged(check.inputs) || !snapshotUnchanged(check.serverFiles)) return undefined;
      // Every kept copy is there, as it was saved.
      const kept = check.keptCopies;
      if (!kept || Object.keys(kept.files).length !== check.clientCount || !snapshotUnchanged(kept)) return undefined;
      const body = readJsonFile<RecordBody>(bodyFile);
      if (body?.saved !== check.saved) return undefined;
      const { clientCount: _, saved: __, ...rest } = check;
      return { ...rest, manifest: body.manifest, clientFiles: body.clientFiles };
    },
    restore(record, outDir) {
      // Hard links: the files are immutable build output (hashed names), and a write through a
      // link shows in the kept copy's mtime, which makes the next build bundle again.
      linkFiles(record.clientFiles.map((file) => [path.join(filesDir, file), path.join(outDir, file)]));
    },
    keptStat,
    keptAsSaved: (file) => keptStats.has(file),
    save(saved, compiled) {
      record = null;
      // The record goes first, and comes back last: a build stopped half way leaves none pointing at files it removed.
      fs.rmSync(recordFile, { force: true });
      fs.rmSync(bodyFile, { force: true });
      const kept = new Set(saved.clientFiles.map((file) => path.join(filesDir, file)));
      for (const file of listFiles(filesDir)) if (!kept.has(file)) fs.rmSync(file);
      const { manifest, clientFiles, ...rest } = saved;
      const stamp = `${process.pid}-${Date.now()}`;
      fs.writeFileSync(bodyFile, JSON.stringify({ manifest, clientFiles, saved: stamp } satisfies RecordBody));
      const keptCopies: InputSnapshot = { files: {}, missing: [] };
      for (const file of kept) {
        const stat = keptStat(file, compiled) ?? fs.statSync(file, { throwIfNoEntry: false });
        if (stat?.isFile()) keptCopies.files[file] = [stat.size, stat.mtimeMs];
      }
      keptStats.clear();
      fs.writeFileSync(recordFile, JSON.stringify({ ...rest, clientCount: clientFiles.length, keptCopies, saved: stamp } satisfies RecordCheck));
    },
  };
}

/** Every file below a folder (none when it does not exist). */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}
