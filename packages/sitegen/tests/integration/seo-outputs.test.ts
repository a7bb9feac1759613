/**
 * The search-engine and static-host plugins on the basic fixture: sitemap and robots, `_headers`
 * and `_redirects`, client-side redirect pages, pre-compressed copies that `serve` sends, gtag
 * tags, llms.txt and the Markdown copies of docs.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/node/commands/build';
import { createStaticServer } from '../../src/node/commands/serve';
import { headersFor, parseHeadersFile } from '../../src/node/static-host/headers-file';
import { parseRedirectsFile } from '../../src/node/static-host/redirects-file';
import { scriptHash } from '../../plugins/static-host/csp';
import { colorModeScript } from '../../src/node/render/html';
import { REDIRECT_SCRIPT } from '../../plugins/redirects/index';
import { copyFixture, read } from '../helpers/fixture';

const CONFIG = `import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '../../../src/node/config/define';
import gtagPlugin, { GTAG_CSP } from '../../../plugins/gtag/index';
import llmsTxtPlugin from '../../../plugins/llms-txt/index';
import redirectsPlugin from '../../../plugins/redirects/index';
import sitemapPlugin from '../../../plugins/sitemap/index';
import staticHostPlugin from '../../../plugins/static-host/index';

// The browser bundle's last step waits (15 s at most) for the afterBundle hooks to start: they
// start once the Markdown is compiled, while the browser bundle is still being finished.
let afterBundleStarted = () => {};
const started = new Promise((resolve) => (afterBundleStarted = resolve));
let bundleWaited = 'not at all';

export default defineConfig({
  title: 'Fixture Site',
  tagline: 'A small site for tests',
  url: 'https://fixture.example',
  favicon: 'img/favicon.svg',
  docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.ts', breadcrumbs: false, homeDocId: 'intro' },
  blog: { postsPerPage: 2 },
  plugins: [
    [gtagPlugin, { trackingID: 'G-FIXTURE1' }],
    sitemapPlugin,
    [redirectsPlugin, { file: 'redirects.tsv', redirects: [{ from: '/chat', to: 'https://chat.example/invite', status: 302 }] }],
    llmsTxtPlugin,
    // Writes a file and changes a page while the other postBuild hooks run (they run at once):
    // static-host must compress both as they end up.
    // And writes a file while the pages render (afterBundle), which its postBuild finds.
    () => ({
      name: 'late-writer',
      // The browser bundle's compiler only: afterBundle starts once the pre-render bundle is made.
      configureWebpack(config, isServer) {
        if (isServer) return {};
        const waitForAfterBundle = async () => void (bundleWaited = await Promise.race([started.then(() => 'until afterBundle started'), new Promise((resolve) => setTimeout(() => resolve('15 s'), 15000))]));
        return { plugins: [{ apply: (compiler) => compiler.hooks.afterEmit.tapPromise('late-writer', waitForAfterBundle) }] };
      },
      async afterBundle({ outDir }) {
        afterBundleStarted();
        fs.writeFileSync(path.join(outDir, 'early.txt'), 'written while the pages render '.repeat(100));
      },
      async postBuild({ outDir }) {
        fs.writeFileSync(path.join(outDir, 'bundle-waited.txt'), bundleWaited);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const early = fs.existsSync(path.join(outDir, 'early.txt')) ? 'after the early file: ' : '';
        fs.writeFileSync(path.join(outDir, 'late.txt'), early + 'written late '.repeat(200));
        fs.appendFileSync(path.join(outDir, 'docs/intro.html'), '<!-- changed late -->');
      },
    }),
    [staticHostPlugin, { csp: GTAG_CSP, corsPaths: ['/data.json'] }],
  ],
  themeConfig: {
    navbar: { title: 'Fixture', items: [{ to: '/docs', label: 'Docs', position: 'left' }] },
    footer: { links: [] },
  },
});
`;

const REDIRECTS = 'from\tto\tstatus\n/old/intro\t/docs/intro\t301\n/old/guides/*\t/docs/guides/:splat\t301\n/old/tip\t/docs/intro#custom-install\t301\n';

describe('search-engine and static-host outputs (fixture)', () => {
  const fixture = copyFixture('basic');
  let result: BuildResult;
  let server: http.Server;
  let origin = '';

  beforeAll(async () => {
    fs.writeFileSync(path.join(fixture.siteDir, 'site.config.ts'), CONFIG);
    fs.writeFileSync(path.join(fixture.siteDir, 'redirects.tsv'), REDIRECTS);
    fs.writeFileSync(path.join(fixture.siteDir, 'docs/draft.md'), '---\ntitle: Draft\ndraft: true\n---\nNot yet.\n');
    // A component of the site's own, with a CSS module and an image: rendered into the Markdown copy
    // from the pre-render bundle, which the site's bundler made with its module rules.
    fs.mkdirSync(path.join(fixture.siteDir, 'src/components'), { recursive: true });
    fs.writeFileSync(path.join(fixture.siteDir, 'src/components/pins.module.css'), '.pins { border: 1px solid; }\n');
    fs.writeFileSync(
      path.join(fixture.siteDir, 'src/components/PinTable.tsx'),
      "import styles from './pins.module.css';\nimport Diagram from '@site/docs/diagram.svg';\nexport function PinTable({ pins }: { pins: string[] }) {\n  return <table className={styles.pins} data-diagram={typeof Diagram}><thead><tr><th>Pin</th><th>Use</th></tr></thead><tbody>{pins.map((pin) => <tr key={pin}><td>{pin}</td><td>Row of {pin}</td></tr>)}</tbody></table>;\n}\n",
    );
    fs.appendFileSync(path.join(fixture.siteDir, 'docs/second.mdx'), "\nimport { PinTable } from '@site/src/components/PinTable';\n\n<PinTable pins={['GPIO 5', 'GPIO 6']} />\n");
    fs.mkdirSync(path.join(fixture.siteDir, 'static'), { recursive: true });
    fs.writeFileSync(path.join(fixture.siteDir, 'static/data.json'), JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => i) }));
    result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    server = createStaticServer(fixture.outDir, '/');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    fixture.cleanup();
  });

  describe('sitemap and robots', () => {
    it('lists exactly the public routes, each with a last-modified date', () => {
      const xml = read(fixture.outDir, 'sitemap.xml');
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      // Not: the unlisted guide, the draft, the 404 page, nor /docs/intro (the docs root is its canonical address).
      const expected = result.routes.filter((r) => !['/docs/guides/beta', '/docs/intro'].includes(r)).map((r) => `https://fixture.example${r}`);
      expect(urls.sort()).toEqual(expected.sort());
      expect(urls).not.toContain('https://fixture.example/docs/draft');
      expect([...xml.matchAll(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/g)]).toHaveLength(urls.length);
    });

    it('points robots.txt at the sitemap', () => {
      expect(read(fixture.outDir, 'robots.txt')).toMatch(/^User-agent: \*\nAllow: \/\n\nSitemap: https:\/\/fixture\.example\/sitemap\.xml\n$/);
    });

    it('gives the alias of the home doc the docs root as canonical URL', () => {
      expect(read(fixture.outDir, 'docs/intro.html')).toContain('<link rel="canonical" href="https://fixture.example/docs">');
      expect(read(fixture.outDir, 'docs.html')).toContain('<link rel="canonical" href="https://fixture.example/docs">');
    });
  });

  describe('_headers', () => {
    const rules = () => parseHeadersFile(read(fixture.outDir, '_headers'));

    it('parses, with a CSP allowing the inline scripts by hash and nothing inline besides', () => {
      const csp = headersFor(rules(), '/docs/intro')['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).toContain(scriptHash(colorModeScript({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true })));
      expect(scriptSrc).toContain(scriptHash(REDIRECT_SCRIPT));
      expect(scriptSrc).toContain('https://www.googletagmanager.com');
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    });

    it('caches hashed assets for a year, revalidates HTML, and sets the security headers everywhere', () => {
      const js = fs.readdirSync(path.join(fixture.outDir, 'assets/js')).find((f) => f.endsWith('.js'));
      expect(headersFor(rules(), `/assets/js/${js}`)['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const page of ['/', '/docs', '/docs/intro', '/blog/2024/01/03/post-03', '/hello']) {
        const headers = headersFor(rules(), page);
        expect(headers['cache-control'], page).toBe('no-cache');
        expect(headers['x-content-type-options'], page).toBe('nosniff');
        expect(headers['referrer-policy'], page).toBe('strict-origin-when-cross-origin');
      }
      expect(headersFor(rules(), '/data.json')['access-control-allow-origin']).toBe('*');
      expect(headersFor(rules(), '/docs/intro')['access-control-allow-origin']).toBeUndefined();
    });

    it('is applied by serve', async () => {
      const response = await fetch(`${origin}/docs/intro`);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(`${origin}/data.json`)).headers.get('access-control-allow-origin')).toBe('*');
    });
  });

  describe('pre-compressed copies', () => {
    it('writes .br and .gz copies of text files that decompress to the original', () => {
      const html = fs.readFileSync(path.join(fixture.outDir, 'docs/intro.html'));
      expect(html.toString()).toContain('<!-- changed late -->');
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(fixture.outDir, 'docs/intro.html.br')))).toEqual(html);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(fixture.outDir, 'docs/intro.html.gz')))).toEqual(html);
      expect(fs.existsSync(path.join(fixture.outDir, 'img/favicon.svg.br'))).toBe(false); // under 1 KB: not worth it
    });

    it('compresses what other plugins’ postBuild hooks write, and again what they change', () => {
      const late = fs.readFileSync(path.join(fixture.outDir, 'late.txt'));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(fixture.outDir, 'late.txt.br')))).toEqual(late);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(fixture.outDir, 'docs/intro.html.gz'))).toString()).toContain('<!-- changed late -->');
      expect(result.timings['afterPostBuild:static-host']).toBeGreaterThanOrEqual(0);
    });

    it('runs afterBundle hooks once the Markdown is compiled, before the postBuild hooks, and compresses what they wrote', () => {
      expect(fs.readFileSync(path.join(fixture.outDir, 'late.txt'), 'utf8')).toMatch(/^after the early file: written late/);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(fixture.outDir, 'early.txt.gz'))).toString()).toMatch(/^written while the pages render/);
      // llms-txt writes its Markdown copies there, while the browser bundle is finished and the pages render.
      expect(result.timings['afterBundle:llms-txt']).toBeGreaterThanOrEqual(0);
      // They start before the browser bundle is done: its last step waited for them.
      expect(read(fixture.outDir, 'bundle-waited.txt')).toBe('until afterBundle started');
      expect(result.timings['postBuild:llms-txt']).toBeUndefined();
    });

    it('serve sends the copy the request accepts', async () => {
      const plain = await (await fetch(`${origin}/docs/intro`, { headers: { 'accept-encoding': 'identity' } })).text();
      // Node's fetch decodes br and gzip itself; the header says which copy was sent.
      for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
        const response = await fetch(`${origin}/docs/intro`, { headers: { 'accept-encoding': accept } });
        expect(response.headers.get('content-encoding'), accept).toBe(encoding);
        expect(response.headers.get('vary')).toBe('accept-encoding');
        expect(await response.text()).toBe(plain);
      }
    });
  });

  describe('redirects', () => {
    it('writes every rule to _redirects, forced so the redirect pages do not shadow it', () => {
      const rules = parseRedirectsFile(read(fixture.outDir, '_redirects'));
      expect(rules).toEqual([
        { from: '/old/intro', to: '/docs/intro', status: 301 },
        { from: '/old/guides/*', to: '/docs/guides/:splat', status: 301 },
        { from: '/old/tip', to: '/docs/intro#custom-install', status: 301 },
        { from: '/chat', to: 'https://chat.example/invite', status: 302 },
      ]);
      expect(read(fixture.outDir, '_redirects')).toContain('/old/intro /docs/intro 301!');
    });

    it('writes a noindex redirect page at each old path, wildcards expanded over the new routes', () => {
      const page = read(fixture.outDir, 'old/guides/alpha.html');
      expect(page).toContain('data-redirect="/docs/guides/alpha"');
      expect(page).toContain('<meta name="robots" content="noindex">');
      expect(page).toContain('<link rel="canonical" href="https://fixture.example/docs/guides/alpha">');
      expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/alpha">');
      expect(read(fixture.outDir, 'old/tip.html')).toContain('data-redirect="/docs/intro#custom-install"');
      expect(read(fixture.outDir, 'chat.html')).toContain('data-redirect="https://chat.example/invite"');
      expect(fs.existsSync(path.join(fixture.outDir, 'old/guides.html'))).toBe(true);
    });
  });

  it('adds the gtag tags to every page: async script, anonymised config', () => {
    const html = read(fixture.outDir, 'docs/intro.html');
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-FIXTURE1"></script>');
    expect(html).toContain(`gtag('config',"G-FIXTURE1",{anonymize_ip:true})`);
  });

  describe('llms.txt and Markdown copies', () => {
    it('lists the listed docs by sidebar category, linking to Markdown copies that exist', () => {
      const text = read(fixture.outDir, 'llms.txt');
      expect(text).toMatch(/^# Fixture Site\n\n> A small site for tests\n/);
      expect(text).toContain("## Getting Started\n\n- [Introduction](https://fixture.example/docs/intro.md): The fixture's first page.\n- [Second Page](https://fixture.example/docs/second.md)");
      expect(text).toContain('## Guides\n\n- [Alpha Guide](https://fixture.example/docs/guides/alpha.md)');
      expect(text).not.toContain('beta');
      const links = [...text.matchAll(/\]\((https:\/\/fixture\.example[^)]+)\)/g)].map((m) => new URL(m[1] ?? '').pathname);
      expect(links.length).toBe(3);
      for (const link of links) expect(fs.existsSync(path.join(fixture.outDir, link)), link).toBe(true);
    });

    it('converts MDX to plain Markdown: imports gone, tabs headed, partials inlined, admonitions quoted, links absolute', () => {
      const second = read(fixture.outDir, 'docs/second.md');
      expect(second).not.toMatch(/import |<Tabs|<TabItem|<Shared/);
      expect(second).toMatch(/## Details\n\n### Linux\n\nLinux steps\.\n\n### macOS\n\nmacOS steps\./);
      expect(second).toContain('This paragraph comes from a partial.');
      expect(second).toContain('[the intro](https://fixture.example/docs/intro#custom-install)');
      expect(second).toMatch(/\| Pin +\| Use +\|\n\| -+ \| -+ \|\n\| GPIO 5 \| Row of GPIO 5 \|/);
      const intro = read(fixture.outDir, 'docs/intro.md');
      expect(intro).toMatch(/^# Introduction\n\n> The fixture's first page\.\n/);
      expect(intro).toContain('## Install\n');
      expect(intro).not.toContain('{#custom-install}');
      expect(intro).toMatch(/> \*\*Pro tip\*\*\n>\n> Admonitions work with titles\./);
      expect(intro).toMatch(/!\[Diagram\]\(https:\/\/fixture\.example\/assets\/images\/diagram-[0-9a-f]{8}\.svg\)/);
      expect(fs.existsSync(path.join(fixture.outDir, new URL(/\(https:\/\/fixture\.example(\/assets[^)]+)\)/.exec(intro)?.[1] ?? '', 'https://x').pathname))).toBe(true);
    });
  });
});
