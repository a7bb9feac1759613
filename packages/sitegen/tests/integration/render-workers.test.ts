/**
 * A render worker keeps every page module it loaded, so on a large site a fresh worker takes a
 * worker's place after RENDERS_BEFORE_REPLACED pages (render/pool.ts). Here that number is made
 * small (SITEGEN_RENDERS_PER_WORKER, read when the pool's module loads) so a small site replaces
 * its workers, and every page must still be written whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, read } from '../helpers/fixture';

describe('render workers replaced during the render', () => {
  const fixture = copyFixture('basic');
  afterAll(() => fixture.cleanup());

  it('renders every page when workers are replaced every few pages', async () => {
    process.env.SITEGEN_RENDERS_PER_WORKER = '7';
    try {
      const { replacedWorkers } = await import('../../src/node/render/pool');
      const { buildSite } = await import('../../src/node/commands/build');
      const before = replacedWorkers.count;
      const result = await buildSite(fixture.siteDir, { outDir: fixture.outDir });
      expect(replacedWorkers.count - before).toBeGreaterThan(0);
      // Every route's page is there, with its content.
      for (const page of result.pages) expect(fs.existsSync(page.file), page.path).toBe(true);
      expect(result.pages.length).toBe(result.routes.length + 1);
      expect(read(fixture.outDir, 'docs/intro.html')).toContain('<h1');
      expect(new Set(result.pages.map((page) => page.path)).size).toBe(result.pages.length);
      expect(result.pages.every((page) => path.isAbsolute(page.file))).toBe(true);
    } finally {
      delete process.env.SITEGEN_RENDERS_PER_WORKER;
    }
  }, 180_000);
});
