/**
 * `trailingSlash: true` in the browser, on the Docusaurus-format fixture (its config gives the
 * string "true"), served as Docusaurus's `serve` does: a reader arriving at a page finds its
 * route, and a click on a docs link navigates in place to the URL with the slash.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

describe('trailingSlash: true in Chromium', () => {
  const fixture = copyFixture('docusaurus-classic');
  let site: ServedSite;

  beforeAll(async () => {
    const config = path.join(fixture.siteDir, 'docusaurus.config.js');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  trailingSlash: 'true',"));
    site = await buildAndServe(fixture.siteDir, 'trailing-slash-', { trailingSlash: true });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  it('renders the page a reader opens with or without the slash, at the URL with it', async () => {
    const context = await site.browser.newContext();
    const errors: string[] = [];
    for (const pathname of ['/docs/intro/', '/docs/intro']) {
      const page = await site.open(context, pathname);
      page.on('pageerror', (error) => errors.push(error.message));
      expect(await page.evaluate(() => location.pathname), pathname).toBe('/docs/intro/');
      await expect.poll(() => page.locator('article h1').first().textContent()).toBe('Start here');
      await page.close();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates client-side from one docs page to another, landing on the URL with the slash', async () => {
    const context = await site.browser.newContext();
    const page = await site.open(context, '/docs/intro/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    // A client-side navigation keeps the document (the marker survives).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.click('article a[href="/docs/guides/wiring/"]');
    await page.locator('h2#diode-direction').waitFor();
    expect(await page.evaluate(() => [location.pathname, 'sameDocument' in window])).toEqual(['/docs/guides/wiring/', true]);
    // The sidebar marks the page it shows.
    expect(await page.locator('a[aria-current="page"]').first().getAttribute('href')).toBe('/docs/guides/wiring/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
