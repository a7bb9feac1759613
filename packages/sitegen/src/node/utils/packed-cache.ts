/**
 * Cache entries kept many to a file (a "pack"), not one file each, for caches with an entry per
 * page. Making a file costs far more than writing its bytes on some file systems: ext4 without a
 * journal (the bench machine's) looks past every inode freed in the last minutes for each new one,
 * 0.3-0.5 ms a file once a build's worth of files was deleted (0.03 ms otherwise). A cold build
 * made ~460 such files, and the next `rm -rf .sitegen` freed them all.
 *
 * A pack is never changed once written, so threads need no locks: each writer (a render worker,
 * say) puts the entries it wrote into a new pack of its own when it is done (`save`), and the
 * thread that knows which entries the build used drops the packs nobody needs and merges them
 * when they pile up (`compactPacks`).
 *
 * A pack: the byte length of its index (4 bytes, little-endian), the index (JSON: `[key, byte
 * length]` per entry, in order), then the entries' bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { listNames, writeFileWhole } from './fs';

export interface PackedCache {
  has(key: string): boolean;
  /** Every key, kept or written since. */
  keys(): string[];
  read(key: string): Buffer | undefined;
  readText(key: string): string | undefined;
  /** Kept in memory until `save`. */
  write(key: string, data: string | Buffer): void;
  /** Writes the entries written since the last save as a new pack (nothing when there are none). */
  save(): void;
}

const PACK = /\.pack$/;
/** Merged into one when there are more, or when they hold more bytes the build did not use than it did. */
const MAX_PACKS = 4;

type PackIndex = Array<[key: string, length: number]>;

let packsWritten = 0;
/** Unique across processes and threads; ordered by time, so a newer pack's copy of an entry wins (they are the same bytes: keys name content). */
function newPackFile(dir: string): string {
  packsWritten += 1;
  return path.join(dir, `${Date.now().toString(36).padStart(9, '0')}-${process.pid}-${threadId}-${String(packsWritten).padStart(6, '0')}.pack`);
}

function packFiles(dir: string): string[] {
  return listNames(dir).filter((name) => PACK.test(name)).sort().map((name) => path.join(dir, name));
}

/** A pack's entries, by key; empty when it is unreadable (half written by a build that stopped, or from another version). */
function readPack(file: string): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  try {
    const bytes = fs.readFileSync(file);
    const indexLength = bytes.readUInt32LE(0);
    const index = JSON.parse(bytes.toString('utf8', 4, 4 + indexLength)) as PackIndex;
    let offset = 4 + indexLength;
    for (const [key, length] of index) {
      if (offset + length > bytes.length) return new Map();
      entries.set(key, bytes.subarray(offset, offset + length));
      offset += length;
    }
  } catch {
    return new Map();
  }
  return entries;
}

/** Only a pack's index: which entries it holds and their sizes; empty when readPack would find none. */
function readPackIndex(file: string): PackIndex {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const head = Buffer.alloc(4);
    if (fs.readSync(fd, head, 0, 4, 0) < 4) return [];
    const index = Buffer.alloc(head.readUInt32LE(0));
    if (fs.readSync(fd, index, 0, index.length, 4) < index.length) return [];
    const entries = JSON.parse(index.toString('utf8')) as PackIndex;
    const size = 4 + index.length + entries.reduce((sum, [, length]) => sum + length, 0);
    return size <= fs.fstatSync(fd).size ? entries : [];
  } catch {
    return [];
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

function writePack(file: string, entries: Iterable<[string, Buffer]>): void {
  const list = [...entries];
  const index = Buffer.from(JSON.stringify(list.map(([key, data]) => [key, data.length] satisfies PackIndex[number])));
  const head = Buffer.alloc(4);
  head.writeUInt32LE(index.length, 0);
  writeFileWhole(file, Buffer.concat([head, index, ...list.map(([, data]) => data)]));
}

/** The cache in `dir`; its packs are read on first use, only their indexes while only `has` is asked. */
export function openPackedCache(dir: string): PackedCache {
  let kept: Map<string, Buffer> | undefined;
  let keptKeys: Set<string> | undefined;
  const written = new Map<string, Buffer>();
  const keptEntries = () => {
    if (!kept) {
      kept = new Map();
      for (const file of packFiles(dir)) for (const [key, data] of readPack(file)) kept.set(key, data);
    }
    return kept;
  };
  // The main thread asks whether every page has a kept render or compile, and reads few of them.
  const keptIndex = () => kept ?? (keptKeys ??= new Set(packFiles(dir).flatMap((file) => readPackIndex(file).map(([key]) => key))));
  const read = (key: string) => written.get(key) ?? keptEntries().get(key);
  return {
    has: (key) => written.has(key) || keptIndex().has(key),
    keys: () => [...new Set([...keptIndex().keys(), ...written.keys()])],
    read,
    readText: (key) => read(key)?.toString('utf8'),
    write(key, data) {
      written.set(key, typeof data === 'string' ? Buffer.from(data) : data);
    },
    save() {
      if (written.size === 0) return;
      writePack(newPackFile(dir), written);
      // Packs not read yet are read with this one when first needed.
      for (const [key, data] of written) {
        kept?.set(key, data);
        keptKeys?.add(key);
      }
      written.clear();
    },
  };
}

/**
 * Keeps only the packs holding entries of `used` (the keys the build read or wrote), merged into
 * one when there are more than a few or they hold more unused bytes than used ones.
 */
export function compactPacks(dir: string, used: Iterable<string>): void {
  const wanted = new Set(used);
  // The folder is the cache's: anything else in it is from an older layout (an entry a file). A
  // pack being written (`.tmp`, see writeFileWhole) may be another process's, saving now.
  for (const name of listNames(dir)) if (!PACK.test(name) && !name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true, recursive: true });
  // Newest first: an entry counts in the newest pack that holds it.
  const packs = packFiles(dir)
    .reverse()
    .map((file) => ({ file, index: readPackIndex(file) }));
  const placed = new Set<string>();
  let liveBytes = 0;
  let deadBytes = 0;
  const live = packs.filter((pack) => {
    let holds = false;
    let packLive = 0;
    let packDead = 0;
    for (const [key, length] of pack.index) {
      if (wanted.has(key) && !placed.has(key)) {
        placed.add(key);
        holds = true;
        packLive += length;
      } else packDead += length;
    }
    if (!holds) {
      fs.rmSync(pack.file, { force: true });
      return false;
    }
    liveBytes += packLive;
    deadBytes += packDead;
    return true;
  });
  if (live.length <= MAX_PACKS && deadBytes <= liveBytes) return;
  const entries = new Map<string, Buffer>();
  for (const pack of live) for (const [key, data] of readPack(pack.file)) if (wanted.has(key) && !entries.has(key)) entries.set(key, data);
  writePack(newPackFile(dir), entries);
  for (const pack of live) fs.rmSync(pack.file, { force: true });
}
