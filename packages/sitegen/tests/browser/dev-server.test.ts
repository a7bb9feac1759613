/**
 * The dev server (`start`) in Chromium on a copy of the fixture site: pages compile on first use
 * (lazy compilation) and still open directly or through client-side navigation; an MDX edit shows
 * up without a reload and patches the page in place (state survives, a new heading reaches the
 * table of contents, an edited partial updates the page that imports it); a Mermaid diagram
 * draws, a component edit hot-swaps with React Fast Refresh, broken MDX shows the overlay with
 * file, line and column while the server keeps running, and fixing it recovers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSite, type DevSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

describe('dev server in Chromium', () => {
  const fixture = copyFixture('basic');
  let site: DevSite | undefined;
  let browser: Browser;
  let origin = '';
  const file = (relative: string) => path.join(fixture.siteDir, relative);

  beforeAll(async () => {
    site = await startDevSite(fixture.siteDir);
    ({ browser, origin } = site);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  async function open(pathname: string): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(origin + pathname, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 });
    // A full reload would lose this.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    return page;
  }
  const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

  // First, so that neither page has been compiled yet.
  it('opens a page not visited yet, and navigates client-side to another one', async () => {
    const page = await open('/docs/guides/alpha');
    expect(await page.locator('h1').innerText()).toBe('Alpha Guide');
    await page.locator('nav a[href="/docs/intro"]').first().click();
    await page.waitForSelector('text=Welcome to the', { timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    expect(await marker(page)).toBe(7);
    await page.close();
  });

  it('patches an edited page in place: its state survives and a new heading reaches the table of contents', async () => {
    const page = await open('/docs/intro');
    // The page's code block numbers its lines: its word wrap button shows (theme-common's rule).
    const wrap = page.getByRole('button', { name: 'Toggle word wrap' }).first();
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    const source = fs.readFileSync(file('docs/intro.md'), 'utf8');
    fs.writeFileSync(file('docs/intro.md'), `${source}
## A heading added live

More text.
`);
    // The table of contents (on the side at this width) lists it.
    await page.locator('a[href="#a-heading-added-live"]:visible', { hasText: 'A heading added live' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('h2#a-heading-added-live').count()).toBe(1);
    expect(await marker(page)).toBe(7);
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it('reloads the site content after a Markdown edit, once the writer pauses (a new sidebar label)', async () => {
    const page = await open('/docs/guides/alpha');
    const source = fs.readFileSync(file('docs/guides/alpha.md'), 'utf8');
    fs.writeFileSync(file('docs/guides/alpha.md'), source.replace('sidebar_position: 1', 'sidebar_position: 1\nsidebar_label: Alpha Renamed'));
    await page.locator('nav a', { hasText: 'Alpha Renamed' }).first().waitFor({ timeout: 30_000 });
    await page.close();
  });

  it('updates a page when a partial it imports is edited', async () => {
    const page = await open('/docs/second');
    fs.writeFileSync(file('docs/_shared.md'), 'This paragraph comes from an edited partial.\n');
    await page.waitForSelector('text=This paragraph comes from an edited partial.', { timeout: 30_000 });
    expect(await marker(page)).toBe(7);
    await page.close();
  });

  it('shows an MDX edit without reloading the page', async () => {
    const page = await open('/docs/second');
    const source = fs.readFileSync(file('docs/second.mdx'), 'utf8');
    fs.writeFileSync(file('docs/second.mdx'), `${source}\nA sentence added while the server runs.\n`);
    await page.waitForSelector('text=A sentence added while the server runs.', { timeout: 30_000 });
    expect(await marker(page)).toBe(7);
    await page.close();
  });

  it('draws a Mermaid diagram from the vendored build the dev server serves', async () => {
    const page = await open('/docs/second');
    await page.locator('.mermaid-diagram svg').waitFor({ timeout: 30_000 });
    await page.close();
  });

  it('hot-swaps an edited React page with Fast Refresh', async () => {
    const page = await open('/hello');
    const source = fs.readFileSync(file('src/pages/hello.tsx'), 'utf8');
    fs.writeFileSync(file('src/pages/hello.tsx'), source.replace('Hello from a React page', 'Hello again, refreshed'));
    await page.waitForSelector('text=Hello again, refreshed', { timeout: 30_000 });
    expect(await marker(page)).toBe(7);
    await page.close();
  });

  it('shows broken MDX in an overlay with file, line and column, and recovers when fixed', async () => {
    const page = await open('/docs/second');
    const original = fs.readFileSync(file('docs/second.mdx'), 'utf8');
    fs.writeFileSync(file('docs/second.mdx'), `${original}\nSome <b>unclosed text\n`);
    const overlay = page.locator('#webpack-hot-middleware-clientOverlay');
    try {
      await overlay.waitFor({ timeout: 30_000 });
      expect(await overlay.innerText()).toMatch(/docs\/second\.mdx:\d+:\d+/);
    } finally {
      fs.writeFileSync(file('docs/second.mdx'), `${original}\nFixed again.\n`);
    }
    // The server kept running: the page updates once the file is fixed.
    await page.waitForSelector('text=Fixed again.', { timeout: 30_000 });
    await overlay.waitFor({ state: 'detached', timeout: 30_000 });
    await page.close();
  });
});
