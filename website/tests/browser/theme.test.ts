/**
 * The theme in Chromium, on the real site: colour mode, the mobile drawer, TOC highlighting,
 * tab groups, the copy button and an axe run (WCAG 2 A and AA) in both colour modes.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe';
import { type ServedSite, serveRealSite } from '../helpers/site';

const HOLD_TAP = '/docs/keymaps/behaviors/hold-tap';
const TABS_PAGE = '/docs/development/hardware-integration/pointing';

describe('theme in Chromium', () => {
  let site: ServedSite;
  let browser: Browser;
  let origin = '';

  beforeAll(async () => {
    site = await serveRealSite();
    ({ origin, browser } = site);
  }, 180_000);

  afterAll(() => site?.close());

  async function open(context: BrowserContext, pathname: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(origin + pathname, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return page;
  }

  const themeState = (page: Page) =>
    page.evaluate(() => ({ mode: document.documentElement.dataset.theme, choice: document.documentElement.dataset.themeChoice, stored: localStorage.getItem('theme') }));

  describe('colour mode', () => {
    it('is light by default and follows the OS while nothing is chosen', async () => {
      const context = await browser.newContext({ colorScheme: 'light' });
      const page = await open(context, '/');
      expect(await themeState(page)).toEqual({ mode: 'light', choice: 'system', stored: null });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await context.close();
    });

    it('cycles light → dark → system and stores the choice', async () => {
      const context = await browser.newContext({ colorScheme: 'dark' });
      const page = await open(context, '/');
      const toggle = page.locator('header button[aria-label^="Switch between"]');
      await toggle.click();
      expect(await themeState(page)).toEqual({ mode: 'light', choice: 'light', stored: 'light' });
      await toggle.click();
      expect(await themeState(page)).toEqual({ mode: 'dark', choice: 'dark', stored: 'dark' });
      await toggle.click();
      expect(await themeState(page)).toEqual({ mode: 'dark', choice: 'system', stored: 'system' });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      expect(await toggle.getAttribute('aria-label')).toContain('system mode');
      await context.close();
    });

    it('syncs across tabs through storage', async () => {
      const context = await browser.newContext({ colorScheme: 'light' });
      const first = await open(context, '/');
      const second = await open(context, '/docs');
      await second.locator('header button[aria-label^="Switch between"]').click(); // system → light
      await second.locator('header button[aria-label^="Switch between"]').click(); // light → dark
      await first.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      expect((await themeState(first)).choice).toBe('dark');
      await context.close();
    });

    it('applies the stored mode before any bundle runs (no flash)', async () => {
      const context = await browser.newContext({ colorScheme: 'light' });
      await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const page = await context.newPage();
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${origin}${HOLD_TAP}`, { waitUntil: 'load' });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe('rgb(255, 255, 255)');
      await context.close();
    });
  });

  it('opens the drawer below 996 px with the docs sidebar, and closes it at desktop width', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const page = await open(context, HOLD_TAP);
    await expect(page.locator('aside nav[aria-label="Docs sidebar"]').isVisible()).resolves.toBe(false);
    await page.click('button[aria-label="Open navigation menu"]');
    const dialog = page.locator('[role=dialog]');
    await dialog.waitFor();
    expect(await dialog.locator('nav[aria-label="Docs sidebar"] [aria-current=page]').textContent()).toBe('Hold-Tap');
    await dialog.locator('text=Back to main menu').click();
    expect(await dialog.locator('a', { hasText: 'Blog' }).count()).toBe(1);
    await page.setViewportSize({ width: 1200, height: 900 });
    await dialog.waitFor({ state: 'detached' });
    await expect(page.locator('aside nav[aria-label="Docs sidebar"]').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('marks the heading in view in the table of contents', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await open(context, HOLD_TAP);
    const active = () => page.locator('nav[aria-labelledby="toc-title"] [aria-current=location]').textContent();
    await page.evaluate(() => document.getElementById('interrupt-flavors')?.scrollIntoView());
    await expect.poll(active).toBe('Interrupt Flavors');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(active).toBe('retro-tap');
    await context.close();
  });

  it('keeps the content where it is while a long page is parsed (the table of contents comes later in the HTML)', async () => {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(origin + HOLD_TAP, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForTimeout(300);
    const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
    expect(total).toBeLessThan(0.01);
    await context.close();
  });

  it('shows diagrams drawn at build time in the current colour mode, with no Mermaid script', async () => {
    const fills: Record<string, string> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(origin + HOLD_TAP, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const diagram = page.locator('.mermaid-diagram').first();
      // One drawing for both modes, its colours chosen by CSS, with its size from the start.
      const svg = diagram.locator('svg');
      expect(await svg.count()).toBe(1);
      expect(await svg.getAttribute('id')).toMatch(/^mermaid-[0-9a-f]{10}$/);
      expect(await svg.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(100);
      const nodeFill = () => svg.evaluate((element) => getComputedStyle(element.querySelector('.node rect, .node polygon, .node path')!).fill);
      fills[colorScheme] = await nodeFill();
      // The second diagram has no style block of its own, yet its colours are this mode's too.
      const second = page.locator('.mermaid-diagram svg').nth(1);
      expect(await second.evaluate((element) => element.querySelector('style'))).toBeNull();
      expect(await second.evaluate((element) => getComputedStyle(element.querySelector('.node rect, .node polygon, .node path')!).fill)).toBe(fills[colorScheme]);
      await page.waitForTimeout(500);
      expect(requested.filter((p) => p.includes('/vendor/mermaid'))).toEqual([]);
      if (colorScheme === 'dark') {
        // Switching the mode recolours the drawing in place.
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
        expect(await nodeFill()).toBe(fills.light);
      }
      await context.close();
    }
    expect(fills.light).not.toBe(fills.dark);
  });

  it('follows a change in the page’s height that moves the headings without a scroll', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The IntersectionObserver only reports a heading crossing the viewport's edge, which a small
    // shift need not cause: take it away so that only the page-size observer can notice.
    await context.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
    const page = await open(context, HOLD_TAP);
    const active = () => page.locator('nav[aria-labelledby="toc-title"] [aria-current=location]').textContent();
    await page.evaluate(() => document.getElementById('interrupt-flavors')?.scrollIntoView());
    await expect.poll(active).toBe('Interrupt Flavors');
    // Without scroll anchoring, a block added above pushes the heading down the screen and no
    // scroll event fires: the section before it is the one in view now.
    await page.evaluate(() => {
      document.documentElement.style.overflowAnchor = 'none';
      const block = document.createElement('div');
      block.style.height = '130px';
      document.querySelector('article h2')?.before(block);
    });
    await expect.poll(active).toBe('Using different behavior types with hold-taps');
    await context.close();
  });

  it('switches every tab group with the same id, remembers it and writes the query string', async () => {
    const context = await browser.newContext();
    const page = await open(context, TABS_PAGE);
    const selected = () => page.$$eval('[role=tablist]', (lists) => lists.map((l) => l.querySelector('[aria-selected=true]')?.textContent));
    expect(await selected()).toEqual(['Unibody', 'Unibody']);
    const central = page.locator('[role=tablist]').first().locator('[role=tab]', { hasText: 'Split Central' });
    await central.click();
    // The other group and the URL follow in React's next commit: poll rather than read once.
    await expect.poll(selected).toEqual(['Split Central', 'Split Central']);
    await expect.poll(() => new URL(page.url()).searchParams.get('part-type')).toBe('central');
    await expect.poll(() => central.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toEqual(['Split Peripheral', 'Split Peripheral']);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.part-type'))).toBe('peripheral');
    const again = await open(context, TABS_PAGE);
    await again.waitForFunction(() => document.querySelector('[role=tab][aria-selected=true]')?.textContent === 'Split Peripheral');
    await context.close();
  });

  it('copies a code block and says so', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const page = await open(context, HOLD_TAP);
    const block = page.locator('[data-language]').first();
    await block.hover();
    await block.locator('button[aria-label="Copy code to clipboard"]').click();
    await expect.poll(() => block.locator('[role=status]').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('&mt LEFT_CONTROL ESCAPE');
    await context.close();
  });

  it('has no axe violations (WCAG 2 A/AA) on the home, a docs and a blog page, in both modes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme: mode });
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      for (const pathname of ['/', HOLD_TAP, '/blog', '/blog/2025/03/20/contributor-sync-1']) {
        const page = await open(context, pathname);
        await page.waitForLoadState('networkidle');
        const violations = await axeViolations(page);
        expect(violations, `${mode} ${pathname}`).toEqual([]);
        await page.close();
      }
      await context.close();
    }
  });
});
