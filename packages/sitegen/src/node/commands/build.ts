import fs from 'node:fs';
import path from 'node:path';
import { buildServerBundle, type ServerBuild } from '../bundle/server';
import { createMdxService, warnDiagrams } from '../bundle/mdx-service';
import { startMdxCompileThread } from '../mdx/compile-thread';
import { createMermaidRenderer, diagramSourcesIn } from '../mermaid/renderer';
import { fileFacts } from '../utils/file-facts';
import { nearestLockFile, workDir } from '../utils/paths';
import { bundleReportFile, createClientConfig, runClientBuild, type ClientBuildOptions, type ClientManifest } from '../bundle/client';
import { batchRoutesFor, buildBatchedClient } from '../bundle/batches';
import { buildBatchedServer, serverBatchFile } from '../bundle/server-batches';
import { joinSnapshots, openPartStore } from '../bundle/batch-records';
import { loadBundler } from '../bundle/bundler';
import { openBundleStore, snapshotInputs, type InputSnapshot } from '../bundle/reuse';
import { beginSourceStats, endSourceStats, settleSourceStats } from '../utils/source-stats';
import { cacheKey } from '../utils/build-cache';
import type { MdxService } from '../bundle/mdx-service';
import { generatorFingerprint, siteAliases } from '../bundle/aliases';
import { filesFingerprint, linkFiles, listNames, removeInBackground } from '../utils/fs';
import { clearForWrite, journalListed, journalOf, notePlaced, settleOutput } from '../utils/output-journal';
import type { LoadedSite } from '../plugins/host';
import type { Plugin, PostBuildProps } from '../plugins/types';
import { copyVendorFiles } from '../bundle/vendor';
import { generateModules, renderedRouteMeta, type RouteModule } from '../generate/index';
import { findBrokenLinks, formatBrokenLinks } from '../links/check';
import { docusaurusRoutes, loadSite, pluginContent } from '../plugins/host';
import { startRenderPool, type RenderPool } from '../render/pool';
import { collectGarbage } from '../utils/gc';
import { checkOutputFolder, takeOutputFolder, type OutputFolder } from './output-dir';
import type { EarlyWorkerInput, PageResult, WorkerInput } from '../render/worker';
import { htmlKey } from '../render/render-keys';
import { pruneKeptPages } from '../render/kept-pages';
import { compactPacks, openPackedCache, type PackedCache } from '../utils/packed-cache';
import { renderOrReuse } from '../render/reuse';
import { renderKeys } from '../render/render-keys';
import { siteHeadTags } from '../render/html';
import { loadConfig } from '../config/load';
import { localeConfigOf, localeOutSubdir, localeWorkDir, orderLocales, pageLocale } from '../i18n/locales';
import { clearSourceTrees } from '../mdx/source-trees';
import { withBaseUrl } from '../../client/exports/useBaseUrl';
import { routePermalink } from '../../shared/paths';
import type { InlineRouteData } from '../../shared/types';
import { siteReact } from '../site-react';
import { settleAll } from '../utils/settle';
import { usesHashRouter } from '../../shared/router';
import { hashRouterEntryPath, writeHashRouterEntry } from '../render/hash-router';

export interface BuildOptions {
  outDir?: string;
  /** The locales to build (`--locale`). Default: every locale of the site. One locale asked for is built at the site's base URL, as Docusaurus does (its multi-domain deployment). */
  locales?: string[];
  /** Log progress lines (the CLI does; tests do not). */
  log?: (line: string) => void;
  /** `--dev`, `--no-minify`, `--bundle-analyzer`: how the browser bundle is made. */
  client?: ClientFlavor;
}

/** Docusaurus's build flags for the browser bundle (see ClientBuildOptions). */
export type ClientFlavor = Pick<ClientBuildOptions, 'minify' | 'development' | 'bundleAnalyzer'>;

export interface BuildResult {
  outDir: string;
  routes: string[];
  pages: PageResult[];
  /** Wall milliseconds of each phase. */
  timings: Record<string, number>;
  /** CPU milliseconds the whole process (worker and bundler threads included) spent during each phase. */
  cpuTimings: Record<string, number>;
}

/** The pages React must render: those without a render kept under their render key (all without keys). */
function reactRenders(paths: string[], keys: Record<string, string> | undefined, renderCache: PackedCache): string[] {
  if (!keys) return paths;
  return paths.filter((page) => keys[page] === undefined || !renderCache.has(keys[page]) || !renderCache.has(htmlKey(keys[page])));
}

