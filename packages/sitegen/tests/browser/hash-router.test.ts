/**
 * `future.experimental_router: 'hash'` (Docusaurus 3.10), on the Docusaurus fixture site
 * (tests/fixtures/docusaurus-classic) with the option set: the build writes one `index.html`
 * (no pre-rendered content, its files named relative to it), no sitemap or feeds; opened from
 * files (file://) in Chromium, the app shows the route the hash names, and links, the table of
 * contents and the history move between routes in the hash.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { launchChromium } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

/** The fixture with the hash router (and the base URL given), built into a folder of its own. */
async function buildWithHashRouter(fixture: { siteDir: string; outDir: string }, baseUrl = '/'): Promise<string> {
  const file = path.join(fixture.siteDir, 'docusaurus.config.js');
  const config = fs.readFileSync(file, 'utf8');
  const future = "  future: { v4: { removeLegacyPostBuildHeadAttribute: true } },";
  if (!config.includes(future) || !config.includes("baseUrl: '/',")) throw new Error(`${file} has changed: update this test`);
  fs.writeFileSync(file, config.replace(future, "  future: { v4: { removeLegacyPostBuildHeadAttribute: true }, experimental_router: 'hash' },").replace("baseUrl: '/',", `baseUrl: '${baseUrl}',`));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hash-router-'));
  await buildSite(fixture.siteDir, { outDir });
  return outDir;
}

const htmlFiles = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).filter((file) => file.endsWith('.html'));

describe("future.experimental_router: 'hash'", () => {
  const fixture = copyFixture('docusaurus-classic');
  let outDir: string;
  let browser: Browser;

  beforeAll(async () => {
    [outDir, browser] = await Promise.all([buildWithHashRouter(fixture), launchChromium()]);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    fixture.cleanup();
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  /** Opens the built `index.html` from files at `hash`, once the app shows a route. */
  async function open(hash: string): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${pathToFileURL(path.join(outDir, 'index.html')).href}${hash}`);
    await page.waitForFunction(() => document.querySelector('#__site main, #__site .main-wrapper') !== null);
    return page;
  }

  it('writes one index.html with an empty app, its scripts and stylesheets relative to it, and no sitemap or feeds', () => {
    expect(htmlFiles(outDir)).toEqual(['index.html']);
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<div id="__site"><\/div>/);
    expect(html).toMatch(/<link rel="stylesheet" href="\.\/assets\/css\//);
    expect(html).toMatch(/"\.\/assets\/js\/main\.[0-9a-f]+\.js"/);
    expect(html).toContain('<link rel="icon" href="./img/favicon.svg">');
    expect(html).not.toMatch(/\b(?:src|href)="\/(?!\/)/);
    for (const file of ['sitemap.xml', 'blog/rss.xml', 'blog/atom.xml']) expect(fs.existsSync(path.join(outDir, file)), file).toBe(false);
  });

  it('shows the route the hash names, opened from files, and moves between routes in the hash', async () => {
    const page = await open('#/docs/intro');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    expect(await page.locator('article h1').textContent()).toBe('Start here');
    expect(await page.title()).toBe('Start here | Lantern Keys');
    // Links are the routes in the hash.
    expect(await page.locator('.navbar__items a.navbar__link').first().getAttribute('href')).toBe('#/docs/intro');
    // The table of contents goes to a heading of the page through the router, and scrolls to it.
    const tocLink = page.locator('.table-of-contents a').first();
    expect(await tocLink.getAttribute('href')).toMatch(/^#\/docs\/intro#./);
    await tocLink.click();
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await page.locator('article h1').textContent()).toBe('Start here');
    // Another route, then back.
    await page.locator('.theme-doc-sidebar-menu a[href="#/docs/guides/wiring"]').click();
    await page.waitForURL(/index\.html#\/docs\/guides\/wiring$/);
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent !== 'Start here');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Start here');
    expect(errors).toEqual([]);
  });

  it('shows the home page without a hash, and the 404 page for a route the site does not have', async () => {
    const home = await open('');
    expect(await home.locator('.navbar__title').first().textContent()).toBe('Lantern Keys');
    expect(await home.locator('main').count()).toBeGreaterThan(0);
    const missing = await open('#/no/such/page');
    await missing.waitForFunction(() => /Page Not Found/.test(document.title));
  });
});

describe("future.experimental_router: 'hash' with a base URL", () => {
  const fixture = copyFixture('docusaurus-classic');
  let outDir: string;

  beforeAll(async () => {
    outDir = await buildWithHashRouter(fixture, '/lantern/');
  }, 240_000);

  afterAll(() => {
    fixture.cleanup();
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  it("writes index.html at the output's root, its files relative to it, not below the base URL", () => {
    expect(htmlFiles(outDir)).toEqual(['index.html']);
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).not.toContain('"/lantern/');
    expect(html).toMatch(/"\.\/assets\/js\/main\.[0-9a-f]+\.js"/);
  });

  it('shows the route the hash names (without the base URL), and its links are routes in the hash', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${pathToFileURL(path.join(outDir, 'index.html')).href}#/docs/intro`);
      await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Start here');
      expect(await page.locator('.theme-doc-sidebar-menu a').first().getAttribute('href')).toBe('#/docs/intro');
    } finally {
      await browser.close();
    }
  });
});
