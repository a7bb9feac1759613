import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompiledMdx } from '../../../src/node/mdx/compile';
import { cachedMdxCompile, isCompiledOrUnderWay, saveCompiledMdx } from '../../../src/node/mdx/compiled-cache';
import { openPackedCache } from '../../../src/node/utils/packed-cache';

const output = (code: string) => ({ code, assets: [] }) as unknown as CompiledMdx;

describe('the compiled Markdown cache', () => {
  it('keeps a compile on disk, making its folder, shares a compile under way, and takes a kept entry without compiling', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-cache-'));
    const dir = path.join(root, 'not', 'made', 'yet');
    try {
      let compiles = 0;
      const compile = async () => {
        compiles++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return output('compiled');
      };
      // Two bundlers asking at once: one compile.
      const [a, b] = await Promise.all([cachedMdxCompile('key-a', dir, compile), cachedMdxCompile('key-a', dir, compile)]);
      expect(compiles).toBe(1);
      expect(a).toBe(b);
      expect(isCompiledOrUnderWay('key-a', dir)).toBe(true);
      // On disk once saved, in one pack.
      saveCompiledMdx(dir, { prune: true });
      expect(fs.readdirSync(dir)).toHaveLength(1);
      expect(JSON.parse(openPackedCache(dir).readText('key-a')!)).toEqual({ code: 'compiled', assets: [] });

      // An entry a previous build kept.
      const previous = openPackedCache(dir);
      previous.write('key-b', JSON.stringify(output('kept')));
      previous.save();
      expect(isCompiledOrUnderWay('key-b', dir)).toBe(true);
      expect((await cachedMdxCompile('key-b', dir, compile)).code).toBe('kept');
      expect(compiles).toBe(1);

      // Neither kept nor under way: compiled.
      expect(isCompiledOrUnderWay('key-c', dir)).toBe(false);
      expect((await cachedMdxCompile('key-c', dir, compile)).code).toBe('compiled');
      expect(compiles).toBe(2);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('drops, when a build saves, the entries it did not ask for (older versions of its pages)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-cache-'));
    try {
      const stale = openPackedCache(dir);
      // Larger than what is still used: worth writing the pack again without it (see compactPacks).
      stale.write('old-version', JSON.stringify(output('stale '.repeat(100))));
      stale.write('still-a-page', JSON.stringify(output('kept')));
      stale.save();
      // A build asks about every page first (see MdxService.prepare), then compiles what is new.
      expect(isCompiledOrUnderWay('still-a-page', dir)).toBe(true);
      await cachedMdxCompile('new-page', dir, async () => output('new'));
      saveCompiledMdx(dir, { prune: true });
      const after = openPackedCache(dir);
      expect(after.readText('still-a-page')).toContain('kept');
      expect(after.readText('new-page')).toContain('new');
      expect(after.has('old-version')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
