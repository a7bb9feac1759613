/**
 * Versioned docs in Chromium, on a Docusaurus-format site (tests/fixtures/docusaurus-versions):
 * the version dropdown switches version and keeps the page, the banner's link goes to the latest
 * version, the chosen version is remembered (localStorage, Docusaurus's key) across navigation
 * and reloads, and the search box searches the version being read.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

const LABEL = '.dropdown > a[role=button]';
const MENU = '.dropdown__menu';
const PREFERRED = 'docs-preferred-version-default';

describe('versioned docs in Chromium', () => {
  const fixture = copyFixture('docusaurus-versions');
  let site: ServedSite;

  beforeAll(async () => {
    // With the local search index, for the search box.
    const file = path.join(fixture.siteDir, 'docusaurus.config.js');
    const plugin = path.resolve(import.meta.dirname, '../../plugins/search-index/index.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("  onBrokenLinks: 'throw',", `  onBrokenLinks: 'throw',\n  plugins: [${JSON.stringify(plugin)}],`));
    // A page of the site reading the preferred version through the client API.
    fs.writeFileSync(
      path.join(fixture.siteDir, 'src/pages/preferred.js'),
      `import React from 'react';
import Layout from '@theme/Layout';
import { useDocsPreferredVersion } from '@docusaurus/theme-common';
import { useDocsPreferredVersionByPluginId } from '@docusaurus/plugin-content-docs/client';
export default function Preferred() {
  const { preferredVersion } = useDocsPreferredVersion();
  const byPlugin = useDocsPreferredVersionByPluginId();
  return <Layout title="Preferred"><p className="preferred">{(preferredVersion ? preferredVersion.name : 'none') + ' / ' + (byPlugin.default ? byPlugin.default.name : 'none')}</p></Layout>;
}
`,
    );
    site = await buildAndServe(fixture.siteDir, 'docs-versions-', { trailingSlash: undefined });
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

  const where = (page: Page) => page.evaluate(() => [location.pathname.replace(/\/$/, ''), 'sameDocument' in window] as const);
  const desktop = () => site.browser.newContext({ viewport: { width: 1280, height: 800 } });

  async function chooseVersion(page: Page, label: string): Promise<void> {
    await page.hover(LABEL);
    await page.locator(MENU).waitFor({ state: 'visible' });
    await page.locator(MENU).getByText(label, { exact: true }).click();
  }

  it('switches version from the dropdown, staying on the same page, and shows that version’s banner', async () => {
    const context = await desktop();
    const { page, errors } = await open(context, '/docs/setup/install');
    expect(await page.locator('.theme-doc-version-banner').count()).toBe(0);
    await chooseVersion(page, 'Next');
    await page.locator('.theme-doc-version-banner', { hasText: 'unreleased' }).waitFor();
    expect(await where(page)).toEqual(['/docs/next/setup/install', true]);
    expect(await page.locator(LABEL).innerText()).toBe('Next');
    expect(await page.locator('.theme-doc-version-badge').innerText()).toBe('Version: Next');
    await chooseVersion(page, '1.0 (legacy)');
    await page.locator('.theme-doc-version-banner', { hasText: 'no longer actively maintained' }).waitFor();
    expect(await where(page)).toEqual(['/docs/legacy/setup/install', true]);
    // The version's class follows the page.
    expect(await page.evaluate(() => document.documentElement.className)).toContain('docs-version-1.0');
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('docs-version-current');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes to the same page in the latest version from the banner, and makes it the preferred one', async () => {
    const context = await desktop();
    const { page, errors } = await open(context, '/docs/legacy/setup/install');
    await page.locator('.theme-doc-version-banner a', { hasText: 'latest version' }).click();
    await page.locator('.theme-doc-version-badge', { hasText: 'Version: 2.0' }).waitFor();
    expect(await where(page)).toEqual(['/docs/setup/install', true]);
    expect(await page.locator('.theme-doc-version-banner').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBe('2.0');
    // A page the latest version lacks: the banner goes to its main doc.
    await page.goto(`${site.origin}/docs/next/streaming`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('.theme-doc-version-banner a', { hasText: 'latest version' }).click();
    await page.locator('h1', { hasText: 'Welcome to Tidewater' }).waitFor();
    expect((await where(page))[0]).toBe('/docs/intro');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('remembers the chosen version away from the docs and after a reload: the dropdown and the doc items follow it', async () => {
    const context = await desktop();
    const { page, errors } = await open(context, '/docs/intro');
    await chooseVersion(page, '1.0 (legacy)');
    await page.locator('.theme-doc-version-badge', { hasText: '1.0 (legacy)' }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED)).toBe('1.0');
    // Off the docs (a page of the site), the navbar links into the preferred version.
    await page.locator('footer a', { hasText: 'Versions' }).click();
    await page.locator('h1', { hasText: 'Tidewater versions' }).waitFor();
    expect(await where(page)).toEqual(['/versions', true]);
    expect(await page.locator(LABEL).innerText()).toBe('1.0 (legacy)');
    expect(await page.locator('.navbar__link', { hasText: 'Install' }).getAttribute('href')).toBe('/docs/legacy/setup/install');
    // A new page load reads the stored choice once hydrated (the pre-rendered page has the latest).
    const reloaded = await open(context, '/');
    await expect.poll(() => reloaded.page.locator(LABEL).innerText()).toBe('1.0 (legacy)');
    expect(await reloaded.page.locator('.navbar__link', { hasText: 'Guide' }).getAttribute('href')).toBe('/docs/legacy/intro');
    // Reading another version's page shows that version, whatever the preference.
    await reloaded.page.locator('.navbar__link', { hasText: 'Guide' }).click();
    await reloaded.page.locator('h1', { hasText: 'Welcome to Tidewater 1.0' }).waitFor();
    expect([...errors, ...reloaded.errors]).toEqual([]);
    await context.close();
  });

  it('searches the version being read', async () => {
    const context = await desktop();
    const { page, errors } = await open(context, '/docs/next/intro');
    const results = async () => {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Modal input').fill('Installing');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const urls = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      await page.keyboard.press('Escape');
      return urls;
    };
    const current = await results();
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((url) => url.startsWith('/docs/next/'))).toBe(true);
    await page.goto(`${site.origin}/docs/legacy/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const legacy = await results();
    expect(legacy.length).toBeGreaterThan(0);
    expect(legacy.every((url) => url.startsWith('/docs/legacy/'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('gives useDocsPreferredVersion and useDocsPreferredVersionByPluginId the stored version once the page hydrates (none in its HTML)', async () => {
    const context = await site.browser.newContext();
    await context.addInitScript((key) => localStorage.setItem(key, '1.0'), PREFERRED);
    const { page, errors } = await open(context, '/preferred');
    expect(await (await context.request.get(new URL('/preferred', page.url()).href)).text()).toMatch(/<p class="preferred">none \/ none<\/p>/);
    await page.locator('p.preferred', { hasText: '1.0 / 1.0' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
