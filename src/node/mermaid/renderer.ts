/**
 * Mermaid diagrams drawn at build time, as SVG for the light and the dark colour mode, so a page
 * shows its diagrams with no script (Mermaid is megabytes of JavaScript and drawing is long
 * main-thread work on a phone). Mermaid needs a browser to measure text: Chromium, driven by
 * playwright-core, loads Mermaid's own ES module build once per build and draws each diagram
 * not in the cache (kept by source, theme and Mermaid version).
 *
 * Without a browser the diagrams stay for the client to draw, with one warning.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { vendorPackage } from '../bundle/vendor';
import { openBuildCache } from '../utils/build-cache';

export interface DiagramSvgs {
  light: string;
  dark: string;
}

export interface MermaidRenderer {
  /** The diagram's SVGs, or undefined when there is no browser to draw it (the client draws it then). */
  render(source: string): Promise<DiagramSvgs | undefined>;
  /** Starts the browser now, in the background, for diagrams to come (it takes a second or two). */
  warmUp(): void;
  /** Whether a diagram's drawings are kept from an earlier build. */
  has(source: string): boolean;
  close(): Promise<void>;
}

/** The same settings the browser uses (see @theme/Mermaid). */
const THEMES = {
  light: { theme: 'default', themeVariables: {} },
  // The dark theme's edge labels (#ccc on #585858) miss AA contrast; darken their background.
  dark: { theme: 'dark', themeVariables: { edgeLabelBackground: '#3a3a3a' } },
} as const;
/** Text is measured in this font; the theme's body font stack, as far as the build machine has it. */
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const ORIGIN = 'http://sitegen-mermaid.invalid';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function createMermaidRenderer(cacheDir: string, warn: (message: string) => void): MermaidRenderer {
  const { sourceDir: mermaidDir, entry, version } = vendorPackage('mermaid');
  const cache = openBuildCache(cacheDir);
  let page: Promise<{ browser: Browser; page: Page } | undefined> | undefined;

  const start = async () => {
    const executablePath = chromiumPath();
    if (!fs.existsSync(executablePath)) {
      warn(`Mermaid diagrams are drawn in the browser: no Chromium at ${executablePath} to draw them at build time (set CHROMIUM_PATH)`);
      return undefined;
    }
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    const opened = await browser.newPage();
    // Mermaid's files, served from node_modules under a made-up origin (modules need one).
    await opened.route(`${ORIGIN}/**`, (route) => {
      const pathname = new URL(route.request().url()).pathname;
      if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body style="font-family: ${FONT.replace(/"/g, "'")}"></body></html>` });
      const file = path.join(mermaidDir, pathname);
      if (!file.startsWith(mermaidDir) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(file, 'utf8') });
    });
    await opened.goto(`${ORIGIN}/`);
    await opened.addScriptTag({ type: 'module', content: `import mermaid from '${ORIGIN}/${entry}'; window.sitegenMermaid = mermaid;` });
    await opened.waitForFunction(() => 'sitegenMermaid' in window);
    return { browser, page: opened };
  };

  const keyOf = (source: string) => createHash('sha1').update(`${version}\0${JSON.stringify(THEMES)}\0${FONT}\0${source}`).digest('hex');

  // One diagram at a time: Mermaid's configuration is global to the page.
  let queue: Promise<unknown> = Promise.resolve();
  const draw = (id: string, source: string, mode: keyof typeof THEMES) =>
    (queue = queue.then(async () => {
      const opened = await (page ??= start());
      if (!opened) return undefined;
      return opened.page.evaluate(
        async ({ id, source, settings, font }) => {
          const mermaid = (window as unknown as { sitegenMermaid: { initialize(config: object): void; render(id: string, text: string): Promise<{ svg: string }> } }).sitegenMermaid;
          mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', fontFamily: font, ...settings });
          return (await mermaid.render(id, source)).svg;
        },
        { id, source, settings: THEMES[mode], font: FONT },
      );
    }) as Promise<string | undefined>);

  return {
    warmUp() {
      page ??= start();
      page.catch(() => undefined);
    },
    has(source) {
      return fs.existsSync(cache.entryFile(keyOf(source)));
    },
    async render(source) {
      const key = keyOf(source);
      const cached = cache.readText(key);
      if (cached) return JSON.parse(cached) as DiagramSvgs;
      // Ids unique per diagram and mode: a page holds both SVGs, and their styles are scoped by id.
      const id = `mermaid-${key.slice(0, 10)}`;
      const light = await draw(`${id}-light`, source, 'light');
      const dark = light === undefined ? undefined : await draw(`${id}-dark`, source, 'dark');
      if (light === undefined || dark === undefined) return undefined;
      const svgs = { light, dark };
      cache.write(key, JSON.stringify(svgs));
      return svgs;
    },
    async close() {
      const opened = await page?.catch(() => undefined);
      await opened?.browser.close();
    },
  };
}
