/**
 * What a docs page loads first does not grow with the site (issue 38): the same page of a
 * generated site (scripts/make-site.ts) built at 30 and at 300 pages lists scripts and inlines
 * route data of about the same size. The route table, the chunk names of every page and the
 * whole sidebar load on demand; what grows with the site, if anything, is a few bytes per
 * category of the page's sidebar view.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite } from '../../scripts/make-site';
import { buildSite } from '../../src/node/commands/build';
import { FIXTURES, contentScripts, listedScripts, read } from '../helpers/fixture';

const PAGE = 'docs/category-1/page-2/index.html';
/** gzip bytes two sites' first loads may differ by: ten times the page count gives ten more sidebar categories. */
const BOUND = 512;

interface FirstLoad {
  /** gzip bytes of each script the page lists or its deferred content loads, by file with its hash left out. */
  scripts: Map<string, number>;
  /** gzip bytes of the route data the page inlines. */
  inlineRoute: number;
  total: number;
}

const gzipSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;

function firstLoad(outDir: string): FirstLoad {
  const html = read(outDir, PAGE);
  const scripts = new Map<string, number>();
  for (const src of [...listedScripts(html), ...contentScripts(html)]) scripts.set(src, gzipSize(fs.readFileSync(path.join(outDir, src))));
  const inlineRoute = gzipSize(/<script id="__sitegen_route" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '');
  return { scripts, inlineRoute, total: [...scripts.values()].reduce((a, b) => a + b, inlineRoute) };
}

async function buildGenerated(pages: number): Promise<{ outDir: string; siteDir: string }> {
  // Inside the repository, for the pre-render bundle to resolve React from its node_modules.
  const siteDir = fs.mkdtempSync(path.join(FIXTURES, `.tmp-scale-${pages}-`));
  makeSite({ pages, out: siteDir });
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `scale-${pages}-out-`));
  await buildSite(siteDir, { outDir });
  return { outDir, siteDir };
}

describe('first load of a docs page at 30 and 300 pages', () => {
  const dirs: string[] = [];
  let small: FirstLoad;
  let large: FirstLoad;

  beforeAll(async () => {
    const built = [await buildGenerated(30), await buildGenerated(300)];
    for (const { outDir, siteDir } of built) dirs.push(outDir, siteDir);
    [small, large] = built.map(({ outDir }) => firstLoad(outDir)) as [FirstLoad, FirstLoad];
  }, 240_000);

  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists the same number of scripts, of about the same size in all', () => {
    expect(large.scripts.size).toBe(small.scripts.size);
    expect(small.total).toBeGreaterThan(10_000);
    expect(Math.abs(large.total - small.total)).toBeLessThan(BOUND);
  });

  it('has a main bundle that does not grow with the page count (no map of every page’s chunks in it)', () => {
    const main = (load: FirstLoad) => [...load.scripts].find(([src]) => /\/main\.[^/]*\.js$/.test(src))?.[1] ?? 0;
    expect(main(small)).toBeGreaterThan(0);
    // A map of every page's chunks would add several KB at 300 pages; the few bytes main does differ
    // by come from its ids and hashes (67 B in one CI run, under 64 B in others).
    expect(Math.abs(main(large) - main(small))).toBeLessThan(256);
  });

  it('inlines route data of the same size', () => {
    expect(Math.abs(large.inlineRoute - small.inlineRoute)).toBeLessThan(32);
  });
});
