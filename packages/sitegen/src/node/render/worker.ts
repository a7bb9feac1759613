import os from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import pageAnalyzers, { fingerprint as analyzersFingerprint } from '@generated/page-analyzers';
import type { RenderResult } from '../../client/entry.server';
import type { BatchChunkRefs, ChunkFileMaps, InlineRouteData, RouteChunkFiles, RouteMeta } from '../../shared/types';
import { compositionKey, pageAssets, type RenderModules } from './page-assets';
import { cacheKey } from '../utils/build-cache';
import { openPackedCache } from '../utils/packed-cache';
import { pageAnalysis, type PageAnalysis } from './page-analysis';
import { routeToHtmlFile } from '../utils/paths';
import { applyTrailingSlash } from '../../shared/paths';
import { withBaseUrl } from '../../client/exports/useBaseUrl';
import { createPageStyles } from './page-styles';
import { extractLinksAndIds, mergeHeadMetadata, renderPage, vendorsUsed, type PageHtmlInput } from './html';
import { keepPage, openKeptPages, takeKeptPage, type KeptHtml } from './kept-pages';
import { linksToCheck } from '../links/check';
import { htmlKey } from './render-keys';
import { closeMoveLogs, useJournal, type OutputJournal } from '../utils/output-journal';

export interface WorkerInput {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  /** The site's `trailingSlash`: where each page's file goes and its canonical URL. */
  trailingSlash: boolean | undefined;
  page: Omit<PageHtmlInput, 'title' | 'meta' | 'canonicalUrl' | 'styles' | 'scripts' | 'appHtml' | 'headTags' | 'siteMetadata'>;
  entryFiles: string[];
  chunkFiles: Record<string, string[]>;
  /** Files of deferred content chunk groups, by group name and chunk id (as JSON: see ClientManifest). */
  contentFiles: Record<string, string>;
  metaByPath: Record<string, RouteMeta>;
  /** Webpack module and chunk ids of the registry's modules, by key (see InlineRouteData). */
  moduleRefs: InlineRouteData['refs'];
  /** Each route's render key (see render-keys.ts), when the render bundle was just built. */
  renderKeys?: Record<string, string>;
  /** Where React renders are kept between builds, by render key, with their page's analysis. */
  renderCacheDir: string;
  /** Where composed pages are kept between builds, by page key. */
  pageCacheDir: string;
  /** The journal of the output folder, when it is updated in place (see output-journal.ts). */
  outputJournal?: OutputJournal;
}

/** The part of the input known once the pre-render bundle is made, before the client bundle: enough for React renders. */
export type EarlyWorkerInput = Omit<WorkerInput, 'entryFiles' | 'chunkFiles' | 'contentFiles' | 'moduleRefs'>;

export interface PageResult extends PageAnalysis {
  path: string;
  file: string;
  links: string[];
  ids: string[];
  /** Vendored packages the page loads in the browser (see vendorsUsed). */
  vendors: string[];
  bytes: number;
  /** Other files the render wrote for the page (its combined stylesheet). */
  written?: string[];
  /** Names the kept copy of the page (see kept-pages.ts). */
  pageKey?: string;
  /** What the next build needs to take this page as it is (render/reuse.ts); only for pages with a render key. */
  reuse?: PageReuse;
}

/** A page's render key, the key of the rest it is composed of (see page-assets.ts) with the render's modules and chunks, and its kept file as placed. */
export interface PageReuse extends RenderModules {
  renderKey: string;
  composedFrom: string;
  html: KeptHtml;
}

function withReuse(page: PageResult, reuse: PageReuse | undefined): PageResult {
  const { reuse: _, ...rest } = page;
  return reuse ? { ...rest, reuse } : rest;
}

