/**
 * A navbar dropdown in Chromium, on a Docusaurus-format site (tests/fixtures/docusaurus-navbar):
 * on the desktop it opens on hover and from the keyboard, and its links navigate in place; in the
 * drawer of a 600 px window it is a group that shows its items. The bar hides on scroll.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

const LABEL = '.dropdown > a[role=button]';
const MENU = '.dropdown__menu';

describe('navbar dropdown in Chromium', () => {
  const fixture = copyFixture('docusaurus-navbar');
  let site: ServedSite;

  beforeAll(async () => {
    site = await buildAndServe(fixture.siteDir, 'navbar-dropdown-');
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  /** A page of the site, with its script errors collected and a marker that a full load would lose. */
  async function open(context: BrowserContext, pathname: string): Promise<{ page: Page; errors: string[] }> {
    const page = await site.open(context, pathname);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    return { page, errors };
  }

  const inSameDocument = (page: Page) => page.evaluate(() => [location.pathname, 'sameDocument' in window] as const);

  it('opens on hover on the desktop, and a link of its menu navigates in place', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await open(context, '/');
    expect(await page.locator(MENU).isVisible()).toBe(false);
    await page.hover(LABEL);
    await page.locator(MENU).waitFor({ state: 'visible' });
    await page.locator(MENU).getByText('Changelog').click();
    await page.locator('h1', { hasText: 'Changelog' }).waitFor();
    expect(await inSameDocument(page)).toEqual(['/changelog', true]);
    // Away from it, it closes; the page's item is marked in it.
    await page.mouse.move(900, 500);
    await page.locator(MENU).waitFor({ state: 'hidden' });
    expect(await page.locator('.dropdown__link--active').textContent()).toBe('Changelog');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens with Enter or Space, closes with Escape or a click elsewhere, and Tab reaches its links', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await open(context, '/');
    const label = page.locator(LABEL);
    await label.focus();
    await page.keyboard.press('Enter');
    await page.locator(MENU).waitFor({ state: 'visible' });
    expect(await label.getAttribute('aria-expanded')).toBe('true');
    expect(await inSameDocument(page)).toEqual(['/', true]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('keymap');
    // Escape closes it and gives the focus back to its label.
    await page.keyboard.press('Escape');
    await page.locator(MENU).waitFor({ state: 'hidden' });
    expect(await label.getAttribute('aria-expanded')).toBe('false');
    expect(await label.evaluate((element) => element === document.activeElement)).toBe(true);
    // A click elsewhere closes it too.
    await page.keyboard.press(' ');
    await page.locator(MENU).waitFor({ state: 'visible' });
    await page.mouse.click(900, 500);
    await page.locator(MENU).waitFor({ state: 'hidden' });
    // The keyboard follows a link of the menu.
    await label.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Layers');
    await page.keyboard.press('Enter');
    await page.locator('h1', { hasText: 'Layers' }).waitFor();
    expect(await inSameDocument(page)).toEqual(['/docs/layers', true]);
    expect(await label.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.dropdown__link[aria-current=page]').textContent()).toBe('Layers');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the bar while scrolling down and shows it again on scrolling up or focus (hideOnScroll)', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
    const { page, errors } = await open(context, '/');
    await page.evaluate(() => void (document.getElementById('__docusaurus_skipToContent_fallback')!.style.minHeight = '4000px'));
    const barBottom = () => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
    expect(await barBottom()).toBeGreaterThan(40);
    await page.mouse.wheel(0, 600);
    await expect.poll(barBottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(barBottom).toBeGreaterThan(40);
    await page.mouse.wheel(0, 600);
    await expect.poll(barBottom).toBeLessThanOrEqual(0);
    // The skip link, then the brand: the focus in the bar brings it back.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(barBottom).toBeGreaterThan(40);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is a group of the drawer in a 600 px window, which shows its items and follows them', async () => {
    const context = await site.browser.newContext({ viewport: { width: 600, height: 800 } });
    const { page, errors } = await open(context, '/');
    // The bar's lists are hidden at this width; the search item's button is not.
    expect(await page.locator(LABEL).isVisible()).toBe(false);
    expect(await page.locator('header .navbar-search-button').isVisible()).toBe(true);
    await page.click('button[aria-label="Open navigation menu"]');
    const drawer = page.locator('[role=dialog]');
    const group = drawer.locator('button', { hasText: 'Reference' });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await drawer.getByText('Layers').isVisible()).toBe(false);
    // The site's custom item is in the drawer too, as theme-classic renders it there.
    expect(await drawer.locator('.lantern-status').textContent()).toBe('Lamp lit');
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    for (const text of ['keymap', 'Layers', 'All reference', 'Changelog', 'Source code', 'Hand-wired']) expect(await drawer.getByText(text).isVisible(), text).toBe(true);
    await drawer.getByText('Layers', { exact: true }).click();
    await page.locator('h1', { hasText: 'Layers' }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    expect(await inSameDocument(page)).toEqual(['/docs/layers', true]);
    // On one of its pages the group starts open (behind the docs sidebar's panel).
    await page.click('button[aria-label="Open navigation menu"]');
    await drawer.getByText('Back to main menu').click();
    expect(await drawer.locator('button', { hasText: 'Reference' }).getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
