/**
 * The Keymap Upgrader page in Chromium on the real site: the pre-rendered shell, the parser
 * loading on demand, paste → upgraded output and summary, the diff view, the Copy button,
 * bad input, and the page at 600 px. Set KEYMAP_UPGRADER_SCREENSHOTS=<dir> to also save
 * screenshots (light and dark, 1280 and 600 px).
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/node/commands/build';
import { createStaticServer } from '../../src/node/commands/serve';
import { upgradeKeymap } from '../../src/components/KeymapUpgrader/engine';
import { devicetreeParser } from '../keymap-upgrader/_parser';
import { launchChromium } from '../helpers/browser';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const ROUTE = '/keymap-upgrader';
const OLD_KEYMAP = readFixture('all-rules.keymap');
const UPGRADED = readFixture('all-rules.expected.keymap');

function readFixture(name: string): string {
  return fs.readFileSync(path.join(repoRoot, 'tests/keymap-upgrader/fixtures', name), 'utf8');
}

describe('keymap upgrader in Chromium', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrader-site-'));
  const screenshots = process.env.KEYMAP_UPGRADER_SCREENSHOTS;
  let server: http.Server;
  let browser: Browser;
  let origin = '';

  beforeAll(async () => {
    await buildSite(repoRoot, { outDir });
    server = createStaticServer(outDir, '/');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  interface Opened {
    page: Page;
    errors: string[];
    /** Paths of the scripts and wasm files requested after the page's own HTML. */
    requested: string[];
  }

  async function open(options: { width?: number; colorScheme?: 'light' | 'dark' } = {}, pathname = ROUTE): Promise<Opened> {
    const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const page = await context.newPage();
    const errors: string[] = [];
    const requested: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\.(js|wasm)$/.test(url.pathname)) requested.push(url.pathname);
    });
    await page.goto(origin + pathname, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return { page, errors, requested };
  }

  const input = (page: Page) => page.locator('#keymap-upgrader-input');
  const output = (page: Page) => page.locator('pre[aria-label="Upgraded keymap"]');

  async function paste(page: Page, text: string): Promise<void> {
    await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === '');
    await input(page).fill(text);
  }

  it('pre-renders the page shell without the parser', () => {
    const html = fs.readFileSync(path.join(outDir, 'keymap-upgrader.html'), 'utf8');
    expect(html).toContain('<h1>Keymap Upgrader</h1>');
    expect(html).toContain('What it cannot upgrade');
    expect(html).toContain('id="keymap-upgrader-input"');
    expect(html).toContain('Loading the devicetree parser');
    expect(html).not.toMatch(/\.wasm/);
    const wasm = fs.readdirSync(path.join(outDir, 'assets/wasm'));
    expect(wasm.some((f) => /^tree-sitter-[0-9a-f]{8}\.wasm$/.test(f))).toBe(true);
    expect(wasm.some((f) => /^devicetree-[0-9a-f]{8}\.wasm$/.test(f))).toBe(true);
  });

  it('loads the parser on this page only, and reports what it weighs', async () => {
    // Another page with the same chrome: what it requests (link prefetches) is not the upgrader's.
    const other = await open({}, '/power-profiler');
    await other.page.waitForTimeout(1000);
    expect(other.requested.filter((p) => p.endsWith('.wasm'))).toEqual([]);
    const elsewhere = new Set(other.requested);
    await other.page.context().close();

    const { page, requested, errors } = await open();
    await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === '');
    const html = fs.readFileSync(path.join(outDir, 'keymap-upgrader.html'), 'utf8');
    // The site's own scripts (the analytics tag comes from its own origin).
    const initial = new Set([...html.matchAll(/<script[^>]+src="(\/[^"]+)"/g)].map((m) => m[1]));
    const lazy = [...new Set(requested)].filter((p) => !initial.has(p) && !elsewhere.has(p));
    const gzipSize = (p: string) => gzipSync(fs.readFileSync(path.join(outDir, p)), { level: 9 }).length;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const lazyJs = lazy.filter((p) => p.endsWith('.js'));
    const lazyWasm = lazy.filter((p) => p.endsWith('.wasm'));
    const initialJs = [...initial].reduce((sum, p) => sum + gzipSize(p), 0);
    // The shared main bundle and route registry are the same on every page; this page's own part:
    const pageJs = [...initial].filter((p) => !/\/(main|registry)\.[0-9a-f]+\.js$/.test(p)).reduce((sum, p) => sum + gzipSize(p), 0);
    console.log(
      `keymap upgrader page, gzip: first load JS ${kb(initialJs)} (${kb(pageJs)} of it for this page); loaded on demand: ` +
        [...lazyJs, ...lazyWasm].map((p) => `${path.basename(p)} ${kb(gzipSize(p))}`).join(', ') +
        `; total on demand ${kb([...lazyJs, ...lazyWasm].reduce((sum, p) => sum + gzipSize(p), 0))}`,
    );
    expect(lazyWasm).toHaveLength(2);
    expect(lazyJs.length).toBeGreaterThan(0);
    expect(pageJs).toBeLessThan(15 * 1024);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('upgrades a pasted keymap, highlights changed lines and summarises the changes', async () => {
    const { page, errors } = await open();
    await paste(page, OLD_KEYMAP);
    await expect.poll(() => output(page).innerText()).toContain('&kp N1 &kp BSPC &mt LSHIFT SPACE &kp C_VOL_UP');
    expect(await page.locator('h2#keymap-upgrader-output').innerText()).toBe('Upgraded Keymap');
    const changed = await output(page).locator('[title="changed"]').evaluateAll((lines) => lines.map((l) => Number(l.getAttribute('data-line'))));
    expect(changed).toEqual(upgradeKeymap(await devicetreeParser(), OLD_KEYMAP).changedLines);
    expect(changed.length).toBeGreaterThan(10);
    const summary = page.locator('section[aria-labelledby="keymap-upgrader-summary"]');
    await expect.poll(() => summary.innerText()).toContain('NUM_1 → N1');
    const text = await summary.innerText();
    expect(text).toContain('Keycodes');
    expect(text).toContain('Behaviors renamed');
    expect(text).toContain('&cp → &kp');
    expect(text).toMatch(/Needs your attention \(3\)/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches to a unified diff and back', async () => {
    const { page } = await open();
    await paste(page, OLD_KEYMAP);
    await expect.poll(() => output(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Diff', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Diff', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const diff = page.locator('pre[aria-label="Unified diff of the upgrade"]');
    const diffText = await diff.innerText();
    expect(diffText).toContain('--- a/keymap');
    expect(diffText).toContain('-#include <dt-bindings/zmk/matrix-transform.h>');
    expect(diffText).toContain('+#include <dt-bindings/zmk/matrix_transform.h>');
    expect(await diff.locator('[title="added"]').count()).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Upgraded', exact: true }).click();
    await expect.poll(() => output(page).count()).toBe(1);
    await page.context().close();
  });

  it('copies the upgraded keymap', async () => {
    const { page } = await open();
    await paste(page, OLD_KEYMAP);
    await expect.poll(() => output(page).count()).toBe(1);
    const copy = page.getByRole('button', { name: 'Copy the upgraded keymap' });
    await copy.click();
    await expect.poll(() => copy.innerText()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(UPGRADED);
    await page.context().close();
  });

  it('marks syntax errors, says when nothing changed, and never breaks on junk', async () => {
    const { page, errors } = await open();
    await paste(page, '/ {\n  keymap {\n    base { bindings = <&kp NUM_1>; };\n    oops {{{ ;\n  };\n};\n');
    await expect.poll(() => output(page).innerText()).toContain('&kp N1');
    expect(await output(page).locator('[title="syntax error"]').count()).toBeGreaterThan(0);
    expect(await page.locator('section[aria-labelledby="keymap-upgrader-summary"]').innerText()).toMatch(/could not read/);
    await input(page).fill('/ { keymap { compatible = "zmk,keymap"; base { bindings = <&kp N1>; }; }; };\n');
    await expect.poll(() => page.locator('h2#keymap-upgrader-output').innerText()).toBe('Upgraded Keymap (No Changes)');
    for (const junk of ['}}}}', 'ZMK_LAYER(', '"', '\u0000\u0001', 'plain words, not a keymap at all']) {
      await input(page).fill(junk);
      await expect.poll(() => page.locator('h2#keymap-upgrader-output').innerText()).toContain('Upgraded Keymap');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a 600 px window', async () => {
    const { page } = await open({ width: 600 });
    await paste(page, OLD_KEYMAP);
    await expect.poll(() => output(page).count()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const inputBox = await input(page).boundingBox();
    const outputBox = await page.locator('[aria-labelledby="keymap-upgrader-output"]').last().boundingBox();
    expect(inputBox && outputBox && outputBox.y > inputBox.y + inputBox.height).toBe(true);
    await page.context().close();
  });

  it.runIf(Boolean(screenshots))('takes screenshots', async () => {
    fs.mkdirSync(screenshots ?? '', { recursive: true });
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 600]) {
        const { page } = await open({ width, colorScheme });
        await paste(page, OLD_KEYMAP);
        await expect.poll(() => output(page).count()).toBe(1);
        await page.screenshot({ path: path.join(screenshots ?? '', `upgrader-${colorScheme}-${width}.png`), fullPage: true });
        await page.getByRole('button', { name: 'Diff', exact: true }).click();
        await page.locator('.token-line').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshots ?? '', `upgrader-${colorScheme}-${width}-diff.png`), fullPage: false });
        await page.context().close();
      }
    }
  });
});
