/**
 * Two docs instances in Chromium (tests/fixtures/docusaurus-multi-instance): the community docs'
 * `docsVersionDropdown` (its `docsPluginId`) switches the community's version and remembers it under
 * the community's own key (`docs-preferred-version-community`), which the community's navbar items
 * (`docSidebar`, `doc` with `docsPluginId`) and useDocsPreferredVersionByPluginId follow, the
 * manual's docs untouched; the search box searches the docs being read (facets
 * `docs-<pluginId>-<version>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

describe('two docs instances in Chromium', () => {
  const fixture = copyFixture('docusaurus-multi-instance');
  let site: ServedSite;

  beforeAll(async () => {
    // With the local search index, for the search box.
    const file = path.join(fixture.siteDir, 'docusaurus.config.js');
    const plugin = path.resolve(import.meta.dirname, '../../plugins/search-index/index.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('  plugins: [\n', `  plugins: [\n    ${JSON.stringify(plugin)},\n`));
    site = await buildAndServe(fixture.siteDir, 'docs-multi-instance-', { trailingSlash: undefined });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  async function open(context: BrowserContext, pathname: string): Promise<{ page: Page; errors: string[] }> {
    const page = await site.open(context, pathname);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    return { page, errors };
  }
  const navLink = (page: Page, label: string) => page.locator('.navbar__items a.navbar__link', { hasText: label }).first().getAttribute('href');

  it("remembers the community's chosen version under its own plugin id, which its navbar items then link into", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await open(context, '/community/welcome');
    await page.hover('.dropdown > a[role=button]');
    await page.locator('.dropdown__menu').getByText('Upcoming', { exact: true }).click();
    await page.waitForURL(/\/community\/next\/welcome\/?$/);
    expect(await page.evaluate(() => [localStorage.getItem('docs-preferred-version-community'), localStorage.getItem('docs-preferred-version-default')])).toEqual(['current', null]);
    // On the manual's pages, the community's items follow its preferred version (not its latest, 1.0); the manual's its own.
    await page.goto(`${site.origin}/docs/usage`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await navLink(page, 'Community')).toBe('/community/next/welcome');
    expect(await navLink(page, 'Contribute')).toBe('/community/next/contributing');
    expect(await navLink(page, 'Manual')).toBe('/docs/intro');
    // useDocsPreferredVersionByPluginId: one chosen, among both instances.
    await page.goto(`${site.origin}/instances`);
    await page.locator('p', { hasText: 'Preferred versions known for community and default, chosen 1' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the docs being read: the community version on its pages, the manual on its own', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const results = async (page: Page, query: string) => {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Modal input').fill(query);
      await page.locator('.DocSearch-Hit').first().waitFor();
      const urls = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, '')));
      await page.keyboard.press('Escape');
      return urls;
    };
    const { page, errors } = await open(context, '/community/next/welcome');
    const next = await results(page, 'Meetings');
    expect(next).toContain('/community/next/welcome');
    expect(next).not.toContain('/community/welcome');
    await page.goto(`${site.origin}/community/welcome`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const released = await results(page, 'Meetings');
    expect(released).toContain('/community/welcome');
    expect(released).not.toContain('/community/next/welcome');
    // The manual is searched too (its one version), from the community's pages.
    expect(await results(page, 'beacon')).toContain('/docs/usage');
    expect(errors).toEqual([]);
    await context.close();
  });
});
