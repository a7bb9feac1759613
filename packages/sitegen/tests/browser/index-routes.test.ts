/**
 * Index routes and generated indexes in the browser, on the Docusaurus-format fixture, which
 * leaves `trailingSlash` undefined: an index doc is at `/docs/guides/`, as written, and
 * hydrates there; the sidebar reaches a category's generated index and its cards reach the
 * category's pages, navigating in place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

describe('index routes and generated indexes in Chromium (trailingSlash undefined)', () => {
  const fixture = copyFixture('docusaurus-classic');
  let site: ServedSite;

  beforeAll(async () => {
    site = await buildAndServe(fixture.siteDir, 'index-routes-', { trailingSlash: undefined });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  it('opens an index doc at its address with the slash, marks it in the sidebar, and goes through a generated index to a card’s page in place', async () => {
    const context = await site.browser.newContext();
    const page = await site.open(context, '/docs/guides/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    expect(await page.evaluate(() => location.pathname)).toBe('/docs/guides/');
    expect(await page.locator('a[aria-current="page"]').first().getAttribute('href')).toBe('/docs/guides/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.click('aside a[href="/docs/category/reference"]');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Reference tables');
    expect(await page.title()).toBe('Reference tables | Lantern Keys');
    await page.click('article a[href="/docs/parts-list"]');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Parts of one half');
    await page.click('article a[href="/docs/reference/parts/switches"]');
    await expect.poll(() => page.locator('article h1').first().textContent()).toBe('Switches');
    expect(await page.evaluate(() => [location.pathname, 'sameDocument' in window])).toEqual(['/docs/reference/parts/switches', true]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
