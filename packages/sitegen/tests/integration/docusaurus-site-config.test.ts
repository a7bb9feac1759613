/**
 * A Docusaurus-format site (tests/fixtures/docusaurus-site-config) setting the site config keys
 * that reach every page or the build's root: `headTags`, `stylesheets` and `scripts` in each
 * `<head>`, `staticDirectories` copied in order, `noIndex` (robots meta, no sitemap),
 * `titleDelimiter`, and `customFields` read by a page; theme-classic's SiteMetadata with
 * `themeConfig.metadata` and `themeConfig.image`, and swizzled `SiteMetadata`, `SearchMetadata`,
 * `ThemeProvider` and `ThemeProvider/TitleFormatter` (src/theme).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { startDevServer } from '../../src/node/commands/start';
import { copyFixture, pageCss, read, readPage } from '../helpers/fixture';

/** The fixture leaves `trailingSlash` unset: Docusaurus's default writes each page as `<path>/index.html`. */
const LAYOUT = { trailingSlash: undefined, baseUrl: '/' };

/** The config's tags as Docusaurus's bootstrap plugin writes them: headTags, then stylesheets, then scripts. */
const SITE_TAGS = [
  '<link rel="preconnect" href="https://fonts.quiet.example">',
  '<meta name="quiet-note" content="a &quot;quoted&quot; &lt;note&gt; &amp; more">',
  '<quiet-badge level="2" hidden></quiet-badge>',
  '<link rel="stylesheet" href="https://cdn.quiet.example/plain.css">',
  '<link rel="stylesheet" href="https://cdn.quiet.example/katex.css" type="text/css" crossorigin="anonymous">',
  '<script src="https://cdn.quiet.example/plain.js"></script>',
  '<script src="https://cdn.quiet.example/stats.js" defer data-domain="quiet.example"></script>',
].join('\n');

