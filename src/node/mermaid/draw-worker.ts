/**
 * The thread that drives Chromium for the Mermaid renderer (see renderer.ts). Playwright's
 * messages to and from the browser are handled on this thread's event loop: on the main thread
 * each step of a drawing waited while the build compiled Markdown there, and the browser idled.
 *
 * Messages are handled one at a time, in order (Mermaid's configuration is global to the page),
 * so the replies come back in the order the drawings were asked for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { workerData } from 'node:worker_threads';
import type { Browser, Page } from 'playwright-core';
import { answerMessages } from '../utils/worker-thread';
import { DIAGRAM_THEMES, DIAGRAM_FONT, type DiagramSvgs, type DrawRequest, type DrawWorkerData } from './renderer';

const { profileDir } = workerData as DrawWorkerData;
/** How long the browser may take to open its DevTools port. */
const START_TIMEOUT_MS = 30_000;

let opened: Promise<{ browser: Browser; page: Page }> | undefined;

/** Connects to the browser the main thread started, and waits for Mermaid in its first tab. */
async function openPage() {
  const portFile = path.join(profileDir, 'DevToolsActivePort');
  const [{ chromium }] = await Promise.all([import('playwright-core'), waitForFile(portFile)]);
  const [port, browserPath] = fs.readFileSync(portFile, 'utf8').split('\n');
  const browser = await chromium.connectOverCDP(`ws://127.0.0.1:${port}${browserPath}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default browser context to draw Mermaid diagrams in');
  const page = context.pages()[0] ?? (await context.waitForEvent('page'));
  await page.waitForFunction(() => 'sitegenMermaid' in window);
  return { browser, page };
}

async function waitForFile(file: string): Promise<void> {
  for (const started = Date.now(); !fs.existsSync(file); await sleep(20)) {
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`Chromium did not start in ${START_TIMEOUT_MS / 1000} s (no ${file})`);
  }
}

async function draw(page: Page, id: string, source: string, mode: keyof typeof DIAGRAM_THEMES): Promise<string> {
  try {
    return await page.evaluate(
      async ({ id, source, settings, font }) => {
        const mermaid = (window as unknown as { sitegenMermaid: { initialize(config: object): void; render(id: string, text: string): Promise<{ svg: string }> } }).sitegenMermaid;
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', fontFamily: font, ...settings });
        return (await mermaid.render(id, source)).svg;
      },
      { id, source, settings: DIAGRAM_THEMES[mode], font: DIAGRAM_FONT },
    );
  } catch (error) {
    // Mermaid's own words (a parse error names the diagram's line), without Playwright's wrapping and stack.
    const message = error instanceof Error ? error.message.replace(/^page\.evaluate: (Error: )?/, '').split('\n    at ')[0] : String(error);
    throw new Error(`Mermaid could not draw this diagram: ${message}`);
  }
}

let queue: Promise<unknown> = Promise.resolve();

answerMessages((request: DrawRequest) => {
  const step = queue.then(async (): Promise<DiagramSvgs | { error: string } | { closed: true } | undefined> => {
    if (request.type === 'close') {
      // Disconnects; the main thread ends the browser it started.
      await (await opened?.catch(() => undefined))?.browser.close();
      return { closed: true };
    }
    const { page } = await (opened ??= openPage());
    if (request.type === 'start') return undefined;
    try {
      return { light: await draw(page, `${request.id}-light`, request.source, 'light'), dark: await draw(page, `${request.id}-dark`, request.source, 'dark') };
    } catch (error) {
      return { error: (error as Error).message };
    }
  });
  queue = step.catch(() => undefined);
  // A start is posted (no reply); a failed start then fails the drawings asked for after it.
  return request.type === 'start' ? step.then(() => undefined, () => undefined) : step;
});
