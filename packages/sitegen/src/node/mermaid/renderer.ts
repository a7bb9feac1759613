/**
 * Mermaid diagrams drawn at build time, as SVG for the light and the dark colour mode, so a page
 * shows its diagrams with no script (Mermaid is megabytes of JavaScript and drawing is long
 * main-thread work on a phone). Mermaid needs a browser to measure text: Chromium's headless
 * shell, else Chromium (see diagramBrowserPath), driven over its DevTools pipe (cdp-pipe.ts),
 * loads Mermaid's own ES module build once per build (with a faster copy of its configuration:
 * faster-config-copy.ts) and draws each diagram not in the cache (kept by source, theme and
 * Mermaid version).
 *
 * Without a browser the diagrams stay for the client to draw, with one warning.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import type { FileFactsTable } from '../utils/file-facts';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { vendorPackage } from '../bundle/vendor';
import { openBuildCache } from '../utils/build-cache';
import { removeInBackground } from '../utils/fs';
import { connectCdpPipe, type CdpPipe } from './cdp-pipe';
import { fasterConfigCopyImportMap, type ImportMap } from './faster-config-copy';
import { mermaidSettings, type MermaidSettings, type MermaidThemeConfig } from '../../shared/mermaid';

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
  /** `themeConfig.mermaid` (the site's, known once it has loaded): the themes and options of the drawings from now on. */
  setThemeConfig(config: MermaidThemeConfig | undefined): void;
  close(): Promise<void>;
}

export interface MermaidRendererOptions {
  /** Where drawings are kept between builds. */
  cacheDir: string;
  warn(message: string): void;
  /** `themeConfig.mermaid`: the themes and options diagrams are drawn with. */
  themeConfig?: MermaidThemeConfig;
}

/** The settings of each mode (the same the browser uses, see @theme/Mermaid) for `themeConfig.mermaid`. */
export function diagramThemes(config?: MermaidThemeConfig): { light: MermaidSettings; dark: MermaidSettings } {
  return { light: mermaidSettings(config, 'light'), dark: mermaidSettings(config, 'dark') };
}
/** Text is measured in this font; the theme's body font stack, as far as the build machine has it. */
export const DIAGRAM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Debian's Chromium, headless, with the flags this sandbox needs (no background network); the browser tests launch it the same way. */
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * The drawing browser's own flags, besides CHROMIUM_ARGS: the DevTools pipe it is driven through,
 * what Playwright's launch would add that matters here, and no WebUI omnibox popup (a renderer's
 * start-up work, ~0.3 s of CPU, for nothing).
 */
const DRAWER_ARGS = ['--remote-debugging-pipe', '--allow-file-access-from-files', '--force-color-profile=srgb', '--disable-extensions', '--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--no-default-browser-check', '--mute-audio', '--hide-scrollbars', '--disable-features=WebUIOmniboxPopup'];
/** How long the browser may take to show the drawing page with Mermaid loaded. */
const START_TIMEOUT_MS = 30_000;

/**
 * The drawing page: it loads Mermaid and draws one diagram at a time in both modes (Mermaid's
 * configuration is global to the page), in the order asked. So the drawings can all be asked for
 * at once, and the browser never waits for a build thread busy with something else.
 */
function drawingPage(mermaidUrl: string, importMap?: ImportMap): string {
  const draw = `let queue = Promise.resolve();
window.sitegenDraw = ({ id, source, themes, font }) => {
  const drawing = queue.then(async () => {
    const svgs = {};
    for (const [mode, settings] of Object.entries(themes)) {
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', fontFamily: font, ...settings });
      svgs[mode] = (await mermaid.render(id + '-' + mode, source)).svg;
    }
    return svgs;
  });
  queue = drawing.catch(() => undefined);
  return drawing;
};`;
  const mapScript = importMap ? `<script type="importmap">${JSON.stringify(importMap)}</script>` : '';
  return `<!doctype html><html><body style="font-family: ${DIAGRAM_FONT.replace(/"/g, "'")}">${mapScript}<script type="module">import mermaid from ${JSON.stringify(mermaidUrl)};\n${draw}</script></body></html>`;
}

/** The Mermaid diagrams of the Markdown files below these folders (those that exist), as `facts` knows them (read only when changed since it learnt them). */
export function diagramSourcesIn(dirs: string[], facts: FileFactsTable): string[] {
  return dirs.flatMap((dir) => {
    if (!fs.existsSync(dir)) return [];
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
    return files.flatMap((file) => facts.of(path.join(dir, file))?.diagrams ?? []);
  });
}

interface EvaluateResult {
  result: { value?: unknown };
  exceptionDetails?: { text: string; exception?: { description?: string } };
}

/** The thrown error's message, as the page would print it, without its stack. */
function errorMessage(details: NonNullable<EvaluateResult['exceptionDetails']>): string {
  return (details.exception?.description ?? details.text).replace(/^Error: /, '').split('\n    at ')[0]!;
}

/**
 * Attaches to the browser's first tab and waits for Mermaid to load there; resolves to the
 * session the drawings are asked in.
 */
async function openDrawingPage(cdp: CdpPipe): Promise<string> {
  const started = Date.now();
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
  let sessionId: string | undefined;
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (!sessionId) {
      const { targetInfos } = await cdp.send<{ targetInfos: Array<{ targetId: string; type: string }> }>('Target.getTargets');
      const page = targetInfos.find((target) => target.type === 'page');
      if (page) ({ sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId: page.targetId, flatten: true }));
    }
    // Until the page has navigated from about:blank and run its module, it has no sitegenDraw.
    const ready = sessionId && (await cdp.send<EvaluateResult>('Runtime.evaluate', { expression: "typeof window.sitegenDraw === 'function'", returnByValue: true }, sessionId)).result.value === true;
    if (ready) return sessionId!;
    await pause();
  }
  throw new Error(`Chromium did not load Mermaid to draw diagrams within ${START_TIMEOUT_MS / 1000} s`);
}

