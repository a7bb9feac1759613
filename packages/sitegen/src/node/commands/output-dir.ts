/**
 * The output folder while a build runs. Docusaurus builds into the output folder itself (cleared
 * first), and plugins rely on it: a postBuild hook may write into `build/…` by its path from the
 * site rather than from its `outDir` prop (docusaurus-plugin-internaldocs-fb does). sitegen builds
 * there too, but first moves what was there aside, to `<dir>.previous-<pid>`: removed when the
 * build succeeds, put back when it fails, so a failed build leaves the previous output as it was.
 *
 * A build stopped before either (Ctrl-C, killed, crashed) leaves its partial output in the folder
 * and the previous output aside; the next build puts the previous output back before it starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listNames, removeInBackground } from '../utils/fs';
import { isRunning } from '../utils/processes';

export interface OutputFolder {
  /** The folder the build writes into. */
  dir: string;
  /** The build succeeded: the previous output goes (in the background). */
  keep(): void;
  /** The build failed: what it wrote goes, and the previous output is put back. */
  restore(): void;
}

const PREVIOUS = '.previous-';
/** Where builds before this scheme wrote their output until their swap (`<dir>.tmp-<pid>`). */
const TEMPORARY = '.tmp-';

/** The process id a folder beside `dir` is named after (`<dir><marker><pid>`), if it is one of those. */
function pidOf(name: string, base: string, marker: string): number | undefined {
  if (!name.startsWith(base + marker)) return undefined;
  const pid = Number(name.slice(base.length + marker.length));
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Puts back the previous output that an ended build moved aside and never restored (its own
 * partial output goes), and removes the temporary folders of ended builds of earlier versions.
 * Folders of builds still running are theirs.
 */
export function recoverEndedBuilds(dir: string): void {
  const parent = path.dirname(dir);
  const base = path.basename(dir);
  const ended = (pid: number | undefined): pid is number => pid !== undefined && pid !== process.pid && !isRunning(pid);
  for (const name of listNames(parent)) {
    const aside = path.join(parent, name);
    if (ended(pidOf(name, base, TEMPORARY))) removeInBackground(aside);
    else if (ended(pidOf(name, base, PREVIOUS))) {
      removeInBackground(dir);
      fs.renameSync(aside, dir);
    }
  }
}

/** Makes `dir` ready for a build: empty, its previous content aside until the build ends. */
export function takeOutputFolder(dir: string): OutputFolder {
  recoverEndedBuilds(dir);
  const aside = `${dir}${PREVIOUS}${process.pid}`;
  fs.rmSync(aside, { recursive: true, force: true });
  const hadOutput = fs.existsSync(dir);
  if (hadOutput) fs.renameSync(dir, aside);
  fs.mkdirSync(dir, { recursive: true });
  return {
    dir,
    keep() {
      if (hadOutput) removeInBackground(aside);
    },
    restore() {
      removeInBackground(dir);
      if (hadOutput) fs.renameSync(aside, dir);
    },
  };
}

/**
 * Refuses an output folder that holds the site (`--out-dir .` or a parent): building there would
 * move the site itself aside, as Docusaurus's clearing of the output folder would remove it.
 */
export function checkOutputFolder(siteDir: string, outDir: string): void {
  const relative = path.relative(outDir, siteDir);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new Error(`The output folder ${outDir} holds the site (${siteDir}): it is emptied by each build; choose another with --out-dir.`);
  }
}
