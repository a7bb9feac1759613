/**
 * theme-classic's navbar and footer shapes on a Docusaurus-format site
 * (tests/fixtures/docusaurus-navbar): a dropdown of every item kind, doc and docSidebar items, a
 * search item, a custom item type from a swizzled NavbarItem/ComponentTypes, logos with a
 * dark-mode image and a simple footer, as the build pre-renders them; and the errors of items
 * that name nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/node/commands/build';
import { copyFixture, listedScripts, readPage } from '../helpers/fixture';

/** The part of a page between two tags, SVG icons left out. */
function part(html: string, tag: 'header' | 'footer'): string {
  const found = new RegExp(`<${tag}[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';
  return found.replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>');
}

describe('theme-classic navbar items and footer shapes in a Docusaurus-format site', () => {
  const fixture = copyFixture('docusaurus-navbar');
  let result: BuildResult;
  let home: { navbar: string; footer: string };

  beforeAll(async () => {
    result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    const html = readPage(fixture.outDir, '/');
    home = { navbar: part(html, 'header'), footer: part(html, 'footer') };
  }, 120_000);

  afterAll(() => fixture.cleanup());

  it('carries the code of the item types its navbar uses (a dropdown here)', () => {
    const scripts = fs.readdirSync(path.join(fixture.outDir, 'assets/js')).map((f) => fs.readFileSync(path.join(fixture.outDir, 'assets/js', f), 'utf8')).join('\n');
    expect(scripts).toContain('dropdown--hoverable');
  });

  it('carries no code of versioned docs in its pages (its docs have no versions)', () => {
    const scripts = listedScripts(readPage(fixture.outDir, '/docs/intro')).map((file) => fs.readFileSync(path.join(fixture.outDir, file), 'utf8')).join('\n');
    for (const code of ['theme-doc-version-banner', 'theme-doc-version-badge', 'docs-preferred-version-', "find any doc with id"]) expect(scripts).not.toContain(code);
  });

  it("links `pathname://` as written and leaves it out of the link check, as Docusaurus's Link does (the archive is not in the build)", () => {
    expect(readPage(fixture.outDir, '/docs/wiring')).toContain('href="/archive/wiring-2019.html"');
  });

  it("checks the links Docusaurus's checker sees, those of Link and Markdown, not a page's own <a href> (to no page here)", () => {
    expect(readPage(fixture.outDir, '/changelog')).toContain('<a href="/releases/0.9.0">0.9.0</a>');
  });

  it('builds the pages (a draft doc left out)', () => {
    expect(result.routes.sort()).toEqual(['/', '/changelog', '/docs/intro', '/docs/keymap', '/docs/layers', '/docs/recipes', '/docs/recipes/all', '/docs/recipes/macros', '/docs/wiring', '/team']);
  });

  it('renders the dropdown with its links, docs, sidebar, HTML and external link, the draft doc’s item left out', () => {
    const { navbar } = home;
    expect(navbar).toMatch(/<li><div class="navbar__item dropdown dropdown--hoverable [^"]*"><a href="#" role="button" aria-haspopup="true" aria-expanded="false" class="navbar__link [^"]*">Reference<\/a><ul class="dropdown__menu [^"]*">/);
    const menu = /<ul class="dropdown__menu[^"]*">([\s\S]*?)<\/ul>/.exec(navbar)?.[1] ?? '';
    expect([...menu.matchAll(/<li[^>]*>(<a [^>]*>[^<]*|<span[^>]*>[^<]*)/g)].map((m) => m[1])).toEqual([
      '<a class="dropdown__link" href="/docs/keymap">keymap',
      '<a class="dropdown__link" href="/docs/layers">Layers',
      '<a class="dropdown__link" href="/docs/keymap">All reference',
      '<a class="dropdown__link" href="/changelog">Changelog',
      '<a href="https://git.example/lantern" target="_blank" rel="noopener noreferrer" class="dropdown__link">Source code',
      '<span class="dropdown-note">Hand-wired',
    ]);
    expect(navbar).not.toContain('Someday');
  });

  it('links doc and docSidebar items, labelled as theme-classic labels them', () => {
    expect(home.navbar).toMatch(/<li><a class="navbar__item navbar__link [^"]*" href="\/docs\/intro">Start here<\/a><\/li>/);
    expect(home.navbar).toMatch(/<li><a class="navbar__item navbar__link [^"]*" href="\/docs\/wiring">Wiring<\/a><\/li>/);
  });

  it('renders the custom item type of the swizzled ComponentTypes, with its own props, beside the original types', () => {
    expect(home.navbar).toContain('<li><div class="navbar__item lantern-status-item"><span class="lantern-status" data-lamp="lit">Lamp <!-- -->lit</span></div></li>');
  });

  it('puts the search button where the search item is, and no other', () => {
    expect(home.navbar.match(/navbar-search-button/g)).toHaveLength(1);
    // In the item's Navbar/Search container, as theme-classic's SearchNavbarItem renders the SearchBar.
    expect(home.navbar).toMatch(/lantern-status-item[\s\S]*<\/ul><div class="[^"]*"><button type="button" class="[^"]*navbar-search-button"[\s\S]*?<\/button><\/div><ul [^>]*><li><a href="https:\/\/git\.example\/lantern"[^>]*>Source/);
  });

  it('draws the navbar logo for each colour mode, at the configured size', () => {
    // theme-classic's Logo: the image in a div.navbar__logo, the title in a b.navbar__title.
    expect(home.navbar).toMatch(/<a class="navbar__brand [^"]*" href="\/"><div class="navbar__logo [^"]*"><img width="32" height="32" src="\/img\/logo\.svg" alt="Lantern Keys logo" class="[^"]*"\/><img width="32" height="32" src="\/img\/logo-dark\.svg" alt="Lantern Keys logo" class="[^"]*themed-image-dark[^"]*"\/><\/div><b class="navbar__title [^"]*">Lantern Keys<\/b><\/a>/);
  });

  it('marks the items of the current page: a sidebar’s and its docs’ on every page of that sidebar', () => {
    const active = (route: string) => [...part(readPage(fixture.outDir, route), 'header').matchAll(/<a [^>]*(?:--active|aria-current)[^>]*>([^<]*)/g)].map((m) => m[1]);
    expect(active('/docs/wiring')).toEqual(['Start here', 'Wiring']);
    expect(active('/docs/layers')).toEqual(['keymap', 'Layers', 'All reference']);
    expect(active('/changelog')).toEqual(['Changelog']);
    expect(part(readPage(fixture.outDir, '/docs/layers'), 'header')).toContain('<a class="dropdown__link dropdown__link--active" aria-current="page" href="/docs/layers">Layers</a>');
  });

  it('renders the simple footer: links in one line with separators, the HTML item, the themed logo linking home, the copyright', () => {
    const { footer } = home;
    expect(footer).toMatch(/^<footer class="theme-layout-footer footer [^"]*">/);
    expect(footer).not.toContain('footer--dark');
    expect([...footer.matchAll(/class="footer__link-item[^"]*"[^>]*>(?:<span[^>]*>)?([^<]*)/g)].map((m) => m[1])).toEqual(['Guide', 'Changelog', 'Source', 'Made by hand']);
    expect(footer.match(/<span class="footer__link-separator[^"]*" aria-hidden="true">·<\/span>/g)).toHaveLength(3);
    expect(footer).toMatch(/<div class="footer__bottom [^"]*"><div [^>]*><a href="https:\/\/lantern\.example" [^>]*><img width="120" height="32" src="\/img\/footer-logo\.svg" alt="Lantern workshop" class="[^"]*footer__logo[^"]*"\/><img [^>]*src="\/img\/footer-logo-dark\.svg"/);
    expect(footer).toContain('<div class="footer__copyright');
    expect(footer).toContain('Copyright © 2025 Lantern <b>Keys</b>.');
    expect(footer).not.toContain('<h2');
  });

  it('renders the site’s wrappers of Navbar/Content and Footer/Copyright around the originals', () => {
    // The wrapper's strip after the original content, inside the bar.
    expect(home.navbar).toMatch(/<nav class="navbar__inner [^"]*" aria-label="Main">[\s\S]*<\/nav><div class="lantern-navbar-strip">Night shift: lamps lit<\/div><\/header>$/);
    expect(home.footer).toMatch(/<div class="footer__copyright [^"]*">Copyright © 2025 Lantern <b>Keys<\/b>\.<\/div><p class="lantern-footer-note">Lit by hand in the workshop\.<\/p><\/div>/);
  });

  it('renders the site’s wrapper of NotFound/Content on the 404 page, with the class it gives the original', () => {
    const notFound = readPage(fixture.outDir, '/404');
    expect(notFound).toMatch(/<main class="[^"]* lantern-not-found"><p [^>]*>404<\/p><h1 [^>]*>Page Not Found<\/h1>/);
    expect(notFound).toMatch(/<p class="lantern-not-found-help">Lost in the dark\? Start from the <a href="\/docs\/intro">guide<\/a>\.<\/p>/);
  });

  it('writes themeConfig.metadata into every page’s head, its twitter:card in place of the default', () => {
    for (const route of ['/', '/docs/layers', '/404']) {
      const head = /<head>([\s\S]*?)<\/head>/.exec(readPage(fixture.outDir, route))?.[1] ?? '';
      expect(head).toContain('<meta name="keywords" content="keyboard, lantern, firmware">');
      expect(head).toContain('<meta property="og:locale:alternate" content="en_GB">');
      expect(head.match(/name="twitter:card"/g)).toEqual(['name="twitter:card"']);
      expect(head).toContain('<meta name="twitter:card" content="summary">');
    }
  });

  it('colours the announcement bar with its backgroundColor and textColor', () => {
    expect(readPage(fixture.outDir, '/')).toMatch(/<div class="theme-announcement-bar [^"]*" style="background-color:#20232a;color:#fafbfc" role="region" aria-label="Announcement"><div class="[^"]*">The workshop is open <a href="\/changelog">all night<\/a>\.<\/div><\/div>/);
  });
});

describe('navbar items that Docusaurus rejects, in a Docusaurus-format site', () => {
  /** Builds a copy of the fixture whose config has `from` replaced by `to`; resolves to the error. */
  async function buildWith(from: string, to: string): Promise<Error> {
    const fixture = copyFixture('docusaurus-navbar');
    try {
      const file = path.join(fixture.siteDir, 'docusaurus.config.js');
      const config = fs.readFileSync(file, 'utf8');
      expect(config).toContain(from);
      fs.writeFileSync(file, config.replace(from, to));
      return await buildSite(fixture.siteDir, { outDir: fixture.outDir }).then(
        () => new Error('the build passed'),
        (error: unknown) => error as Error,
      );
    } finally {
      fixture.cleanup();
    }
  }

  it("names the config file and the dropdown item's key: a doc id that names no doc", async () => {
    const error = await buildWith("docId: 'keymap' }", "docId: 'keymaps' }");
    expect(error.message).toMatch(/docusaurus\.config\.js: `themeConfig\.navbar\.items\[1\]\.items\[0\]\.docId` must be the id of a doc \([^)]*\), got "keymaps"$/);
  });

  it('names them for an unknown type and a dropdown without items too', async () => {
    expect((await buildWith("{ type: 'html', value:", "{ type: 'htm', value:")).message).toMatch(/docusaurus\.config\.js: `themeConfig\.navbar\.items\[1\]\.items\[6\]\.type` must be a navbar item type: .*, got "htm"$/);
    expect((await buildWith("items: [\n              // Labelled with the doc's id", "entries: [\n              // Labelled with the doc's id")).message).toContain('docusaurus.config.js: `themeConfig.navbar.items[1].items` must be an array of navbar items (for a dropdown item), got nothing');
  });
  it("reports a Markdown link and a Link to no page, as Docusaurus's checker does (it sees the links Link renders)", async () => {
    const fixture = copyFixture('docusaurus-navbar');
    try {
      fs.appendFileSync(path.join(fixture.siteDir, 'docs/wiring.md'), '\nSee [the matrix](/docs/matrix).\n');
      const page = path.join(fixture.siteDir, 'src/pages/changelog.js');
      fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace("import Layout from '@theme/Layout';", "import Layout from '@theme/Layout';\nimport Link from '@docusaurus/Link';").replace('<h1>Changelog</h1>', '<h1>Changelog</h1>\n        <Link to="/releases">Releases</Link>'));
      await expect(buildSite(fixture.siteDir, { outDir: fixture.outDir })).rejects.toThrow(/Found 2 broken links:\n- on \/docs\/wiring:\n {4}\/docs\/matrix \(no page or file at \/docs\/matrix\)\n- on \/changelog:\n {4}\/releases \(no page or file at \/releases\)/);
    } finally {
      fixture.cleanup();
    }
  }, 120_000);
});
