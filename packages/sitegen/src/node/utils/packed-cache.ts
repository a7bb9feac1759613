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
  /** Closes the packs read (it reads them again when asked). */
  close(): void;
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

/** Only a pack's index (which entries it holds and their sizes) and where its entries start; an empty index when it is unreadable (half written by a build that stopped, or from another version). */
function readPackHead(file: string): { index: PackIndex; dataStart: number } {
  let fd: number | undefined;
  const none = { index: [], dataStart: 0 };
  try {
    fd = fs.openSync(file, 'r');
    const head = Buffer.alloc(4);
    if (fs.readSync(fd, head, 0, 4, 0) < 4) return none;
    const index = Buffer.alloc(head.readUInt32LE(0));
    if (fs.readSync(fd, index, 0, index.length, 4) < index.length) return none;
    const entries = JSON.parse(index.toString('utf8')) as PackIndex;
    const size = 4 + index.length + entries.reduce((sum, [, length]) => sum + length, 0);
    return size <= fs.fstatSync(fd).size ? { index: entries, dataStart: 4 + index.length } : none;
  } catch {
    return none;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Writes a pack of `entries`; returns its index and where its entries start. */
function writePack(file: string, entries: Iterable<[string, Buffer]>): { index: PackIndex; dataStart: number } {
  const list = [...entries];
  const index = list.map(([key, data]) => [key, data.length] satisfies PackIndex[number]);
  const indexBytes = Buffer.from(JSON.stringify(index));
  const head = Buffer.alloc(4);
  head.writeUInt32LE(indexBytes.length, 0);
  writeFileWhole(file, Buffer.concat([head, indexBytes, ...list.map(([, data]) => data)]));
  return { index, dataStart: 4 + indexBytes.length };
}

/** Where an entry's bytes are: a pack file, from an offset. */
interface EntryPlace {
  file: string;
  offset: number;
  length: number;
}

/** Every entry of the packs in `dir`, the newest pack's copy of each. */
function placeEntries(dir: string): Map<string, EntryPlace> {
  const places = new Map<string, EntryPlace>();
  for (const file of packFiles(dir)) {
    const { index, dataStart } = readPackHead(file);
    placePack(places, file, index, dataStart);
  }
  return places;
}

function placePack(places: Map<string, EntryPlace>, file: string, index: PackIndex, dataStart: number): void {
  let offset = dataStart;
  for (const [key, length] of index) {
    places.set(key, { file, offset, length });
    offset += length;
  }
}

/** Reads an entry, through `open`'s descriptor of its pack (kept open by the cache: a rebuild reads an entry of each of 10,000 pages). */
function readPlace({ file, offset, length }: EntryPlace, open: (file: string) => number): Buffer | undefined {
  try {
    const data = Buffer.allocUnsafe(length);
    return fs.readSync(open(file), data, 0, length, offset) === length ? data : undefined;
  } catch {
    // A pack another build dropped meanwhile: the entry is not kept.
    return undefined;
  }
}

/** Bytes written and not saved yet after which they go to a pack of their own: what a cache holds in memory stays bounded (a 10,000-page build's renders are hundreds of megabytes). */
const SAVE_BYTES = 32 * 1024 * 1024;

/**
 * The cache in `dir`. Only the packs' indexes are read (on first use); an entry's bytes are read
 * from its pack when asked for, so a thread holds in memory only what it wrote since it last saved.
 */
/**
 * `keepOpen`: the packs read stay open until `close` (a render worker's caches, which read an
 * entry of each of 10,000 pages); else each read opens its pack and closes it.
 */
export function openPackedCache(dir: string, { keepOpen = false } = {}): PackedCache {
  let places: Map<string, EntryPlace> | undefined;
  const placed = () => (places ??= placeEntries(dir));
  const written = new Map<string, Buffer>();
  let writtenBytes = 0;
  const descriptors = new Map<string, number>();
  const open = (file: string) => {
    let fd = descriptors.get(file);
    if (fd === undefined) descriptors.set(file, (fd = fs.openSync(file, 'r')));
    return fd;
  };
  const read = (key: string) => {
    const data = written.get(key);
    if (data) return data;
    const place = placed().get(key);
    if (!place) return undefined;
    try {
      return readPlace(place, open);
    } finally {
      if (!keepOpen) cache.close();
    }
  };
  const cache: PackedCache = {
    has: (key) => written.has(key) || placed().has(key),
    keys: () => [...new Set([...placed().keys(), ...written.keys()])],
    read,
    readText: (key) => read(key)?.toString('utf8'),
    write(key, data) {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      writtenBytes += bytes.length - (written.get(key)?.length ?? 0);
      written.set(key, bytes);
      if (writtenBytes > SAVE_BYTES) cache.save();
    },
    close() {
      for (const fd of descriptors.values()) fs.closeSync(fd);
      descriptors.clear();
    },
    save() {
      if (written.size === 0) return;
      const file = newPackFile(dir);
      const { index, dataStart } = writePack(file, written);
      // Packs written by others since the indexes were read are not seen by this cache.
      if (places) placePack(places, file, index, dataStart);
      written.clear();
      writtenBytes = 0;
    },
  };
  return cache;
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
    .map((file) => ({ file, ...readPackHead(file) }));
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
  // The entries kept, each from the newest pack holding it, copied one at a time (not read whole).
  const entries = new Map<string, EntryPlace>();
  for (const pack of live) {
    const places = new Map<string, EntryPlace>();
    placePack(places, pack.file, pack.index, pack.dataStart);
    for (const [key, place] of places) if (wanted.has(key) && !entries.has(key)) entries.set(key, place);
  }
  copyPack(newPackFile(dir), entries);
  for (const pack of live) fs.rmSync(pack.file, { force: true });
}

/** Writes a pack of entries kept in other packs, reading one entry at a time. */
function copyPack(file: string, entries: Map<string, EntryPlace>): void {
  const index = Buffer.from(JSON.stringify([...entries].map(([key, { length }]) => [key, length] satisfies PackIndex[number])));
  const head = Buffer.alloc(4);
  head.writeUInt32LE(index.length, 0);
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const out = fs.openSync(partial, 'w');
  const sources = new Map<string, number>();
  try {
    fs.writeSync(out, head);
    fs.writeSync(out, index);
    for (const { file: source, offset, length } of entries.values()) {
      let fd = sources.get(source);
      if (fd === undefined) sources.set(source, (fd = fs.openSync(source, 'r')));
      const data = Buffer.allocUnsafe(length);
      if (fs.readSync(fd, data, 0, length, offset) !== length) throw new Error(`${source} ends early`);
      fs.writeSync(out, data);
    }
  } catch (error) {
    fs.closeSync(out);
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    for (const fd of sources.values()) fs.closeSync(fd);
  }
  fs.closeSync(out);
  fs.renameSync(partial, file);
}
