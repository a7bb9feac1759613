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
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
  /**
   * Starts the browser now and draws these diagrams in the background, before the pages that
   * show them are compiled (which then wait less, or not at all).
   */
  prepare(sources: string[]): void;
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
/** Debian's Chromium, headless, with the flags this sandbox needs (no background network); the browser tests launch it the same way. */
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A Mermaid code fence and its text (as the code block's value: without the last line break). */
const DIAGRAM_FENCE = /^(```|~~~)mermaid[^\n]*\n([\s\S]*?)\n\1\s*$/gm;

/** The Mermaid diagrams of a Markdown text, as the MDX compiler will ask for them. */
export function diagramSources(markdown: string): string[] {
  return [...markdown.matchAll(DIAGRAM_FENCE)].map((match) => match[2] ?? '');
}

/** The Mermaid diagrams of the Markdown files below these folders (those that exist). */
export function diagramSourcesIn(dirs: string[]): string[] {
  return dirs.flatMap((dir) => {
    if (!fs.existsSync(dir)) return [];
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
    return files.flatMap((file) => diagramSources(fs.readFileSync(path.join(dir, file), 'utf8')));
  });
}

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function createMermaidRenderer(cacheDir: string, warn: (message: string) => void): MermaidRenderer {
  const { sourceDir: mermaidDir, entry, version } = vendorPackage('mermaid');
  const cache = openBuildCache(cacheDir);
  let page: Promise<{ browser: Browser; page: Page } | undefined> | undefined;
  let pageDir: string | undefined;

  const start = async () => {
    const executablePath = chromiumPath();
    if (!fs.existsSync(executablePath)) {
      warn(`Mermaid diagrams are drawn in the browser: no Chromium at ${executablePath} to draw them at build time (set CHROMIUM_PATH)`);
      return undefined;
    }
    // The page loads Mermaid's files (its entry and some 200 chunks) straight from node_modules:
    // served through Playwright, each request waited for the build's busy main thread, and the
    // browser took 5 s instead of under 1 s to be ready on a cold build.
    pageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-mermaid-'));
    const pageFile = path.join(pageDir, 'draw.html');
    fs.writeFileSync(pageFile, `<!doctype html><html><body style="font-family: ${FONT.replace(/"/g, "'")}"><script type="module">import mermaid from ${JSON.stringify(pathToFileURL(path.join(mermaidDir, entry)).href)}; window.sitegenMermaid = mermaid;</script></body></html>`);
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--allow-file-access-from-files'] });
    const opened = await browser.newPage();
    await opened.goto(pathToFileURL(pageFile).href);
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

  const inFlight = new Map<string, Promise<DiagramSvgs | undefined>>();
  const drawBoth = async (key: string, source: string): Promise<DiagramSvgs | undefined> => {
    // Ids unique per diagram and mode: a page holds both SVGs, and their styles are scoped by id.
    const id = `mermaid-${key.slice(0, 10)}`;
    const light = await draw(`${id}-light`, source, 'light');
    const dark = light === undefined ? undefined : await draw(`${id}-dark`, source, 'dark');
    if (light === undefined || dark === undefined) return undefined;
    const svgs = { light, dark };
    cache.write(key, JSON.stringify(svgs));
    return svgs;
  };

  const has = (source: string) => fs.existsSync(cache.entryFile(keyOf(source)));
  const render = (source: string): Promise<DiagramSvgs | undefined> => {
    const key = keyOf(source);
    const cached = cache.readText(key);
    if (cached) return Promise.resolve(JSON.parse(cached) as DiagramSvgs);
    let drawing = inFlight.get(key);
    if (!drawing) inFlight.set(key, (drawing = drawBoth(key, source)));
    return drawing;
  };

  return {
    prepare(sources) {
      const missing = sources.filter((source) => !has(source));
      if (missing.length === 0) return;
      page ??= start();
      page.catch(() => undefined);
      for (const source of missing) render(source).catch(() => undefined);
    },
    has,
    render,
    async close() {
      const opened = await page?.catch(() => undefined);
      await opened?.browser.close();
      if (pageDir) fs.rmSync(pageDir, { recursive: true, force: true });
    },
  };
}
