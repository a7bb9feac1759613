import path from 'node:path';
import { inject } from 'vitest';
import { serveBuild, type ServedSite } from './browser';

export type { ServedSite };
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Serves the real site, built once by tests/browser/global-setup.ts, and starts Chromium. */
export function serveRealSite(): Promise<ServedSite> {
  return serveBuild(inject('realSiteOutDir'), { keep: true });
}
