/**
 * An invalid hardware metadata file while the dev server runs: the error reaches the browser
 * overlay, the server keeps serving, and fixing the file clears it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSite, type DevSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

const OVERLAY = '#webpack-hot-middleware-clientOverlay';

describe('hardware metadata in the dev server', () => {
  const fixture = copyFixture('hardware-dev');
  const shieldFile = path.join(fixture.siteDir, 'hardware/shields/pair/pair.zmk.yml');
  let site: DevSite | undefined;
  let browser: Browser;
  let origin = '';

  beforeAll(async () => {
    site = await startDevSite(fixture.siteDir);
    ({ browser, origin } = site);
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  it('shows an invalid file in the overlay, keeps serving, and recovers when it is fixed', async () => {
    const page = await browser.newPage();
    // The first request waits for webpack's first compilation.
    await page.goto(`${origin}/`, { timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 });
    expect(await page.locator('h1').textContent()).toBe('Hardware dev home');

    const valid = fs.readFileSync(shieldFile, 'utf8');
    fs.writeFileSync(shieldFile, valid.replace('requires: [pro_micro]', 'requires: pro_micro'));
    const overlay = page.locator(OVERLAY);
    await overlay.waitFor({ timeout: 60_000 });
    const message = (await overlay.textContent()) ?? '';
    expect(message).toContain('hardware/shields/pair/pair.zmk.yml');
    expect(message).toContain('requires');

    // The server still answers while the error is shown.
    expect((await fetch(`${origin}/docs/intro`)).status).toBe(200);

    fs.writeFileSync(shieldFile, valid);
    await overlay.waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('h1', { hasText: 'Hardware dev home' }).waitFor();
  }, 300_000);
});
