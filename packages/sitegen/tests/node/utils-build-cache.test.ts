import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, openBuildCache } from '../../src/node/utils/build-cache';

describe('build cache', () => {
  it('keys by every part, in order, without ambiguity between parts', () => {
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey('a', 'b')).toBe(cacheKey('a', 'b'));
    expect(cacheKey(Buffer.from('x'))).toBe(cacheKey('x'));
  });

  it('keeps what one build read or wrote and drops the rest when pruned', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
    const first = openBuildCache(dir);
    first.write('a', 'one');
    first.write('b', Buffer.from('two'));
    first.prune();
    const second = openBuildCache(dir);
    expect(second.readText('a')).toBe('one');
    expect(second.read('missing')).toBeUndefined();
    second.prune();
    expect(fs.readdirSync(dir)).toEqual(['a']);
    fs.rmSync(dir, { recursive: true });
  });

  it('writes through the thread pool too, into a folder made on the first write, and keeps what it wrote', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-')), 'not-yet');
    const cache = openBuildCache(dir);
    await Promise.all([cache.writeAsync('a', 'one'), cache.writeAsync('b', Buffer.from('two'))]);
    cache.prune();
    const next = openBuildCache(dir);
    expect(next.readText('a')).toBe('one');
    expect(next.readText('b')).toBe('two');
    fs.rmSync(path.dirname(dir), { recursive: true });
  });
});
