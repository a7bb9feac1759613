/**
 * The Power Profiler on the built site, in Chromium: live estimates, the URL as shareable
 * state, inline messages for bad input and the notice for a malformed link.
 */
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
