/**
 * theme-classic's and Infima's class names, and ThemeClassNames', on the elements Docusaurus puts
 * them on, in a Docusaurus-format site's pre-rendered pages (tests/fixtures/docusaurus-styling):
 * a site's CSS for them matches here as there. The lists are what Docusaurus 3.10's build of the
 * same site has on these elements. Also: the theme's stylesheet defines Infima's variables and
 * comes before the site's custom.css.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { copyFixture, pageCss, readPage } from '../helpers/fixture';

/** The class lists of the page's elements, each as a set of its names. */
function classLists(html: string): Array<Set<string>> {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map((m) => new Set((m[1] ?? '').split(/\s+/)));
}

/** Whether one element carries all these names. */
function hasElementWith(html: string, names: string): boolean {
  const wanted = names.split(' ');
  return classLists(html).some((list) => wanted.every((name) => list.has(name)));
}

describe('theme-classic class names in a Docusaurus-format site', () => {
  const fixture = copyFixture('docusaurus-styling');
  let doc: string;
  let home: string;

  beforeAll(async () => {
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    doc = readPage(fixture.outDir, '/docs/intro');
    home = readPage(fixture.outDir, '/');
  }, 120_000);

  afterAll(() => fixture.cleanup());

  it.each([
    // Layout and navbar
    'theme-layout-navbar navbar navbar--fixed-top',
    'navbar__inner',
    'theme-layout-navbar-left navbar__items',
    'navbar__toggle',
    'navbar__brand',
    'navbar__title text--truncate',
    'navbar__item navbar__link navbar__link--active',
    'navbar__item navbar__link',
    'theme-layout-main main-wrapper',
    // Docs sidebar
    'theme-doc-sidebar-container',
    'menu',
    'theme-doc-sidebar-menu menu__list',
    'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item',
    'menu__link menu__link--active',
    // Content
    'theme-doc-markdown markdown',
    'anchor',
    'theme-doc-toc-mobile',
    'theme-doc-toc-desktop',
    'table-of-contents table-of-contents__left-border',
    'table-of-contents__link toc-highlight',
    'theme-doc-footer',
    'theme-edit-this-page',
    // Pagination
    'pagination-nav',
    'pagination-nav__link pagination-nav__link--next',
    'pagination-nav__sublabel',
    'pagination-nav__label',
  ])('the docs page has an element with %s', (names) => {
    expect(hasElementWith(doc, names)).toBe(true);
  });

  it('has "Edit this page" inside the article, as DocItem/Footer is', () => {
    const article = /<article[\s\S]*?<\/article>/.exec(doc)?.[0] ?? '';
    expect(article).toContain('class="theme-doc-footer');
    expect(article).toMatch(/class="[^"]*theme-edit-this-page/);
  });

  it('has the sidebar link of another page without the active class', () => {
    expect(doc).toMatch(/<a class="menu__link [^"]*" href="\/docs\/wiring">/);
    expect(doc).not.toMatch(/<a class="[^"]*menu__link--active[^"]*" href="\/docs\/wiring"/);
  });

  // What Docusaurus 3.10's build of this site has on <html> (HtmlClassNameProvider).
  it.each([
    ['/docs/intro', 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro'],
    ['/', 'plugin-pages plugin-id-default'],
  ])('puts the classes Docusaurus puts on <html> of %s', (route, names) => {
    const html = /<html[^>]*\sclass="([^"]*)"/.exec(readPage(fixture.outDir, route))?.[1] ?? '';
    expect(new Set(html.split(' '))).toEqual(new Set(names.split(' ')));
  });

  it("shows the default mode whatever the reader's system prefers, as Docusaurus does without respectPrefersColorScheme", () => {
    // The inline colour-mode script, told not to follow the system (tests/browser/site-styling checks it in Chromium).
    expect(doc).toMatch(/<html[^>]*data-theme="light"/);
    expect(doc).toContain(',r=false,');
  });

  it("puts the theme's stylesheet, with Infima's variables, before the site's custom.css", () => {
    for (const html of [doc, home]) {
      const css = pageCss(fixture.outDir, html);
      const theme = css.indexOf('--ifm-color-primary:#1c5fc4');
      const site = css.indexOf('--ifm-color-primary:#2e8555');
      expect(theme).toBeGreaterThanOrEqual(0);
      expect(site).toBeGreaterThan(theme);
    }
  });

  it("loads Infima, as theme-classic does, in a cascade layer above the theme's own values and below the theme's and the site's rules", () => {
    const css = pageCss(fixture.outDir, home);
    // The theme's values first, in their layer; Infima's in the layer after it (which wins over
    // it); the site's custom.css unlayered, after both.
    const tokens = css.indexOf('@layer sitegen-tokens{');
    const infima = css.indexOf('@layer infima{');
    expect(tokens).toBeGreaterThanOrEqual(0);
    expect(infima).toBeGreaterThan(tokens);
    expect(css.indexOf('--ifm-color-primary:#2e8555')).toBeGreaterThan(infima);
    // Infima's components a Docusaurus page uses and the theme does not draw itself: its grid, buttons, hero.
    const layer = css.slice(infima);
    for (const rule of ['.row{', '.button{', '.hero{', '.text--center{']) expect(layer, rule).toContain(rule);
  });
});
