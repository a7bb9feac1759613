/**
 * A translated Docusaurus site (tests/fixtures/docusaurus-i18n): English by default, French, and
 * Arabic, right to left. Every locale is built, the default at the root and the others in their
 * folders; translated files replace the English ones, the others fall back to them; code.json,
 * the navbar and footer files and the docs' sidebar labels are read; each page names its
 * addresses in every locale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/node/commands/build';
import { copyFixture, read } from '../helpers/fixture';

const page = (outDir: string, route: string) => read(outDir, path.join(route, 'index.html'));
const text = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

describe('a Docusaurus site in three locales', () => {
  const fixture = copyFixture('docusaurus-i18n');
  let result: BuildResult;

  beforeAll(async () => {
    result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
  }, 240_000);
  afterAll(() => fixture.cleanup());

  it('builds every locale: the default at the root, the others under their base URL', () => {
    expect(result.routes).toEqual(expect.arrayContaining(['/docs/intro', '/fr/docs/intro', '/ar/docs/intro', '/fr/blog', '/ar/about']));
    for (const file of ['index.html', 'fr/index.html', 'ar/index.html', 'fr/docs/guide/firmware/index.html', 'ar/blog/index.html']) expect(fs.existsSync(path.join(fixture.outDir, file)), file).toBe(true);
    expect(fs.existsSync(path.join(fixture.outDir, 'fr/blog/rss.xml'))).toBe(true);
    expect(fs.existsSync(path.join(fixture.outDir, 'fr/fr'))).toBe(false);
  });

  it('writes lang and dir on <html> from each locale', () => {
    expect(page(fixture.outDir, 'docs/intro')).toMatch(/<html lang="en" dir="ltr"/);
    expect(page(fixture.outDir, 'fr/docs/intro')).toMatch(/<html lang="fr-FR" dir="ltr"/);
    expect(page(fixture.outDir, 'ar/docs/intro')).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it('links every locale\'s copy of the page with hreflang, and x-default to the default locale\'s', () => {
    const links = text(page(fixture.outDir, 'fr/docs/intro'), /<link rel="alternate" (href="[^"]*" hreflang="[^"]*")>/g);
    expect(links).toEqual(['href="https://lantern.example/docs/intro" hreflang="en"', 'href="https://lantern.example/fr/docs/intro" hreflang="fr-FR"', 'href="https://lantern.example/ar/docs/intro" hreflang="ar"', 'href="https://lantern.example/docs/intro" hreflang="x-default"']);
    expect(page(fixture.outDir, 'fr/docs/intro')).toContain('<link rel="canonical" href="https://lantern.example/fr/docs/intro">');
  });

  it('names the locale itself, not its htmlLang, in the search metadata, as theme-classic\'s SearchMetadata', () => {
    const fr = page(fixture.outDir, 'fr/docs/intro');
    expect(fr).toContain('<meta name="docusaurus_locale" content="fr">');
    expect(fr).toContain('<meta name="docsearch:language" content="fr">');
  });

  it('shows the theme\'s own strings in the locale, from @docusaurus/theme-translations', () => {
    const fr = page(fixture.outDir, 'fr/docs/guide/wiring');
    expect(fr).toContain('Précédent</');
    expect(fr).toContain('aria-label="Fil d&#x27;Ariane"');
    expect(page(fixture.outDir, 'ar/docs/intro')).toContain('التالي</');
    expect(page(fixture.outDir, 'fr/blog/tags/news')).toContain('<title>Un article tagués avec « news » | Lantern Keys</title>');
    expect(page(fixture.outDir, 'docs/guide/wiring')).toContain('Previous</');
  });

  it('reads translated docs, posts and pages, and falls back to the default locale\'s files', () => {
    expect(page(fixture.outDir, 'fr/docs/intro')).toContain('Premiers pas</h1>');
    expect(page(fixture.outDir, 'fr/docs/guide/wiring')).toContain('Câbler la matrice</h1>');
    expect(page(fixture.outDir, 'fr/docs/guide/firmware')).toContain('Flashing the firmware</h1>');
    expect(page(fixture.outDir, 'fr/about')).toContain('À propos de Lantern</h1>');
    expect(page(fixture.outDir, 'fr/blog')).toContain('Premier allumage');
    expect(page(fixture.outDir, 'ar/docs/intro')).toContain('البداية</h1>');
    expect(page(fixture.outDir, 'ar/about')).toContain('About Lantern</h1>');
    // A Markdown link between translated files goes to the locale's page.
    expect(page(fixture.outDir, 'fr/docs/intro')).toContain('href="/fr/docs/guide/wiring"');
    // One to a file the locale has no copy of goes to the original's page in the locale.
    expect(page(fixture.outDir, 'fr/docs/intro')).toContain('href="/fr/docs/guide/firmware#bootloader"');
  });

  it('shows code.json\'s strings for <Translate> and translate(), with their values', () => {
    const home = page(fixture.outDir, 'fr');
    expect(home).toContain('<h1>Des touches qui brillent</h1>');
    expect(home).toContain('Un clavier de 42 touches.');
    expect(home).toContain('Commencer le montage');
    expect(home).toMatch(/<title>Bienvenue \| Lantern Keys<\/title>/);
    expect(page(fixture.outDir, '')).toContain('<h1>Keys that glow</h1>');
  });

  it('translates the navbar, the footer and the sidebar\'s category labels', () => {
    const doc = page(fixture.outDir, 'fr/docs/intro');
    expect(doc).toMatch(/navbar__title[^>]*>Touches Lantern</);
    expect(doc).toContain('>Guide de montage<');
    expect(doc).toContain('Touches Lantern, faites à la main');
    expect(doc).toContain('>Montage<');
    expect(page(fixture.outDir, 'ar/docs/intro')).toContain('>التركيب<');
  });

  it("points a translated doc's edit link at its copy under i18n/ (`editLocalizedFiles`), and calls an `editUrl` function with the locale", () => {
    const edit = (route: string) => /<a href="([^"]*)"[^>]*class="theme-edit-this-page/.exec(page(fixture.outDir, route))?.[1];
    expect(edit('docs/intro')).toBe('https://github.com/lantern-keys/site/edit/main/docs/intro.md');
    expect(edit('fr/docs/intro')).toBe('https://github.com/lantern-keys/site/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
    expect(edit('fr/docs/guide/wiring')).toBe('https://github.com/lantern-keys/site/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/guide/wiring.md');
    // A doc the locale has no copy of is edited in the docs folder.
    expect(edit('fr/docs/guide/firmware')).toBe('https://github.com/lantern-keys/site/edit/main/docs/guide/firmware.md');
    expect(edit('blog/2024/03/01/first-light')).toBe('https://github.com/lantern-keys/site/edit/main/blog/2024-03-01-first-light.md');
    expect(edit('fr/blog/2024/03/01/first-light')).toBe('https://translate.lantern.example/fr/2024-03-01-first-light.md');
    expect(edit('ar/blog/2024/03/01/first-light')).toBe('https://translate.lantern.example/ar/2024-03-01-first-light.md');
  });

  it("translates the blog's title, description and sidebar title from the locale's options.json", () => {
    const fr = page(fixture.outDir, 'fr/blog');
    expect(fr).toContain('<title>Nouvelles | Lantern Keys</title>');
    expect(fr).toContain('<meta name="description" content="Les nouvelles de l\'atelier Lantern">');
    expect(fr).toMatch(/sidebarItemTitle[^>]*>Dernières nouvelles</);
    const en = page(fixture.outDir, 'blog');
    expect(en).toContain('<title>News | Lantern Keys</title>');
    expect(en).toMatch(/sidebarItemTitle[^>]*>Latest news</);
    // A locale without the file keeps the blog's own.
    expect(page(fixture.outDir, 'ar/blog')).toContain('<title>News | Lantern Keys</title>');
  });

  it('shows an authors.yml author a post names by `key` with its own overrides (front matter `authors: { key, title }`)', () => {
    const en = page(fixture.outDir, 'blog/2024/03/01/first-light');
    expect(en).toContain('href="https://lantern.example/mira"');
    expect(en).toMatch(/Mira Holt/);
    expect(en).toMatch(/authorTitle[^>]*>Lead designer</);
    // `authors: [{ key, title }]` in the French copy.
    expect(page(fixture.outDir, 'fr/blog/2024/03/01/first-light')).toMatch(/authorTitle[^>]*>Conceptrice principale</);
  });

  it('has a locale dropdown linking to the same page in each locale, then the site\'s own link', () => {
    const items = text(page(fixture.outDir, 'fr/docs/guide/wiring'), /<a href="([^"]*)"[^>]*class="dropdown__link[^"]*"/g);
    expect(items).toEqual(['/docs/guide/wiring', '/fr/docs/guide/wiring', '/ar/docs/guide/wiring', 'https://lantern.example/help-translate']);
    expect(page(fixture.outDir, 'fr/docs/guide/wiring')).toMatch(/dropdown__link dropdown__link--active"[^>]*>Français/);
  });
});

describe('one locale built alone (build --locale fr)', () => {
  const fixture = copyFixture('docusaurus-i18n');

  beforeAll(async () => {
    await buildSite(fixture.siteDir, { outDir: fixture.outDir, locales: ['fr'] });
  }, 240_000);
  afterAll(() => fixture.cleanup());

  // As `docusaurus build --locale fr` (3.10.2) makes it: the locale at the site's base URL, for a
  // domain of its own, and every locale's address there too (its automatic base URL localization off).
  it("is built at the site's base URL, in its language, with no other locale", () => {
    expect(page(fixture.outDir, 'docs/intro')).toMatch(/<html lang="fr-FR" dir="ltr"/);
    expect(page(fixture.outDir, '')).toContain('Commencer le montage');
    expect(fs.existsSync(path.join(fixture.outDir, 'fr'))).toBe(false);
    expect(fs.existsSync(path.join(fixture.outDir, 'ar'))).toBe(false);
  });

  it('gives every locale the base URL in its links, canonical URL and hreflang alternates, as Docusaurus does', () => {
    const intro = page(fixture.outDir, 'docs/intro');
    expect(intro).toContain('<link rel="canonical" href="https://lantern.example/docs/intro">');
    expect(text(intro, /<link rel="alternate" (href="[^"]*" hreflang="[^"]*")>/g)).toEqual(['href="https://lantern.example/docs/intro" hreflang="en"', 'href="https://lantern.example/docs/intro" hreflang="fr-FR"', 'href="https://lantern.example/docs/intro" hreflang="ar"', 'href="https://lantern.example/docs/intro" hreflang="x-default"']);
    expect(text(page(fixture.outDir, 'docs/guide/wiring'), /<a href="([^"]*)"[^>]*class="dropdown__link[^"]*"/g)).toEqual(['/docs/guide/wiring', '/docs/guide/wiring', '/docs/guide/wiring', 'https://lantern.example/help-translate']);
  });
});

describe('the site built again, in place (commands/output-dir.ts)', () => {
  const fixture = copyFixture('docusaurus-i18n');
  afterAll(() => fixture.cleanup());
  const files = () => (fs.readdirSync(fixture.outDir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(fixture.outDir, f)).isFile()).sort();

  it("drops the files no locale's build makes, keeps every locale's pages, and leaves no journal", async () => {
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    const first = files();
    expect(first.filter((f) => f.startsWith(`fr${path.sep}`)).length).toBeGreaterThan(20);
    fs.writeFileSync(path.join(fixture.outDir, 'stray.txt'), 'not made by the build');
    fs.writeFileSync(path.join(fixture.outDir, 'fr', 'stray.txt'), 'not made by the build');
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    expect(files()).toEqual(first);
    // A journal being removed in the background is renamed `…old-…` first.
    expect(fs.readdirSync(path.dirname(fixture.outDir)).filter((name) => name.includes('.previous-') && !name.includes('.old-'))).toEqual([]);
  }, 240_000);
});
