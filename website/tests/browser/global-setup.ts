/**
 * Builds the real site once for every browser test file (a full build takes tens of seconds);
 * each file serves the shared output with `serveRealSite()`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from 'sitegen';

declare module 'vitest' {
  export interface ProvidedContext {
    realSiteOutDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-site-'));
  await buildSite(path.resolve(import.meta.dirname, '../..'), { outDir });
  project.provide('realSiteOutDir', outDir);
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
