/**
 * The hardware pipeline's output in the built real site, checked against the hardware facts
 * (../shared/facts/hardware.json): /docs/hardware in Chromium, /hardware-metadata.json and the
 * setup scripts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedSite, serveRealSite } from '../helpers/site';
import { hasFacts, readFacts, type FactEntry } from '../hardware/_helpers';

interface InterconnectFact extends FactEntry {
  exposed_by: string[];
  required_by_shields: string[];
  node_labels?: Record<string, string>;
}

describe.runIf(hasFacts)('hardware output of the real site', () => {
  const facts = hasFacts ? readFacts() : { boards: [], shields: [], interconnects: [] };
  const interconnects = facts.interconnects as InterconnectFact[];
  let site: ServedSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    site = await serveRealSite();
    browser = site.browser;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await site.open(context, '/docs/hardware');
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await site?.close();
  });

  it('lists every board and shield, linked to its product page', async () => {
    const links = await page.locator('main li a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    const listed = new Map(links.map(([name, href]) => [`${name} ${href}`, true]));
    for (const item of [...facts.boards, ...facts.shields]) {
      expect(listed.has(`${item.name} ${String(item.url)}`), `${item.id}: ${item.name}`).toBe(true);
    }
    expect(await page.locator('main').textContent()).toContain('40 boards, 67 shields and 5 interconnects are described here.');
  });

  it('has one tab per interconnect, counting the boards that expose it and the shields that need it', async () => {
    const tabs = page.locator('[role=tablist][aria-label=Interconnects] [role=tab]');
    const shown = await tabs.evaluateAll((ts) => ts.map((t) => ({ name: t.firstChild?.textContent, count: Number(t.lastElementChild?.textContent) })));
    const expected = interconnects.map((i) => ({ name: i.name, count: i.exposed_by.length + i.required_by_shields.length }));
    expect([...shown].sort((a, b) => a.name!.localeCompare(b.name!))).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
    // Ordered by how much hardware uses each interconnect.
    expect(shown.map((t) => t.count)).toEqual([...shown.map((t) => t.count)].sort((a, b) => b - a));
  });

  it('shows the chosen interconnect\'s panel with its details; arrow keys move between tabs', async () => {
    const xiao = interconnects.find((i) => i.id === 'seeed_xiao')!;
    await page.click(`[role=tab]:has-text("${xiao.name}")`);
    const panel = page.locator('[role=tabpanel]:visible');
    expect(await panel.count()).toBe(1);
    expect(await panel.locator('h3').textContent()).toBe(`${xiao.name} Interconnect`);
    expect(await panel.textContent()).toContain(`${xiao.exposed_by.length} controller boards and ${xiao.required_by_shields.length} shields use this interconnect.`);
    const labels = await panel.locator('table tbody td code').allTextContents();
    expect(labels).toEqual(Object.values(xiao.node_labels ?? {}).map((label) => `&${label}`));
    const boardIds = await panel.locator('ul[aria-label$="controller boards"] code').allTextContents();
    expect(boardIds.sort()).toEqual([...xiao.exposed_by].sort());
    const selected = () => page.locator('[role=tab][aria-selected=true]').evaluate((t) => t.firstChild?.textContent);
    const names = await page.locator('[role=tab]').evaluateAll((ts) => ts.map((t) => t.firstChild?.textContent));
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe(names[(names.indexOf(xiao.name) + 1) % names.length]);
    await page.keyboard.press('Home');
    expect(await selected()).toBe(names[0]);
  });

  it('opens the tab of an interconnect anchor in the URL', async () => {
    const other = await site.open(context, '/docs/hardware#blackpill');
    await expect.poll(() => other.locator('[role=tab][aria-selected=true]').evaluate((t) => t.firstChild?.textContent)).toBe('BlackPill');
    expect(await other.locator('#blackpill').isVisible()).toBe(true);
    for (const id of ['onboard', 'composite', 'add-on-shields', ...interconnects.map((i) => i.id)]) {
      expect(await other.locator(`[id="${id}"]`).count(), id).toBe(1);
    }
    await other.close();
  });

  it('publishes /hardware-metadata.json with every item and its firmware directory', async () => {
    const response = await fetch(`${site.origin}/hardware-metadata.json`);
    expect(response.status).toBe(200);
    const items = (await response.json()) as Array<{ id: string; type: string; directory: string }>;
    const expected = [...facts.boards, ...facts.shields, ...facts.interconnects].map((f) => `${f.type} ${f.id} ${f.directory}`).sort();
    expect(items.map((i) => `${i.type} ${i.id} ${i.directory}`).sort()).toEqual(expected);
  });

  it('publishes /setup.sh and /setup.ps1 listing the keyboards', async () => {
    const sh = await (await fetch(`${site.origin}/setup.sh`)).text();
    const ps1 = await (await fetch(`${site.origin}/setup.ps1`)).text();
    expect(sh.startsWith('#!/usr/bin/env bash')).toBe(true);
    for (const script of [sh, ps1]) {
      expect(script).toContain('corne');
      expect(script).toContain('nice_nano_v2');
    }
  });
});