/** Handed over by the worker's entry (worker-entry.mjs), which started before this bundle was made; the client bundle's part may come later. */
const input = (globalThis as Record<symbol, unknown>)[Symbol.for('sitegen.render-input')] as WorkerInput;
if (input.outputJournal) useJournal(input.outputJournal);
const pageStyles = createPageStyles({ outDir: input.outDir, baseUrl: input.baseUrl });

/** Renders and writes one route's HTML file (the 404 page when path is '/404'). */
async function renderRoute(routePath: string): Promise<PageResult> {
  const early = prerendered.get(routePath);
  prerendered.delete(routePath);
  const { render: result, analysis: previousAnalysis, keep, appHtml } = await (early ?? renderOrTakeKept(routePath));
  const shape = { moduleKeys: result.moduleKeys, chunkNames: result.chunkNames };
  const assets = pageAssets(input, shape);
  const { files, refs, inline, groups } = assets;
  // Read from the groups' JSON only for a page composed (not one kept whole, which its key tells).
  const contentFilesOf = () => {
    const contentFiles: ChunkFileMaps & BatchChunkRefs = { javascript: {}, 'css/mini-extract': {} };
    for (const [, json] of groups) {
      const group = JSON.parse(json) as RouteChunkFiles;
      // Scripts the page lists have run: webpack's runtime needs only the others' names (but every style's).
      for (const [id, f] of Object.entries(group.javascript ?? {})) if (!files.includes(f)) contentFiles.javascript[id] = f;
      Object.assign(contentFiles['css/mini-extract'], group['css/mini-extract']);
      // A batched build's: the main bundle's chunks the content's chunks need first.
      if (group.deps && Object.keys(group.deps).length > 0) Object.assign((contentFiles.deps ??= {}), group.deps);
    }
    return contentFiles;
  };
  const url = (f: string) => input.baseUrl + f;
  const routeMeta = input.metaByPath[routePath] ?? { title: 'Page Not Found', noIndex: true };
  // Component pages set their title and description with <Head>; fold them into the route's.
  const { title, meta, headTags } = mergeHeadMetadata(result.title, routeMeta, result.headTags.filter((tag) => !tag.site));
  const siteMetadata = result.headTags.filter((tag) => tag.site);
  const layout = { trailingSlash: input.trailingSlash, baseUrl: input.baseUrl };
  // Docusaurus's SiteMetadata: the site URL and the page's path with base URL and trailing slash.
  const canonicalPath = meta.canonicalPath ?? meta.permalink ?? routePath;
  // The 404 page's is its file's, as Docusaurus's (its route is `/404.html`; with `trailingSlash: true`
  // Docusaurus writes `/404.html/`, and so does this).
  const canonicalUrl = input.siteUrl + applyTrailingSlash(withBaseUrl(input.baseUrl, routePath === '/404' ? '/404.html' : canonicalPath), layout);
  const file = path.join(input.outDir, routePath === '/404' ? '404.html' : routeToHtmlFile(routePath, layout));
  // Everything the page's HTML is made of: its render (its key), what this build adds around it
  // (its composition, see page-assets.ts) and its canonical URL (of both).
  const renderKey = input.renderKeys?.[routePath];
  const composedFrom = renderKey === undefined ? undefined : compositionKey(input, routePath, assets);
  const pageKey = renderKey === undefined || composedFrom === undefined ? undefined : cacheKey(renderKey, analyzersFingerprint, composedFrom, canonicalUrl);
  // What the next build needs to take the page as it is, on its main thread (see render/reuse.ts).
  const reuseWith = (html: PageReuse['html']): PageReuse | undefined => (renderKey === undefined || composedFrom === undefined ? undefined : { renderKey, composedFrom, ...shape, html });
  const kept = pageKey === undefined ? undefined : takeKeptPage(pageCache, input.outDir, pageKey, file);
  if (kept) {
    if (kept.page.analysisKey !== previousAnalysis?.analysisKey) keep?.({ data: kept.page.data, analysisKey: kept.page.analysisKey });
    return withReuse(kept.page, reuseWith(kept.html));
  }
  const contentFiles = contentFilesOf();
  const hasContent = Object.keys(contentFiles.javascript).length > 0;
  const { html, written } = pageStyles(
    files.filter((f) => f.endsWith('.css')),
    (styles) =>
      renderPage({
        ...input.page,
        title,
        meta,
        canonicalUrl,
        styles,
        scripts: files.filter((f) => f.endsWith('.js')).map(url),
        appHtml: appHtml(),
        headTags,
        siteMetadata,
        routeData: inline ? JSON.stringify({ ...result.route, refs, ...(hasContent ? { files: contentFiles } : {}) } satisfies InlineRouteData) : undefined,
      }),
  );
  // Without a render key (the render bundle was reused) the page is kept by its content, for the
  // next build that reuses every page (render/reuse.ts).
  const keptAs = pageKey ?? cacheKey('page content', html);
  const analysis = analyzePage({ path: routePath, url: input.siteUrl + routePath, html }, previousAnalysis);
  if (analysis !== previousAnalysis) keep?.(analysis);
  const page: PageResult = { path: routePath, file, bytes: Buffer.byteLength(html), ...(written ? { written } : {}), ...withCollectedLinks(extractLinksAndIds(html), result), vendors: vendorsUsed(html), ...analysis, pageKey: keptAs };
  const keptHtml = keepPage(pageCache, input.outDir, keptAs, html, page);
  return withReuse(page, reuseWith(keptHtml));
}

