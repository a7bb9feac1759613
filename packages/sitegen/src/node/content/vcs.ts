/**
 * Docusaurus 3.10's `future.experimental_vcs` (@docusaurus/utils' vcs/*.js): where a page's
 * "Last updated" data and a post's creation date come from when its front matter does not give
 * them. The site gives a preset name (`git-ad-hoc`, `git-eager`, `default-v1`, `default-v2`,
 * `hardcoded`, `disabled`), `true` (the default: git), `false` (none), or an object of its own
 * `{ initialize, getFileCreationInfo, getFileLastUpdateInfo }`. The git presets are sitegen's one
 * reading of the history (utils/git-history.ts: the whole log read once, cached by commit), in
 * development too (Docusaurus's default presets answer with hardcoded values there).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { lastChanges, type LastChange } from '../utils/git-history';
import { settleAll } from '../utils/settle';

/** A file's change as a VCS gives it: a time in ms and an author. */
export interface VcsChangeInfo {
  timestamp: number;
  author: string;
}

/** Docusaurus's VcsConfig: each answer null when the VCS knows nothing of the file. */
export interface VcsConfig {
  initialize(params: { siteDir: string }): unknown;
  getFileCreationInfo(filePath: string): Promise<VcsChangeInfo | null> | VcsChangeInfo | null;
  getFileLastUpdateInfo(filePath: string): Promise<VcsChangeInfo | null> | VcsChangeInfo | null;
}

/** Marks sitegen's git VCS, which its own plugins read through the cached history. */
const GIT = Symbol.for('sitegen.vcs.git');

/** Whether the VCS is sitegen's git one (a git preset, or `true`). */
export function isGitVcs(vcs: unknown): boolean {
  return typeof vcs === 'object' && vcs !== null && (vcs as Record<symbol, unknown>)[GIT] === true;
}

const run = promisify(execFile);

/** A git VCS for plugins that call it: the history read once from the site's folder (or the file's, before `initialize`). */
function gitVcs(): VcsConfig {
  let siteDir: string | undefined;
  let changes: Promise<Map<string, LastChange> | undefined> | undefined;
  const history = (file: string) => (changes ??= lastChanges(siteDir ?? path.dirname(file)));
  return Object.assign(
    {
      initialize({ siteDir: dir }: { siteDir: string }) {
        siteDir = dir;
      },
      async getFileCreationInfo(file: string) {
        // The commit that added the file, following moves (its oldest).
        const log = await run('git', ['log', '--follow', '--diff-filter=A', '--format=%ct%x09%an', '--', path.basename(file)], { cwd: path.dirname(file), encoding: 'utf8' }).then(
          (result) => result.stdout.trim(),
          () => '',
        );
        const [time, author = ''] = (log.split('\n').pop() ?? '').split('\t');
        return time ? { timestamp: Number(time) * 1000, author } : null;
      },
      async getFileLastUpdateInfo(file: string) {
        const change = (await history(file))?.get(path.resolve(file));
        return change ? { timestamp: change.time, author: change.author } : null;
      },
    },
    { [GIT]: true },
  );
}

/** Docusaurus's VcsHardcoded: the same answers for every file (tests, and sites that want no git reads). */
const HARDCODED: VcsConfig = {
  initialize: () => undefined,
  getFileCreationInfo: () => ({ timestamp: 1490997600000, author: 'Creator' }),
  getFileLastUpdateInfo: () => ({ timestamp: 1539502055000, author: 'Author' }),
};

/** Docusaurus's VcsDisabled: nothing known of any file. */
const DISABLED: VcsConfig = {
  initialize: () => undefined,
  getFileCreationInfo: () => null,
  getFileLastUpdateInfo: () => null,
};

/** Docusaurus's VcsPresetNames. */
export const VCS_PRESET_NAMES = ['git-ad-hoc', 'git-eager', 'hardcoded', 'disabled', 'default-v1', 'default-v2'] as const;

/**
 * The VCS a site's `future.experimental_vcs` names, as Docusaurus's VCS_CONFIG_SCHEMA and
 * postProcessDocusaurusConfig make it: a preset by name, `true` or left out git, `false` none, an
 * object as given. A name it does not know is an error in Docusaurus's words.
 */
export function resolveVcs(value: unknown): VcsConfig {
  if (value === undefined || value === true) return gitVcs();
  if (value === false) return DISABLED;
  if (typeof value === 'string') {
    if (!(VCS_PRESET_NAMES as readonly string[]).includes(value)) throw new Error(`VCS config preset name '${value}' is not valid.`);
    return value === 'hardcoded' ? HARDCODED : value === 'disabled' ? DISABLED : gitVcs();
  }
  return value as VcsConfig;
}

/** The site config's VCS (`siteConfig.future.experimental_vcs`, resolved by withDocusaurusDefaults); git when there is none. */
export function siteVcs(siteConfig: object | undefined): VcsConfig {
  const given = ((siteConfig as { future?: unknown } | undefined)?.future as { experimental_vcs?: unknown } | undefined)?.experimental_vcs;
  return typeof given === 'object' && given !== null ? (given as VcsConfig) : resolveVcs(given);
}

/**
 * The VCS's last change of each file, in ms and by whom: sitegen's git history (read once, cached
 * in `cacheFile`) for the git VCS, else the VCS's answer for each file.
 */
export async function vcsLastChanges(vcs: VcsConfig, siteDir: string, files: readonly string[], cacheFile?: string): Promise<Map<string, LastChange>> {
  if (files.length === 0) return new Map();
  if (isGitVcs(vcs)) return (await lastChanges(siteDir, cacheFile)) ?? new Map();
  const answers = await settleAll(files.map(async (file) => [file, await vcs.getFileLastUpdateInfo(file)] as const));
  return new Map(answers.flatMap(([file, info]) => (info ? [[file, { time: info.timestamp, author: info.author }] as const] : [])));
}
