/**
 * The Power Profiler on the built site, in Chromium: live estimates, the URL as shareable
 * state, inline messages for bad input and the notice for a malformed link.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe';
import { type ServedSite, serveRealSite } from '../helpers/site';

describe('Power Profiler in Chromium', () => {
  let site: ServedSite;
  let browser: Browser;
  let context: BrowserContext;
  let origin = '';
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    site = await serveRealSite();
    ({ origin, browser } = site);
    context = await browser.newContext();
  }, 180_000);

  afterAll(() => site?.close());

  async function open(search = ''): Promise<Page> {
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    await page.goto(`${origin}/power-profiler${search}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('[data-ready="true"]').waitFor();
    return page;
  }

  const estimates = (page: Page) => page.getByTestId('estimate').allTextContents();
  const waitForQuery = (page: Page, part: string) => page.waitForFunction((p) => window.location.search.includes(p), part);

  let sharedUrl = '';
  let sharedEstimate: string[] = [];

  it('asks for a board, then estimates and updates live as inputs change', async () => {
    const page = await open();
    await expect(page.getByTestId('estimate-placeholder').textContent()).resolves.toContain('Choose a controller board');

    await page.getByLabel('Controller board').selectOption('nice!nano v2');
    await page.getByTestId('estimate').first().waitFor();
    const small = await estimates(page);
    expect(small).toHaveLength(1);
    expect(small[0]).toMatch(/month|week|day/);

    await page.getByLabel('Battery capacity').fill('1000');
    await page.waitForFunction((before) => document.querySelector('[data-testid="estimate"]')?.textContent !== before, small[0]);
    const large = await estimates(page);
    expect(large[0]).not.toBe(small[0]);

    await page.getByLabel('Split Keyboard').check();
    await page.getByLabel('RGB Underglow').check();
    await expect.poll(() => estimates(page)).toHaveLength(2);
    const titles = await page.locator('[data-role] h3').allTextContents();
    expect(titles).toEqual(['Left half (central)', 'Right half (peripheral)']);

    // the unit switch changes how currents read, not the estimate
    const split = await estimates(page);
    await page.getByRole('button', { name: 'mA', exact: true }).click();
    await expect.poll(() => page.getByTestId('average-current').first().textContent()).toMatch(/ mA$/);
    expect(await estimates(page)).toEqual(split);

    await waitForQuery(page, 'unit=mA');
    sharedUrl = page.url();
    sharedEstimate = split;
    expect(sharedUrl).toContain('batteryMilliAh=1000');
    expect(sharedUrl).toContain('split=1');
    await page.close();
  });

  it('restores the whole state from a shared URL', async () => {
    const page = await open(new URL(sharedUrl).search);
    await expect.poll(() => estimates(page)).toEqual(sharedEstimate);
    expect(await page.getByLabel('Controller board').inputValue()).toBe('nice!nano v2');
    expect(await page.getByLabel('Battery capacity').inputValue()).toBe('1000');
    expect(await page.getByLabel('Split Keyboard').isChecked()).toBe(true);
    expect(await page.getByLabel('RGB Underglow').isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'mA', exact: true }).getAttribute('aria-pressed')).toBe('true');
    // both charts are drawn, each with its table
    expect(await page.locator('figure svg[role="img"]').count()).toBe(2);
    expect(await page.locator('figure table').count()).toBe(2);
    await page.close();
  });

  it('never shows the default results before a shared link has been read', async () => {
    const page = await context.newPage();
    // From the first parsed byte on, record every text the results region and the sticky summary show.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { resultTexts: string[] }).resultTexts = seen;
      const record = () => {
        const region = document.querySelector('[aria-live="polite"]');
        if (!region) return;
        const text = ['estimate-placeholder', 'estimate', 'sticky-estimate']
          .flatMap((id) => [...document.querySelectorAll(`[data-testid="${id}"]`)].map((el) => `[${id}] ${el.textContent}`))
          .join(' | ');
        if (seen[seen.length - 1] !== text) seen.push(text);
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.goto(`${origin}/power-profiler?board=nice%21nano+v2&batteryMilliAh=1000&split=1`, { waitUntil: 'load' });
    await page.locator('[data-ready="true"]').waitFor();
    await expect.poll(() => estimates(page)).toHaveLength(2);
    const final = await estimates(page);
    const seen = await page.evaluate(() => (window as unknown as { resultTexts: string[] }).resultTexts);
    // The pre-rendered page says it is loading; then the link's estimate; never the board prompt.
    expect(seen[0]).toContain('Loading the calculator');
    expect(seen.some((text) => text.includes('Choose'))).toBe(false);
    const withEstimates = seen.filter((text) => text.includes('[estimate] '));
    expect(withEstimates.length).toBeGreaterThan(0);
    for (const text of withEstimates) for (const value of final) expect(text).toContain(`[estimate] ${value}`);
    await page.close();
  });

  it('keeps the estimate in view on a 600 px screen while the form is edited', async () => {
    const narrow = await browser.newContext({ viewport: { width: 600, height: 800 } });
    const page = await narrow.newPage();
    await page.goto(`${origin}/power-profiler?board=nice%21nano+v2`, { waitUntil: 'load' });
    await page.locator('[data-ready="true"]').waitFor();
    const sticky = page.getByTestId('sticky-estimate');
    const value = sticky.getByTestId('sticky-estimate-value');
    await page.getByLabel('Battery capacity').scrollIntoViewIfNeeded();
    const before = await value.textContent();
    expect(before).toBe((await estimates(page))[0]);
    // It sits inside the viewport, at its bottom, over the form.
    const box = await sticky.boundingBox();
    expect(box && box.y + box.height <= 800 && box.y + box.height > 780).toBe(true);
    await page.getByLabel('Battery capacity').fill('1000');
    await expect.poll(() => value.textContent()).not.toBe(before);
    expect(await value.textContent()).toBe((await estimates(page))[0]);
    // Once the results themselves are on screen it steps aside.
    await page.locator('#pp-results').scrollIntoViewIfNeeded();
    await expect.poll(() => sticky.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await narrow.close();

    const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const widePage = await wide.newPage();
    await widePage.goto(`${origin}/power-profiler?board=nice%21nano+v2`, { waitUntil: 'load' });
    await widePage.locator('[data-ready="true"]').waitFor();
    expect(await widePage.getByTestId('sticky-estimate').isVisible()).toBe(false);
    await wide.close();
  });

  const screenshots = process.env.POWER_PROFILER_SCREENSHOTS;
  it.runIf(Boolean(screenshots))('takes screenshots', async () => {
    fs.mkdirSync(screenshots ?? '', { recursive: true });
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 600]) {
        const shotContext = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
        await shotContext.addInitScript((m) => localStorage.setItem('theme', m), colorScheme);
        const page = await shotContext.newPage();
        await page.goto(`${origin}/power-profiler?board=nice%21nano+v2&split=1&displayEnabled=1&displayType=OLED`, { waitUntil: 'networkidle' });
        await page.locator('[data-ready="true"]').waitFor();
        await page.getByLabel('Battery capacity').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshots ?? '', `profiler-${colorScheme}-${width}.png`) });
        await page.screenshot({ path: path.join(screenshots ?? '', `profiler-${colorScheme}-${width}-full.png`), fullPage: true });
        await shotContext.close();
      }
    }
  });

  it('shows an inline message for bad input and never NaN or Infinity', async () => {
    const page = await open('?board=nice%21nano');
    const battery = page.getByLabel('Battery capacity');
    const message = page.locator('[data-field="batteryMilliAh"] p[id$="-message"]');
    for (const [text, expected] of [
      ['-5', 'Must not be negative.'],
      ['0', 'Must be more than zero.'],
      ['lots', 'Enter a number.'],
      ['99999999', 'that value looks too large'],
    ] as const) {
      await battery.fill(text);
      await expect.poll(() => message.textContent()).toContain(expected);
      expect(await battery.getAttribute('aria-invalid')).toBe('true');
      await expect(page.getByTestId('estimate-placeholder').textContent()).resolves.toContain('Fix the highlighted fields');
      const body = await page.locator('main').innerText();
      expect(body).not.toMatch(/NaN|Infinity/);
    }
    await battery.fill('250');
    await page.getByTestId('estimate').waitFor();
    expect(await message.count()).toBe(0);
    await page.close();
  });

  it('falls back to defaults with a notice when the link is malformed', async () => {
    const page = await open('?board=teapot&batteryMilliAh=-3&split=1');
    const notice = page.getByTestId('query-notice');
    await expect(notice.textContent()).resolves.toContain('Controller board, Battery capacity');
    expect(await page.getByLabel('Battery capacity').inputValue()).toBe('110');
    expect(await page.getByLabel('Split Keyboard').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await notice.count()).toBe(0);
    await page.close();
  });

  it('has no axe violations (WCAG 2 A/AA) with every section open, in both modes', async () => {
    const everything = '?board=custom&psuType=SWITCHING&split=1&asleepMode=schedule&glowEnabled=1&backlightEnabled=1&backlightBrightness=0.5&displayEnabled=1&displayType=OLED&bondedQty=oops';
    for (const mode of ['light', 'dark'] as const) {
      const modeContext = await browser.newContext({ colorScheme: mode });
      await modeContext.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const page = await modeContext.newPage();
      await page.goto(`${origin}/power-profiler${everything}`, { waitUntil: 'networkidle' });
      await page.locator('[data-ready="true"]').waitFor();
      await page.getByTestId('estimate').first().waitFor();
      expect(await axeViolations(page), `${mode}, with charts`).toEqual([]);
      await page.getByLabel('Battery capacity').fill('-1');
      await page.locator('[data-field="batteryMilliAh"] p[id$="-message"]').waitFor();
      expect(await axeViolations(page), `${mode}, with an inline message`).toEqual([]);
      await modeContext.close();
    }
  });

  it('hydrates without console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
