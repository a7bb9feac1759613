/**
 * The output folder during a build (src/node/commands/output-dir.ts): written in place, as
 * Docusaurus writes it, with a journal to undo the build when it fails (utils/output-journal.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOutputFolder, recoverEndedBuilds, takeOutputFolder } from '../../../src/node/commands/output-dir';
import { linkFiles, placeLink } from '../../../src/node/utils/fs';
import { journalListed, journalOf, settleOutput } from '../../../src/node/utils/output-journal';

/** The previous output is listed in the background (output-journal.ts): a build writes once it is. */
const listed = async (out: string) => {
  const journal = journalOf(path.join(out, '_'));
  if (journal) await journalListed(journal);
};
let root: string;
let out: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const besides = () => fs.readdirSync(root).filter((name) => name !== 'build' && !name.includes('.old-')).sort();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'output-dir-'));
  out = path.join(root, 'build');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the output folder of a build', () => {
  it('keeps the previous output in place while the build runs; the previous files the build did not make go before postBuild, and the journal once it succeeds', async () => {
    write(path.join(out, 'old.html'), 'old build');
    write(path.join(out, 'gone', 'page', 'index.html'), 'a page the build no longer has');
    write(path.join(out, 'kept.html'), 'kept');
    write(path.join(out, 'sitemap.xml'), 'old sitemap');
    const folder = takeOutputFolder(out);
    await listed(out);
    expect(fs.readdirSync(out).sort()).toEqual(['gone', 'kept.html', 'old.html', 'sitemap.xml']);
    expect(besides()).toEqual([`build.previous-${process.pid}`]);
    // Placed by the build: a link to a kept file (a page), a file written anew.
    const cache = path.join(root, 'cache');
    write(path.join(cache, 'kept.html'), 'kept');
    await placeLink(path.join(cache, 'kept.html'), path.join(out, 'kept.html'));
    write(path.join(out, 'new.html'), 'new build');
    settleOutput(out, []);
    expect(fs.readdirSync(out).sort()).toEqual(['kept.html', 'new.html']);
    // A postBuild hook writes its file into a folder without the previous one.
    write(path.join(out, 'sitemap.xml'), 'new sitemap');
    folder.keep();
    expect(fs.readdirSync(out).sort()).toEqual(['kept.html', 'new.html', 'sitemap.xml']);
    expect(fs.readFileSync(path.join(out, 'kept.html'), 'utf8')).toBe('kept');
    expect(besides()).toEqual(['cache']);
  });

  it('leaves a link already to the right file as it is, and moves a different one into the journal', async () => {
    const cache = path.join(root, 'cache');
    write(path.join(cache, 'a.html'), 'a');
    write(path.join(cache, 'b.html'), 'b');
    fs.mkdirSync(out);
    fs.linkSync(path.join(cache, 'a.html'), path.join(out, 'a.html'));
    write(path.join(out, 'b.html'), 'old b');
    const folder = takeOutputFolder(out);
    await listed(out);
    const inodeOf = (file: string) => fs.statSync(file).ino;
    await placeLink(path.join(cache, 'a.html'), path.join(out, 'a.html'));
    await placeLink(path.join(cache, 'b.html'), path.join(out, 'b.html'));
    expect(inodeOf(path.join(out, 'a.html'))).toBe(inodeOf(path.join(cache, 'a.html')));
    expect(inodeOf(path.join(out, 'b.html'))).toBe(inodeOf(path.join(cache, 'b.html')));
    const journal = path.join(root, `build.previous-${process.pid}`);
    expect(fs.readdirSync(journal).filter((name) => !name.endsWith('.log') && !name.endsWith('.json'))).toHaveLength(1);
    await folder.restore();
    expect(fs.readFileSync(path.join(out, 'b.html'), 'utf8')).toBe('old b');
    expect(fs.readFileSync(path.join(out, 'a.html'), 'utf8')).toBe('a');
    // Restoring wrote nothing through the link into the kept file.
    expect(fs.readFileSync(path.join(cache, 'b.html'), 'utf8')).toBe('b');
  });

  it('undoes a failed build: files replaced twice, dropped or added come back as they were', async () => {
    write(path.join(out, 'page', 'index.html'), 'old page');
    write(path.join(out, 'stale.html'), 'stale');
    const folder = takeOutputFolder(out);
    await listed(out);
    const cache = path.join(root, 'cache');
    write(path.join(cache, 'one'), 'first new page');
    write(path.join(cache, 'two'), 'second new page');
    await placeLink(path.join(cache, 'one'), path.join(out, 'page', 'index.html'));
    await linkFiles([[path.join(cache, 'two'), path.join(out, 'page', 'index.html')]]);
    write(path.join(out, 'added', 'deep', 'index.html'), 'added');
    settleOutput(out, []);
    expect(fs.existsSync(path.join(out, 'stale.html'))).toBe(false);
    await folder.restore();
    expect(fs.readFileSync(path.join(out, 'page', 'index.html'), 'utf8')).toBe('old page');
    expect(fs.readFileSync(path.join(out, 'stale.html'), 'utf8')).toBe('stale');
    expect(fs.readdirSync(out).sort()).toEqual(['page', 'stale.html']);
    expect(besides()).toEqual(['cache']);
  });

  it('undoes a build stopped half way, from its journal, when the next one starts', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    write(path.join(out, 'page.html'), 'old page');
    // What a stopped build left: its journal, a file replaced and a file added.
    const journal = path.join(root, `build.previous-${ended}`);
    fs.mkdirSync(journal);
    fs.writeFileSync(path.join(journal, 'listing.json'), JSON.stringify({ files: ['page.html'], dirs: [], since: 0 }));
    fs.renameSync(path.join(out, 'page.html'), path.join(journal, 'moved-1'));
    fs.writeFileSync(path.join(journal, 'moves-1-0.log'), `${JSON.stringify(['moved-1', 'page.html', 1])}\n`);
    write(path.join(out, 'page.html'), 'half written');
    write(path.join(out, 'new', 'index.html'), 'half written');
    recoverEndedBuilds(out);
    expect(fs.readdirSync(out)).toEqual(['page.html']);
    expect(fs.readFileSync(path.join(out, 'page.html'), 'utf8')).toBe('old page');
    expect(besides()).toEqual([]);
  });

  it('leaves the output as it is after a build stopped before its listing of it was written (it had written nothing)', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    write(path.join(out, 'page.html'), 'old page');
    const journal = path.join(root, `build.previous-${ended}`);
    fs.mkdirSync(journal);
    fs.writeFileSync(path.join(journal, 'listing.json'), '');
    recoverEndedBuilds(out);
    expect(fs.readdirSync(out)).toEqual(['page.html']);
    expect(fs.readFileSync(path.join(out, 'page.html'), 'utf8')).toBe('old page');
    expect(besides()).toEqual([]);
  });

  it('lists the previous output while the build starts, and waits for the listing before undoing a build that failed early', async () => {
    for (let i = 0; i < 50; i++) write(path.join(out, `page-${i}`, 'index.html'), `page ${i}`);
    const folder = takeOutputFolder(out);
    // Failed before it wrote anything (while loading the site): the listing may still be under way.
    await folder.restore();
    expect(fs.readdirSync(out)).toHaveLength(50);
    expect(fs.readFileSync(path.join(out, 'page-7', 'index.html'), 'utf8')).toBe('page 7');
  });

  it('is put back as it was when the build fails', async () => {
    write(path.join(out, 'old.html'), 'old build');
    const folder = takeOutputFolder(out);
    await listed(out);
    write(path.join(out, 'half.html'), 'half written');
    await folder.restore();
    expect(fs.readdirSync(out)).toEqual(['old.html']);
    expect(fs.readFileSync(path.join(out, 'old.html'), 'utf8')).toBe('old build');
    expect(besides()).toEqual([]);
  });

  it('is removed when a build that made it fails', async () => {
    const folder = takeOutputFolder(out);
    await listed(out);
    write(path.join(out, 'half.html'), 'half written');
    await folder.restore();
    expect(fs.existsSync(out)).toBe(false);
  });

  it('gets back the output an interrupted build moved aside; a running build’s folders and earlier versions’ are left or removed by whether their build runs', () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    write(path.join(root, `build.previous-${ended}`, 'old.html'), 'old build');
    write(path.join(out, 'half.html'), 'half written');
    write(path.join(root, `build.tmp-${ended}`, 'half.html'), 'half written');
    write(path.join(root, `build.previous-${process.ppid}`, 'other.html'), 'another build’s');
    recoverEndedBuilds(out);
    expect(fs.readdirSync(out)).toEqual(['old.html']);
    expect(besides()).toEqual([`build.previous-${process.ppid}`]);
  });

  it('may not hold the site', () => {
    expect(() => checkOutputFolder(path.join(root, 'site'), root)).toThrow(/The output folder .* holds the site/);
    expect(() => checkOutputFolder(root, root)).toThrow(/holds the site/);
    expect(() => checkOutputFolder(root, out)).not.toThrow();
    expect(() => checkOutputFolder(root, path.join(root, '..', 'elsewhere'))).not.toThrow();
  });
});
