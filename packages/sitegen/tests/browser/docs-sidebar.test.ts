/**
 * The docs sidebar in the browser, on the Docusaurus-format fixture, whose theme config has
 * `docs.sidebar.hideable` and `docs.sidebar.autoCollapseCategories`: the collapse button hides
 * the sidebar and the strip it leaves shows it again; opening a category closes the others of
 * its level, and a category whose items the page's view left out loads them as it opens; the
 * fixture's wrapped BackToTopButton shows as the reader scrolls back up and scrolls to the top.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

describe('the docs sidebar in Chromium (hideable, autoCollapseCategories)', () => {
  const fixture = copyFixture('docusaurus-classic');
  let site: ServedSite;

  beforeAll(async () => {
    site = await buildAndServe(fixture.siteDir, 'docs-sidebar-', { trailingSlash: undefined });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  const expanded = (page: import('playwright-core').Page, label: string) =>
    page.evaluate((name) => {
      const row = [...document.querySelectorAll('aside .menu__list-item-collapsible')].find((el) => el.textContent?.trim() === name);
      const control = row?.querySelector('[aria-expanded]');
      return control?.getAttribute('aria-expanded') ?? null;
    }, label);

  it('hides the sidebar with its collapse button and shows it again from the strip', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await site.open(context, '/docs/intro');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const aside = page.locator('aside.theme-doc-sidebar-container');
    const fullWidth = (await aside.boundingBox())?.width ?? 0;
    expect(fullWidth).toBeGreaterThan(200);
    await page.click('button[title="Collapse sidebar"]');
    await expect.poll(async () => (await aside.boundingBox())?.width ?? 0).toBeLessThan(60);
    await expect.poll(() => page.locator('aside [role="button"][title="Expand sidebar"]').count()).toBe(1);
    expect(await page.locator('aside nav[aria-label="Docs sidebar"]').isVisible()).toBe(false);
    await page.click('aside [role="button"][title="Expand sidebar"]');
    await expect.poll(async () => (await aside.boundingBox())?.width ?? 0).toBe(fullWidth);
    expect(await page.locator('aside nav[aria-label="Docs sidebar"]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the sidebar in the navbar's drawer on a narrow window, and a link followed there closes the drawer", async () => {
    const context = await site.browser.newContext({ viewport: { width: 600, height: 800 } });
    const page = await site.open(context, '/docs/intro');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The desktop sidebar is not rendered on a narrow window (theme-classic's DocSidebar by window size).
    await expect.poll(() => page.locator('aside nav[aria-label="Docs sidebar"]').count()).toBe(0);
    await page.click('button.navbar__toggle');
    const drawerLink = page.locator('.navbar-sidebar ul.theme-doc-sidebar-menu a[href="/docs/guides/wiring"]');
    await expect.poll(() => drawerLink.count()).toBe(1);
    await drawerLink.click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/guides/wiring');
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the other categories of a level when one opens, loading the items the page left out', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await site.open(context, '/docs/intro');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // `sidebarCollapsed: false`: Guides and Reference start open; Tools (collapsed: true) is closed, without its items.
    expect([await expanded(page, 'Guides'), await expanded(page, 'Reference'), await expanded(page, 'Tools')]).toEqual(['true', 'true', 'false']);
    expect(await page.locator('aside a[href="/docs/tools/soldering"]').count()).toBe(0);
    // Hydrated, the category without a page is a toggle: its link goes nowhere.
    expect(await page.locator('aside a[role="button"]', { hasText: 'Tools' }).getAttribute('href')).toBe('#');
    await page.click('aside a[role="button"]:has-text("Tools")');
    await expect.poll(() => expanded(page, 'Tools')).toBe('true');
    await expect.poll(() => page.locator('aside li a[href="/docs/tools/soldering"]').count()).toBe(1);
    await expect.poll(() => Promise.all([expanded(page, 'Guides'), expanded(page, 'Reference')])).toEqual(['false', 'false']);
    // Opening Guides again closes Tools.
    await page.click('aside button[aria-label="Expand sidebar category \'Guides\'"]');
    await expect.poll(() => Promise.all([expanded(page, 'Guides'), expanded(page, 'Tools')])).toEqual(['true', 'false']);
    // Following a link of a closed category's page opens the category it is in.
    await page.click('aside a[href="/docs/guides/wiring"]');
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/guides/wiring');
    // The address changes at the click; the page (and its sidebar) once the route has loaded.
    await expect.poll(() => page.locator('aside a[aria-current="page"]').getAttribute('href')).toBe('/docs/guides/wiring');
    expect(errors).toEqual([]);
    await context.close();
  });
  it("shows theme-classic's BackToTopButton once the reader scrolls back up past 300px, and it scrolls to the top", async () => {
    // A short window: the doc scrolls well past the button's threshold.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 320 } });
    const page = await site.open(context, '/docs/guides/wiring');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const button = page.locator('.lantern-back-to-top button.theme-back-to-top-button');
    const shown = () => button.evaluate((el) => getComputedStyle(el).visibility === 'visible' && el.classList.length > 3);
    // Each scroll's event is dispatched (at the next frames) before the next scroll: two scrolls
    // in one frame make one event, and the hook skips the first event after the page loads.
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(max).toBeGreaterThan(500);
    expect(await shown()).toBe(false);
    // Scrolling down keeps it hidden; back up (above the end of the page, below the threshold) shows it.
    await scrollTo(Math.min(max - 20, 700));
    await scrollTo(Math.min(max - 20, 700) - 100);
    await expect.poll(shown).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(shown).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
  it("keeps SiteMetadata's canonical URL and alternates, one of each, as the reader moves to another page", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await site.open(context, '/docs/intro');
    const head = () => page.evaluate(() => ({
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute('content')),
      alternates: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
    }));
    // The browser's SiteMetadata (loaded after the page) takes over the pre-rendered tags rather than adding its own.
    await page.waitForFunction(() => document.querySelector('link[rel="canonical"][data-head]') !== null);
    expect(await head()).toEqual({ canonical: ['https://lantern.example/docs/intro'], ogUrl: ['https://lantern.example/docs/intro'], alternates: 2 });
    await page.click('aside a[href="/docs/guides/wiring"]');
    await expect.poll(head).toEqual({ canonical: ['https://lantern.example/docs/guides/wiring'], ogUrl: ['https://lantern.example/docs/guides/wiring'], alternates: 2 });
    await context.close();
  });
});
