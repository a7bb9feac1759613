import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressionKeysFile, startPrecompression } from '../../plugins/static-host/compress';
import staticHostPlugin, { buildCsp } from '../../plugins/static-host/index';
import type { LoadContext, PostBuildProps } from '../../src/node/plugins/types';
import { embeddedOrigins, inlineScripts, scriptHash } from '../../plugins/static-host/csp';
import { headersRules, IMMUTABLE } from '../../plugins/static-host/headers';
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../src/node/static-host/headers-file';

describe('CSP', () => {
  const page = '<script>var a=1;</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><img src="https://img.example/a.png"><iframe src="https://video.example/e/1"></iframe>';

  it('hashes only inline JavaScript (not external scripts or JSON-LD)', () => {
    expect(inlineScripts(page)).toEqual(['var a=1;']);
    expect(scriptHash('var a=1;')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('allows what the pages embed and the extra sources, wasm only when the build has some', () => {
    expect(embeddedOrigins(page)).toEqual({ img: ['https://img.example'], frame: ['https://video.example'] });
    const csp = buildCsp([page], { 'connect-src': ['https://api.example'] });
    expect(csp).toContain(`script-src 'self' ${scriptHash('var a=1;')};`);
    expect(csp).toContain("img-src 'self' data: https://img.example;");
    expect(csp).toContain('frame-src https://video.example');
    expect(csp).toContain("connect-src 'self' https://api.example");
    expect(csp).not.toContain('wasm-unsafe-eval');
    expect(buildCsp([page], {}, true)).toContain("'wasm-unsafe-eval'");
  });
});

describe('CSP sources kept between builds', () => {
  it('takes a page left in place from the last build without reading it, and reads a changed one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-csp-'));
    try {
      const outDir = path.join(dir, 'build');
      const cacheDir = path.join(dir, 'cache');
      fs.mkdirSync(outDir);
      fs.mkdirSync(cacheDir);
      const pageFile = path.join(outDir, 'index.html');
      fs.writeFileSync(pageFile, '<script>var first=1;</script>');
      const build = async () => {
        const plugin = staticHostPlugin({ cacheDir, baseUrl: '/', dev: false } as LoadContext, { compress: false });
        await plugin.afterPostBuild?.({ outDir } as PostBuildProps);
        return parseHeadersFile(fs.readFileSync(path.join(outDir, '_headers'), 'utf8')).find((rule) => rule.path === '/*')?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
      };
      expect(await build()).toContain(scriptHash('var first=1;'));
      // What the last build kept for this very file is used as it is: a planted hash shows it was not read again.
      const keptFile = path.join(cacheDir, 'static-host-csp.json');
      fs.writeFileSync(keptFile, fs.readFileSync(keptFile, 'utf8').replace(scriptHash('var first=1;'), scriptHash('planted')));
      expect(await build()).toContain(scriptHash('planted'));
      // A changed page is read again.
      fs.writeFileSync(pageFile, '<script>var second=2;</script>');
      const csp = await build();
      expect(csp).toContain(scriptHash('var second=2;'));
      expect(csp).not.toContain(scriptHash('planted'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('_headers', () => {
  it('round-trips and reports malformed lines', () => {
    const rules = [{ path: '/*', headers: [['X-A', '1'] as [string, string]] }, { path: '/a', headers: [['X-B', 'two words'] as [string, string]] }];
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
    expect(() => parseHeadersFile('/a\n  no colon\n')).toThrow('_headers:2');
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('_headers:1');
  });

  it('builds caching rules from the output files', () => {
    const rules = headersRules({
      files: ['index.html', 'docs.html', 'docs/a.html', 'docs/a.md', 'assets/js/main.1a2b3c4d.js', 'assets/js/main.1a2b3c4d.js.br', 'assets/route-files.js', 'assets/images/fig-0a1b2c3d.svg', 'img/logo.svg', 'data.json'],
      baseUrl: '/',
      csp: "default-src 'self'",
      corsPaths: ['/data.json'],
    });
    expect(headersFor(rules, '/assets/js/main.1a2b3c4d.js')['cache-control']).toBe(IMMUTABLE);
    expect(headersFor(rules, '/assets/images/fig-0a1b2c3d.svg')['cache-control']).toBe(IMMUTABLE);
    expect(headersFor(rules, '/img/logo.svg')['cache-control']).toBeUndefined(); // not hashed: host default
    // A script without a hash changes with the pages: always revalidated.
    expect(headersFor(rules, '/assets/route-files.js')['cache-control']).toBe('no-cache');
    for (const page of ['/', '/docs', '/docs/a']) expect(headersFor(rules, page)['cache-control'], page).toBe('no-cache');
    expect(headersFor(rules, '/docs/a')['content-security-policy']).toBe("default-src 'self'");
    expect(headersFor(rules, '/data.json')['access-control-allow-origin']).toBe('*');
  });
});

describe('pre-compression cache', () => {
  it('reuses compressed bytes by content and drops entries of files that are gone', async () => {
    const precompress = (files: string[], cacheDir: string) => {
      const session = startPrecompression(cacheDir);
      session.add(files);
      return session.done();
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const cache = path.join(dir, 'cache');
    const a = path.join(dir, 'a.html');
    fs.writeFileSync(a, 'hello '.repeat(500));
    await precompress([a], cache);
    expect(fs.readdirSync(cache)).toHaveLength(2);
    // A planted cache entry is what the next run writes: proof it came from the cache.
    const [brName] = fs.readdirSync(cache).filter((n) => n.endsWith('.br'));
    fs.writeFileSync(path.join(cache, brName ?? ''), 'from cache');
    fs.rmSync(`${a}.br`);
    await precompress([a], cache);
    expect(fs.readFileSync(`${a}.br`, 'utf8')).toBe('from cache');
    fs.writeFileSync(a, 'changed '.repeat(500));
    await precompress([a], cache);
    expect(fs.readdirSync(cache).filter((n) => n === brName)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('compresses a file added again only when it changed since', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const [a, b] = [path.join(dir, 'a.html'), path.join(dir, 'b.css')];
    fs.writeFileSync(a, 'first '.repeat(500));
    fs.writeFileSync(b, 'body{} '.repeat(500));
    const session = startPrecompression();
    session.add([a, b]);
    session.add([a, b]);
    // Once both have their copies (the first pass is over), a changes.
    while (!fs.existsSync(`${a}.gz`) || !fs.existsSync(`${b}.gz`)) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fs.writeFileSync(a, 'second version '.repeat(500));
    session.add([a, b]);
    const totals = await session.done();
    expect(totals.files).toBe(3); // a twice, b once
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${a}.br`)).toString()).toBe('second version '.repeat(500));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('links cached copies into place, and a file changed after that never writes through the link into the cache', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const cache = path.join(dir, 'cache');
    const a = path.join(dir, 'a.html');
    fs.writeFileSync(a, 'first '.repeat(500));
    const warmUp = startPrecompression(cache);
    warmUp.add([a]);
    await warmUp.done();
    fs.rmSync(`${a}.br`);
    fs.rmSync(`${a}.gz`);
    // The next build: the copy comes from the cache as a link; then the file changes.
    const session = startPrecompression(cache);
    session.add([a]);
    while (!fs.existsSync(`${a}.gz`)) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fs.statSync(`${a}.br`).nlink).toBe(2);
    fs.writeFileSync(a, 'second version '.repeat(500));
    session.add([a]);
    await session.done();
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${a}.br`)).toString()).toBe('second version '.repeat(500));
    const entries = fs.readdirSync(cache).filter((n) => n.endsWith('.br')).map((n) => zlib.brotliDecompressSync(fs.readFileSync(path.join(cache, n))).toString());
    // Both contents keep their own entry: the first one was not overwritten through the link.
    expect(entries.sort()).toEqual(['first '.repeat(500), 'second version '.repeat(500)]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes the content key of a file left in place from the last build without reading it, and reads a changed one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const cache = path.join(dir, 'cache');
    const a = path.join(dir, 'a.js');
    fs.writeFileSync(a, 'kept '.repeat(500));
    const first = startPrecompression(cache);
    first.add([a]);
    await first.done();
    const keys = new Map(JSON.parse(fs.readFileSync(precompressionKeysFile(cache), 'utf8')) as Array<[string, string]>);
    const stat = fs.statSync(a);
    expect(keys.get(`${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`)).toMatch(/^[0-9a-f]+$/);
    // The same inode, size and mtime: its key is taken as known (here, deliberately, a wrong one,
    // to tell). Its copies then come from that entry, which is what a build that reused the file has.
    const other = path.join(dir, 'b.js');
    fs.writeFileSync(other, 'other '.repeat(500));
    const seed = startPrecompression(cache);
    seed.add([a, other]);
    await seed.done();
    const otherStat = fs.statSync(other);
    const seeded = new Map(JSON.parse(fs.readFileSync(precompressionKeysFile(cache), 'utf8')) as Array<[string, string]>);
    seeded.set(`${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`, seeded.get(`${otherStat.dev}:${otherStat.ino}:${otherStat.size}:${otherStat.mtimeMs}`)!);
    fs.writeFileSync(precompressionKeysFile(cache), JSON.stringify([...seeded]));
    fs.rmSync(`${a}.br`);
    const again = startPrecompression(cache);
    again.add([a]);
    await again.done();
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${a}.br`)).toString()).toBe('other '.repeat(500));
    // A change gives a new mtime: read and hashed again.
    fs.rmSync(`${a}.br`);
    fs.writeFileSync(a, 'changed '.repeat(500));
    const changed = startPrecompression(cache);
    changed.add([a]);
    await changed.done();
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${a}.br`)).toString()).toBe('changed '.repeat(500));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
