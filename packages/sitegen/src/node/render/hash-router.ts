/**
 * The page of a build with `future.experimental_router: 'hash'`, as Docusaurus 3.10 writes it
 * (ssgExecutor's generateHashRouterEntrypoint, renderHashRouterTemplate): one `index.html`, with no
 * pre-rendered content (the app renders the route the location's hash names, client/boot.tsx) and
 * its scripts, stylesheets and other files named relative to it (`./assets/…`, htmlTags.js's
 * hashRouterAbsoluteToRelativeTagAttribute), so the folder can be opened from files or served
 * under any path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeToHtmlFile } from '../utils/paths';
import { clearForWrite } from '../utils/output-journal';

/** The route whose page is the entry: the home page, else the 404 page (a site without one). */
export function hashRouterEntryPath(routePaths: readonly string[], baseUrl: string): string {
  return routePaths.includes(baseUrl) ? baseUrl : '/404';
}

const CONTAINER = /<div id="(?:__site|__docusaurus)"[^>]*>/;

/** The entry page's HTML: the app's container emptied, the site's own URLs (below the base URL) made relative. */
export function hashRouterPage(html: string, baseUrl: string): string {
  const open = CONTAINER.exec(html);
  let page = html;
  if (open) {
    const start = open.index + open[0].length;
    const end = page.lastIndexOf('</div>', page.lastIndexOf('</body>'));
    if (end >= start) page = page.slice(0, start) + page.slice(end);
  }
  const base = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Attributes (`src`, `href`, `data-href`) and the script list's JSON strings.
  return page.replace(new RegExp(`(\\b(?:src|href)=")${base}(?!/)`, 'g'), '$1./').replace(new RegExp(`("${base})(assets/)`, 'g'), '"./$2');
}

/** Writes `index.html` from the entry route's page, and removes the pages the hash router has no use for. */
export function writeHashRouterEntry(outDir: string, entryPath: string, options: { baseUrl: string; trailingSlash: boolean | undefined }): void {
  const written = path.join(outDir, entryPath === '/404' ? '404.html' : routeToHtmlFile(entryPath, options));
  const html = fs.readFileSync(written, 'utf8');
  // Not written through: the page is a link to its kept copy (and may be the previous output's, see output-journal.ts).
  clearForWrite(written);
  clearForWrite(path.join(outDir, 'index.html'));
  fs.writeFileSync(path.join(outDir, 'index.html'), hashRouterPage(html, options.baseUrl));
}
