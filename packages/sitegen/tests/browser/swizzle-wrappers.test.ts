/**
 * The wrapped theme components of tests/fixtures/docusaurus-swizzle that only a browser shows
 * (tests/integration/docusaurus-swizzle-fixture.test.ts checks the pre-rendered ones): the code
 * block's buttons (rendered after hydration, as theme-classic's), each colour mode's icon as the
 * toggle cycles, and on a narrow window the docs and blog sidebars' mobile parts and the navbar's
 * drawer; and on the dev server, a draft's banner. Each wrapper renders `@theme-original/<Name>` and an empty `span[data-swizzled="<Name>"]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild, startDevSite, type DevSite, type ServedSite } from '../helpers/browser';
import { copyFixture } from '../helpers/fixture';

describe('wrapped theme components in Chromium', () => {
  const fixture = copyFixture('docusaurus-swizzle');
  let site: ServedSite;

  beforeAll(async () => {
    const { buildSite } = await import('../../src/node/commands/build');
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swizzle-wrappers-'));
    await buildSite(fixture.siteDir, { outDir, locales: ['en'] });
    site = await serveBuild(outDir, { serve: { trailingSlash: undefined } });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  const markers = (page: Page, name: string) => page.locator(`span[data-swizzled="${name}"]`).count();

  it('renders the code block buttons, each through its wrapper, once the page is hydrated', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await site.open(context, '/docs/intro');
    // Copy on the two Markdown blocks (not the JSX one, as theme-classic); word wrap on the one whose line is too long for it.
    await expect.poll(() => markers(page, 'Icon/Copy')).toBe(2);
    await expect.poll(() => markers(page, 'Icon/WordWrap')).toBe(1);
    expect(await markers(page, 'CodeBlock/Buttons/Button')).toBe(3);
    // The original button is still there, its icon inside it.
    expect(await page.locator('button[aria-label="Toggle word wrap"] svg + span[data-swizzled="Icon/WordWrap"]').count()).toBe(1);
    await context.close();
  });

  it("draws each colour mode's icon through its wrapper as the toggle cycles", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await site.open(context, '/');
    const toggle = page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first();
    // All three icons are in the button (theme-classic's ColorModeToggle): the one shown is the chosen mode's (<html data-theme-choice> and the toggle's CSS).
    const icon = () =>
      page.evaluate(() => {
        const icons = [...document.querySelectorAll('.navbar button[aria-label^="Switch between"] svg')];
        if (icons.length !== 3) return `${icons.length} icons`;
        const shown = icons.filter((svg) => getComputedStyle(svg).display !== 'none');
        return shown.length === 1 ? shown[0]!.nextElementSibling?.getAttribute('data-swizzled') : `${shown.length} shown`;
      });
    // `respectPrefersColorScheme`: the site starts by following the system.
    expect(await icon()).toBe('Icon/SystemColorMode');
    await toggle.click();
    await expect.poll(icon).toBe('Icon/LightMode');
    await toggle.click();
    await expect.poll(icon).toBe('Icon/DarkMode');
    await toggle.click();
    await expect.poll(icon).toBe('Icon/SystemColorMode');
    await context.close();
  });

  it("renders the mobile sidebars' wrappers and the navbar's drawer on a narrow window", async () => {
    const context = await site.browser.newContext({ viewport: { width: 600, height: 800 } });
    const docs = await site.open(context, '/docs/intro');
    await expect.poll(() => markers(docs, 'DocSidebar/Mobile')).toBe(1);
    expect(await markers(docs, 'DocSidebar/Desktop')).toBe(0);
    await docs.click('button.navbar__toggle');
    // The drawer (the original Navbar/MobileSidebar, its close button's icon wrapped) with the docs sidebar in it.
    await expect.poll(() => docs.locator('.navbar-sidebar ul.theme-doc-sidebar-menu a[href="/docs/category/parts"]').count()).toBe(1);
    expect(await docs.locator('.navbar-sidebar').isVisible()).toBe(true);
    expect(await docs.locator('.navbar-sidebar span[data-swizzled="Icon/Close"]').count()).toBe(1);
    expect(await markers(docs, 'Navbar/MobileSidebar')).toBe(1);

    const blog = await site.open(context, '/blog');
    await expect.poll(() => markers(blog, 'BlogSidebar/Mobile')).toBe(1);
    expect(await markers(blog, 'BlogSidebar/Desktop')).toBe(0);
    await context.close();
  });
});

describe('a wrapped draft banner on the dev server', () => {
  const fixture = copyFixture('docusaurus-swizzle');
  let site: DevSite;

  beforeAll(async () => {
    site = await startDevSite(fixture.siteDir);
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fixture.cleanup();
  });

  it('shows the draft banner (ContentVisibility/Draft) through its wrapper: only the dev server has drafts', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/draft`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 });
    // A caution Admonition (theme-classic's ContentVisibility/Draft): the wrapped Admonition/Type/Caution's marker follows it.
    const banner = page.locator('.theme-draft-banner.theme-admonition-caution + span[data-swizzled="Admonition/Type/Caution"] + span[data-swizzled="ContentVisibility/Draft"]');
    await expect.poll(() => banner.count()).toBe(1);
    expect(await page.locator('.theme-draft-banner').textContent()).toContain('This page is a draft.');
    await page.close();
  });
});
