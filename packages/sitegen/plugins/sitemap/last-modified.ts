import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfig } from '../../src/shared/types';
import { lastChanges } from '../../src/node/utils/git-history';
import { isGitVcs, vcsLastChanges, type VcsConfig } from '../../src/node/content/vcs';

/** The source files a route is made from: its component and data modules, minus generated data. */
export function routeSourceFiles(route: RouteConfig, generatedDir: string): string[] {
  const candidates = [route.component, ...Object.values(route.modules ?? {})].map((m) => m.split('?')[0] ?? m);
  return [...new Set(candidates.filter((file) => path.isAbsolute(file) && !file.startsWith(generatedDir)))];
}

/**
 * Last-modified time (ms) of each file: the date of the last commit that touched it, from one
 * `git log` over the whole history (deterministic across clones), else the file's mtime
 * (uncommitted files, or no git at all). Another VCS than git (`future.experimental_vcs`) answers
 * for each file itself, as Docusaurus's sitemap asks it: a file it knows nothing of has no date.
 */
export async function lastModifiedDates(siteDir: string, files: string[], cacheFile?: string, vcs?: VcsConfig): Promise<Map<string, number>> {
  if (vcs && !isGitVcs(vcs)) return new Map([...(await vcsLastChanges(vcs, siteDir, files))].map(([file, change]) => [file, change.time]));
  const committed = await lastChanges(siteDir, cacheFile);
  const dates = new Map<string, number>();
  for (const file of files) {
    const time = committed?.get(file)?.time ?? mtime(file);
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