/** Webpack ids of every registry module: what a page needs to hydrate without the route table. */
export function moduleRefs(modules: RouteModule[], manifest: ClientManifest): InlineRouteData['refs'] {
  const refs: InlineRouteData['refs'] = {};
  for (const { key, request, chunkName } of modules) {
    const id = manifest.registryImports[request];
    const chunks = manifest.chunkIds[chunkName];
    if (id !== undefined && chunks) refs[key] = [id, chunks];
  }
  return refs;
}

type Timer = <T>(label: string, fn: () => Promise<T>) => Promise<T>;

/**
 * The pre-render bundle, then the client bundle (both by Rspack, or webpack); or, when nothing
 * they read has changed since the previous build, that build's bundles again (see bundle/reuse.ts).
 */
async function bundle(site: LoadedSite, mdx: MdxService, outDir: string, time: Timer, log: (line: string) => void, onBundling: () => void, onServerBuild: (server: ServerBuild) => void, flavor: ClientFlavor = {}, batches?: number[][], sourcesChanged = false): Promise<{ manifest: ClientManifest; workerFile: string; serverFiles: string[] }> {
  const store = openBundleStore(path.join(site.context.cacheDir, 'bundles'));
  // Everything besides their input files that shapes the bundles.
  const key = cacheKey(
    JSON.stringify([
      site.config,
      // Which theme folders exist decides where `@theme/*` imports are looked for.
      siteAliases(site.siteDir, site.context.generatedDir, site.themePaths),
      // The generator's own code shapes both bundles (loaders, MDX pipeline, webpack options), and so do the installed packages.
      generatorFingerprint(),
      filesFingerprint([nearestLockFile(site.siteDir), site.configFile, path.join(site.siteDir, 'plugins')]),
      process.env.SITEGEN_SOURCEMAP ?? '',
      process.env.SITEGEN_STATS ?? '',
      flavor,
    ]),
  );
  // The analyzer's report is made by the bundler: a bundle reused would have none. A source
  // file read anew this build (the file facts, see utils/file-facts.ts) changed since a build
  // read it: almost always a page the bundles read, so the record of everything they read (7 MB
  // of JSON at 10,000 pages) is not read to confirm it. When the file was not theirs (a draft),
  // the bundles are made from their parts, each of them checked and reused (batch-records.ts):
  // only a batched build has parts.
  const previous = flavor.bundleAnalyzer || (sourcesChanged && batches) ? undefined : store.reusable(key);
  if (previous) {
    store.restore(previous, outDir);
    for (const asset of previous.assets) mdx.assets.set(asset.output, asset);
    log('Bundles unchanged since the last build: reusing them.');
    return { ...previous, serverFiles: Object.keys(previous.serverFiles.files) };
  }
  store.prepareClientDir();
  // The compile thread loads the MDX pipeline and compiles while the bundler loads and starts.
  mdx.prepare([...site.fileRoutes.keys()]);
  onBundling();
  const bundler = await loadBundler(site.config.bundler);
  // A batched build's parts kept from the previous build (bundle/batch-records.ts).
  const parts = openPartStore(path.join(site.context.cacheDir, 'batches'));
  // One after the other, the pre-render bundle first: both bundlers use every core, and side by
  // side on two cores they took a fifth more CPU, no less time, and the memory of both at once
  // (1.46 against 1.24 GB at 1,000 pages). Meanwhile a render worker pre-renders pages with the
  // first (onServerBuild, once the second has started) on what the second leaves of the cores.
  const server = await time('bundle:server', () => (batches ? buildBatchedServer(site, bundler, batches, key, parts) : buildServerBundle(site, bundler)));
  const clientOptions = { dev: false, outDir: store.clientDir, ...flavor };
  const building = time('bundle:client', () => (batches ? buildBatchedClient(site, bundler, clientOptions, batches, server.shared, key, parts, store.keptAsSaved) : runClientBuild(bundler, createClientConfig(site, bundler, clientOptions))));
  // While the browser bundle is made on the bundler's threads: the render keys and the render
  // worker's start (onServerBuild), on this one.
  building.catch(() => undefined);
  await new Promise((resolve) => setImmediate(resolve));
  try {
    onServerBuild(server);
  } catch (error) {
    await building.catch(() => undefined);
    throw error;
  }
  const client = await building;
  if (parts.reused > 0) log(`Reused ${parts.reused} of the ${parts.asked} bundle parts (nothing they read changed); built ${parts.built.join(', ')}.`);
  if (flavor.bundleAnalyzer) log(`Bundle analyzer report: ${bundleReportFile(site)}`);
  linkFiles(
    client.files.map((file) => [path.join(store.clientDir, file), path.join(outDir, file)]),
    (file) => store.keptStat(file, client.compiled),
  );
  store.save({
    key,
    // A batched build's parts recorded what they read (reused ones as it still is): taken as they are.
    inputs: client.snapshot && server.snapshot ? joinSnapshots([client.snapshot, server.snapshot]) : snapshotInputs({ files: [...client.inputs.files, ...server.inputs], missing: client.inputs.missing }),
    clientFiles: client.files,
    manifest: client.manifest,
    serverFiles: snapshotInputs({ files: server.files, missing: [] }),
    workerFile: server.workerFile,
    assets: [...mdx.assets.values()],
  }, client.compiled);
  return { manifest: client.manifest, workerFile: server.workerFile, serverFiles: server.files };
}

