/** The plugins' data modules (src/node/plugins/data-modules.ts): written when changed, told so by the last load's record. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDataModules } from '../../../src/node/plugins/data-modules';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-modules-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
/** Sets a file's mtime back, so that a write shows. */
const age = (file: string) => fs.utimesSync(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
const mtime = (file: string) => fs.statSync(file).mtimeMs;

describe('openDataModules', () => {
  it('writes only what changed, removes what no load wrote, and knows each content hash', () => {
    const dir = path.join(root, 'a', 'data');
    const [one, two, three] = ['docs/one.json', 'docs/two.json', 'blog/three.json'].map((name) => path.join(dir, name)) as [string, string, string];
    const first = openDataModules(dir);
    first.write(one, '{"a":1}');
    first.write(two, '{"b":2}');
    first.write(three, '{"c":3}');
    first.finish();
    expect(fs.readFileSync(two, 'utf8')).toBe('{"b":2}');
    expect(first.hashes.get(one)).toBe(sha1('{"a":1}'));
    for (const file of [one, two, three]) age(file);

    const second = openDataModules(dir);
    // The record is gone while a load writes: one stopped half way leaves none.
    expect(fs.existsSync(`${dir}.hashes.json`)).toBe(false);
    second.write(one, '{"a":1}');
    second.write(two, '{"b":22}');
    second.finish();
    expect(mtime(one)).toBe(new Date(2020, 0, 1).getTime());
    expect(fs.readFileSync(two, 'utf8')).toBe('{"b":22}');
    expect(fs.existsSync(three)).toBe(false);
    expect(second.hashes.get(two)).toBe(sha1('{"b":22}'));
    expect(JSON.parse(fs.readFileSync(`${dir}.hashes.json`, 'utf8'))).toEqual({ [one]: sha1('{"a":1}'), [two]: sha1('{"b":22}') });
  });

  it('writes a module removed since (the record says it was there), and one written twice in a load as written last', () => {
    const dir = path.join(root, 'b', 'data');
    const file = path.join(dir, 'one.json');
    const first = openDataModules(dir);
    first.write(file, 'one');
    first.finish();
    fs.rmSync(file);
    const second = openDataModules(dir);
    second.write(file, 'one');
    expect(fs.readFileSync(file, 'utf8')).toBe('one');
    second.write(file, 'two');
    second.write(file, 'one');
    second.finish();
    expect(fs.readFileSync(file, 'utf8')).toBe('one');
  });

  it('compares with the files themselves without a record (a load stopped half way)', () => {
    const dir = path.join(root, 'c', 'data');
    const same = path.join(dir, 'same.json');
    const other = path.join(dir, 'other.json');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(same, 'same');
    fs.writeFileSync(other, 'before');
    age(same);
    const load = openDataModules(dir);
    load.write(same, 'same');
    load.write(other, 'after');
    load.finish();
    expect(mtime(same)).toBe(new Date(2020, 0, 1).getTime());
    expect(fs.readFileSync(other, 'utf8')).toBe('after');
  });
});
