/**
 * A page's "Last updated", as Docusaurus's content plugins give it (utils' readLastUpdateData):
 * the front matter's `last_update: { date, author }`, else the file's last change the site's VCS
 * knows (git unless `future.experimental_vcs` says otherwise); only
 * what the plugin's `showLastUpdateTime` / `showLastUpdateAuthor` ask for.
 */
import path from 'node:path';
import { FrontMatterError, lineOfKey } from '../mdx/front-matter';
import { GIT_HISTORY_CACHE } from '../utils/git-history';
import { siteVcs, vcsLastChanges } from './vcs';

export interface LastUpdateOptions {
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

export interface LastUpdate {
  /** ms since the epoch. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/**
 * Asks the site's VCS (`future.experimental_vcs`, content/vcs.ts: by default the git history, read
 * once) about the files, when an option is on, and answers for each file.
 */
export async function lastUpdateReader(
  { siteDir, cacheDir, siteConfig }: { siteDir: string; cacheDir: string; siteConfig?: object },
  { showLastUpdateTime, showLastUpdateAuthor }: LastUpdateOptions,
  files: readonly string[],
): Promise<(file: string, frontMatter: Record<string, unknown>) => LastUpdate> {
  if (!showLastUpdateTime && !showLastUpdateAuthor) return () => ({});
  const changes = await vcsLastChanges(siteVcs(siteConfig), siteDir, files, path.join(cacheDir, GIT_HISTORY_CACHE));
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

/**
 * Front matter `last_update`, as Docusaurus's FrontMatterLastUpdateSchema takes it: an object with
 * an `author` string, a `date` (a YAML date, a date string or a timestamp), or both. Anything
 * else stops the build at the file and line, in Docusaurus's words.
 */
export function checkLastUpdate(frontMatter: Record<string, unknown>, file: string, source: string): void {
  const value = frontMatter.last_update;
  if (value === undefined) return;
  const given = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const validDate = (date: unknown) => (date instanceof Date || typeof date === 'string' || typeof date === 'number') && !Number.isNaN(new Date(date).getTime());
  const valid =
    given !== undefined &&
    (given.author !== undefined || given.date !== undefined) &&
    (given.author === undefined || typeof given.author === 'string') &&
    (given.date === undefined || validDate(given.date)) &&
    Object.keys(given).every((key) => key === 'author' || key === 'date');
  if (!valid) throw new FrontMatterError(file, lineOfKey(source, 'last_update'), `front matter \`last_update\` does not look like a valid last update object. Please use an author key with a string or a date with a string or Date (got ${JSON.stringify(value)}).`);
}
