/**
 * Where `trailingSlash` (true, false, undefined) puts each page's file, as Docusaurus's
 * ssgUtils.ts pathnameToFilename does; how `sitegen serve` answers each URL form, as
 * Docusaurus's `serve` (serve-handler with the site's trailingSlash) does; and how the link
 * checker reads a relative link from a page whose URL ends with a slash.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticServer, servedPath } from '../../src/node/commands/serve';
import { findBrokenLinks } from '../../src/node/links/check';
import { routeToHtmlFile } from '../../src/node/utils/paths';

const file = (trailingSlash: boolean | undefined, baseUrl = '/') => (route: string) => routeToHtmlFile(route, { trailingSlash, baseUrl });

describe('the HTML file of a route', () => {
  it('undefined (Docusaurus’s default) and true: `<path>/index.html`', () => {
    for (const trailingSlash of [undefined, true]) {
      expect(file(trailingSlash)('/')).toBe('index.html');
      expect(file(trailingSlash)('/docs/intro')).toBe('docs/intro/index.html');
      expect(file(trailingSlash)('/docs/intro/')).toBe('docs/intro/index.html');
    }
  });

  it('false: `<path>.html`, the root `index.html`; a route written with a slash loses it first', () => {
    expect(file(false)('/')).toBe('index.html');
    expect(file(false)('/docs/intro')).toBe('docs/intro.html');
    expect(file(false)('/docs/intro/')).toBe('docs/intro.html');
  });

  it('a path ending in .html is written as it is, unless true gave the route its slash first (as Docusaurus does)', () => {
    for (const trailingSlash of [false, undefined]) expect(file(trailingSlash)('/legacy/page.html')).toBe('legacy/page.html');
    expect(file(true)('/legacy/page.html')).toBe('legacy/page.html/index.html');
  });

  it('below a base URL other than `/`, which is the output folder itself', () => {
    for (const trailingSlash of [true, false, undefined]) expect(file(trailingSlash, '/base/')('/base/')).toBe('index.html');
    expect(file(false, '/base/')('/base/docs/intro')).toBe('docs/intro.html');
    expect(file(true, '/base/')('/base/docs/intro')).toBe('docs/intro/index.html');
    expect(file(undefined, '/base/')('/base/docs/intro')).toBe('docs/intro/index.html');
  });

  it("without options: sitegen's default, clean URLs", () => {
    expect(routeToHtmlFile('/docs/intro')).toBe('docs/intro.html');
    expect(routeToHtmlFile('/')).toBe('index.html');
  });
});

describe('the address `serve` answers at', () => {
  it('true: adds the slash to paths without a file extension, drops `.html`', () => {
    expect(servedPath('/docs/intro', true)).toBe('/docs/intro/');
    expect(servedPath('/docs/intro/', true)).toBe('/docs/intro/');
    expect(servedPath('/docs/intro.html', true)).toBe('/docs/intro/');
    expect(servedPath('/docs/intro/index.html', true)).toBe('/docs/intro/');
    expect(servedPath('/sitemap.xml', true)).toBe('/sitemap.xml');
    expect(servedPath('/.well-known', true)).toBe('/.well-known');
    expect(servedPath('/', true)).toBe('/');
  });

  it('false: removes the slash (but the root’s), drops `.html`', () => {
    expect(servedPath('/docs/intro/', false)).toBe('/docs/intro');
    expect(servedPath('/docs/intro.html', false)).toBe('/docs/intro');
    expect(servedPath('/docs/intro/index.html', false)).toBe('/docs/intro');
    expect(servedPath('/', false)).toBe('/');
  });

  it('undefined: either form as asked, `.html` dropped', () => {
    expect(servedPath('/docs/intro', undefined)).toBe('/docs/intro');
    expect(servedPath('/docs/intro/', undefined)).toBe('/docs/intro/');
    expect(servedPath('/docs/intro.html', undefined)).toBe('/docs/intro');
  });
});

describe('sitegen serve', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-slash-'));
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  };
  write('index.html', 'home');
  write('404.html', 'missing');
  write('docs/intro/index.html', 'intro in a folder');
  write('guide.html', 'guide as a file');
  const servers: ReturnType<typeof createStaticServer>[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function get(trailingSlash: boolean | undefined, urlPath: string): Promise<{ status: number; location: string | null; body: string }> {
    const server = createStaticServer(root, '/', { trailingSlash });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${urlPath}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location'), body: await response.text() };
  }

  it('true: `/a` redirects to `/a/`, served from a/index.html (or a.html)', async () => {
    expect(await get(true, '/docs/intro')).toMatchObject({ status: 301, location: '/docs/intro/' });
    expect(await get(true, '/docs/intro/')).toMatchObject({ status: 200, body: 'intro in a folder' });
    expect(await get(true, '/guide/')).toMatchObject({ status: 200, body: 'guide as a file' });
  });

  it('false: `/a/` redirects to `/a`, served from a.html (or a/index.html)', async () => {
    expect(await get(false, '/guide/')).toMatchObject({ status: 301, location: '/guide' });
    expect(await get(false, '/guide')).toMatchObject({ status: 200, body: 'guide as a file' });
    expect(await get(false, '/docs/intro')).toMatchObject({ status: 200, body: 'intro in a folder' });
  });

  it('undefined: both forms serve the same file; an unknown path gets 404.html', async () => {
    expect(await get(undefined, '/docs/intro')).toMatchObject({ status: 200, body: 'intro in a folder' });
    expect(await get(undefined, '/docs/intro/')).toMatchObject({ status: 200, body: 'intro in a folder' });
    expect(await get(undefined, '/nowhere/')).toMatchObject({ status: 404, body: 'missing' });
  });
});

describe('the link checker with trailing slashes', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-slash-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));
  const pages = [
    { path: '/docs/guides', links: ['wiring', 'flashing/', '/docs/guides/wiring/#pins'], ids: [] },
    { path: '/docs/guides/wiring', links: [], ids: ['pins'] },
    { path: '/docs/wiring', links: [], ids: [] },
    { path: '/docs/guides/flashing', links: [], ids: [] },
  ];

  it('reads a relative link from the page’s URL: `/docs/guides/` with true, `/docs/guides` otherwise', () => {
    // Read from `/docs/guides/`: `wiring` is /docs/guides/wiring, `flashing/` /docs/guides/flashing.
    expect(findBrokenLinks(pages, { baseUrl: '/', trailingSlash: true, outDir })).toEqual([]);
    // Read from `/docs/guides`, `flashing/` is /docs/flashing, which is no page.
    for (const trailingSlash of [false, undefined]) {
      expect(findBrokenLinks(pages, { baseUrl: '/', trailingSlash, outDir })).toEqual([{ source: '/docs/guides', link: 'flashing/', reason: 'no page or file at /docs/flashing' }]);
    }
  });

  it('reads it from an index page’s permalink (`/docs/guides/`) when `trailingSlash` is undefined, as the browser does there', () => {
    const permalinks = new Map([['/docs/guides', '/docs/guides/']]);
    expect(findBrokenLinks(pages, { baseUrl: '/', trailingSlash: undefined, outDir, permalinks })).toEqual([]);
    // With false the rule wins: the page is at `/docs/guides`.
    expect(findBrokenLinks(pages, { baseUrl: '/', trailingSlash: false, outDir, permalinks })).toHaveLength(1);
  });
});
