/**
 * Static islands (src/client/island.tsx): data-only components render in full on the server,
 * hydrate by adopting that HTML, and load their code and data only for client-side navigation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { contentScripts, listedScripts, readPage } from '../helpers/fixture';
import { REPO_ROOT, serveRealSite, type ServedSite } from '../helpers/site';

const outDir = () => inject('realSiteOutDir');
const htmlOf = (route: string) => readPage(outDir(), route);
const scriptsOf = (route: string) => listedScripts(htmlOf(route));
const jsChunks = () => fs.readdirSync(path.join(outDir(), 'assets/js')).filter((f) => f.endsWith('.js')).map((f) => `/assets/js/${f}`);
const read = (src: string) => fs.readFileSync(path.join(outDir(), src), 'utf8');
/** Text only behaviors.json holds: the description of a behavior hold-tap's page never shows. */
const BEHAVIORS_DATA = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'src/data/behaviors.json'), 'utf8')) as Array<{ instance: string; description: string }>).find((r) => r.instance === '&sys_reset')?.description ?? '&sys_reset';
const HOLD_TAP = '/docs/keymaps/behaviors/hold-tap';
const KSCAN = '/docs/config/kscan';

describe('islands in the pre-rendered HTML', () => {
  it('the server renders the tables in full, inside box-less wrappers outside paragraphs', () => {
    const html = htmlOf(KSCAN);
    expect(html).toMatch(/<div data-island="[^"]+" style="display:contents"><div class="[^"]*" role="region" aria-label="Devicetree properties/);
    expect(html).toContain('CONFIG_ZMK_KSCAN_DEBOUNCE_PRESS_MS');
    expect(htmlOf(HOLD_TAP)).toMatch(/<div data-island="[^"]+" style="display:contents"><div class="[^"]*" role="group" aria-label="Binding syntax/);
    expect(html).not.toMatch(/<p>\s*<div data-island/);
  });

  it("a page does not list the chunk that holds an island's data", () => {
    const holders = jsChunks().filter((src) => read(src).includes(BEHAVIORS_DATA));
    expect(holders.length).toBeGreaterThan(0);
    const listed = scriptsOf(HOLD_TAP);
    for (const holder of holders) expect(listed).not.toContain(holder);
    // Nor does the page's deferred content bring it.
    for (const holder of holders) expect(contentScripts(htmlOf(HOLD_TAP))).not.toContain(holder);
  });
});

describe('islands in Chromium', () => {
  let site: ServedSite;
  beforeAll(async () => {
    site = await serveRealSite();
  }, 60_000);
  afterAll(() => site?.close());

  async function watched(block?: (pathname: string) => boolean): Promise<{ page: Page; messages: string[] }> {
    const page = await site.browser.newPage();
    if (block) await page.route((url) => block(url.pathname), (route) => route.abort());
    const messages: string[] = [];
    page.on('console', (m) => void ((m.type() === 'error' || m.type() === 'warning') && messages.push(m.text())));
    page.on('pageerror', (e) => messages.push(e.message));
    return { page, messages };
  }
  const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
  const failedLoads = (m: string) => /Failed to load resource|net::ERR_FAILED/.test(m);

  it.each([KSCAN, HOLD_TAP])('%s hydrates with its islands, without errors or hydration warnings', async (route) => {
    const { page, messages } = await watched();
    await page.goto(site.origin + route, { waitUntil: 'load' });
    await hydrated(page);
    const before = await page.locator('[data-island]').evaluateAll((els) => els.map((e) => e.innerHTML));
    expect(before.length).toBeGreaterThan(0);
    // After idle preloading, the islands still show the server's markup.
    await page.waitForTimeout(500);
    expect(await page.locator('[data-island]').evaluateAll((els) => els.map((e) => e.innerHTML))).toEqual(before);
    expect(messages).toEqual([]);
    await page.close();
  });

  it('preloads the island modules once the page has hydrated', async () => {
    const holders = jsChunks().filter((src) => read(src).includes(BEHAVIORS_DATA));
    const { page, messages } = await watched();
    const preloaded = page.waitForRequest((request) => holders.includes(new URL(request.url()).pathname), { timeout: 15_000 });
    await page.goto(site.origin + HOLD_TAP, { waitUntil: 'load' });
    await hydrated(page);
    await preloaded;
    expect(messages).toEqual([]);
    await page.close();
  });

  it('shows the server HTML when the island chunks cannot load', async () => {
    // The page's scripts and its content's load; the islands' do not.
    const listed = new Set([...scriptsOf(HOLD_TAP), ...contentScripts(htmlOf(HOLD_TAP))]);
    const { page, messages } = await watched((p) => p.startsWith('/assets/js/') && !listed.has(p));
    await page.goto(site.origin + HOLD_TAP, { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(page.locator('[data-island] [role="group"]').first().textContent()).resolves.toContain('&mt HOLD_KEY TAP_KEY');
    expect(await page.locator('[data-island] table').count()).toBeGreaterThan(0);
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    expect(messages.filter((m) => !failedLoads(m))).toEqual([]);
    await page.close();
  });

  it('renders the islands of a page reached by client-side navigation', async () => {
    const { page, messages } = await watched();
    await page.goto(`${site.origin}/docs/intro`, { waitUntil: 'load' });
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, KSCAN);
    await page.waitForFunction(() => document.querySelectorAll('[data-island] table').length > 0, null, { timeout: 15_000 });
    expect(await page.locator('[data-island]').first().textContent()).toContain('debounce');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(messages).toEqual([]);
    await page.close();
  });
});
