/**
 * What a built page weighs: its HTML, the scripts it lists (its first-load JS) and the CSS it
 * links or inlines, raw and gzipped (level 9). Used by `npm run bench`; run alone after a build:
 * `npx tsx website/scripts/page-weight.ts <outDir> /docs/config /blog …`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { listedScripts } from '../tests/helpers/fixture';

export interface PageWeight {
  route: string;
  htmlBytes: number;
  htmlGzip: number;
  jsBytes: number;
  jsGzip: number;
  cssBytes: number;
  cssGzip: number;
  /** CSS the page carries inlined (counted in its HTML too). */
  inlineCssBytes: number;
}

const gzip = (b: Buffer) => zlib.gzipSync(b, { level: 9 }).length;
const sum = (list: Buffer[], f: (b: Buffer) => number) => list.reduce((n, b) => n + f(b), 0);

/** The page file of a route: `x.html`, else `x/index.html` (trailingSlash left out or true). */
function pageFile(outDir: string, route: string): string {
  if (route === '/') return path.join(outDir, 'index.html');
  const flat = path.join(outDir, `${route.replace(/^\/|\/$/g, '')}.html`);
  return fs.existsSync(flat) && !route.endsWith('/') ? flat : path.join(outDir, route.replace(/^\//, ''), 'index.html');
}

export function pageWeight(outDir: string, route: string): PageWeight {
  const html = fs.readFileSync(pageFile(outDir, route));
  const read = (src: string) => fs.readFileSync(path.join(outDir, src.replace(/^\//, '')));
  const js = listedScripts(html.toString()).map(read);
  const css = [...html.toString().matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => read(m[1] ?? ''));
  return {
    route,
    htmlBytes: html.length,
    htmlGzip: gzip(html),
    jsBytes: sum(js, (b) => b.length),
    jsGzip: sum(js, gzip),
    cssBytes: sum(css, (b) => b.length),
    cssGzip: sum(css, gzip),
    inlineCssBytes: [...html.toString().matchAll(/<style data-href="[^"]*">([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ''), 0),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [outDir = 'build', ...routes] = process.argv.slice(2);
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log('| route | HTML gz KB | first-load JS KB | JS gz KB | CSS gz KB |\n|---|---|---|---|---|');
  for (const route of routes.length > 0 ? routes : ['/']) {
    const w = pageWeight(path.resolve(outDir), route);
    console.log(`| ${route} | ${kb(w.htmlGzip)} | ${kb(w.jsBytes)} | ${kb(w.jsGzip)} | ${kb(w.cssGzip)} |`);
  }
}
