/**
 * A page's "Last updated", as Docusaurus's content plugins give it (utils' readLastUpdateData):
 * the front matter's `last_update: { date, author }`, else the file's last change in git; only
 * what the plugin's `showLastUpdateTime` / `showLastUpdateAuthor` ask for.
 */
import path from 'node:path';
import { GIT_HISTORY_CACHE, lastChanges } from '../utils/git-history';

export interface LastUpdateOptions {
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

export interface LastUpdate {
  /** ms since the epoch. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** Reads the git history once (none when neither option is on or there are no files) and answers for each file. */
export async function lastUpdateReader(
  { siteDir, cacheDir }: { siteDir: string; cacheDir: string },
  { showLastUpdateTime, showLastUpdateAuthor }: LastUpdateOptions,
  fileCount: number,
): Promise<(file: string, frontMatter: Record<string, unknown>) => LastUpdate> {
  if (!showLastUpdateTime && !showLastUpdateAuthor) return () => ({});
  const changes = fileCount > 0 ? await lastChanges(siteDir, path.join(cacheDir, GIT_HISTORY_CACHE)) : undefined;
  return (file, frontMatter) => {
    const given = (frontMatter.last_update ?? {}) as { date?: unknown; author?: unknown };
    const change = changes?.get(file);
    const date = given.date !== undefined ? new Date(given.date as string | number | Date).getTime() : change?.time;
    const author = typeof given.author === 'string' ? given.author : change?.author;
    return {
      ...(showLastUpdateTime && date !== undefined && !Number.isNaN(date) ? { lastUpdatedAt: date } : {}),
      ...(showLastUpdateAuthor && author ? { lastUpdatedBy: author } : {}),
    };
  };
}