/** The page's links and ids, with the links and anchors its components collected (`useBrokenLinks()`, as Docusaurus's checker takes them). */
function withCollectedLinks(found: { links: string[]; ids: string[] }, result: RenderShape): { links: string[]; ids: string[] } {
  return { links: [...linksToCheck(found.links, result), ...(result.collectedLinks ?? [])], ids: [...found.ids, ...(result.collectedAnchors ?? [])] };
}

/** Composed pages kept from one build to the next (see kept-pages.ts). */
const pageCache = openKeptPages(input.pageCacheDir, { keepOpen: true });

const renderCache = openPackedCache(input.renderCacheDir, { keepOpen: true });

/** A route's React render, but its markup: what a page kept whole needs of it (its page key's inputs, see renderRoute). */
type RenderShape = Omit<RenderResult, 'appHtml'>;

/**
 * A route's React render kept by its render key, with the analysis of the page last composed from
 * it. Its markup is kept apart, under `htmlKey(key)`: read only when the page is composed again,
 * not for each page a rebuild keeps whole (tens of kilobytes a page to read and parse).
 */
interface KeptRender {
  render: RenderShape & { appHtml?: string };
  analysis?: PageAnalysis;
}

/**
 * The route's React render, or the previous build's when its render key is the same; with the
 * analysis kept beside it, and `keep` to keep the render with a new analysis (absent without a key).
 */
async function renderOrTakeKept(routePath: string): Promise<{ render: RenderShape; appHtml: () => string; analysis?: PageAnalysis; keep?: (analysis: PageAnalysis) => void }> {
  const key = input.renderKeys?.[routePath];
  const keepWith = (render: RenderShape) => (key === undefined ? undefined : (analysis: PageAnalysis) => renderCache.write(key, JSON.stringify({ render, analysis } satisfies KeptRender)));
  const text = key === undefined ? undefined : renderCache.readText(key);
  const kept = text === undefined ? undefined : (JSON.parse(text) as Partial<KeptRender>);
  const keptHtml = () => kept?.render?.appHtml ?? (key === undefined ? undefined : renderCache.readText(htmlKey(key)));
  if (kept?.render && (kept.render.appHtml !== undefined || renderCache.has(htmlKey(key!)))) {
    const { appHtml: _, ...render } = kept.render;
    return { render, appHtml: () => keptHtml() ?? '', analysis: kept.analysis, keep: keepWith(render) };
  }
  // Loaded on the first render: React and every page's content are most of the render bundle, and
  // a rebuild after one edit renders one page (the others' markup is kept).
  const { render } = await import('../../client/entry.server');
  reactRenders += 1;
  const { appHtml, ...result } = await render(routePath, input.metaByPath[routePath]?.permalink);
  if (key !== undefined) renderCache.write(htmlKey(key), appHtml);
  return { render: result, appHtml: () => appHtml, keep: keepWith(result) };
}

