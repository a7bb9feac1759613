/**
 * What a page's HTML takes from the browser bundle besides its React render: its scripts and
 * stylesheets, its modules' ids and its deferred content's files, read from the bundle's manifest
 * by the modules and chunks the render used. One function for the render worker, which composes
 * the page from it, and for the main thread, which tells from it whether a page of the previous
 * build is still what this build would compose (render/reuse.ts).
 */
import { contentChunkName } from '../bundle/content-chunk-name';
import { cacheKey } from '../utils/build-cache';
import type { InlineRouteData } from '../../shared/types';
import type { WorkerInput } from './worker';

/** The modules and chunks a route's React render used (RenderResult's). */
export interface RenderModules {
  moduleKeys: string[];
  chunkNames: string[];
}

export interface PageAssets {
  /** The scripts and stylesheets the page lists, in order. */
  files: string[];
  /** Ids of the page's modules (see InlineRouteData). */
  refs: InlineRouteData['refs'];
  /** Whether the page hydrates from its inlined route data (every module has its ids), without the route table. */
  inline: boolean;
  /** The deferred content groups of its chunks: name, and the group's files as JSON (see ClientManifest). */
  groups: Array<readonly [string, string]>;
}

export type ManifestInput = Pick<WorkerInput, 'entryFiles' | 'chunkFiles' | 'contentFiles' | 'moduleRefs'>;

export function pageAssets(input: ManifestInput, { moduleKeys, chunkNames }: RenderModules): PageAssets {
  // Loops, not arrays made and spread: the main thread runs this for each of a large site's
  // pages on every rebuild (render/reuse.ts).
  const files = input.entryFiles.slice();
  const add = (name: string, test?: (file: string) => boolean) => {
    const chunk = input.chunkFiles[name];
    if (chunk) for (const f of chunk) if ((!test || test(f)) && !files.includes(f)) files.push(f);
  };
  // With the ids of all its modules the page hydrates without the route table (loaded later).
  const refs: InlineRouteData['refs'] = {};
  for (const key of moduleKeys) {
    const ref = input.moduleRefs[key];
    if (ref) refs[key] = ref;
  }
  // (A key listed twice counts twice, as it always has: such a page loads the route table.)
  const inline = Object.keys(refs).length === moduleKeys.length;
  if (!inline) add('registry');
  for (const name of chunkNames) add(name);
  // Deferred content: its styles are the page's (the server HTML shows it), its scripts load later.
  const groups: Array<readonly [string, string]> = [];
  for (const chunkName of chunkNames) {
    const name = contentChunkName(chunkName);
    const json = input.contentFiles[name];
    if (json) groups.push([name, json]);
  }
  for (const [name] of groups) add(name, isStylesheet);
  return { files, refs, inline, groups };
}

const isStylesheet = (file: string) => file.endsWith('.css');

/** The part of compositionKey every page shares, made once per input (hashed for each of 10,000 pages, the site's head tags took a fifth of a rebuild's render). */
const siteParts = new WeakMap<object, string>();

/**
 * A key for everything a page's HTML is made of but its React render (which its render key
 * names): its assets, its route's metadata, the site's page settings. A page with the same render
 * key and composition key as in the previous build is the same page.
 */
export function compositionKey(input: Pick<WorkerInput, 'page' | 'baseUrl' | 'siteUrl' | 'trailingSlash' | 'metaByPath'>, routePath: string, assets: PageAssets): string {
  let site = siteParts.get(input);
  if (site === undefined) {
    site = cacheKey(JSON.stringify([input.page, input.baseUrl, input.siteUrl, input.trailingSlash ?? null]));
    siteParts.set(input, site);
  }
  // The groups' files are JSON already: hashed as they are, not quoted again inside more JSON.
  return cacheKey(site, JSON.stringify([assets.files, assets.refs, assets.inline, input.metaByPath[routePath] ?? null]), ...assets.groups.map(([, json]) => json));
}
