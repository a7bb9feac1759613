/**
 * Each file's last change in the site's git history: its time and author, for the sitemap's
 * `lastmod` and the docs' "Last updated" line (Docusaurus takes both from git too).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readJsonFile } from './fs';

export interface LastChange {
  /** Commit time, in ms. */
  time: number;
  author: string;
}

const run = promisify(execFile);

/** The cache file, in a build's cache folder, that every reader shares: the history is read once per commit. */
export const GIT_HISTORY_CACHE = 'git-last-changes.json';

/**
 * Absolute path → the newest commit touching it (undefined when not a git work tree). The
 * history's answer depends on the commit checked out only: with `cacheFile` it is kept by that
 * commit, and a build on the same commit (every rebuild while writing) does not read the history
 * again (~0.1 s on this site's).
 */
export async function lastChanges(siteDir: string, cacheFile?: string): Promise<Map<string, LastChange> | undefined> {
  let root: string;
  let head: string;
  try {
    // Not waited for synchronously: the other plugins' hooks go on meanwhile.
    [root = '', head = ''] = (await run('git', ['rev-parse', '--show-toplevel', 'HEAD'], { cwd: siteDir, encoding: 'utf8' })).stdout.trim().split('\n');
  } catch {
    return undefined;
  }
  const cacheKey = `${head}\0${siteDir}`;
  const cached = cacheFile ? readJsonFile<{ key: string; changes: Array<[string, LastChange]> }>(cacheFile) : undefined;
  if (cached?.key === cacheKey && Array.isArray(cached.changes)) return new Map(cached.changes);
  let log: string;
  try {
    // The whole repository's history, with renames: a file moved into the site's folder keeps the
    // date of its last change before the move.
    log = (await run('git', ['log', '--format=%x00%ct%x09%an', '--name-status', '-M', '--no-merges'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch {
    return undefined;
  }
  const changes = lastChangesInLog(log, root);
  if (cacheFile) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify({ key: cacheKey, changes: [...changes] }));
  }
  return changes;
}

/**
 * Each file's last change in `git log --format=%x00%ct%x09%an --name-status -M` (newest commit
 * first): a move that left the content as it was (`R100`) is not a change, and the file's earlier
 * history is its history under the old name.
 */
export function lastChangesInLog(log: string, root: string): Map<string, LastChange> {
  const changes = new Map<string, LastChange>();
  /** The name a file had further back in history → its path now. */
  const nowNamed = new Map<string, string>();
  const current = (name: string) => nowNamed.get(name) ?? name;
  for (const commit of log.split('\0').slice(1)) {
    const [header = '', ...entries] = commit.split('\n');
    const [time = '', author = ''] = header.split('\t');
    const change = { time: Number(time) * 1000, author };
    for (const entry of entries) {
      const [status = '', from = '', to] = entry.split('\t');
      if (!from) continue;
      const file = current(to ?? from);
      if (changes.has(path.join(root, file))) continue;
      if (status === 'R100' && to !== undefined) {
        nowNamed.delete(to);
        nowNamed.set(from, file);
      } else {
        changes.set(path.join(root, file), change);
      }
    }
  }
  return changes;
}
