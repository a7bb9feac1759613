/**
 * Docusaurus's `trailingSlash`, on its own fixture site (tests/fixtures/docusaurus-classic) built
 * once per value, each written as real configs write it: the string "true" (read from the
 * environment, which Joi converts), `false`, and no key at all (Docusaurus's default). Each
 * build is checked where the option reaches: the files written, the links in the pages, the
 * canonical URL, the sitemap, the route paths plugins get, the redirect pages and the search
 * index (llms-txt's links: tests/plugins/llms-txt.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import type { SearchIndexFile } from '../../src/shared/search';
import { copyFixture, read, readPage } from '../helpers/fixture';

const ORIGIN = 'https://lantern.example';
const PLUGINS = path.resolve(import.meta.dirname, '../../plugins');

interface Mode {
  name: string;
  /** What the config says, as JavaScript source; undefined: the key is left out. */
  written?: string;
  trailingSlash: boolean | undefined;
}

const MODES: Mode[] = [
  { name: 'true (the string "true", as read from the environment)', written: "'true'", trailingSlash: true },
  { name: 'false', written: 'false', trailingSlash: false },
  { name: "undefined (no key: Docusaurus's default)", trailingSlash: undefined },
];

/** The fixture's config with the mode's `trailingSlash` and sitegen's redirects and search index plugins (by path, as Docusaurus loads plugins). */
function configure(siteDir: string, mode: Mode): void {
  const file = path.join(siteDir, 'docusaurus.config.js');
  const plugins = [
    `['${PLUGINS}/redirects/index.ts', { redirects: [{ from: '/start', to: '/docs/intro#parts-list', status: 301 }] }]`,
    `'${PLUGINS}/search-index/index.ts'`,
  ];
  const config = fs
    .readFileSync(file, 'utf8')
    .replace("baseUrl: '/',", `baseUrl: '/',${mode.written === undefined ? '' : `\n  trailingSlash: ${mode.written},`}`)
    .replace('plugins: [', `plugins: [${plugins.join(', ')}, `);
  fs.writeFileSync(file, config);
  // The diagram is drawn by a browser at build time: three builds need not wait for it.
  const wiring = path.join(siteDir, 'docs/guides/wiring.mdx');
  fs.writeFileSync(wiring, fs.readFileSync(wiring, 'utf8').replace(/```mermaid[\s\S]*?```\n/, ''));
}

