/**
 * The output folder while a build runs. Docusaurus builds into the output folder itself (cleared
 * first), and plugins rely on it: a postBuild hook may write into `build/…` by its path from the
 * site rather than from its `outDir` prop (docusaurus-plugin-internaldocs-fb does). sitegen builds
 * there too, and leaves a failed build's folder as it was before it.
 *
 * A folder with a previous output is updated in place, with a journal beside it (see
 * utils/output-journal.ts), `<dir>.previous-<pid>`: what the build replaces goes there, and
 * before the postBuild hooks the previous files it did not make, so that the folder then holds
 * what a folder emptied first would. When the build succeeds the journal goes; when it fails the
 * build's files go and the journal's come back. Without a previous output the folder is made.
 *
 * A build stopped before either (Ctrl-C, killed, crashed) leaves its journal; the next build undoes
 * the stopped one from it before it starts. (Builds before this scheme moved the whole previous
 * output aside, under the same name: put back the same way.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { listNames, removeInBackground } from '../utils/fs';
import { dropJournal, isJournal, journalListed, openJournal, undoFromJournal } from '../utils/output-journal';
import { isRunning } from '../utils/processes';

export interface OutputFolder {
  /** The folder the build writes into. */
  dir: string;
  /** The build succeeded: the previous output goes (in the background). */
  keep(): void;
  /** The build failed: what it wrote goes, and the previous output is put back. */
  restore(): Promise<void>;
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
      if (isJournal(aside)) {
        undoFromJournal({ root: dir, dir: aside });
        removeInBackground(aside);
        continue;
      }
      removeInBackground(dir);
      fs.renameSync(aside, dir);
    }
  }
}

/** Makes `dir` ready for a build: its previous output updated in place, with a journal to undo the build (or made, when there is none). */
export function takeOutputFolder(dir: string): OutputFolder {
  recoverEndedBuilds(dir);
  const aside = `${dir}${PREVIOUS}${process.pid}`;
  fs.rmSync(aside, { recursive: true, force: true });
  const hadOutput = fs.existsSync(dir);
  const journal = hadOutput ? openJournal(dir, aside) : undefined;
  fs.mkdirSync(dir, { recursive: true });
  return {
    dir,
    keep() {
      if (!journal) return;
      dropJournal(journal);
      removeInBackground(aside);
    },
    async restore() {
      if (!journal) return removeInBackground(dir);
      await journalListed(journal).catch(() => undefined);
      undoFromJournal(journal);
      removeInBackground(aside);
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