/**
 * Builds a site into its output folder, as Docusaurus does (plugins may write there by its path),
 * with the previous output kept aside until the build ends: removed when it succeeds, put back
 * when it fails, so a failed build leaves the previous `build/` as it was (see output-dir.ts). A
 * translated site is built one locale after another, the default locale's at the root and each
 * other's in its folder (`build/fr/`), as Docusaurus does; with only other locales asked for, only
 * their folders are replaced.
 */
export async function buildSite(siteDirInput: string, options: BuildOptions = {}): Promise<BuildResult> {
  const siteDir = path.resolve(siteDirInput);
  // Before anything is written: a site without a React the generator can use stops here.
  siteReact(siteDir);
  const outDir = path.resolve(siteDir, options.outDir ?? 'build');
  checkOutputFolder(siteDir, outDir);
  const folders: OutputFolder[] = [];
  try {
    // Its warnings are the locales' builds' to give.
    const { config, file } = await loadConfig(siteDir, () => undefined);
    const { defaultLocale } = config.i18n;
    const locales = orderLocales(options.locales ?? config.i18n.locales, defaultLocale);
    const shown = path.relative(process.cwd(), file) || file;
    // As Docusaurus's isAutomaticBaseUrlLocalizationDisabled: one `--locale` given.
    const automaticBaseUrlLocalizationDisabled = options.locales?.length === 1;
    const localeBaseUrl = (locale: string) => localeConfigOf(siteDir, config, locale, shown, automaticBaseUrlLocalizationDisabled).baseUrl;
    const subdirs = new Map(locales.map((locale) => [locale, localeOutSubdir(config.baseUrl, localeBaseUrl(locale))]));
    // The other locales' base URLs: links there are theirs to check (the locale dropdown's).
    const localeBases = [...new Set(config.i18n.locales.concat(locales).map(localeBaseUrl))];
    // The whole folder, or only the asked-for locales' folders in it.
    if ([...subdirs.values()].includes('')) folders.push(takeOutputFolder(outDir));
    else for (const sub of new Set(subdirs.values())) folders.push(takeOutputFolder(path.join(outDir, sub)));
    if (locales.length > 1) options.log?.(`Building the locales ${locales.join(', ')}`);
    const results: BuildResult[] = [];
    for (const [index, locale] of locales.entries()) {
      if (index > 0) seedLocaleCaches(siteDir, locales[0]!, locale, defaultLocale);
      const localeOutDir = path.join(outDir, subdirs.get(locale) ?? '');
      const otherOutDirs = [...new Set(subdirs.values())].map((sub) => path.join(outDir, sub)).filter((dir) => dir.startsWith(localeOutDir + path.sep));
      results.push(await buildLocale(siteDir, { locale, outDir: localeOutDir, otherOutDirs, localeBases, automaticBaseUrlLocalizationDisabled, log: options.log, client: options.client }));
    }
    for (const folder of folders) folder.keep();
    return mergeResults(outDir, results);
  } catch (error) {
    for (const folder of folders) await folder.restore();
    throw error;
  }
}

/**
 * The caches a locale's build starts from, when it has none of its own: the first locale's, just
 * written. Locales share most of their code (the theme, React, every page not translated): with
 * the generated modules in one folder for every locale (plugins/host.ts), the bundlers'
 * persistent caches see the same modules, check each against its file and build again only what
 * the locale has of its own (its data, translations, translated pages, Markdown compiled with its
 * base URL); caches keyed by content (minified scripts, compiled Markdown) are shared as they are.
 * A copy, not a link: each locale's cache stays its own for its next build.
 */
