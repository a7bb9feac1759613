/**
 * A translated site in Chromium (tests/fixtures/docusaurus-i18n: English, French, Arabic): the
 * locale dropdown goes to the same page in the chosen locale, with that locale's `<html lang dir>`;
 * an Arabic page lays out right to left: the docs sidebar on the right of the content, the text
 * aligned right, the navbar's brand at its right end.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

const DROPDOWN = '.navbar__items--right .dropdown';
const MENU = '.navbar__items--right .dropdown__menu';

describe('a site in three locales in Chromium', () => {
  const fixture = copyFixture('docusaurus-i18n');
  let site: ServedSite;

  beforeAll(async () => {
    // With the local search index, for the search box.
    const file = path.join(fixture.siteDir, 'docusaurus.config.js');
    const plugin = path.resolve(import.meta.dirname, '../../plugins/search-index/index.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("  onBrokenLinks: 'throw',", `  onBrokenLinks: 'throw',\n  plugins: [${JSON.stringify(plugin)}],`));
    site = await buildAndServe(fixture.siteDir, 'locales-', { trailingSlash: undefined });
  }, 240_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  const desktop = () => site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const htmlLangDir = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir] as const);

  async function chooseLocale(page: Page, label: string): Promise<void> {
    await page.hover(`${DROPDOWN} > a`);
    await page.locator(MENU).waitFor({ state: 'visible' });
    await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/docs/guide/wiring') || url.pathname.startsWith('/fr/') || url.pathname.startsWith('/ar/')), page.locator(MENU).getByText(label, { exact: true }).click()]);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }

  it('switches locale from the dropdown, staying on the same doc, with the locale\'s lang and dir', async () => {
    const context: BrowserContext = await desktop();
    const errors: string[] = [];
    const page = await site.open(context, '/docs/guide/wiring');
    page.on('pageerror', (error) => errors.push(error.message));
    expect(await htmlLangDir(page)).toEqual(['en', 'ltr']);

    await chooseLocale(page, 'Français (France)');
    await page.waitForURL('**/fr/docs/guide/wiring');
    await page.locator('h1', { hasText: 'Câbler la matrice' }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['fr-FR', 'ltr']);
    // The theme's own strings are the locale's too.
    await page.locator('.pagination-nav__sublabel', { hasText: 'Précédent' }).waitFor();

    await chooseLocale(page, 'العربية');
    await page.waitForURL('**/ar/docs/guide/wiring');
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);

    await chooseLocale(page, 'English');
    await page.waitForURL((url) => url.pathname === '/docs/guide/wiring');
    expect(await htmlLangDir(page)).toEqual(['en', 'ltr']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays an Arabic docs page out right to left: sidebar on the right, text aligned right', async () => {
    const context = await desktop();
    const page = await site.open(context, '/ar/docs/intro');
    const layout = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const paragraph = document.querySelector('.theme-doc-markdown p')!;
      return {
        sidebarLeft: box('.theme-doc-sidebar-container').left,
        articleRight: box('article').right,
        articleLeft: box('article').left,
        textAlign: getComputedStyle(paragraph).textAlign,
        direction: getComputedStyle(paragraph).direction,
        brandLeft: box('.navbar__brand').left,
        dropdownLeft: box('.navbar__items--right').left,
      };
    });
    expect(layout.direction).toBe('rtl');
    // `start` resolves to the right in a right-to-left block.
    expect(['start', 'right']).toContain(layout.textAlign);
    expect(layout.sidebarLeft).toBeGreaterThanOrEqual(layout.articleRight);
    // The navbar mirrored: the brand at the right, the right-hand items at the left.
    expect(layout.brandLeft).toBeGreaterThan(layout.dropdownLeft);
    await context.close();
  });
  it("searches the locale being read: a French page's search finds the French pages", async () => {
    const context = await desktop();
    const page = await site.open(context, '/fr/docs/guide/wiring');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal input').fill('matrice');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const urls = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('/fr/'))).toBe(true);
    await context.close();
  });
});