const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('a Docusaurus site config’s page-wide keys', () => {
  const fixture = copyFixture('docusaurus-site-config');

  beforeAll(() => buildSite(fixture.siteDir, { outDir: fixture.outDir }), 180_000);
  afterAll(() => fixture.cleanup());

  it('writes headTags, stylesheets and scripts into every page’s <head>, in that order, before the site’s own styles', () => {
    for (const route of ['/', '/notes', '/404']) {
      const html = route === '/404' ? read(fixture.outDir, '404.html') : readPage(fixture.outDir, route, LAYOUT);
      const written = head(html);
      const at = written.indexOf(`\n${SITE_TAGS}\n`);
      expect(at, route).toBeGreaterThan(written.indexOf('<link rel="icon"'));
      expect(written.search(/<link rel="stylesheet" href="\/assets\/|<style data-href=/), route).toBeGreaterThan(at);
    }
  });

  it('asks search engines not to index any page, and writes no sitemap', () => {
    for (const html of [readPage(fixture.outDir, '/', LAYOUT), readPage(fixture.outDir, '/notes', LAYOUT), read(fixture.outDir, '404.html')]) {
      expect(head(html).match(/<meta name="robots" content="noindex, nofollow">/g)).toHaveLength(1);
    }
    expect(fs.existsSync(path.join(fixture.outDir, 'sitemap.xml'))).toBe(false);
    expect(fs.existsSync(path.join(fixture.outDir, 'robots.txt'))).toBe(false);
  });

  it('copies every static directory to the root, the earlier one’s file kept on a clash, a missing one skipped', () => {
    expect(read(fixture.outDir, 'notes.txt')).toBe('from static\n');
    expect(read(fixture.outDir, 'shared-only.txt')).toBe('only in shared-assets\n');
    expect(read(fixture.outDir, 'img/quiet-mark.svg')).toContain('<circle');
    expect(read(fixture.outDir, 'img/favicon.svg')).toContain('<rect');
  });

  it('resolves a root-relative url() in CSS from the static directories (resolve.roots), a small image as a data URI', () => {
    const css = pageCss(fixture.outDir, readPage(fixture.outDir, '/', LAYOUT));
    const data = /\.quiet-mark\{background:url\("?data:image\/svg\+xml;base64,([^)"]+)"?\)/.exec(css.replace(/\s+/g, ''))?.[1];
    expect(Buffer.from(data ?? '', 'base64').toString()).toContain('<circle');
  });

  it('joins page and site titles with titleDelimiter, through the swizzled ThemeProvider/TitleFormatter', () => {
    // The ejected formatter gives its defaultFormatter the home page and the 404 page (the `native` plugin's)...
    expect(head(readPage(fixture.outDir, '/', LAYOUT))).toContain('<title>Home · Quiet Keys</title>');
    expect(head(read(fixture.outDir, '404.html'))).toContain('<title>Page Not Found · Quiet Keys</title>');
    // ...and writes the pages plugin's other pages its own way: in <title> and og:title.
    const notes = head(readPage(fixture.outDir, '/notes', LAYOUT));
    expect(notes.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Quiet Keys · Notes</title>']);
    expect(notes).toContain('<meta property="og:title" content="Quiet Keys · Notes">');
  });

  it('writes SiteMetadata’s tags into every page, through the swizzled SiteMetadata, SearchMetadata and ThemeProvider', () => {
    for (const [route, url] of [['/', 'https://quiet.example/'], ['/notes', 'https://quiet.example/notes'], ['/404', 'https://quiet.example/404.html']] as const) {
      const written = head(route === '/404' ? read(fixture.outDir, '404.html') : readPage(fixture.outDir, route, LAYOUT));
      // theme-classic's SiteMetadata: canonical URL, locales, default image (themeConfig.image).
      expect(written, route).toContain(`<link rel="canonical" href="${url}">`);
      expect(written, route).toContain(`<meta property="og:url" content="${url}">`);
      expect(written.match(/<link rel="alternate" href="[^"]*" hreflang="[^"]*">/g), route).toEqual([`<link rel="alternate" href="${url}" hreflang="en">`, `<link rel="alternate" href="${url}" hreflang="x-default">`]);
      expect(written, route).toContain('<meta property="og:locale" content="en">');
      expect(written, route).toContain('<meta property="og:image" content="https://quiet.example/img/quiet-mark.svg">');
      expect(written, route).toContain('<meta name="twitter:image" content="https://quiet.example/img/quiet-mark.svg">');
      // themeConfig.metadata: its twitter:card replaces SiteMetadata's (summary_large_image); the others are added as written.
      expect(written.match(/<meta name="twitter:card" content="[^"]*">/g), route).toEqual(['<meta name="twitter:card" content="summary">']);
      expect(written, route).toContain('<meta name="twitter:site" content="@quietkeys">');
      expect(written, route).toContain('<meta property="og:locale:alternate" content="en_GB" id="quiet-locale">');
      expect(written, route).toContain('<meta itemprop="publisher" content="Quiet Works">');
      // The SiteMetadata wrapper's own tag, and the ThemeProvider wrapper's.
      expect(written.match(/<meta name="quiet-site" content="every page">/g), route).toHaveLength(1);
      expect(written.match(/<meta name="quiet-provider" content="wrapped">/g), route).toHaveLength(1);
      // The SearchMetadata wrapper: the `quiet` facet in place of DEFAULT_SEARCH_TAG, the locale as given.
      const search = [...written.matchAll(/<meta name="(docusaurus_\w+|docsearch:\w+)" content="([^"]*)">/g)].map((m) => `${m[1]}=${m[2]}`);
      expect(search, route).toEqual(['docusaurus_locale=en', 'docusaurus_tag=quiet', 'docsearch:language=en', 'docsearch:docusaurus_tag=quiet']);
    }
  });

  it('counts an anchor a component collected with useBrokenLinks().collectAnchor as the page’s (onBrokenAnchors: throw, and the build passed)', () => {
    // The id is set in the browser only: the pre-rendered page does not have it, the checker knew it from the collection.
    const collected = readPage(fixture.outDir, '/collected', LAYOUT);
    expect(collected).toContain('<figure class="quiet-pinout">');
    expect(collected).not.toContain('id="pinout"');
    expect(readPage(fixture.outDir, '/notes', LAYOUT)).toContain('href="/collected#pinout"');
  });

  it('gives a page the customFields through useDocusaurusContext', () => {
    expect(readPage(fixture.outDir, '/', LAYOUT)).toContain('data-maker="Quiet Works">3<!-- --> boards by <!-- -->Quiet Works</p>');
  });

  it('dev server: serves the static directories in order and writes the tags into its page', async () => {
    const server = await startDevServer(fixture.siteDir, { port: 0, host: '127.0.0.1' });
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect(await (await fetch(`${origin}/notes.txt`)).text()).toBe('from static\n');
      expect(await (await fetch(`${origin}/shared-only.txt`)).text()).toBe('only in shared-assets\n');
      expect(await (await fetch(`${origin}/`)).text()).toContain(`\n${SITE_TAGS}\n`);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('checks a link a component collected with useBrokenLinks().collectLink: one that reaches no page is reported', async () => {
    const page = path.join(fixture.siteDir, 'src/pages/collected.js');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('download="/notes"', 'download="/pinout-sheet"'));
    const outDir = fs.mkdtempSync(path.join(path.dirname(fixture.outDir), 'site-config-broken-'));
    try {
      await expect(buildSite(fixture.siteDir, { outDir })).rejects.toThrow(/Found 1 broken link:\n- on \/collected:\n {4}\/pinout-sheet \(no page or file at \/pinout-sheet\)/);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('a client module given by a root-relative path', () => {
  const fixture = copyFixture('docusaurus-site-config');
  afterAll(() => fixture.cleanup());

  it('resolves against the site folder, as webpack’s resolve.roots does for Docusaurus', async () => {
    const config = path.join(fixture.siteDir, 'docusaurus.config.js');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("customCss: './src/css/custom.css'", "customCss: '/src/css/custom.css'"));
    expect(fs.readFileSync(config, 'utf8')).toContain("customCss: '/src/css/custom.css'");
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    expect(pageCss(fixture.outDir, readPage(fixture.outDir, '/', LAYOUT))).toMatch(/\.quiet-mark\s*\{/);
  }, 180_000);
});
