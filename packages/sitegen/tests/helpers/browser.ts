import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../src/node/mermaid/renderer';

/** Debian's Chromium, headless, with the flags this sandbox needs (no background network). */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  // The sandbox is offline: every context answers the pages' analytics tag with an empty script
  // (a failed load would be a console error in every page).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.route(`${ANALYTICS_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* analytics tag stub */' }));
    return context;
  };
  return browser;
}

export const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com';

export interface ServedSite {
  origin: string;
  browser: Browser;
  /** The built site (a temporary folder, removed by close). */
  outDir: string;
  /** Opens a page of the site in `context` and waits until React has hydrated it. */
  open(context: BrowserContext, pathname: string): Promise<Page>;
  close(): Promise<void>;
}

/** How `serve` answers a site's URLs: its `trailingSlash` (sitegen's default, false, when not given). */
interface ServeOptions {
  trailingSlash?: boolean;
}

/** Builds a site into a temporary folder, serves it on 127.0.0.1 (random port) and launches Chromium. */
export async function buildAndServe(siteDir: string, tmpPrefix: string, serve: ServeOptions = { trailingSlash: false }): Promise<ServedSite> {
  const { buildSite } = await import('../../src/node/commands/build');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  await buildSite(siteDir, { outDir });
  return serveBuild(outDir, { serve });
}

/** Serves a built site on 127.0.0.1 (random port) and launches Chromium; `keep` leaves the build on close. */
export async function serveBuild(outDir: string, { keep = false, serve = { trailingSlash: false } }: { keep?: boolean; serve?: ServeOptions } = {}): Promise<ServedSite> {
  const { createStaticServer } = await import('../../src/node/commands/serve');
  const server = createStaticServer(outDir, '/', serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchChromium();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    browser,
    outDir,
    async open(context, pathname) {
      const page = await context.newPage();
      await page.goto(origin + pathname, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      return page;
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
      if (!keep) fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export interface DevSite {
  origin: string;
  browser: Browser;
  /** Closes the browser and stops the dev server. */
  close(): Promise<void>;
}

/** Starts the dev server (`start`) on `siteDir` at a random port on 127.0.0.1 and launches Chromium. */
export async function startDevSite(siteDir: string): Promise<DevSite> {
  const { startDevServer } = await import('../../src/node/commands/start');
  const server = await startDevServer(siteDir, { port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    browser,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