/** The browser the browser tests drive: Debian's Chromium, unless CHROMIUM_PATH names another. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`): the same Blink without the
 * browser around it. It draws the same SVGs for about half the CPU (~1.3 s against ~2.5 s for
 * this site's 10 diagrams). The binary itself: `/usr/bin/chromium-headless-shell` is a script
 * that does not exec it, so killing that would leave the browser running.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** The browser that draws diagrams: CHROMIUM_PATH when set, else the first of `candidates` installed (else the last, to name in the warning). */
export function diagramBrowserPath(candidates: string[] = [HEADLESS_SHELL_PATH, chromiumPath()]): string {
  return process.env.CHROMIUM_PATH ?? candidates.find((file) => fs.existsSync(file)) ?? candidates[candidates.length - 1]!;
}

export function createMermaidRenderer({ cacheDir, warn, themeConfig }: MermaidRendererOptions): MermaidRenderer {
  let themes = diagramThemes(themeConfig);
  const { sourceDir: mermaidDir, entry, version } = vendorPackage('mermaid');
  const cache = openBuildCache(cacheDir);
  let drawer: { cdp: CdpPipe; browser: ChildProcess; tempDir: string; killOnExit(): void; session: Promise<string> } | undefined;
  let unavailable = false;

  /**
   * The browser, started on first use with the drawing page as its first tab; undefined (after
   * one warning) when there is no browser.
   */
  const startDrawer = (): typeof drawer => {
    if (drawer || unavailable) return drawer;
    const executablePath = diagramBrowserPath();
    if (!fs.existsSync(executablePath)) {
      unavailable = true;
      warn(`Mermaid diagrams are drawn in the browser: no Chromium at ${executablePath} to draw them at build time (set CHROMIUM_PATH)`);
      return undefined;
    }
    const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-mermaid-'));
    const pageFile = path.join(tempDir, 'draw.html');
    fs.writeFileSync(pageFile, drawingPage(pathToFileURL(path.join(mermaidDir, entry)).href, fasterConfigCopyImportMap(path.join(mermaidDir, 'chunks', path.basename(entry, '.mjs')), tempDir)));
    const browser = spawn(executablePath, [...CHROMIUM_ARGS, ...DRAWER_ARGS, `--user-data-dir=${path.join(tempDir, 'profile')}`, pathToFileURL(pageFile).href], { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
    const cdp = connectCdpPipe(browser.stdio[3] as Writable, browser.stdio[4] as Readable);
    // The browser keeps the build alive only while a drawing waits (see connectCdpPipe).
    browser.unref();
    (browser.stderr as unknown as { unref?(): void } | null)?.unref?.();
    // What it said last, for the error when it stops before the drawings are done.
    let said = '';
    browser.stderr?.on('data', (chunk: Buffer) => void (said = (said + chunk.toString()).slice(-2000)));
    browser.once('error', (error) => cdp.close(new Error(`Chromium at ${executablePath} could not start to draw Mermaid diagrams: ${error.message}`)));
    browser.once('exit', (code, signal) => cdp.close(new Error(`Chromium at ${executablePath} stopped before drawing the Mermaid diagrams (${signal ?? `exit code ${code}`})${said.trim() ? `:\n${said.trim()}` : ''}`)));
    const killOnExit = () => void browser.kill();
    process.once('exit', killOnExit);
    const session = openDrawingPage(cdp);
    session.catch(() => undefined);
    drawer = { cdp, browser, tempDir, killOnExit, session };
    return drawer;
  };

  const keyOf = (source: string) => createHash('sha1').update(`${version}\0${JSON.stringify(themes)}\0${DIAGRAM_FONT}\0${source}`).digest('hex');

  const inFlight = new Map<string, Promise<DiagramSvgs | undefined>>();
  const drawBoth = async (key: string, source: string): Promise<DiagramSvgs | undefined> => {
    const started = startDrawer();
    if (!started) return undefined;
    const sessionId = await started.session;
    // Ids unique per diagram and mode: a page holds both SVGs, and their styles are scoped by id.
    const request = { id: `mermaid-${key.slice(0, 10)}`, source, themes, font: DIAGRAM_FONT };
    const { result, exceptionDetails } = await started.cdp.send<EvaluateResult>('Runtime.evaluate', { expression: `window.sitegenDraw(${JSON.stringify(request)})`, awaitPromise: true, returnByValue: true }, sessionId);
    // Mermaid's own words (a parse error names the diagram's line), without the stack.
    if (exceptionDetails) throw new Error(`Mermaid could not draw this diagram: ${errorMessage(exceptionDetails)}`);
    const svgs = result.value as DiagramSvgs;
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
    setThemeConfig(config) {
      themes = diagramThemes(config);
    },
    prepare(sources) {
      for (const source of sources.filter((s) => !has(s))) render(source).catch(() => undefined);
    },
    has,
    render,
    async close() {
      if (!drawer) return;
      const { cdp, browser, tempDir, killOnExit } = drawer;
      drawer = undefined;
      process.off('exit', killOnExit);
      const running = browser.exitCode === null && browser.signalCode === null;
      // Its profile is thrown away: no graceful shutdown. The folder goes once the browser has
      // exited (it would make its files again), while its helper processes may still write there.
      const exited = running ? once(browser, 'exit') : Promise.resolve();
      // Unreferenced so far (see startDrawer): the build waits for it to exit.
      browser.ref();
      browser.kill('SIGKILL');
      await exited;
      cdp.close(new Error('The Mermaid renderer was closed'));
      removeInBackground(tempDir);
    },
  };
}