/** The `href`s of a page's links, in order. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*?href="([^"]*)"/g)].map((m) => m[1] ?? '');
}

describe.each(MODES)('trailingSlash: $name', (mode) => {
  const fixture = copyFixture('docusaurus-classic');
  const layout = { trailingSlash: mode.trailingSlash, baseUrl: '/' };
  /** A page path as the site writes it in this mode: `/docs/intro/` with true. */
  const url = (page: string) => (mode.trailingSlash && page !== '/' ? page.replace(/\/?(#|$)/, '/$1') : page);
  /** An index doc's or page's address, written `/docs/guides/`: kept as written when undefined, else by the rule. */
  const indexUrl = (written: string) => (mode.trailingSlash === false ? written.replace(/\/$/, '') : written);
  const page = (route: string) => readPage(fixture.outDir, route, layout);

  beforeAll(async () => {
    configure(fixture.siteDir, mode);
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
  }, 180_000);
  afterAll(() => fixture.cleanup());

  it('writes each page where Docusaurus does: `<path>/index.html` (true, undefined) or `<path>.html` (false)', () => {
    const written = (file: string) => fs.existsSync(path.join(fixture.outDir, file));
    const folders = mode.trailingSlash !== false;
    for (const route of ['docs/intro', 'docs/guides/wiring', 'blog', 'blog/2025/03/01/first-light', 'blog/tags/build-log', 'blog/archive', 'releases', 'releases/shelf/0.2.0']) {
      expect(written(`${route}/index.html`), route).toBe(folders);
      expect(written(`${route}.html`), route).toBe(!folders);
    }
    expect(written('index.html')).toBe(true);
    expect(written('404.html')).toBe(true);
  });

  it('gives internal links the trailing slash rule, in Markdown, the sidebar, the navbar, the footer and components', () => {
    const intro = hrefs(page('/docs/intro'));
    // Markdown (`./guides/wiring.mdx`), navbar (`docSidebar`, `to: 'releases'`), footer (`to: '/docs/intro'`).
    expect(intro).toContain(url('/docs/guides/wiring'));
    expect(intro).toContain(url('/releases'));
    expect(intro).toContain(url('/docs/intro'));
    expect(intro).toContain('/');
    expect(intro).toContain('https://git.example/lantern/lantern-keys');
    // A Markdown link with an anchor gets the slash before it.
    expect(hrefs(page('/docs/guides/flashing'))).toContain(url('/docs/intro#next-steps'));
    // Generated pages: the blog list links its post and tag, a component's <Link>.
    const blog = hrefs(page('/blog'));
    expect(blog).toContain(url('/blog/2025/03/01/first-light'));
    expect(blog).toContain(url('/blog/tags/build-log'));
    expect(hrefs(page('/releases/shelf/0.2.0'))).toContain(url('/releases/shelf/0.1.0'));
    // With true or false no internal link has the other form (feeds and files are not pages).
    const internal = [...intro, ...blog].filter((href) => href.startsWith('/') && href !== '/' && !/\.(xml|json)$/.test(href));
    if (mode.trailingSlash === true) expect(internal.filter((href) => !/\/(#.*)?$/.test(href))).toEqual([]);
    if (mode.trailingSlash === false) expect(internal.filter((href) => /\/(#.*)?$/.test(href))).toEqual([]);
  });

  it('writes the canonical URL and og:url with the same rule', () => {
    for (const route of ['/docs/intro', '/blog/2025/03/01/first-light', '/releases', '/']) {
      const html = page(route);
      expect(html, route).toContain(`<link rel="canonical" href="${ORIGIN}${url(route)}">`);
      expect(html, route).toContain(`<meta property="og:url" content="${ORIGIN}${url(route)}">`);
    }
    // The 404 page's is its file's, with the rule too: Docusaurus writes `/404.html/` for true.
    const notFound = read(fixture.outDir, '404.html');
    expect(notFound).toContain(`<link rel="canonical" href="${ORIGIN}/404.html${mode.trailingSlash === true ? '/' : ''}">`);
  });

  it('lists the sitemap’s pages with the same rule', () => {
    const locs = [...read(fixture.outDir, 'sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const route of ['/', '/docs/intro', '/docs/guides/wiring', '/blog', '/blog/tags/build-log', '/releases']) expect(locs).toContain(ORIGIN + url(route));
    // With undefined each keeps its written form: the index docs and the index page end with a slash.
    const asWritten = mode.trailingSlash === undefined ? ['/docs/guides/', '/docs/reference/keymap/', '/kit/'].map((route) => ORIGIN + route) : [];
    expect(locs.filter((loc) => loc !== `${ORIGIN}/` && loc?.endsWith('/') !== (mode.trailingSlash === true))).toEqual(asWritten);
  });

  it('writes index docs and pages (`docs/guides/index.md`, `src/pages/kit/index.md`) by the rule, as written when undefined', () => {
    for (const written of ['/docs/guides/', '/kit/']) {
      expect(read(fixture.outDir, 'routes.txt').split('\n')).toContain(indexUrl(written));
      expect(page(written)).toContain(`<link rel="canonical" href="${ORIGIN}${indexUrl(written)}">`);
      expect(fs.existsSync(path.join(fixture.outDir, mode.trailingSlash === false ? `${written.slice(1, -1)}.html` : `${written.slice(1)}index.html`))).toBe(true);
    }
    // The Markdown link, the sidebar category's link and the pagination to the index doc (the category is
    // open, `sidebarCollapsed: false`: its items' links are left out here).
    expect(hrefs(page('/docs/intro')).filter((href) => href.startsWith('/docs/guides') && !/wiring|flashing/.test(href))).toEqual([indexUrl('/docs/guides/'), indexUrl('/docs/guides/'), indexUrl('/docs/guides/')]);
    expect(read(fixture.outDir, 'sitemap.xml')).toContain(`<loc>${ORIGIN}${indexUrl('/docs/guides/')}</loc>`);
  });

  it('gives plugins the route paths Docusaurus gives them (postBuild routesPaths)', () => {
    expect(read(fixture.outDir, 'routes.txt').split('\n')).toContain(url('/docs/guides/wiring'));
  });

  it('writes a redirect page where a page at the old address would be, pointing at the new URL', () => {
    expect(page('/start')).toContain(`data-redirect="${url('/docs/intro#parts-list')}"`);
  });

  it('links search results to the pages’ URLs', () => {
    const pointer = JSON.parse(read(fixture.outDir, 'search-index.json')) as { file: string };
    const index = JSON.parse(read(fixture.outDir, pointer.file)) as SearchIndexFile;
    const urls = index.sections.map((section) => section.url);
    expect(urls).toContain(url('/docs/intro'));
    expect(urls).toContain(`${url('/docs/intro')}#parts-list`);
    expect(urls).toContain(url('/blog/2025/03/01/first-light'));
  });
});
