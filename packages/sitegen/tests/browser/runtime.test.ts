import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { serveBuild, type ServedSite } from '../helpers/browser';
import { contentScripts, copyFixture, listedScripts, readPage } from '../helpers/fixture';

describe('client runtime in Chromium', () => {
  const fixture = copyFixture('basic');
  let site: ServedSite | undefined;
  let browser: Browser;
  let origin = '';

  beforeAll(async () => {
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
    // The fixture's cleanup removes the build.
    site = await serveBuild(fixture.outDir, { keep: true });
    ({ browser, origin } = site);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  /** The URL pattern of the built chunk of `route` (listed, or its deferred content's) whose code contains `text` (chunk names are hashes). */
  function chunkOf(route: string, text: string): RegExp {
    const html = readPage(fixture.outDir, route);
    const src = [...listedScripts(html), ...contentScripts(html)].find((s) => !s.includes('/main.') && fs.readFileSync(path.join(fixture.outDir, s), 'utf8').includes(text));
    if (!src) throw new Error(`No chunk of ${route} contains ${text}`);
    return new RegExp(`${src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  }

  /** Routes every script the page did not name in its HTML (chunks loaded on demand, not its scripts or its content's) to `handle`. */
  async function onDemandScripts(page: Page, route: string, handle: Parameters<Page['route']>[1]): Promise<void> {
    const html = readPage(fixture.outDir, route);
    const listed = new Set([...listedScripts(html), ...contentScripts(html)]);
    await page.route((url) => /^\/assets\/(js|vendor)\//.test(url.pathname) && !listed.has(url.pathname), handle);
  }

  async function open(path: string, prepare?: (page: Page) => Promise<void>): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage();
    await prepare?.(page);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text()))) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !!(window as unknown as { __sitegenHydrated?: boolean }).__sitegenHydrated, null, { timeout: 10_000 });
    return { page, errors };
  }

  it('hydrates every page type without console errors', async () => {
    for (const path of ['/', '/docs/intro', '/docs/second', '/blog', '/blog/2024/01/03/post-03', '/hello']) {
      const { page, errors } = await open(path);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('navigates client-side without a full reload and scrolls to the top', async () => {
    const { page } = await open('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('a[href="/docs/second"]');
    await page.waitForURL(`${origin}/docs/second`);
    await page.waitForSelector('text=This paragraph comes from a partial.');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('scrolls to the hash target after navigation', async () => {
    const { page } = await open('/docs/second');
    await page.setViewportSize({ width: 800, height: 300 });
    await page.click('a[href="/docs/intro#custom-install"]');
    await page.waitForURL(`${origin}/docs/intro#custom-install`);
    await page.waitForFunction(() => {
      const el = document.getElementById('custom-install');
      // The heading lands just below the sticky navbar (the root's scroll-padding-top).
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      return !!el && offset > 0 && Math.abs(el.getBoundingClientRect().top - offset) < 5;
    });
    await page.close();
  });

  it('normalises .html, index.html and trailing-slash URLs to the clean path', async () => {
    const page = await browser.newPage();
    for (const [from, to] of [['/docs/intro.html', '/docs/intro'], ['/docs/intro/', '/docs/intro'], ['/index.html', '/']]) {
      await page.goto(origin + from, { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname, from).toBe(to);
    }
    await page.close();
  });

  it('shows the not-found page with status 404 for an unknown path', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${origin}/no/such/page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.waitForSelector('text=Page Not Found');
    await page.close();
  });

  it('reloads the page fully when the next route fails to load, with a warning', async () => {
    const warnings: string[] = [];
    const { page } = await open('/', async (p) => {
      p.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
      // Also fails the prefetch that starts as soon as the link scrolls into view.
      await p.route(chunkOf('docs/second', 'comes from a partial'), (route) => route.abort());
    });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const navigation = page.waitForEvent('load');
    await page.click('a[href="/docs/second"]');
    await navigation;
    expect(new URL(page.url()).pathname).toBe('/docs/second');
    expect(warnings.some((w) => w.includes('Failed to preload route /docs/second'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await page.close();
  });

  it('shows the progress bar when a route change takes longer than 200 ms', async () => {
    const { page } = await open('/', async (p) => {
      await p.route(chunkOf('docs/second', 'comes from a partial'), async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
    });
    await page.click('a[href="/docs/second"]');
    await page.waitForSelector('#nprogress', { state: 'attached', timeout: 2000 });
    // nprogress's markup as Docusaurus configures it (no spinner), which sites' CSS styles, and `nprogress-busy` on <html> while it shows.
    const bar = () => page.evaluate(() => [document.getElementById('nprogress')?.innerHTML.replace(/ style="[^"]*"/g, '') ?? null, document.documentElement.classList.contains('nprogress-busy')]);
    expect(await bar()).toEqual(['<div class="bar" role="bar"><div class="peg"></div></div>', true]);
    await page.waitForURL(`${origin}/docs/second`);
    await page.waitForSelector('text=This paragraph comes from a partial.');
    await page.waitForSelector('#nprogress', { state: 'detached', timeout: 3000 });
    expect(await bar()).toEqual([null, false]);
    await page.close();
  });

  it('shows the progress bar within 500 ms of the click when every script is slow and nothing was prefetched', async () => {
    const { page } = await open('/', async (p) => {
      // Save-data: no prefetching, so the next route's chunks are fetched only after the click.
      await p.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
      await p.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((r) => setTimeout(r, 1200));
        await route.continue();
      });
    });
    const clicked = Date.now();
    await page.click('a[href="/docs/second"]');
    await page.waitForSelector('#nprogress', { state: 'attached', timeout: 2000 });
    expect(Date.now() - clicked).toBeLessThan(500);
    await page.waitForSelector('text=This paragraph comes from a partial.', { timeout: 15_000 });
    await page.close();
  });

  it('shows a lazily loaded part’s spinner after 200 ms, then the part', async () => {
    const { page } = await open('/docs/second', (p) =>
      onDemandScripts(p, 'docs/second', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      }),
    );
    await page.waitForSelector('.mermaid-source + [role="status"]', { timeout: 1200 });
    await page.waitForSelector('.mermaid-diagram svg', { timeout: 15_000 });
    expect(await page.locator('[role="status"]').filter({ hasText: 'Loading' }).count()).toBe(0);
    await page.close();
  });

  it('shows an error with Retry when a lazily loaded part fails, and Retry loads it', async () => {
    const { page } = await open('/docs/second', (p) => onDemandScripts(p, 'docs/second', (route) => route.abort()));
    await page.waitForSelector('text=This content could not be loaded.');
    await page.unrouteAll();
    await page.click('button:has-text("Retry")');
    await page.waitForSelector('.mermaid-diagram svg', { timeout: 15_000 });
    await page.close();
  });

  it('prefetches routes whose links scroll into view in idle time, and a pointed-at link at once', async () => {
    const chunk = chunkOf('docs/second', 'comes from a partial');
    // No idle time ever: links in view wait in the queue; hovering one loads its route anyway.
    const requested: string[] = [];
    const { page } = await open('/', async (p) => {
      p.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await p.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
    });
    await page.waitForTimeout(1000);
    expect(requested.some((p) => chunk.test(p))).toBe(false);
    await page.locator('a[href="/docs/second"]').first().hover();
    await expect.poll(() => requested.some((p) => chunk.test(p)), { timeout: 10_000 }).toBe(true);
    await page.close();
    // With idle time, the link in view is prefetched without being pointed at.
    const seen: string[] = [];
    const { page: idle } = await open('/', async (p) => {
      p.on('request', (r) => seen.push(new URL(r.url()).pathname));
    });
    await expect.poll(() => seen.some((p) => chunk.test(p)), { timeout: 10_000 }).toBe(true);
    await idle.close();
  });

  it('prefetches a linked route when its link is on screen, but not with save-data or on 2g', async () => {
    const chunk = chunkOf('docs/second', 'comes from a partial');
    for (const connection of [undefined, { saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: 'slow-2g' }]) {
      const requested: string[] = [];
      const { page } = await open('/', async (p) => {
        p.on('request', (r) => requested.push(new URL(r.url()).pathname));
        if (connection) await p.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
      });
      await page.locator('a[href="/docs/second"]').first().hover();
      const prefetched = () => requested.some((p) => chunk.test(p));
      // A busy machine may take a while to prefetch; not prefetching is judged after a second.
      if (connection === undefined) await expect.poll(prefetched, { timeout: 10_000 }).toBe(true);
      else {
        await page.waitForTimeout(1000);
        expect(prefetched(), JSON.stringify(connection)).toBe(false);
      }
      await page.close();
    }
  });
});