export function seedLocaleCaches(siteDir: string, fromLocale: string, toLocale: string, defaultLocale: string): void {
  const cacheOf = (locale: string) => path.join(localeWorkDir(siteDir, { currentLocale: locale, defaultLocale }), 'cache');
  const from = cacheOf(fromLocale);
  const to = cacheOf(toLocale);
  for (const name of listNames(from)) {
    if (!/^(?:rspack|webpack)(?:-server|-minified)?$|^mdx$/.test(name) || fs.existsSync(path.join(to, name))) continue;
    fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true });
  }
}

/** One result for the locales built: their routes and pages, their phases' times added up. */
function mergeResults(outDir: string, results: BuildResult[]): BuildResult {
  const sum = (key: 'timings' | 'cpuTimings') => {
    const total: Record<string, number> = {};
    for (const result of results) for (const [phase, ms] of Object.entries(result[key])) total[phase] = (total[phase] ?? 0) + ms;
    return total;
  };
  return {
    outDir,
    routes: results.flatMap((r) => r.routes),
    pages: results.flatMap((r) => r.pages),
    timings: sum('timings'),
    cpuTimings: sum('cpuTimings'),
  };
}

interface LocaleBuildOptions {
  locale: string;
  /** Where the locale's output is written (plugins are told it). */
  outDir: string;
  /** Every locale's base URL. */
  localeBases: string[];
  /** The other locales' output folders inside this one's (the default locale's holds the others'). */
  otherOutDirs: string[];
  automaticBaseUrlLocalizationDisabled: boolean;
  log?: (line: string) => void;
  client?: ClientFlavor;
}

