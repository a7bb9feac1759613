/**
 * The real site built twice into one folder (sitegen's commands/output-dir.ts): the second build,
 * with nothing changed, updates the first's output in place. Its plugins' files (llms-txt's
 * Markdown copies, placed while the pages render, and static-host's compressed copies of them)
 * and a file no build makes are as a folder emptied first would have them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from 'sitegen';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** Every file of a folder with a hash of its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
  return new Map(files.map((f) => [f, crypto.createHash('sha1').update(fs.readFileSync(path.join(dir, f))).digest('hex')]));
}

describe('the real site built again into the same folder', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-site-again-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('has the same files with the same bytes, its plugins’ copies included, and none the build did not make', async () => {
    await buildSite(siteDir, { outDir });
    const first = snapshot(outDir);
    expect([...first.keys()].filter((f) => f.endsWith('.md')).length).toBeGreaterThan(50);
    fs.writeFileSync(path.join(outDir, 'not-from-the-build.txt'), 'stray');
    await buildSite(siteDir, { outDir });
    expect(snapshot(outDir)).toEqual(first);
  }, 300_000);
});
