/**
 * A Docusaurus site's custom.css in Chromium (tests/fixtures/docusaurus-styling): Infima's
 * variables and rules on theme-classic's class names change the page as they do in Docusaurus.
 * The expected values are what Docusaurus 3.10's build of the same site computes (checked with
 * its build): the site's colours, font and navbar background in both modes, and its rules on
 * `.navbar__item`, `.menu__link--active` and `.table-of-contents__link` winning over the theme's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

/** Computed styles of the docs page's parts a site's CSS changes (evaluated as text: no bundler helpers in the page). */
const PROBE = `(() => {
  function style(selector, property) {
    const element = document.querySelector(selector);
    return element ? getComputedStyle(element).getPropertyValue(property) : 'missing';
  }
  return {
    mode: document.documentElement.dataset.theme,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
    font: style('body', 'font-family'),
    contentLink: style('.theme-doc-markdown p a', 'color'),
    navbarBackground: style('.navbar', 'background-color'),
    navbarItem: style('.navbar__item:not(.navbar__link--active)', 'color'),
    navbarActiveItem: style('.navbar__link--active', 'color'),
    sidebarActive: style('.menu__link--active', 'color'),
    tocLink: style('.table-of-contents__link', 'color'),
  };
})()`;

describe("a Docusaurus site's custom.css in Chromium", () => {
  const fixture = copyFixture('docusaurus-styling');
  let site: ServedSite;

  beforeAll(async () => {
    site = await buildAndServe(fixture.siteDir, 'site-styling-');
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  async function probe(mode: 'light' | 'dark'): Promise<Record<string, string>> {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The reader's choice, as the colour-mode switch stores it.
    await context.addInitScript(`localStorage.setItem('theme', '${mode}')`);
    const page = await site.open(context, '/docs/intro');
    const styles = (await page.evaluate(PROBE)) as Record<string, string>;
    await context.close();
    return styles;
  }

  // What the site's rules set, the same in both modes (its :root rule applies in dark mode too).
  const siteRules = {
    font: 'Georgia, "DejaVu Serif", serif',
    navbarBackground: 'rgb(250, 240, 200)',
    navbarItem: 'rgb(90, 0, 160)',
    navbarActiveItem: 'rgb(90, 0, 160)',
    sidebarActive: 'rgb(200, 0, 100)',
    tocLink: 'rgb(120, 60, 0)',
  };

  it('applies its :root variables and class rules in light mode', async () => {
    expect(await probe('light')).toEqual({ mode: 'light', primary: '#2e8555', contentLink: 'rgb(46, 133, 85)', ...siteRules });
  });

  it("shows light mode to a reader whose system prefers dark, as Docusaurus does (respectPrefersColorScheme defaults to false)", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
    const page = await site.open(context, '/docs/intro');
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, matchMedia('(prefers-color-scheme: dark)').matches])).toEqual(['light', true]);
    await context.close();
  });

  it("swaps the route's classes on <html> as it navigates, as HtmlClassNameProvider does", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await site.open(context, '/docs/intro');
    const classes = () => page.evaluate(() => document.documentElement.className.split(' ').sort().join(' '));
    expect(await classes()).toBe('docs-doc-id-intro docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default');
    await page.click('.menu__link[href="/docs/wiring"]');
    await page.waitForFunction(() => document.documentElement.classList.contains('docs-doc-id-wiring'));
    expect(await classes()).toBe('docs-doc-id-wiring docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default');
    await page.click('.navbar__brand');
    await page.waitForFunction(() => !document.documentElement.classList.contains('docs-wrapper'));
    expect(await classes()).toBe('plugin-id-default plugin-pages');
    await context.close();
  });

  it("applies its [data-theme='dark'] primary colour in dark mode, and its :root rules still", async () => {
    expect(await probe('dark')).toEqual({ mode: 'dark', primary: '#25c2a0', contentLink: 'rgb(37, 194, 160)', ...siteRules });
  });
});
