/**
 * The styling half of `npm run conformance`: what a site's CSS written for Docusaurus usually
 * changes, read in Chromium from a built page (computed styles of the body, navbar, links,
 * headings, inline code, sidebar, footer, and the content's width), in light and dark mode.
 * Both builds are measured the same way, so a difference is a difference of the pages' styling.
 */
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { createStaticServer } from '../src/node/commands/serve';
import { CHROMIUM_ARGS, chromiumPath } from '../src/node/mermaid/renderer';

/** A probe: the first element matching the selector, and the properties read from it. */
interface Probe {
  name: string;
  selector: string;
  properties: string[];
}

const PROBES: Probe[] = [
  { name: 'body', selector: 'body', properties: ['font-family', 'font-size', 'color', 'background-color'] },
  { name: 'navbar', selector: '.navbar', properties: ['background-color', 'height'] },
  { name: 'navbar title', selector: '.navbar__title', properties: ['color', 'font-weight'] },
  { name: 'navbar link', selector: '.navbar__items .navbar__link:not(.navbar__link--active)', properties: ['color', 'font-weight'] },
  { name: 'content link', selector: '.markdown a:not(.hash-link)', properties: ['color', 'text-decoration-line'] },
  { name: 'h1', selector: 'article h1, main h1', properties: ['font-size', 'font-weight', 'color'] },
  { name: 'inline code', selector: '.markdown :not(pre) > code', properties: ['font-family', 'font-size', 'background-color'] },
  { name: 'active sidebar link', selector: '.menu__link--active:not(.menu__link--sublist)', properties: ['color', 'background-color'] },
  { name: 'footer', selector: '.footer', properties: ['background-color', 'color'] },
];

/** Widths within this many pixels count as the same (sub-pixel layout, scrollbars). */
const WIDTH_TOLERANCE = 2;

/** Each probe's properties as `name property → value`, and the content's width (`content width`). */
export type PageStyles = Record<string, string>;

/** The site's base URL, read from where a built page loads its scripts (both generators write `<base>assets/`). */
export function baseUrlOf(buildDir: string, file: string): string {
  const html = fs.readFileSync(file, 'utf8');
  return /<script[^>]+src="([^"]*\/)assets\//.exec(html)?.[1] ?? '/';
}

/**
 * The pages worth measuring in a build: the home page, the first docs page and the first blog
 * post (by route), those the build has. `routes` maps each route to its file.
 */
export function styledRoutes(routes: Map<string, string>): string[] {
  const sorted = [...routes.keys()].sort();
  const first = (marker: RegExp) => sorted.find((route) => marker.test(fs.readFileSync(routes.get(route) ?? '', 'utf8')));
  return [...new Set([routes.has('/') ? '/' : undefined, first(/\btheme-doc-markdown\b/), first(/\bblog-post-page\b/)])].filter((route): route is string => route !== undefined);
}

/** Reads the styles of `routes` of a build, served on a local port, in light and dark mode. */
export async function measureStyles(buildDir: string, routes: string[], baseUrl: string, browser?: Browser): Promise<Record<string, PageStyles>> {
  const server = createStaticServer(buildDir, baseUrl, { trailingSlash: undefined });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ownBrowser = browser ?? (await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }));
  const styles: Record<string, PageStyles> = {};
  try {
    for (const mode of ['light', 'dark'] as const) {
      const context = await ownBrowser.newContext({ viewport: { width: 1280, height: 900 } });
      // Both themes read the reader's colour mode from `localStorage.theme`.
      await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      // Offline: third-party requests (analytics, fonts) are answered empty, not waited for.
      await context.route((url) => !url.href.startsWith(origin), (route) => route.fulfill({ status: 204, body: '' }));
      for (const route of routes) {
        const page = await context.newPage();
        await page.goto(origin + baseUrl.replace(/\/$/, '') + route, { waitUntil: 'load' });
        // Once hydrated (sitegen's data-hydrated, Docusaurus's data-has-hydrated), with transitions
        // off: the styles the page settles on, not a colour halfway through a transition.
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || document.documentElement.dataset.hasHydrated === 'true', undefined, { timeout: 10_000 }).catch(() => undefined);
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
        await page.waitForTimeout(50);
        const values = await page.evaluate((probes) => {
          const out: Record<string, string> = {};
          for (const probe of probes) {
            const element = document.querySelector(probe.selector);
            const computed = element ? getComputedStyle(element) : undefined;
            for (const property of probe.properties) out[`${probe.name} ${property}`] = computed?.getPropertyValue(property) ?? '(none)';
          }
          const content = document.querySelector('article') ?? document.querySelector('main');
          out['content width'] = content ? String(Math.round(content.getBoundingClientRect().width)) : '(none)';
          return out;
        }, PROBES);
        for (const [key, value] of Object.entries(values)) (styles[route] ??= {})[`${mode}: ${key}`] = value;
        await page.close();
      }
      await context.close();
    }
  } finally {
    if (!browser) await ownBrowser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return styles;
}

/** The properties whose values differ between two measurements of a page. */
export function styleDifferences(theirs: PageStyles, ours: PageStyles): Array<{ property: string; docusaurus: string; sitegen: string }> {
  const differences: Array<{ property: string; docusaurus: string; sitegen: string }> = [];
  for (const [property, value] of Object.entries(theirs)) {
    const other = ours[property] ?? '(none)';
    const same = property.endsWith('content width') && /^\d+$/.test(value) && /^\d+$/.test(other) ? Math.abs(Number(value) - Number(other)) <= WIDTH_TOLERANCE : value === other;
    if (!same) differences.push({ property, docusaurus: value, sitegen: other });
  }
  return differences;
}
