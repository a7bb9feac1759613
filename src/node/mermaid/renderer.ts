/**
 * Mermaid diagrams drawn at build time, as SVG for the light and the dark colour mode, so a page
 * shows its diagrams with no script (Mermaid is megabytes of JavaScript and drawing is long
 * main-thread work on a phone). Mermaid needs a browser to measure text: Chromium, driven by
 * playwright-core, loads Mermaid's own ES module build once per build and draws each diagram
 * not in the cache (kept by source, theme and Mermaid version).
 *
 * Without a browser the diagrams stay for the client to draw, with one warning.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { vendorPackage } from '../bundle/vendor';
import { openBuildCache } from '../utils/build-cache';
import { removeInBackground } from '../utils/fs';
import { GENERATOR_WORKERS_DIR, startWorkerThread, type WorkerThread } from '../utils/worker-thread';

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

export interface MermaidRendererOptions {
  /** Where drawings are kept between builds. */
  cacheDir: string;
  warn(message: string): void;
}

/** The same settings the browser uses (see @theme/Mermaid). */
export const DIAGRAM_THEMES = {
  light: { theme: 'default', themeVariables: {} },
  // The dark theme's edge labels (#ccc on #585858) miss AA contrast; darken their background.
  dark: { theme: 'dark', themeVariables: { edgeLabelBackground: '#3a3a3a' } },
} as const;
/** Text is measured in this font; the theme's body font stack, as far as the build machine has it. */
export const DIAGRAM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Debian's Chromium, headless, with the flags this sandbox needs (no background network); the browser tests launch it the same way. */
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * The drawing browser's own flags, besides CHROMIUM_ARGS: what Playwright's launch would add that
 * matters here, and no WebUI omnibox popup (a renderer's start-up work, ~0.3 s of CPU, for nothing).
 */
const DRAWER_ARGS = ['--remote-debugging-port=0', '--allow-file-access-from-files', '--force-color-profile=srgb', '--disable-extensions', '--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--no-default-browser-check', '--mute-audio', '--hide-scrollbars', '--disable-features=WebUIOmniboxPopup'];

/** What the draw worker is started with. */
export interface DrawWorkerData {
  /** The browser's profile folder, where it writes the port it listens on for DevTools connections. */
  profileDir: string;
}

/** A message to the draw worker: start the browser (no reply), draw a diagram in both modes, or close. */
export type DrawRequest = { type: 'start' } | { type: 'draw'; id: string; source: string } | { type: 'close' };

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

export function createMermaidRenderer({ cacheDir, warn }: MermaidRendererOptions): MermaidRenderer {
  const { sourceDir: mermaidDir, entry, version } = vendorPackage('mermaid');
  const cache = openBuildCache(cacheDir);
  let drawer: { worker: WorkerThread; browser: ChildProcess; tempDir: string; killOnExit(): void; stopped: Promise<never> } | undefined;
  let unavailable = false;

  /**
   * The browser and its draw worker, started on first use; undefined (after one warning) when there is no browser.
   * Chromium is started here, at once, with the drawing page as its first tab: it loads Mermaid
   * while the worker starts and loads Playwright, which then connects to it.
   */
  const startDrawer = (): typeof drawer => {
    if (drawer || unavailable) return drawer;
    const executablePath = chromiumPath();
    if (!fs.existsSync(executablePath)) {
      unavailable = true;
      warn(`Mermaid diagrams are drawn in the browser: no Chromium at ${executablePath} to draw them at build time (set CHROMIUM_PATH)`);
      return undefined;
    }
    const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-mermaid-'));
    const pageFile = path.join(tempDir, 'draw.html');
    fs.writeFileSync(pageFile, `<!doctype html><html><body style="font-family: ${DIAGRAM_FONT.replace(/"/g, "'")}"><script type="module">import mermaid from ${JSON.stringify(pathToFileURL(path.join(mermaidDir, entry)).href)}; window.sitegenMermaid = mermaid;</script></body></html>`);
    const profileDir = path.join(tempDir, 'profile');
    const browser = spawn(executablePath, [...CHROMIUM_ARGS, ...DRAWER_ARGS, `--user-data-dir=${profileDir}`, pathToFileURL(pageFile).href], { stdio: ['ignore', 'ignore', 'pipe'] });
    // What it said last, for the error when it stops before the drawings are done.
    let said = '';
    browser.stderr?.on('data', (chunk: Buffer) => void (said = (said + chunk.toString()).slice(-2000)));
    const stopped = new Promise<never>((_resolve, reject) => {
      browser.once('error', (error) => reject(new Error(`Chromium at ${executablePath} could not start to draw Mermaid diagrams: ${error.message}`)));
      browser.once('exit', (code, signal) => reject(new Error(`Chromium at ${executablePath} stopped before drawing the Mermaid diagrams (${signal ?? `exit code ${code}`})${said.trim() ? `:\n${said.trim()}` : ''}`)));
    });
    stopped.catch(() => undefined);
    const killOnExit = () => void browser.kill();
    process.once('exit', killOnExit);
    const worker = startWorkerThread(path.join(import.meta.dirname, 'draw-worker.ts'), GENERATOR_WORKERS_DIR, { profileDir } satisfies DrawWorkerData);
    worker.post({ type: 'start' } satisfies DrawRequest);
    drawer = { worker, browser, tempDir, killOnExit, stopped };
    return drawer;
  };

  const keyOf = (source: string) => createHash('sha1').update(`${version}\0${JSON.stringify(DIAGRAM_THEMES)}\0${DIAGRAM_FONT}\0${source}`).digest('hex');

  const inFlight = new Map<string, Promise<DiagramSvgs | undefined>>();
  const drawBoth = async (key: string, source: string): Promise<DiagramSvgs | undefined> => {
    const started = startDrawer();
    if (!started) return undefined;
    // Ids unique per diagram and mode: a page holds both SVGs, and their styles are scoped by id.
    const svgs = await Promise.race([started.worker.request<DiagramSvgs>({ type: 'draw', id: `mermaid-${key.slice(0, 10)}`, source } satisfies DrawRequest), started.stopped]);
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
      for (const source of sources.filter((s) => !has(s))) render(source).catch(() => undefined);
    },
    has,
    render,
    async close() {
      if (!drawer) return;
      const { worker, browser, tempDir, killOnExit } = drawer;
      drawer = undefined;
      const running = browser.exitCode === null && browser.signalCode === null;
      // A browser that stopped has nothing to disconnect from (and the worker may still be waiting for it).
      if (running) await worker.request({ type: 'close' } satisfies DrawRequest).catch(() => undefined);
      await worker.close();
      process.off('exit', killOnExit);
      // Its profile is thrown away: no graceful shutdown. The folder goes once the browser has
      // exited (it would make its files again), while its helper processes may still write there.
      const exited = running ? once(browser, 'exit') : Promise.resolve();
      browser.kill('SIGKILL');
      await exited;
      removeInBackground(tempDir);
    },
  };
}
