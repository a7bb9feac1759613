/**
 * Nested routes of a Docusaurus-format site (tests/fixtures/docusaurus-classic): a local plugin's
 * release pages render inside a parent route's frame; the page hydrates and navigates in place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

describe('nested routes in Chromium', () => {
  const fixture = copyFixture('docusaurus-classic');
  let site: ServedSite;

  beforeAll(async () => {
    site = await buildAndServe(fixture.siteDir, 'nested-routes-');
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  it('hydrates the parent around the nested page, and a link opens the next nested page in place', async () => {
    const context = await site.browser.newContext();
    const page = await site.open(context, '/releases/shelf/0.2.0');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.click('button.shelf-counter');
    await page.locator('button.shelf-counter', { hasText: 'Looked at 1 times' }).waitFor();
    // A client-side navigation keeps the document (the marker survives).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.click('text=The first release');
    await page.locator('article.release-entry h1', { hasText: 'Release 0.1.0' }).waitFor();
    expect(await page.evaluate(() => [location.pathname, 'sameDocument' in window])).toEqual(['/releases/shelf/0.1.0', true]);
    expect(await page.locator('.shelf-owner').textContent()).toBe('Shelf kept by release-notes (default), 1 release open.');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('runs the @docusaurus/* client modules of a page once it hydrates: useIsBrowser, useIsomorphicLayoutEffect, BrowserOnly; Redirect sends the browser on', async () => {
    const context = await site.browser.newContext();
    const page = await site.open(context, '/client-api');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.locator('p.environment', { hasText: 'browser, laid out' }).waitFor();
    expect(await page.locator('span.browser-only').textContent()).toBe('in /client-api');
    // src/pages/old-kit.js renders only <Redirect to="/kit/" />.
    const redirected = await site.open(context, '/old-kit');
    await redirected.waitForURL((url) => url.pathname === '/kit/');
    await redirected.locator('h1', { hasText: 'What is in the kit' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
