/**
 * More of the theme in Chromium, on the real site: the footer badges, the sidebar's collapse
 * animation, no breadcrumbs, tables on narrow screens, heading anchors, category cards and the
 * home page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedSite, serveRealSite } from '../helpers/site';

const HOLD_TAP = '/docs/keymaps/behaviors/hold-tap';
const CC_LICENCE = 'https://creativecommons.org/licenses/by-nc-sa/4.0/';

describe('theme details in Chromium', () => {
  let site: ServedSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await serveRealSite();
    browser = site.browser;
  }, 180_000);

  afterAll(() => site?.close());

  async function withPage<T>(pathname: string, options: Parameters<Browser['newContext']>[0], run: (page: Page) => Promise<T>): Promise<T> {
    const context = await browser.newContext(options);
    try {
      return await run(await site.open(context, pathname));
    } finally {
      await context.close();
    }
  }

  it('shows the hosting badge under More and the licence link and badge under the copyright', async () => {
    await withPage('/', {}, async (page) => {
      const footer = page.locator('footer');
      const images = await footer.locator('img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({ alt: img.alt, loaded: img.complete && img.naturalWidth > 0, link: img.closest('a')?.href, column: img.closest('section')?.querySelector('h2')?.textContent ?? null })),
      );
      expect(images).toEqual([
        { alt: 'Deploys by Netlify', loaded: true, link: 'https://www.netlify.com/', column: 'More' },
        { alt: 'Creative Commons BY-NC-SA 4.0 licence', loaded: true, link: CC_LICENCE, column: null },
      ]);
      const licenceText = footer.locator(`a[href="${CC_LICENCE}"]`, { hasText: 'Creative Commons BY-NC-SA 4.0' });
      expect(await licenceText.count()).toBe(1);
      expect(await footer.textContent()).toContain('Copyright © 2025 ZMK Project Contributors');
      // The licence badge sits centred on its own line below the copyright text.
      const [text, badge] = await Promise.all([licenceText.boundingBox(), footer.locator('img[alt^="Creative Commons"]').boundingBox()]);
      expect(badge!.y).toBeGreaterThan(text!.y + text!.height - 1);
    });
  });

  it('animates a sidebar category for longer when it is taller, and in 1 ms with reduced motion', async () => {
    const durations = async (reducedMotion: 'reduce' | 'no-preference') =>
      withPage(HOLD_TAP, { viewport: { width: 1280, height: 900 }, reducedMotion }, async (page) => {
        await page.evaluate(() => {
          const seen: string[] = [];
          (window as unknown as { transitions: string[] }).transitions = seen;
          new MutationObserver((records) => {
            for (const r of records) {
              const t = (r.target as HTMLElement).style.transition;
              if (t.startsWith('height')) seen.push(t);
            }
          }).observe(document.querySelector('nav[aria-label="Docs sidebar"]')!, { subtree: true, attributes: true, attributeFilter: ['style'] });
        });
        const measure = async (action: 'Expand' | 'Collapse', label: string) => {
          await page.evaluate(() => ((window as unknown as { transitions: string[] }).transitions.length = 0));
          await page.click(`nav[aria-label="Docs sidebar"] button[aria-label="${action} sidebar category '${label}'"]`);
          // A category the page's sidebar left out loads its items first (see sidebar-view.ts), then opens.
          await page.waitForFunction(() => (window as unknown as { transitions: string[] }).transitions.length > 0, null, { timeout: 5000 });
          const transition = await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions[0] ?? '');
          return Number(/height (\d+)ms/.exec(transition)?.[1]);
        };
        // Troubleshooting holds four pages; Behaviors, open on this page, two dozen.
        return { small: await measure('Expand', 'Troubleshooting'), tall: await measure('Collapse', 'Behaviors') };
      });
    const normal = await durations('no-preference');
    expect(normal.small).toBeGreaterThan(100);
    expect(normal.tall).toBeGreaterThan(normal.small + 50);
    expect(await durations('reduce')).toEqual({ small: 1, tall: 1 });
  });

  it('has no breadcrumbs on docs pages', async () => {
    await withPage(HOLD_TAP, {}, async (page) => {
      expect(await page.locator('nav[aria-label*="readcrumb" i], .breadcrumbs, [itemtype$="BreadcrumbList"]').count()).toBe(0);
      // The title is the first thing in the main column.
      expect(await page.locator('main article h1, main h1').first().textContent()).toBe('Hold-Tap Behavior');
    });
  });

  it('scrolls wide tables sideways inside their own box on a narrow screen', async () => {
    // A phone-sized screen: the Markdown table of this page is wider than the column there.
    await withPage('/docs/features/low-power-states', { viewport: { width: 360, height: 800 } }, async (page) => {
      const region = page.locator('main [role=region][aria-label="Table (scrolls sideways)"]:has(> table)').first();
      await region.waitFor();
      const state = await region.evaluate((el) => {
        el.scrollLeft = 80;
        return { overflows: el.scrollWidth > el.clientWidth, scrolled: el.scrollLeft > 0, focusable: el.tabIndex === 0 };
      });
      expect(state).toEqual({ overflows: true, scrolled: true, focusable: true });
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });

  it('shows a heading\'s anchor link on hover and on keyboard focus', async () => {
    await withPage(HOLD_TAP, { viewport: { width: 1280, height: 900 } }, async (page) => {
      const heading = page.locator('h2#summary');
      const anchor = heading.locator('a[href="#summary"]');
      const opacity = () => anchor.evaluate((a) => getComputedStyle(a).opacity);
      expect(await opacity()).toBe('0');
      await heading.hover();
      await expect.poll(opacity).toBe('1');
      await page.mouse.move(0, 0);
      await expect.poll(opacity).toBe('0');
      await anchor.focus();
      await expect.poll(opacity).toBe('1');
      expect(await anchor.getAttribute('aria-label')).toMatch(/Summary/);
    });
  });

  it('lists a category\'s pages as cards on the category page', async () => {
    await withPage('/docs/troubleshooting', {}, async (page) => {
      // A card is a link with a title (a heading, as theme-classic's) and a description line, each in an <article> (3.10.2's markup).
      const cards = await page.locator('main article > a[href^="/docs/troubleshooting/"]:has(> h2 + p)').evaluateAll((links) =>
        links.map((a) => ({ title: a.querySelector('h2')?.textContent?.trim(), description: (a.querySelector('p')?.textContent ?? '').length > 10 })),
      );
      expect(cards.map((c) => c.title)).toEqual(['Building Issues', 'Flashing Issues', 'Connection Issues', 'Hardware Issues']);
      expect(cards.every((c) => c.description)).toBe(true);
      await page.click('main article > a:has(> h2 + p):has-text("Flashing Issues")');
      await page.waitForURL('**/docs/troubleshooting/flashing-issues');
    });
  });

  it('opens the home page with the hero and three illustrated feature cards', async () => {
    await withPage('/', { viewport: { width: 1280, height: 900 } }, async (page) => {
      expect(await page.locator('main h1').textContent()).toBe('ZMK Firmware');
      expect(await page.locator('main').textContent()).toContain('Modern, open source keyboard firmware');
      const start = page.locator('main a', { hasText: 'Get Started' });
      expect(await start.getAttribute('href')).toBe('/docs');
      const cards = await page.locator('main h3').allTextContents();
      expect(cards).toEqual(['Built on Zephyr', 'Permissive MIT licence', 'Wireless first']);
      // Each card has its own inline SVG illustration, drawn at a visible size.
      const sizes = await page.locator('main h3').evaluateAll((hs) =>
        hs.map((h) => {
          const svg = h.closest('li')?.querySelector('svg');
          const box = svg?.getBoundingClientRect();
          return box ? box.width > 60 && box.height > 40 : false;
        }),
      );
      expect(sizes).toEqual([true, true, true]);
      await start.click();
      await page.waitForURL('**/docs');
    });
  });
});