/** Builds one locale of the site into `outDir`. */
async function buildLocale(siteDir: string, { locale, outDir, otherOutDirs, localeBases, automaticBaseUrlLocalizationDisabled, log: logOption, client: flavor }: LocaleBuildOptions): Promise<BuildResult> {
  const log = logOption ?? (() => undefined);
  const timings: Record<string, number> = {};
  const cpuTimings: Record<string, number> = {};
  const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    try {
      return await fn();
    } finally {
      timings[label] = Math.round(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      cpuTimings[label] = Math.round((cpu.user + cpu.system) / 1000);
    }
  };
  fs.mkdirSync(outDir, { recursive: true });
  // Each source file is stat'ed once for the build's stages (utils/source-stats.ts).
  beginSourceStats([workDir(siteDir), outDir]);
  // The browser that draws Mermaid diagrams starts while the site loads, on the core loading
  // leaves idle, for the diagrams in the usual content folders (the others wait for bundling).
  const diagrams = createMermaidRenderer({ cacheDir: path.join(workDir(siteDir), 'cache', 'mermaid'), warn: warnDiagrams });
  // What the build reads of its sources is kept by their stat for the next (utils/file-facts.ts).
  const facts = fileFacts(workDir(siteDir));
  diagrams.prepare(diagramSourcesIn([path.join(siteDir, 'docs'), path.join(siteDir, 'blog')], facts));
  // The MDX pipeline loads on its thread meanwhile too (~0.2 s), ready when the bundlers start.
  const compileThread = startMdxCompileThread();
  // The render workers start with the bundlers (see startRenderPool); reused bundles mean reused pages.
  let renderPool: RenderPool | undefined;
  let afterBundle: Promise<unknown> | undefined;
  try {
    // As Docusaurus's buildLocale, for a config that translates itself (`process.env.DOCUSAURUS_CURRENT_LOCALE`,
    // certimate-go/docs' tagline): the locale being built, the config loaded again for it.
    process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
    // Plugins are told the folder being written: Docusaurus's write there while building (plugin-pwa
    // compiles its service worker into `context.outDir`).
    const site = await time('load', () => loadSite(siteDir, { dev: false, outDir, locale, automaticBaseUrlLocalizationDisabled }));
    // The plugins' data modules are written (plugins/data-modules.ts).
    settleSourceStats(path.join(site.context.generatedDir, 'data'));
    // A large site's browser bundle is made in batches of its route table's sections (bundle/batches.ts).
    let batches: number[][] | undefined;
    const routeModules = generateModules(site, { deferContent: true, batchRoutes: batchRoutesFor(site, site.config.bundler, usesHashRouter(site.config)), onBatches: (planned) => (batches = planned), serverBatchFile: (k) => serverBatchFile(site, k) });
    if (batches) log(`Bundling the pages in ${batches.length} batches`);
    const mdx = createMdxService(site, { diagrams, compileThread, facts });
    log(`Loaded ${site.routes.length} routes; bundling…`);
    const startPool = () => (renderPool ??= startRenderPool());
    const { config } = site;
    // With the hash router, one page (hash-router.ts): the app renders every route in the browser.
    const hashRouter = usesHashRouter(config);
    const paths = hashRouter ? [hashRouterEntryPath(site.routes.map((r) => r.path), config.baseUrl)] : [...site.routes.map((r) => r.path), '/404'];
    const earlyRenderInput: EarlyWorkerInput = {
      outDir,
      baseUrl: config.baseUrl,
      siteUrl: config.url,
      trailingSlash: config.trailingSlash,
      page: {
        ...pageLocale(site),
        siteTitle: config.title,
        favicon: config.favicon ? withBaseUrl(config.baseUrl, config.favicon, { forcePrependBaseUrl: true }) : undefined,
        colorMode: config.themeConfig.colorMode,
        siteStorage: site.context.siteStorage,
        baseUrl: config.baseUrl,
        ...((config as { ssrTemplate?: string }).ssrTemplate !== undefined ? { ssrTemplate: (config as { ssrTemplate?: string }).ssrTemplate } : {}),
        injected: site.htmlTags,
        siteTags: siteHeadTags(config),
        noIndex: config.noIndex,
      },
      metaByPath: Object.fromEntries(site.routes.map((r) => [r.path, renderedRouteMeta(r)])),
      renderCacheDir: path.join(site.context.cacheDir, 'renders'),
      pageCacheDir: path.join(site.context.cacheDir, 'pages'),
      outputJournal: journalOf(path.join(outDir, 'index.html')),
    };
    const renderCache = openPackedCache(earlyRenderInput.renderCacheDir);
    // Only a render bundle built just now has its import graph: with reused bundles the pages are reused whole (render/reuse.ts).
    let keys: Record<string, string> | undefined;
    let toRender = paths;
    // Docusaurus gives plugins its route paths with the trailing slash rule applied (applyRouteTrailingSlash):
    // the routes' permalinks, as written when `trailingSlash` is undefined; first the 404 page's
    // file (getRoutesPaths), which search plugins read as they read each route's.
    const pluginRoutes = docusaurusRoutes(site.routes);
    const permalinks = new Map(site.routes.map((route) => [route.path, routePermalink(route)]));
    const routesPaths = [`${config.baseUrl}404.html`, ...pluginRoutes.map((route) => route.path)];
    // As Docusaurus's: the load context (generatedFilesDir, i18n, localizationDir…) with the build's own.
    // Every plugin with its content, as Docusaurus's `props.plugins` (a search plugin reads the docs plugin's).
    const loadedPlugins = site.plugins.map((plugin) => Object.assign(Object.create(plugin) as Plugin, { content: pluginContent(site, plugin) }));
    const baseProps = (plugin: Plugin): Omit<PostBuildProps, 'pageData'> => ({ ...site.context, outDir, content: pluginContent(site, plugin), routes: pluginRoutes, routesPaths, siteDir, plugins: loadedPlugins });
    // Started once every Markdown file is compiled (the pre-render bundle is built), on the main
    // thread, which has little to do while the browser bundle is finished, minified and written;
    // awaited before the postBuild hooks. With reused bundles, after them.
    const startAfterBundle = () => {
      if (!afterBundle) {
        afterBundle = settleAll(site.plugins.map((plugin) => plugin.afterBundle && time(`afterBundle:${plugin.name}`, async () => plugin.afterBundle?.(baseProps(plugin)))));
        afterBundle.catch(() => undefined);
      }
      return afterBundle;
    };
    const onServerBuild = (server: ServerBuild) => {
      keys = renderKeys(site.routes, server.imports, path.join(site.context.generatedDir, 'data'), mdx.fingerprint, (file) => site.dataHashes.get(file) ?? facts.of(file)?.sha1);
      toRender = reactRenders(paths, keys, renderCache);
      startPool().prepare(server.workerFile, { ...earlyRenderInput, renderKeys: keys }, toRender);
      startAfterBundle();
    };
    // The previous output is listed before anything is written into it (see output-journal.ts).
    const journal = journalOf(path.join(outDir, 'index.html'));
    if (journal) await journalListed(journal);
    const { manifest, workerFile, serverFiles } = await time('bundle', () => bundle(site, mdx, outDir, time, log, startPool, onServerBuild, flavor, batches, facts.sawChange)).finally(() => mdx.close());
    // The last first, so that on a name clash the earlier folder's file is kept (see staticDirectories).
    // Into an output updated in place, each file replaced goes into its journal first (see output-journal.ts).
    const clearFile = (source: string, target: string) => (fs.statSync(source).isDirectory() || clearForWrite(target), true);
    for (const staticDir of [...site.staticDirs].reverse()) if (fs.existsSync(staticDir)) fs.cpSync(staticDir, outDir, { recursive: true, filter: clearFile });
    for (const asset of mdx.assets.values()) {
      const target = path.join(outDir, asset.output);
      // The browser bundle emits the images of the Markdown it compiled (mdx-loader.cjs): that
      // file is a link to its kept copy, which a copy over it would change.
      if (fs.existsSync(target)) {
        notePlaced(target);
        continue;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(asset.source, target);
    }
    log(`Pre-rendering ${paths.length} pages…`);
    // Frees the bundlers' memory before the render workers start (the build's peak RSS).
    collectGarbage();
    const renderInput: WorkerInput = {
      ...earlyRenderInput,
      entryFiles: manifest.entry,
      chunkFiles: manifest.chunks,
      contentFiles: manifest.contentFiles,
      moduleRefs: moduleRefs(routeModules, manifest),
    };
    const afterBundleDone = startAfterBundle();
    const pages = await time('render', () => renderOrReuse(path.join(site.context.cacheDir, 'render'), serverFiles, { ...renderInput, renderKeys: keys }, paths, (rest) => startPool().render(workerFile, { ...renderInput, renderKeys: keys }, rest, toRender.length), log)).finally(() => renderPool?.close());
    await copyVendorFiles(outDir, pages.flatMap((page) => page.vendors ?? []));
    if (hashRouter) writeHashRouterEntry(outDir, paths[0]!, { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash });
    if (keys) compactPacks(earlyRenderInput.renderCacheDir, Object.values(keys).flatMap((key) => [key, htmlKey(key)]));
    // Page analyses are kept with the renders now; builds before kept them apart.
    if (fs.existsSync(path.join(site.context.cacheDir, 'page-analysis'))) removeInBackground(path.join(site.context.cacheDir, 'page-analysis'));
    pruneKeptPages(renderInput.pageCacheDir, pages);
    await time('postBuild', async () => {
      // By the path plugins know each route by (its permalink).
      const pageData = (plugin: Plugin) => Object.fromEntries(plugin.pageAnalyzer ? pages.map((page) => [permalinks.get(page.path) ?? page.path, page.data[plugin.name]]) : []);
      const props = (plugin: Plugin): PostBuildProps => ({ ...baseProps(plugin), pageData: pageData(plugin) });
      await afterBundleDone;
      // The previous output's files this build did not make go, as from a folder emptied first
      // (see output-journal.ts): once the afterBundle hooks have placed theirs (llms-txt's copies).
      settleOutput(outDir, pages.flatMap((page) => [page.file, ...(page.written ?? [])]), otherOutDirs);
      // Started last-registered first: the plugins registered last work on the others' output and
      // start background work there (static-host's compression), which then need not wait for
      // the synchronous start of every other hook.
      await settleAll([...site.plugins].reverse().map((plugin) => plugin.postBuild && time(`postBuild:${plugin.name}`, async () => plugin.postBuild?.(props(plugin)))));
      for (const plugin of site.plugins) if (plugin.afterPostBuild) await time(`afterPostBuild:${plugin.name}`, async () => plugin.afterPostBuild?.(props(plugin)));
    });
    clearSourceTrees();
    // Broken anchors follow onBrokenAnchors (a Docusaurus config's default is to warn), other broken links onBrokenLinks.
    // As Docusaurus, which renders no page with the hash router: no links to check.
    const broken = hashRouter ? [] : findBrokenLinks(pages, { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, outDir, otherBases: localeBases.filter((base) => base !== config.baseUrl), permalinks });
    const fatal = broken.filter((b) => (b.anchor ? config.onBrokenAnchors : config.onBrokenLinks) === 'throw');
    if (fatal.length > 0) throw new Error(formatBrokenLinks(broken));
    if (broken.length > 0) log(formatBrokenLinks(broken));
    facts.save();
    return { outDir, routes: site.routes.map((r) => r.path), pages, timings, cpuTimings };
  } catch (error) {
    await Promise.all([diagrams.close(), compileThread.close(), renderPool?.close(), afterBundle?.catch(() => undefined)]);
    clearSourceTrees();
    throw error;
  } finally {
    endSourceStats();
  }
}
