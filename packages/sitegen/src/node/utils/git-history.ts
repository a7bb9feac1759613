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
 * first): a move that left the content as it was (`R100`) is not a change, and a change made to a
 * file under an earlier name counts for the name it has now. Names are followed forward through
 * every move the history records, so a change made on a branch before the move was merged counts
 * too; a name that exists again in the work tree is not followed.
 */
export function lastChangesInLog(log: string, root: string): Map<string, LastChange> {
  const commits = log
    .split('\0')
    .slice(1)
    .map((commit) => {
      const [header = '', ...lines] = commit.split('\n');
      const [time = '', author = ''] = header.split('\t');
      const entries = lines.flatMap((line) => {
        const [status = '', from = '', to] = line.split('\t');
        return from ? [{ status, from, to }] : [];
      });
      return { change: { time: Number(time) * 1000, author }, entries };
    });
  /** Every move: the old name → the new one. */
  const movedTo = new Map<string, string>();
  for (const { entries } of commits) for (const { status, from, to } of entries) if (status.startsWith('R') && to !== undefined) movedTo.set(from, to);
  const nameNow = (name: string) => {
    const seen = new Set<string>();
    let current = name;
    for (let next = movedTo.get(current); next !== undefined && !seen.has(current) && !fs.existsSync(path.join(root, current)); next = movedTo.get(current)) {
      seen.add(current);
      current = next;
    }
    return current;
  };
  const changes = new Map<string, LastChange>();
  for (const { change, entries } of commits) {
    for (const { status, from, to } of entries) {
      if (status === 'R100') continue;
      const file = path.join(root, nameNow(to ?? from));
      if (!changes.has(file)) changes.set(file, change);
    }
  }
  return changes;
}
