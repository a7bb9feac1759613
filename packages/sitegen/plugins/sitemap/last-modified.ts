import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfig } from '../../src/shared/types';
import { readJsonFile } from '../../src/node/utils/fs';

/** The source files a route is made from: its component and data modules, minus generated data. */
export function routeSourceFiles(route: RouteConfig, generatedDir: string): string[] {
  const candidates = [route.component, ...Object.values(route.modules ?? {})].map((m) => m.split('?')[0] ?? m);
  return [...new Set(candidates.filter((file) => path.isAbsolute(file) && !file.startsWith(generatedDir)))];
}

/**
 * Last-modified time (ms) of each file: the date of the last commit that touched it, from one
 * `git log` over the whole history (deterministic across clones), else the file's mtime
 * (uncommitted files, or no git at all).
 */
export async function lastModifiedDates(siteDir: string, files: string[], cacheFile?: string): Promise<Map<string, number>> {
  const committed = await gitDates(siteDir, cacheFile);
  const dates = new Map<string, number>();
  for (const file of files) {
    const time = committed?.get(file) ?? mtime(file);
    if (time !== undefined) dates.set(file, time);
  }
  return dates;
}

function mtime(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

const run = promisify(execFile);

/**
 * Absolute path → commit time of the newest commit touching it (undefined when not a git work
 * tree). The history's answer depends on the commit checked out only: with `cacheFile` it is kept
 * by that commit, and a build on the same commit (every rebuild while writing) does not read the
 * history again (~0.1 s on this site's).
 */
async function gitDates(siteDir: string, cacheFile?: string): Promise<Map<string, number> | undefined> {
  let root: string;
  let head: string;
  try {
    // Not waited for synchronously: the other plugins' postBuild hooks go on meanwhile.
    [root = '', head = ''] = (await run('git', ['rev-parse', '--show-toplevel', 'HEAD'], { cwd: siteDir, encoding: 'utf8' })).stdout.trim().split('\n');
  } catch {
    return undefined;
  }
  const cacheKey = `${head}\0${siteDir}`;
  const cached = cacheFile ? readJsonFile<{ key: string; dates: Array<[string, number]> }>(cacheFile) : undefined;
  if (cached?.key === cacheKey) return new Map(cached.dates);
  let log: string;
  try {
    // The whole repository's history, with renames: a file moved into the site's folder keeps the
    // date of its last change before the move.
    log = (await run('git', ['log', '--format=%x00%ct', '--name-status', '-M', '--no-merges'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch {
    return undefined;
  }
  const dates = lastChangeDates(log, root);
  if (cacheFile) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify({ key: cacheKey, dates: [...dates] }));
  }
  return dates;
}

/**
 * Each file's last change in `git log --format=%x00%ct --name-status -M` (newest commit first): a
 * move that left the content as it was (`R100`) is not a change, and the file's earlier history
 * is its history under the old name.
 */
export function lastChangeDates(log: string, root: string): Map<string, number> {
  const dates = new Map<string, number>();
  /** The name a file had further back in history → its path now. */
  const nowNamed = new Map<string, string>();
  const current = (name: string) => nowNamed.get(name) ?? name;
  for (const commit of log.split('\0').slice(1)) {
    const [time = '', ...entries] = commit.split('\n');
    const ms = Number(time) * 1000;
    for (const entry of entries) {
      const [status = '', from = '', to] = entry.split('\t');
      if (!from) continue;
      const file = current(to ?? from);
      if (dates.has(path.join(root, file))) continue;
      if (status === 'R100' && to !== undefined) {
        nowNamed.delete(to);
        nowNamed.set(from, file);
      } else {
        dates.set(path.join(root, file), ms);
      }
    }
  }
  return dates;
}
