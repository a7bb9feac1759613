/**
 * A Docusaurus-format site's head and history in Chromium (tests/fixtures/docusaurus-site-config):
 * the head a page has once hydrated is its pre-rendered head (a page's own image and twitter:card
 * over SiteMetadata's defaults, themeConfig.metadata's over SiteMetadata's), and react-router v5's
 * history from `@docusaurus/router`'s useHistory: listen, block and createHref.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

/**
 * The head's meta and link tags (not the styles and scripts), each as written, sorted. In the whole
 * document but the app: the config's custom element (`<quiet-badge>`) ends the parsed <head>, so the
 * pre-rendered tags after it are in the <body>, as they are in Docusaurus's pages.
 */
const HEAD_TAGS = `[...document.querySelectorAll('meta, link:not([rel=stylesheet]):not([rel=preload]):not([rel=modulepreload]):not([rel=prefetch])')]
  .filter((tag) => !tag.closest('#__site'))
  .map((tag) => { const copy = tag.cloneNode(); copy.removeAttribute('data-head'); return copy.outerHTML; })
  .sort()`;

describe("a Docusaurus site's head and history in Chromium", () => {
  const fixture = copyFixture('docusaurus-site-config');
  let site: ServedSite;

  beforeAll(async () => {
    site = await buildAndServe(fixture.siteDir, 'site-config-browser-', { trailingSlash: undefined });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  async function preRenderedHead(route: string): Promise<string[]> {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.origin + route);
    const tags = (await page.evaluate(HEAD_TAGS)) as string[];
    await context.close();
    return tags;
  }

  it.each(['/collected', '/notes', '/'])('keeps the pre-rendered head of %s once hydrated (a page’s own tags over SiteMetadata’s defaults)', async (route) => {
    const before = await preRenderedHead(route);
    const context = await site.browser.newContext();
    const page = await site.open(context, route);
    // The effects of every <Head> have run.
    await page.waitForTimeout(200);
    expect((await page.evaluate(HEAD_TAGS)) as string[]).toEqual(before);
    await context.close();
  });

  it('gives the page’s own image and twitter:card, not the defaults, on a page that sets them', async () => {
    const head = await preRenderedHead('/collected');
    expect(head.filter((tag) => /og:image|twitter:card|twitter:image/.test(tag))).toEqual([
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:image" content="https://quiet.example/img/favicon.svg">',
      '<meta property="og:image" content="https://quiet.example/img/favicon.svg">',
    ]);
  });

  it('brings back SiteMetadata’s defaults on a page that sets none, reached by client-side navigation', async () => {
    const context = await site.browser.newContext();
    const page = await site.open(context, '/collected');
    await page.click('.quiet-pinout a[href="/notes"]');
    await page.waitForURL(/\/notes$/);
    await page.waitForTimeout(200);
    const tags = (await page.evaluate(HEAD_TAGS)) as string[];
    expect(tags.filter((tag) => /twitter:card|og:image/.test(tag))).toEqual(['<meta name="twitter:card" content="summary">', '<meta property="og:image" content="https://quiet.example/img/quiet-mark.svg">']);
    await context.close();
  });

  describe('useHistory() from @docusaurus/router', () => {
    let context: BrowserContext;
    let page: Page;
    const seen = () => page.locator('.quiet-seen li').allTextContents();

    beforeAll(async () => {
      context = await site.browser.newContext();
      page = await site.open(context, '/order');
    });
    afterAll(() => context.close());

    it('writes a place’s URL with createHref', async () => {
      expect(await page.getAttribute('.quiet-share', 'href')).toBe('/order?board=quiet');
    });

    it('calls listen’s listener with the location and action of each navigation: push, then back', async () => {
      await page.click('.quiet-next');
      await expect.poll(seen).toEqual(['PUSH /order?step=2']);
      await page.goBack();
      await expect.poll(seen).toEqual(['PUSH /order?step=2', 'POP /order']);
    });

    it('asks block’s prompt before leaving: a declined navigation stays, the back button’s too; an accepted one leaves', async () => {
      await page.click('.quiet-next');
      await expect.poll(seen).toHaveLength(3);
      await page.click('.quiet-edit');
      const messages: string[] = [];
      let accept = false;
      page.on('dialog', (dialog) => {
        messages.push(dialog.message());
        void (accept ? dialog.accept() : dialog.dismiss());
      });
      await page.click('.quiet-notes');
      await expect.poll(() => messages.length).toBe(1);
      expect(messages).toEqual(['Leave the order unsent?']);
      // The back button (to /order): undone, the page and its address as they were.
      await page.evaluate(() => history.back());
      await expect.poll(() => messages.length).toBe(2);
      await page.waitForTimeout(300);
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe('/order?step=2');
      expect(await seen()).toHaveLength(3);
      accept = true;
      await page.click('.quiet-notes');
      await page.waitForURL(/\/notes$/);
      expect(messages).toHaveLength(3);
    });
  });
});
