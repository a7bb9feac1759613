import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import v8 from 'node:v8';
import { fileFacts, openFileFacts } from '../../../src/node/utils/file-facts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-facts-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
/** Sets a file's mtime a minute back: older than the moments a change is not trusted in. */
const age = (file: string, seconds = 60) => fs.utimesSync(file, new Date(Date.now() - seconds * 1000), new Date(Date.now() - seconds * 1000));

/** A folder with a table's file and one page, written a minute back. */
const siteWithPage = (name: string, text: string) => {
  const page = path.join(root, name, 'page.md');
  fs.mkdirSync(path.dirname(page), { recursive: true });
  fs.writeFileSync(page, text);
  age(page);
  return { tableFile: path.join(root, name, 'facts.v8'), page };
};

describe('fileFacts', () => {
  it("keeps a file's hash and diagrams by its stat, and learns them again when it changes", () => {
    const workDir = path.join(root, 'site-a', '.sitegen');
    const page = path.join(root, 'site-a', 'page.md');
    fs.mkdirSync(path.dirname(page), { recursive: true });
    const text = '# Page\n\n```mermaid\ngraph TD; A-->B\n```\n';
    fs.writeFileSync(page, text);
    age(page);
    const facts = fileFacts(workDir);
    expect(facts.of(page)).toEqual({ sha1: sha1(text), diagrams: ['graph TD; A-->B'], identity: expect.any(String) });
    expect(facts.of(path.join(root, 'site-a', 'missing.md'))).toBeUndefined();
    facts.save();
    expect(fs.existsSync(path.join(workDir, 'cache', 'file-facts.v8'))).toBe(true);

    // Same size and mtime, other bytes: taken as the same file (what the stat promises), without reading it.
    const { mtime } = fs.statSync(page);
    fs.writeFileSync(page, text.replace('A-->B', 'B-->A'));
    fs.utimesSync(page, mtime, mtime);
    expect(facts.of(page)?.sha1).toBe(sha1(text));
    // Another mtime: read again.
    age(page, 30);
    expect(facts.of(page)).toMatchObject({ sha1: sha1(text.replace('A-->B', 'B-->A')), diagrams: ['graph TD; B-->A'] });
  });

  it('does not trust the facts of a file changed in the last moments (its mtime may not tell the next change)', () => {
    const workDir = path.join(root, 'site-b', '.sitegen');
    const fresh = path.join(root, 'site-b', 'fresh.md');
    const old = path.join(root, 'site-b', 'old.json');
    fs.mkdirSync(path.dirname(fresh), { recursive: true });
    fs.writeFileSync(fresh, 'just written');
    // Half a second back, to the millisecond: its mtime can be set again exactly below.
    const mtime = new Date(Date.now() - 500);
    fs.utimesSync(fresh, mtime, mtime);
    fs.writeFileSync(old, '{}');
    age(old);
    const facts = fileFacts(workDir);
    expect(facts.of(fresh)?.sha1).toBe(sha1('just written'));
    expect(facts.of(old)?.diagrams).toBeUndefined();
    facts.save();
    const tableFile = path.join(workDir, 'cache', 'file-facts.v8');
    const saved = v8.deserialize(fs.readFileSync(tableFile)) as { entries: Record<string, { racy?: boolean }> };
    expect(saved.entries[fresh]?.racy).toBe(true);
    expect(saved.entries[old]?.racy).toBeUndefined();
    // Changed again at the same size and mtime: the next build reads it again all the same, and
    // does not count it as changed (its stat is the one the table had).
    fs.writeFileSync(fresh, 'just WRITTEN');
    fs.utimesSync(fresh, mtime, mtime);
    const next = openFileFacts(tableFile);
    expect(next.of(fresh)?.sha1).toBe(sha1('just WRITTEN'));
    expect(next.sawChange).toBe(false);
  });

  it('keeps what a build did not ask about for the next ones (a build that reuses its bundles asks about fewer files)', () => {
    const tableFile = path.join(root, 'site-c', 'facts.v8');
    const files = ['a.md', 'b.json'].map((name) => path.join(root, 'site-c', name));
    fs.mkdirSync(path.dirname(tableFile), { recursive: true });
    for (const file of files) {
      fs.writeFileSync(file, file);
      age(file);
    }
    const first = openFileFacts(tableFile);
    for (const file of files) first.of(file);
    first.save();
    // The next asks about one file only; the other is still known to the one after.
    const second = openFileFacts(tableFile);
    second.of(files[0]!);
    second.save();
    const kept = v8.deserialize(fs.readFileSync(tableFile)) as { saves: number; entries: Record<string, { saved: number }> };
    expect(kept.saves).toBe(1);
    expect(Object.keys(kept.entries).sort()).toEqual([...files].sort());
    expect(kept.entries[files[1]!]?.saved).toBe(0);
    // A file not asked about for 20 saves is dropped.
    for (let i = 0; i < 21; i++) {
      const next = openFileFacts(tableFile);
      next.of(files[0]!);
      next.save();
    }
    expect(Object.keys((v8.deserialize(fs.readFileSync(tableFile)) as { entries: object }).entries)).toEqual([files[0]]);
  });

  it('tells whether a file asked about was read anew: new, or changed since the table was saved', () => {
    const { tableFile, page } = siteWithPage('site-changes', '# One\n');
    const first = openFileFacts(tableFile);
    expect(first.sawChange).toBe(false);
    first.of(page);
    // Never read before: the first build counts it.
    expect(first.sawChange).toBe(true);
    first.save();
    // The process's next build starts afresh (the dev server's, a translated site's next locale).
    expect(first.sawChange).toBe(false);
    first.of(page);
    expect(first.sawChange).toBe(false);
    const second = openFileFacts(tableFile);
    second.of(page);
    expect(second.sawChange).toBe(false);
    fs.writeFileSync(page, '# Two\n');
    age(page, 30);
    const third = openFileFacts(tableFile);
    third.of(page);
    expect(third.sawChange).toBe(true);
  });

  it('keeps values derived from a file with it, computed again when the file changes', () => {
    const { tableFile, page } = siteWithPage('site-d', '---\ndate: 2024-01-31\n---\n# One\n');
    const computed: string[] = [];
    const meta = (text: string) => {
      computed.push(text);
      return { heading: /^# (.*)$/m.exec(text)?.[1], date: new Date('2024-01-31') };
    };
    const first = openFileFacts(tableFile);
    expect(first.derive(page, 'meta', meta)).toEqual({ heading: 'One', date: new Date('2024-01-31') });
    expect(first.derive(path.join(root, 'site-d', 'missing.md'), 'meta', meta)).toBeUndefined();
    first.save();
    // The next build takes it from the table, a date as a date, without reading the file.
    const second = openFileFacts(tableFile);
    const kept = second.derive(page, 'meta', meta);
    expect(kept?.date).toBeInstanceOf(Date);
    expect(kept?.heading).toBe('One');
    expect(computed).toHaveLength(1);
    // Each caller gets its own copy: a change to one is not kept.
    kept!.heading = 'changed by a plugin';
    expect(second.derive(page, 'meta', meta)?.heading).toBe('One');
    // Another name is another value; a changed file is computed again.
    expect(second.derive(page, 'other', (text) => text.length)).toBe(31);
    fs.writeFileSync(page, '# Two\n');
    age(page, 30);
    expect(second.derive(page, 'meta', meta)?.heading).toBe('Two');
    expect(computed).toHaveLength(2);
  });

  it('does not keep a value its computation threw for (a bad front matter is reported again)', () => {
    const { tableFile, page } = siteWithPage('site-e', 'bad');
    const facts = openFileFacts(tableFile);
    const check = (text: string) => {
      if (text === 'bad') throw new Error('page.md:1: bad');
      return text;
    };
    expect(() => facts.derive(page, 'checked', check)).toThrow('page.md:1: bad');
    expect(() => facts.derive(page, 'checked', check)).toThrow('page.md:1: bad');
  });
});
