/**
 * Theme options the real site does not use, on a small fixture site (tests/fixtures/theme-options):
 * the announcement bar's dismissal, a disabled colour-mode switch, and the crash page.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { FIXTURES } from '../helpers/fixture';

describe('theme options in Chromium', () => {
  let site: ServedSite;

  beforeAll(async () => {
    site = await buildAndServe(path.join(FIXTURES, 'theme-options'), 'theme-options-');
  }, 180_000);

  afterAll(() => site?.close());

  const bar = 'div[role=region][aria-label=Announcement]';

  it('keeps a closed announcement closed across pages and reloads, until its id changes', async () => {
    const context = await site.browser.newContext();
    const page = await site.open(context, '/');
    expect(await page.locator(bar).textContent()).toBe('Release 2 is out.');
    await page.click('button[aria-label="Close announcement"]');
    await page.locator(bar).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.id'), localStorage.getItem('docusaurus.announcement.dismiss')])).toEqual(['release-2', 'true']);

    const other = await site.open(context, '/docs/intro');
    expect(await other.locator(bar).count()).toBe(0);
    // Hidden before any script bundle runs too (no flash of the closed bar).
    const noScripts = await context.newPage();
    await noScripts.route('**/*.js', (route) => route.abort());
    await noScripts.goto(`${site.origin}/docs/intro`, { waitUntil: 'load' });
    expect(await noScripts.locator(bar).isVisible()).toBe(false);

    // A bar with another id (a new announcement) shows again although an older one was closed.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-1'));
    const afterChange = await site.open(context, '/');
    expect(await afterChange.locator(bar).isVisible()).toBe(true);
    await context.close();
  });

  it('removes a stored colour choice when the switch is disabled, and uses the configured mode', async () => {
    const context = await site.browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('theme', 'light');
      }
    });
    const page = await site.open(context, '/');
    expect(await page.evaluate(() => ({ mode: document.documentElement.dataset.theme, stored: localStorage.getItem('theme') }))).toEqual({ mode: 'dark', stored: null });
    expect(await page.locator('button[aria-label^="Switch between"]').count()).toBe(0);
    await context.close();
  });

  it('shows the crash page with the message, and Try again renders the page afresh', async () => {
    const context = await site.browser.newContext();
    const page = await site.open(context, '/crash');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.click('text=Break it');
    const alert = page.locator('[role=alert]');
    await alert.waitFor();
    expect(await alert.locator('h1').textContent()).toBe('This page crashed.');
    expect(await alert.textContent()).toContain('Fragile widget lost its state');
    // The navbar and footer stay: the crash is caught inside the layout's route.
    await page.click('button:text("Try again")');
    await page.locator('text=All fine.').waitFor();
    expect(await alert.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
