/**
 * The Keymap Upgrader page in Chromium on the real site: the pre-rendered shell, the parser
 * loading on demand, paste → upgraded output and summary, the diff view, the Copy button,
 * bad input, and the page at 600 px. Set KEYMAP_UPGRADER_SCREENSHOTS=<dir> to also save
 * screenshots (light and dark, 1280 and 600 px).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeKeymap } from '../../src/components/KeymapUpgrader/engine';
import { bigKeymap } from '../keymap-upgrader/_big-keymap';
import { devicetreeParser } from '../keymap-upgrader/_parser';
import { REPO_ROOT as repoRoot, type ServedSite, serveRealSite } from '../helpers/site';
import { listedScripts } from '../helpers/fixture';

const ROUTE = '/keymap-upgrader';
const OLD_KEYMAP = readFixture('all-rules.keymap');
const UPGRADED = readFixture('all-rules.expected.keymap');

function readFixture(name: string): string {
  return fs.readFileSync(path.join(repoRoot, 'tests/keymap-upgrader/fixtures', name), 'utf8');
}

describe('keymap upgrader in Chromium', () => {
  const screenshots = process.env.KEYMAP_UPGRADER_SCREENSHOTS;
  let site: ServedSite | undefined;
  let browser: Browser;
  let origin = '';
  let outDir = '';

  beforeAll(async () => {
    site = await serveRealSite();
    ({ browser, origin, outDir } = site);
  }, 180_000);
  afterAll(() => site?.close());

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
    // The engine and its rule tables load in an effect: in the pre-render bundle they are a chunk
    // of their own, apart from the page's, which a render never loads.
    const serverDir = path.join(repoRoot, '.sitegen/server');
    const chunks = fs.readdirSync(path.join(serverDir, 'chunks')).map((name) => fs.readFileSync(path.join(serverDir, 'chunks', name), 'utf8'));
    const engine = chunks.filter((chunk) => /function upgradeKeymap\(/.test(chunk));
    expect(engine).toHaveLength(1);
    expect(engine[0]).toContain('behavior_sensor_rotate_key_press');
    expect(engine[0]).not.toContain('Loading the devicetree parser');
    expect(fs.readFileSync(path.join(serverDir, 'render-worker.cjs'), 'utf8')).not.toContain('behavior_sensor_rotate_key_press');
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
    // The site's own scripts (the analytics tag comes from another origin).
    const scriptsOf = (page: string) => new Set(listedScripts(page));
    const initial = scriptsOf(html);
    const shared = scriptsOf(fs.readFileSync(path.join(outDir, 'power-profiler.html'), 'utf8'));
    const lazy = [...new Set(requested)].filter((p) => !initial.has(p) && !elsewhere.has(p));
    const gzipSize = (p: string) => gzipSync(fs.readFileSync(path.join(outDir, p)), { level: 9 }).length;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const lazyJs = lazy.filter((p) => p.endsWith('.js'));
    const lazyWasm = lazy.filter((p) => p.endsWith('.wasm'));
    const initialJs = [...initial].reduce((sum, p) => sum + gzipSize(p), 0);
    // The main bundle and route table are the same on every page; this page's own part:
    const pageJs = [...initial].filter((p) => !shared.has(p)).reduce((sum, p) => sum + gzipSize(p), 0);
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

  it('shows the error with Retry when the parser fails to load, and Retry loads it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The grammar fails once, as on a dropped connection; then the network is back.
    let blocked = 0;
    await page.route(/devicetree-[0-9a-f]{8}\.wasm$/, (route) => (blocked++ === 0 ? route.abort() : route.continue()));
    await page.goto(origin + ROUTE, { waitUntil: 'load' });
    const alert = page.locator('[role="alert"]', { hasText: 'This content could not be loaded.' });
    await alert.waitFor();
    expect(await page.locator('[role="status"]').first().innerText()).toBe('The devicetree parser could not be loaded.');
    await alert.locator('button', { hasText: 'Retry' }).click();
    await paste(page, OLD_KEYMAP);
    await expect.poll(() => output(page).innerText()).toContain('&kp N1 &kp BSPC &mt LSHIFT SPACE &kp C_VOL_UP');
    expect(await alert.count()).toBe(0);
    expect(blocked).toBe(2);
    await context.close();
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

  it('marks the syntax errors in the input too, and jumps to them', async () => {
    const { page, errors } = await open();
    const broken = Array.from({ length: 60 }, (_, i) => `// filler ${i + 1}`).join('\n') + '\n/ {\n  keymap {\n    base { bindings = <&kp NUM_1>; };\n    oops {{{ ;\n  };\n};\n';
    await paste(page, broken);
    await expect.poll(() => output(page).innerText()).toContain('&kp N1');
    const stripe = page.locator('[class*="inputErrorLine"]').first();
    await stripe.waitFor({ state: 'attached' });
    const [firstLine] = (await stripe.getAttribute('data-lines'))!.split('-').map(Number);
    const expected = upgradeKeymap(await devicetreeParser(), broken).notices.find((n) => n.kind === 'syntax-error')!;
    expect(firstLine).toBe(expected.line);
    expect(firstLine).toBeGreaterThan(60);
    const jump = page.locator('#keymap-upgrader-input-errors button').first();
    expect(await jump.innerText()).toMatch(new RegExp(`^lines? ${expected.line}\\b`));
    await jump.click();
    // The caret is at the start of that line, the box scrolled to it, and the stripe lies on it.
    const state = await input(page).evaluate((el: HTMLTextAreaElement) => ({
      focused: document.activeElement === el,
      caretLine: el.value.slice(0, el.selectionStart).split('\n').length,
      scrollTop: el.scrollTop,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      paddingTop: parseFloat(getComputedStyle(el).paddingTop),
      top: el.getBoundingClientRect().top,
    }));
    expect(state.focused).toBe(true);
    expect(state.caretLine).toBe(expected.line);
    expect(state.scrollTop).toBeGreaterThan(0);
    const stripeTop = (await stripe.boundingBox())!.y;
    expect(Math.abs(stripeTop - (state.top + state.paddingTop + (expected.line - 1) * state.lineHeight - state.scrollTop))).toBeLessThan(1.5);
    expect(await input(page).getAttribute('aria-describedby')).toBe('keymap-upgrader-input-errors');
    // A clean keymap clears the marks.
    await input(page).fill('/ { keymap { compatible = "zmk,keymap"; }; };\n');
    await expect.poll(() => page.locator('[class*="inputErrorLine"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the upgrade of a 1 MB keymap without freezing (time reported)', async () => {
    const { page, errors } = await open();
    const big = bigKeymap(1_000_000);
    const lines = upgradeKeymap(await devicetreeParser(), big).text.split('\n').length;
    await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === '');
    const timing = await page.evaluate(
      ({ text, lines }) =>
        new Promise<{ visibleMs: number; longestTaskMs: number; engineMs: number; drawnLines: number }>((resolve) => {
          const tasks: number[] = [];
          new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration))).observe({ type: 'longtask' });
          const textarea = document.querySelector<HTMLTextAreaElement>('#keymap-upgrader-input')!;
          const start = performance.now();
          Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, text);
          textarea.dispatchEvent(new Event('input', { bubbles: true }));
          const check = () => {
            const pre = document.querySelector<HTMLElement>('pre[aria-label="Upgraded keymap"]');
            if (pre?.dataset.lineCount !== String(lines)) return requestAnimationFrame(check);
            // The frame after the one that committed the output: it has been painted.
            requestAnimationFrame(() => {
              const visibleMs = performance.now() - start;
              setTimeout(() => {
                const engineMs = performance.getEntriesByName('keymap-upgrade').at(-1)?.duration ?? NaN;
                resolve({ visibleMs, longestTaskMs: Math.max(0, ...tasks), engineMs, drawnLines: pre.querySelectorAll('[data-line]').length });
              }, 50);
            });
          };
          check();
        }),
      { text: big, lines },
    );
    console.log(
      `keymap upgrader in Chromium: 1 MB keymap (${lines} lines) pasted → output visible in ${timing.visibleMs.toFixed(0)} ms (the upgrade itself ${timing.engineMs.toFixed(0)} ms); longest task ${timing.longestTaskMs.toFixed(0)} ms; ${timing.drawnLines} lines drawn`,
    );
    expect(timing.drawnLines).toBeLessThan(1000);
    expect(timing.visibleMs).toBeLessThan(5000);
    // Scrolling to the end draws the last lines.
    await page.locator('[aria-labelledby="keymap-upgrader-output"]').last().evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => output(page).locator(`[data-line="${lines}"]`).count()).toBe(1);
    expect(await page.getByText('This output is large').count()).toBe(1);
    const copy = page.getByRole('button', { name: 'Copy the upgraded keymap' });
    await copy.click();
    await expect.poll(() => copy.innerText()).toBe('Copied');
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n').length).toBe(lines);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

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
        await input(page).fill(`${OLD_KEYMAP.split('\n').slice(0, 12).join('\n')}\n    oops {{{ ;\n${OLD_KEYMAP}`);
        await page.locator('[class*="inputErrorLine"]').first().waitFor({ state: 'attached' });
        await page.locator('#keymap-upgrader-input-errors button').first().click();
        await input(page).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshots ?? '', `upgrader-${colorScheme}-${width}-errors.png`), fullPage: false });
        await page.context().close();
      }
    }
  });
});