/** Pages this worker rendered with React (not taken kept): what a worker grows by (see RENDERS_BEFORE_REPLACED). */
let reactRenders = 0;

const analyzePage = pageAnalysis(pageAnalyzers, analyzersFingerprint);

/**
 * React renders made before the client bundle was done (see RenderPool.prepare), taken by
 * renderRoute. A failed one fails there, where the error is reported with its page.
 */
const prerendered = new Map<string, ReturnType<typeof renderOrTakeKept>>();

/**
 * Background renders held until the render asks for them: each holds its page's markup (30-50 KB),
 * so a large site's would otherwise hold most of the site in memory while the client bundle is
 * made. The pages past it are rendered with the others.
 */
const MAX_BACKGROUND_HELD = 1000;

/** The nice value of background renders (see RenderPool.prepare): the bundler, which the build waits for, keeps the CPU first. */
const BACKGROUND_NICE = 10;

/**
 * Sets this thread's scheduling priority. Back at 0 for the render itself only where allowed
 * (raising a priority may need privileges); otherwise the pool gives this worker's pages to the
 * others when they run out. On Linux a thread's nice value is its own (setpriority of "0" is the
 * calling thread); elsewhere it would be the whole process's, so it is left alone.
 */
function setThreadPriority(nice: number): void {
  if (process.platform !== 'linux') return;
  try {
    os.setPriority(0, nice);
  } catch {
    // Not allowed: left as it is.
  }
}

/** Batches are rendered one after the other, in the order they came (the pool sends the next one early). */
let batches = Promise.resolve();
/** Called by the worker's entry (worker-entry.mjs) before the pool stops it: what it kept goes to disk, one pack per cache (see packed-cache.ts). */
(globalThis as Record<symbol, unknown>)[Symbol.for('sitegen.render-save')] = () =>
  batches.then(() => {
    renderCache.save();
    pageCache.meta.save();
    renderCache.close();
    pageCache.meta.close();
    closeMoveLogs();
  });

/** Set when the pool asks a cold build's background pre-render to stop (see RenderPool.prepare). */
let stopBackground = false;

parentPort?.on('message', (message: { id: number; paths?: string[]; prerender?: string[]; background?: boolean; stopPrerender?: boolean }) => {
  if (message.stopPrerender) {
    stopBackground = true;
    setThreadPriority(0);
    // The renders started so far, the one under way included: the pool sends them here.
    parentPort?.postMessage({ prerendered: [...prerendered.keys()] });
    return;
  }
  if (message.prerender) {
    const paths = message.prerender;
    const background = message.background === true;
    if (background) setThreadPriority(BACKGROUND_NICE);
    batches = batches.then(async () => {
      for (const p of paths) {
        if (background && (stopBackground || prerendered.size >= MAX_BACKGROUND_HELD)) break;
        const render = renderOrTakeKept(p);
        prerendered.set(p, render);
        await render.catch(() => undefined);
        // Lets the pool's stop through between pages.
        if (background) await new Promise((resolve) => setImmediate(resolve));
      }
    });
    return;
  }
  // The renderer's input (for worker-entry.mjs) comes this way too.
  if (!message.paths) return;
  const paths = message.paths;
  batches = batches.then(async () => {
    try {
      const results: PageResult[] = [];
      for (const p of paths) results.push(await renderRoute(p));
      parentPort?.postMessage({ id: message.id, results, reactRenders });
    } catch (error) {
      parentPort?.postMessage({ id: message.id, error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) });
    }
  });
});
