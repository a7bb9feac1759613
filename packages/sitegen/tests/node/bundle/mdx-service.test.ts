import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMdxService } from '../../../src/node/bundle/mdx-service';
import { compiledMdxKey, isCompiledOrUnderWay, saveCompiledMdx } from '../../../src/node/mdx/compiled-cache';
import { openPackedCache } from '../../../src/node/utils/packed-cache';
import { startMdxCompileThread } from '../../../src/node/mdx/compile-thread';
import type { LoadedSite } from '../../../src/node/plugins/host';

describe('the MDX service ahead of the bundlers', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-mdx-service-'));
  const cacheDir = path.join(siteDir, '.sitegen', 'cache');
  const files = {
    intro: path.join(siteDir, 'docs', 'intro.md'),
    post: path.join(siteDir, 'blog', 'post.md'),
  };
  fs.mkdirSync(path.dirname(files.intro), { recursive: true });
  fs.mkdirSync(path.dirname(files.post), { recursive: true });
  fs.writeFileSync(files.intro, '# Intro\n\nSee [the post](../blog/post.md).\n');
  fs.writeFileSync(files.post, '# Post\n\nThe excerpt.\n\n<!-- truncate -->\n\nThe rest.\n');
  const site = {
    siteDir,
    config: { baseUrl: '/', themeConfig: { prism: { additionalLanguages: [] } }, mermaid: { drawAt: 'browser' }, markdown: { format: 'detect' } },
    fileRoutes: new Map([
      [files.intro, '/docs/intro'],
      [files.post, '/blog/post'],
    ]),
    routes: [],
    routesVersion: 'r1',
    plugins: [],
    context: { cacheDir, dev: false },
  } as unknown as LoadedSite;
  const service = createMdxService(site);
  afterAll(async () => {
    await service.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('starts compiling every file without a kept output when told the bundlers are coming, blog excerpts too', async () => {
    service.prepare([files.intro, files.post]);
    const keyOf = (file: string, text: string) => compiledMdxKey(file, text, { baseUrl: '/', routesVersion: 'r1', prismLanguages: [], drawsDiagrams: false });
    const post = fs.readFileSync(files.post, 'utf8');
    const excerpt = post.split('<!-- truncate -->')[0] ?? '';
    const keys = [keyOf(files.intro, fs.readFileSync(files.intro, 'utf8')), keyOf(files.post, post), keyOf(files.post, excerpt)];
    for (const key of keys) expect(isCompiledOrUnderWay(key, path.join(cacheDir, 'mdx'))).toBe(true);
    // What the bundlers then ask for is the output compiled on the thread, links resolved.
    expect(await service.compile(files.intro, fs.readFileSync(files.intro, 'utf8'), { query: '', target: 'browser' })).toContain('/blog/post');
    expect(await service.compile(files.post, post, { query: '?truncated=true', target: 'browser' })).not.toContain('The rest.');
    // Kept on disk, once saved (as a build does when it closes the service).
    await expect
      .poll(() => {
        saveCompiledMdx(path.join(cacheDir, 'mdx'), { prune: false });
        const kept = openPackedCache(path.join(cacheDir, 'mdx'));
        return keys.filter((key) => kept.has(key)).length;
      })
      .toBe(3);
  });

  it('starts another compile thread when its thread has stopped (a crash ends the compiles under way, not the next ones)', async () => {
    const crashed = startMdxCompileThread();
    await crashed.compile('k', files.intro, '# A\n', { soon: true }).catch(() => undefined);
    await expect.poll(() => crashed.stopped).toBe(true);
    const recovering = createMdxService(site, { compileThread: crashed });
    try {
      expect(await recovering.compile(files.intro, '# Intro again\n\nAfter a crash.\n', { query: '', target: 'browser' })).toContain('After a crash.');
    } finally {
      await recovering.close();
    }
  });
});
