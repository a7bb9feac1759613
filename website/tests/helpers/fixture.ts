import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

/** A throwaway copy of a fixture site of this site's tests (beside it, so it finds this site's packages). */
export function copyFixture(name: string): { siteDir: string; outDir: string; cleanup: () => void } {
  const siteDir = fs.mkdtempSync(path.join(FIXTURES, `.tmp-${name}-`));
  fs.cpSync(path.join(FIXTURES, name), siteDir, { recursive: true, filter: (src) => !/[/\\](\.sitegen|build)$/.test(src) });
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-out-`));
  return {
    siteDir,
    outDir,
    cleanup: () => {
      fs.rmSync(siteDir, { recursive: true, force: true });
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The HTML file a build wrote for a route (`/` → index.html, `/docs/a` → docs/a.html). */
export function readPage(outDir: string, route: string): string {
  return fs.readFileSync(path.join(outDir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`), 'utf8');
}

/** The script files a pre-rendered page lists for its loader, in order (main first). */
export function listedScripts(html: string): string[] {
  const json = /<script id="__sitegen_scripts" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as string[]) : [];
}

/** The script files of a pre-rendered page's deferred content (named in its inline route data), as site paths. */
export function contentScripts(html: string): string[] {
  const json = /<script id="__sitegen_route" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  const data = JSON.parse(json) as { files?: { javascript?: Record<string, string> } };
  return Object.values(data.files?.javascript ?? {}).map((file) => `/${file}`);
}
