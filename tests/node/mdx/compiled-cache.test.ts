import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompiledMdx } from '../../../src/node/mdx/compile';
import { cachedMdxCompile, isCompiledOrUnderWay } from '../../../src/node/mdx/compiled-cache';

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
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'key-a.json'), 'utf8'))).toEqual({ code: 'compiled', assets: [] });
      expect(isCompiledOrUnderWay('key-a', dir)).toBe(true);

      // An entry a previous build kept.
      fs.writeFileSync(path.join(dir, 'key-b.json'), JSON.stringify(output('kept')));
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
});
