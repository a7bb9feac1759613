import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../src/node/commands/build';
import { createStaticServer } from '../../src/node/commands/serve';
import { launchChromium } from './browser';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServedSite {
  /** `http://127.0.0.1:PORT` of the static server. */
  origin: string;
  browser: Browser;
  /** Closes the browser and the server and removes the build. */
  close: () => Promise<void>;
}

/** Builds the real site into a temporary folder, serves it as `serve` does and starts Chromium. */
export async function serveRealSite(name: string): Promise<ServedSite> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-site-`));
  await buildSite(REPO_ROOT, { outDir });
  const server = createStaticServer(outDir, '/');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchChromium();
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    browser,
    close: async () => {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
