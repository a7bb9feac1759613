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
  const files = [...input.entryFiles];
  // With the ids of all its modules the page hydrates without the route table (loaded later).
  const refs = Object.fromEntries(moduleKeys.flatMap((key) => (input.moduleRefs[key] ? [[key, input.moduleRefs[key]]] : [])));
  const inline = Object.keys(refs).length === moduleKeys.length;
  for (const name of [...(inline ? [] : ['registry']), ...chunkNames]) for (const f of input.chunkFiles[name] ?? []) if (!files.includes(f)) files.push(f);
  // Deferred content: its styles are the page's (the server HTML shows it), its scripts load later.
  const groups = chunkNames.map(contentChunkName).flatMap((name) => (input.contentFiles[name] ? [[name, input.contentFiles[name]] as const] : []));
  for (const [name] of groups) for (const f of input.chunkFiles[name] ?? []) if (f.endsWith('.css') && !files.includes(f)) files.push(f);
  return { files, refs, inline, groups };
}

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
  return cacheKey(site, JSON.stringify([assets.files, assets.refs, assets.inline, assets.groups.map(([, json]) => json), input.metaByPath[routePath] ?? null]));
}
