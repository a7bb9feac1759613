import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepPage, openKeptPages, pruneKeptPages, takeKeptPage } from '../../../src/node/render/kept-pages';
import type { PageResult } from '../../../src/node/render/worker';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-pages-'));
const cacheDir = path.join(root, 'cache', 'pages');
const sheet = 'assets/css/page.0123456789ab.css';
const css = '.markdown{color:red}'.repeat(500);

/** A page as the render makes it: its HTML file, and the combined stylesheet it links. */
function composed(outDir: string, route: string): PageResult {
  fs.mkdirSync(path.join(outDir, 'assets/css'), { recursive: true });
  fs.writeFileSync(path.join(outDir, sheet), css);
  return { path: route, file: path.join(outDir, `${route.slice(1)}.html`), links: [], ids: [], vendors: [], bytes: 10, data: {}, analysisKey: 'a', written: [path.join(outDir, sheet)], pageKey: `key-${route.slice(1)}` };
}

describe('kept pages', () => {
  it("keep a combined stylesheet once, not in each page's record, and put it back in a new output folder", async () => {
    const first = path.join(root, 'build-1');
    const pages = ['/a', '/b', '/c'].map((route) => composed(first, route));
    const cache = openKeptPages(cacheDir);
    for (const page of pages) await keepPage(cache, first, page.pageKey!, `<html>${page.path}</html>`, page);
    cache.meta.save();
    // What is kept of each page names the sheet; its CSS is kept once.
    const packs = fs.readdirSync(`${cacheDir}-meta`).map((name) => fs.readFileSync(path.join(`${cacheDir}-meta`, name), 'utf8')).join('');
    expect(packs).toContain(sheet);
    expect(packs).not.toContain('.markdown{color:red}');
    expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith('.css'))).toHaveLength(1);

    // The next build writes into an empty folder: the page and its sheet come back.
    const second = path.join(root, 'build-2');
    const reopened = openKeptPages(cacheDir);
    const taken = takeKeptPage(reopened, second, 'key-b', path.join(second, 'b.html'))?.page;
    expect(taken?.written).toEqual([path.join(second, sheet)]);
    expect(fs.readFileSync(path.join(second, 'b.html'), 'utf8')).toBe('<html>/b</html>');
    // The page in the output is the kept file (its stat is what the next build checks, see render/reuse.ts).
    expect(takeKeptPage(reopened, second, 'key-b', path.join(second, 'b.html'))?.html.ino).toBe(fs.statSync(path.join(second, 'b.html')).ino);
    expect(fs.readFileSync(path.join(second, sheet), 'utf8')).toBe(css);

    // Pruning keeps the sheets the build's pages link, and drops the others.
    pruneKeptPages(cacheDir, [taken!]);
    expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith('.css'))).toHaveLength(1);
    pruneKeptPages(cacheDir, [{ ...taken!, written: undefined }]);
    expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith('.css'))).toHaveLength(0);
    // A page whose sheet is gone from the cache (and the output) is composed again.
    const third = path.join(root, 'build-3');
    expect(takeKeptPage(openKeptPages(cacheDir), third, 'key-b', path.join(third, 'b.html'))).toBeUndefined();
  });
});
