import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cacheKey, openBuildCache } from '../../src/node/utils/build-cache';
import { fileIdentity, placeLink, readJsonFile } from '../../src/node/utils/fs';
import { GENERATOR_WORKERS_DIR, startWorkerThread } from '../../src/node/utils/worker-thread';

const brotli = promisify(zlib.brotliCompress);
/** Measured on this site's 18 MB of text: quality 6 is 0.5 % larger than 7 in half the time (0.31 s against 0.63 s), and 7 is within 0.3 % of 9. */
const BROTLI_QUALITY = 6;
/**
 * Measured on this site's 20 MB of text: level 6 is 0.4 % larger than 9 in 60 % of the time
 * (0.27 s against 0.45 s of CPU). The gzip copies serve only clients without brotli.
 */
const GZIP_LEVEL = 6;
/** Part of every cache key: copies made with other settings are not taken. */
const SETTINGS = `br${BROTLI_QUALITY}-gz${GZIP_LEVEL}`;
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|map|sh|ps1|wasm)$/;
/** Below this a compressed copy saves less than a network packet. */
export const MIN_BYTES = 1024;

export interface Totals {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Where a precompression cache keeps its files' content keys (by inode, size and mtime) for the next build; one per settings. */
export function precompressionKeysFile(cacheDir: string): string {
  return `${cacheDir}.keys-${SETTINGS}.json`;
}

/**
 * Compressed copies made in the background while the build goes on: `add` queues files, `done`
 * waits for the queue and drops cache entries this build did not use. A file added again is
 * compressed again only when it changed since (size or mtime).
 */
export interface Precompression {
  add(files: string[]): void;
  done(): Promise<Totals>;
}

/**
 * Writes `<file>.br` and `<file>.gz` next to each compressible file, when that makes it smaller.
 * With `cacheDir`, compressed bytes are kept by content hash, so a rebuild only compresses what
 * changed (brotli at this quality is the slow part of a build).
 */
export function startPrecompression(cacheDir?: string): Precompression {
  const totals: Totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const cache = cacheDir ? openBuildCache(cacheDir) : undefined;
  const queue: string[] = [];
  // Per file: waiting in the queue, or the size and mtime it had when it was read.
  const state = new Map<string, 'queued' | string>();
  const stamp = (stat: { size: number; mtimeMs: number }) => `${stat.size}:${stat.mtimeMs}`;
  /** Files whose compressed copies are written. */
  const placed = new Set<string>();
  // Content keys by inode, size and mtime, from the previous build: a file it left in place or
  // reused by hard link (pages, bundles) is not read and hashed again.
  const keysFile = cacheDir && precompressionKeysFile(cacheDir);
  const knownKeys = new Map<string, string>(keysFile ? (readJsonFile<Array<[string, string]>>(keysFile) ?? []) : []);
  const usedKeys = new Map<string, string>();
  const compressOne = async (file: string) => {
    const stat = await fs.stat(file);
    state.set(file, stamp(stat));
    if (stat.size < MIN_BYTES) return;
    const identity = fileIdentity(stat);
    let data = cache && knownKeys.has(identity) ? undefined : await fs.readFile(file);
    const key = cache ? (knownKeys.get(identity) ?? cacheKey(SETTINGS, data!)) : '';
    if (cache) usedKeys.set(identity, key);
    // Compressed before (an unchanged file): the cache entries are linked into place, no bytes read or written.
    const entries = cache ? await Promise.all([`${key}.br`, `${key}.gz`].map((name) => entrySize(cache.entryFile(name)))) : [];
    const [brEntry, gzEntry] = entries;
    let sizes: [number, number];
    if (brEntry && gzEntry) {
      sizes = [brEntry.size, gzEntry.size];
      if (sizes[0] < stat.size) placeLink(brEntry.file, `${file}.br`);
      if (sizes[1] < stat.size) placeLink(gzEntry.file, `${file}.gz`);
    } else {
      data ??= await fs.readFile(file);
      const [br, gz] = await Promise.all([brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }), gzip(data, { level: GZIP_LEVEL })]);
      sizes = [br.length, gz.length];
      // A changed file's earlier copies may be links to cache entries: replaced, never written through.
      if (placed.has(file)) await Promise.all([fs.rm(`${file}.br`, { force: true }), fs.rm(`${file}.gz`, { force: true })]);
      // Written once, into the cache, and linked into place: a new file costs far more than a link.
      await Promise.all(
        ([[`${file}.br`, `${key}.br`, br], [`${file}.gz`, `${key}.gz`, gz]] as const).map(async ([target, name, bytes]) => {
          if (!cache) return bytes.length < data!.length ? fs.writeFile(target, bytes) : undefined;
          await cache.writeAsync(name, bytes);
          if (bytes.length < data!.length) placeLink(cache.entryFile(name), target);
        }),
      );
    }
    placed.add(file);
    totals.files++;
    totals.bytes += stat.size;
    totals.brotli += Math.min(sizes[0], stat.size);
    totals.gzip += Math.min(sizes[1], stat.size);
  };
  let failure: unknown;
  // Several at a time: zlib and file operations share the libuv thread pool (4 threads), and most
  // files of a rebuild only need their cache entries linked, which waits on the disk, not the CPU.
  const lanes = new Set<Promise<void>>();
  const drain = () => {
    while (lanes.size < 12 && queue.length > 0) {
      const lane: Promise<void> = (async () => {
        for (let file = queue.shift(); file; file = queue.shift()) await compressOne(file);
      })()
        .catch((error: unknown) => void (failure ??= error))
        .finally(() => lanes.delete(lane));
      lanes.add(lane);
    }
  };
  const adding: Array<Promise<void>> = [];
  return {
    add(files) {
      const step = async () => {
        const changed = await Promise.all(
          files.filter((file) => COMPRESSIBLE.test(file)).map(async (file) => {
            const known = state.get(file);
            if (known === 'queued' || (known !== undefined && known === stamp(await fs.stat(file)))) return undefined;
            state.set(file, 'queued');
            return file;
          }),
        );
        queue.push(...changed.filter((file): file is string => file !== undefined));
        drain();
      };
      adding.push(step().catch((error: unknown) => void (failure ??= error)));
    },
    async done() {
      await Promise.all(adding.splice(0));
      while (lanes.size > 0) await Promise.all(lanes);
      if (failure) throw failure;
      // Entries of files that no longer exist would pile up build after build.
      cache?.prune();
      if (keysFile) await fs.writeFile(keysFile, JSON.stringify([...usedKeys]));
      return totals;
    },
  };
}

export type CompressionRequest = { type: 'add'; files: string[] } | { type: 'done' };

/**
 * startPrecompression on a worker thread of its own: its queue keeps moving while the main thread
 * is busy (the read, compress and write steps each need their thread's event loop). Start it
 * early: files added before the worker is up wait for it.
 */
export function startPrecompressionThread(cacheDir: string | undefined): Precompression {
  const thread = startWorkerThread(path.join(import.meta.dirname, 'compress-worker.ts'), GENERATOR_WORKERS_DIR, cacheDir);
  return {
    add(files) {
      thread.post({ type: 'add', files } satisfies CompressionRequest);
    },
    async done() {
      try {
        return await thread.request<Totals>({ type: 'done' } satisfies CompressionRequest);
      } finally {
        await thread.close();
      }
    },
  };
}

/** Every file below a folder (absolute paths). */
export function walkFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A cache entry's file and size, or undefined when there is none. */
function entrySize(file: string): Promise<{ file: string; size: number } | undefined> {
  return fs.stat(file).then(
    (stat) => ({ file, size: stat.size }),
    () => undefined,
  );
}
