/**
 * Compiled Markdown, kept by content hash in memory and on disk, with compiles under way shared.
 * Light on purpose: the main thread imports it, while the pipeline itself (compile.ts) may run on
 * a thread of its own (compile-thread.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledMdx, MdxPipelineOptions } from './compile';
import { writeFileMakingFolder } from '../utils/fs';

/** Bump when the pipeline's output changes, so stale cache entries are not reused. */
const PIPELINE_VERSION = '10';

/** What the output depends on besides the file's text (the pipeline options that are data). */
export type MdxCacheOptions = Pick<MdxPipelineOptions, 'baseUrl' | 'routesVersion' | 'prismLanguages'> & { drawsDiagrams: boolean };

const memory = new Map<string, CompiledMdx>();
/** Compiles under way: the client and server bundlers ask for the same file at about the same time. */
const inFlight = new Map<string, Promise<CompiledMdx>>();

export function compiledMdxKey(filePath: string, source: string, options: MdxCacheOptions): string {
  const diagrams = options.drawsDiagrams ? 'svg' : 'client';
  return createHash('sha1').update(`${PIPELINE_VERSION}\0${filePath}\0${options.baseUrl}\0${options.routesVersion}\0${options.prismLanguages?.join(',')}\0${diagrams}\0${source}`).digest('hex');
}

/** The output kept under `key` (see compiledMdxKey), or `compile`'s (then kept): one compile per content hash. */
export async function cachedMdxCompile(key: string, cacheDir: string | undefined, compile: () => Promise<CompiledMdx>): Promise<CompiledMdx> {
  // A compile under way has nothing on disk yet (it is kept in memory when it ends).
  const cached = memory.get(key) ?? (inFlight.has(key) ? undefined : readDiskCache(cacheDir, key));
  if (cached && cached.assets.every((a) => fs.existsSync(a.source))) {
    memory.set(key, cached);
    return cached;
  }
  let compiling = inFlight.get(key);
  if (!compiling) {
    compiling = compile().then((result) => {
      memory.set(key, result);
      writeDiskCache(cacheDir, key, result);
      return result;
    });
    inFlight.set(key, compiling);
    void compiling.then(
      () => inFlight.delete(key),
      () => inFlight.delete(key),
    );
  }
  return compiling;
}

/** Whether the output under `key` is kept or being compiled (checked without reading the kept entry). */
export function isCompiledOrUnderWay(key: string, cacheDir: string | undefined): boolean {
  return memory.has(key) || inFlight.has(key) || (cacheDir !== undefined && fs.existsSync(path.join(cacheDir, `${key}.json`)));
}

function readDiskCache(dir: string | undefined, key: string): CompiledMdx | undefined {
  const file = dir && path.join(dir, `${key}.json`);
  // Looked for first: a cold build asks for every file, and a failed read throws an error with its stack.
  if (!file || !fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as CompiledMdx;
  } catch {
    return undefined;
  }
}

function writeDiskCache(dir: string | undefined, key: string, value: CompiledMdx): void {
  if (dir) writeFileMakingFolder(path.join(dir, `${key}.json`), JSON.stringify(value));
}
