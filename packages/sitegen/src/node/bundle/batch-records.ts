/**
 * A batched build's parts kept from one build to the next (see batches.ts, server-batches.ts):
 * after an edit, a part whose inputs did not change is not compiled again. Each part of each
 * bundle (a batch, a main bundle) records what it read, as reuse.ts does for whole bundles, with
 * what the build needs of its result; its output files stay where it wrote them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readJsonFile } from '../utils/fs';
import { snapshotInputs, snapshotUnchanged, type BundleInputs, type InputSnapshot } from './reuse';

interface PartRecord<T> {
  key: string;
  inputs: InputSnapshot;
  result: T;
}

export interface PartStore {
  /**
   * The part's result: the recorded one when its key matches, nothing it read changed and `usable`
   * says its output is still there; else `build`'s, recorded.
   */
  reuseOrBuild<T>(name: string, key: string, build: () => Promise<{ result: T; inputs: BundleInputs }>, usable: (result: T) => boolean): Promise<PartResult<T>>;
  /**
   * Parts one after the other, as reuseOrBuild, in their order; the builds one at a time, each
   * part's check (reading its record, a stat of each file it read) done while the parts before it
   * are being built: a bundler works on its own threads, and this one is free meanwhile.
   */
  reuseOrBuildAll<T>(parts: Array<PartSpec<T>>): Promise<Array<PartResult<T>>>;
  /** Parts reused so far, of those asked for; the names of those built. */
  readonly reused: number;
  readonly asked: number;
  readonly built: string[];
}

/** A part's result, what it read, and whether it was taken from its record (else built now). */
export interface PartResult<T> {
  result: T;
  inputs: InputSnapshot;
  reused: boolean;
}

/** A part for reuseOrBuildAll: reuseOrBuild's arguments. */
export interface PartSpec<T> {
  name: string;
  key: string;
  build: () => Promise<{ result: T; inputs: BundleInputs }>;
  usable: (result: T) => boolean;
}

/** The records of a batched build's parts, a JSON file each in `dir`. */
export function openPartStore(dir: string): PartStore {
  let reused = 0;
  let asked = 0;
  const built: string[] = [];
  const recordFile = (name: string) => path.join(dir, `${name}.json`);
  /** The part's recorded result, when its key matches, nothing it read changed and its output is usable; else its record goes (it is built next). */
  const reusable = <T>({ name, key, usable }: Omit<PartSpec<T>, 'build'>): PartResult<T> | undefined => {
    asked++;
    const file = recordFile(name);
    const record = readJsonFile<PartRecord<T>>(file);
    if (record && record.key === key && snapshotUnchanged(record.inputs) && usable(record.result)) {
      reused++;
      return { result: record.result, inputs: record.inputs, reused: true };
    }
    // Removed first: a build stopped half way leaves no record of output it replaced.
    fs.rmSync(file, { force: true });
    built.push(name);
    return undefined;
  };
  const buildPart = async <T>({ name, key, build }: Omit<PartSpec<T>, 'usable'>): Promise<PartResult<T>> => {
    const part = await build();
    fs.mkdirSync(dir, { recursive: true });
    const inputs = snapshotInputs(part.inputs);
    fs.writeFileSync(recordFile(name), JSON.stringify({ key, inputs, result: part.result } satisfies PartRecord<unknown>));
    return { result: part.result, inputs, reused: false };
  };
  return {
    async reuseOrBuild(name, key, build, usable) {
      return reusable({ name, key, usable }) ?? (await buildPart({ name, key, build }));
    },
    async reuseOrBuildAll<T>(parts: Array<PartSpec<T>>) {
      const results: Array<PartResult<T>> = [];
      let building: Promise<unknown> = Promise.resolve();
      for (const [index, part] of parts.entries()) {
        const kept = reusable(part);
        if (kept) results[index] = kept;
        else {
          building = building.then(async () => {
            results[index] = await buildPart(part);
          });
          // Awaited below, once every part is checked: a failure stops the builds after it.
          building.catch(() => undefined);
        }
        // A build under way has its loaders and hooks run on this thread: they go between checks.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await building;
      return results;
    },
    get reused() {
      return reused;
    },
    get asked() {
      return asked;
    },
    built,
  };
}

/** Snapshots as one (the parts', as the bundle record's: see reuse.ts): every file, each missing path once. */
export function joinSnapshots(snapshots: InputSnapshot[]): InputSnapshot {
  return { files: Object.assign({}, ...snapshots.map((snapshot) => snapshot.files)) as InputSnapshot['files'], missing: [...new Set(snapshots.flatMap((snapshot) => snapshot.missing))] };
}

/** A key from anything JSON can write. */
export function partKey(...parts: unknown[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('hex');
}

/** Whether every file exists (`known`: files known to be there, not asked about again). */
export function allExist(files: Iterable<string>, known?: (file: string) => boolean): boolean {
  for (const file of files) if (!known?.(file) && !fs.existsSync(file)) return false;
  return true;
}
