import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compactPacks, openPackedCache } from '../../src/node/utils/packed-cache';

describe('packed cache', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'packed-cache-')), 'cache');
    dirs.push(path.dirname(dir));
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const packs = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.pack'));
  /** A pack per writer, as render workers leave them. */
  const writePacks = (dir: string, ...writers: Array<Record<string, string>>) => {
    for (const entries of writers) {
      const cache = openPackedCache(dir);
      for (const [key, value] of Object.entries(entries)) cache.write(key, value);
      cache.save();
    }
  };

  it('keeps what each writer saved in one file of its own, for every reader after', () => {
    const dir = tempDir();
    const first = openPackedCache(dir);
    first.write('a', 'one');
    first.write('b', Buffer.from('two'));
    // Not saved yet: only the writer sees it.
    expect(first.readText('a')).toBe('one');
    expect(openPackedCache(dir).has('a')).toBe(false);
    first.save();
    const second = openPackedCache(dir);
    second.write('c', 'three');
    second.save();
    // Nothing new: no file.
    second.save();
    expect(packs(dir)).toHaveLength(2);
    const reader = openPackedCache(dir);
    expect(reader.readText('a')).toBe('one');
    expect(reader.read('b')?.toString()).toBe('two');
    expect(reader.readText('c')).toBe('three');
    expect(reader.has('missing')).toBe(false);
    expect(reader.read('missing')).toBeUndefined();
  });

  it('holds in memory only what was written since the last save: past 32 MB a writer saves by itself, and entries are read from their packs one by one', () => {
    const dir = tempDir();
    const writer = openPackedCache(dir);
    const entry = (i: number) => Buffer.alloc(9 * 1024 * 1024, 97 + i);
    for (let i = 0; i < 4; i++) writer.write(`e${i}`, entry(i));
    // The fourth entry took the unsaved bytes past the limit: all four went to a pack.
    expect(packs(dir)).toHaveLength(1);
    writer.write('e4', 'small');
    expect(writer.readText('e4')).toBe('small');
    expect(writer.read('e2')?.equals(entry(2))).toBe(true);
    writer.save();
    expect(packs(dir)).toHaveLength(2);
    const reader = openPackedCache(dir);
    expect(reader.read('e3')?.equals(entry(3))).toBe(true);
    expect(reader.readText('e4')).toBe('small');
    // Merged by compaction, read one entry at a time.
    compactPacks(dir, ['e1', 'e4']);
    expect(packs(dir)).toHaveLength(1);
    const merged = openPackedCache(dir);
    expect(merged.keys().sort()).toEqual(['e1', 'e4']);
    expect(merged.read('e1')?.equals(entry(1))).toBe(true);
    expect(merged.readText('e4')).toBe('small');
  });

  it('lists every key once: kept ones (from the indexes, or from the packs once read) and those written since', () => {
    const dir = tempDir();
    writePacks(dir, { a: 'one', b: 'two' }, { b: 'two', c: 'three' });
    const cache = openPackedCache(dir);
    cache.write('d', 'four');
    expect(cache.keys().sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(cache.readText('a')).toBe('one');
    cache.write('a', 'one');
    expect(cache.keys().sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(openPackedCache(path.join(dir, 'none')).keys()).toEqual([]);
  });

  it('drops the packs that hold nothing the build used, and keeps the others as they are while they are few', () => {
    const dir = tempDir();
    writePacks(dir, { a: 'one' }, { b: 'two' }, { c: 'three' });
    const before = packs(dir);
    compactPacks(dir, ['a', 'c']);
    expect(packs(dir)).toEqual([before[0], before[2]]);
    const reader = openPackedCache(dir);
    expect(reader.readText('a')).toBe('one');
    expect(reader.has('b')).toBe(false);
  });

  it('merges the packs into one when there are more than four, with only the entries used', () => {
    const dir = tempDir();
    writePacks(dir, { a: '1' }, { b: '2' }, { c: '3' }, { d: '4' }, { e: '5', unused: 'x' });
    compactPacks(dir, ['a', 'b', 'c', 'd', 'e']);
    expect(packs(dir)).toHaveLength(1);
    const reader = openPackedCache(dir);
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => reader.readText(key))).toEqual(['1', '2', '3', '4', '5']);
    expect(reader.has('unused')).toBe(false);
  });

  it('merges a pack that holds more unused bytes than used ones', () => {
    const dir = tempDir();
    writePacks(dir, { kept: 'small', stale: 'a much larger entry that no page uses any more' });
    compactPacks(dir, ['kept']);
    expect(packs(dir)).toHaveLength(1);
    const pack = fs.readFileSync(path.join(dir, packs(dir)[0]!), 'utf8');
    expect(pack).toContain('small');
    expect(pack).not.toContain('larger');
  });

  it('reads past a pack cut short and clears files of an older layout, not a pack another process is writing', () => {
    const dir = tempDir();
    writePacks(dir, { a: 'one' }, { b: 'two' });
    const [, second] = packs(dir);
    const file = path.join(dir, second!);
    fs.writeFileSync(file, fs.readFileSync(file).subarray(0, 12));
    fs.writeFileSync(path.join(dir, '0123abcd'), 'an entry as a file of its own');
    // Another process's pack, being written.
    const saving = `${packs(dir)[0]}.123.abc.tmp`;
    fs.writeFileSync(path.join(dir, saving), '');
    const reader = openPackedCache(dir);
    expect(reader.readText('a')).toBe('one');
    expect(reader.has('b')).toBe(false);
    compactPacks(dir, ['a', 'b']);
    expect(fs.readdirSync(dir).sort()).toEqual([packs(dir)[0], saving].sort());
  });
});
