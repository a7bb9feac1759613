/**
 * Batched builds: the bundles of a large site made in parts.
 *
 * A bundler holds every module of a compilation in memory until it ends, about 0.85 GB per 1,000
 * pages of Rspack's: one compilation of a 10,000-page site needs gigabytes. So past BATCHED_ABOVE
 * routes, both bundles are made by several compilations, one after the other: the pre-render
 * bundle's batches first (server-batches.ts), then the browser's, here:
 *
 * 1. **The main bundle**: the site without its pages. Its route table's index loads a section
 *    from its batch (client/batched.ts), and the generated `shared.js` imports every module the
 *    pages use that is code (the theme's components, the site's, packages): each becomes a chunk
 *    of the main bundle, with all its exports (the batches use them by name).
 * 2. **A batch** per group of the route table's sections (BATCH_ROUTES routes or so): those
 *    sections, their pages' Markdown and data. A batch's module that imports a shared module gets
 *    it from the main bundle by id (shared-ref-loader.cjs: `globalThis.__sitegenRequire(id)`),
 *    and its chunk's entry in the section's script (`deps`) names the main bundle's chunks to
 *    load with it.
 *
 * Which modules are shared is read from the pre-render bundle's batches, built before
 * (sharedRequests): the code their page modules import. Batch modules get hashed ids (hex, never the main bundle's
 * numbers) and named chunk ids (their chunk names are each page's own); what two batches both
 * bundle (a sidebar's data) is the same module under the same id, its exports whole in each.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compilation, Configuration, Module } from '@rspack/core';
import type { LoadedSite } from '../plugins/host';
import { BATCHES_DIR, SHARED_MODULE } from '../generate/index';
import { isRouteChunkFilesScript, routeChunkFilesScript, type RouteChunkFiles } from '../../shared/types';
import { allExist, joinSnapshots, partKey, type PartStore } from './batch-records';
import type { InputSnapshot } from './reuse';
import { isDeferredContentModule } from './deferred-content';
import type { Bundler } from './bundler';
import type { BatchScripts } from './route-chunk-files';
import type { ClientBuild, ClientManifest } from './client';
import { createClientConfig, isRegistryModule, readClientBuild, registrySection, runCompiler, type ClientBuildOptions } from './client';
import { resourceFile } from '../utils/paths';

/** Sites with more routes than this are bundled in batches (SITEGEN_BATCH_ROUTES sets the batch size; 0 turns batches off). */
export const BATCHED_ABOVE = 600;
/** Routes a batch holds, about (whole sections of the route table). */
export const BATCH_ROUTES = 400;

/** The routes per batch for this build, or undefined when it is not batched (small sites, webpack, the hash router). */
export function batchRoutesFor(site: Pick<LoadedSite, 'routes'>, bundlerName: string, hashRouter: boolean): number | undefined {
  const asked = process.env.SITEGEN_BATCH_ROUTES;
  if (asked !== undefined && asked !== '') return Number(asked) > 0 ? Number(asked) : undefined;
  if (bundlerName !== 'rspack' || hashRouter || site.routes.length <= BATCHED_ABOVE) return undefined;
  return BATCH_ROUTES;
}

const CODE = /\.(?:[cm]?[jt]sx?|css|s[ac]ss|less|styl)$/i;

/** Whether a module belongs with the pages, in their batch: Markdown, the route table's sections, generated data, and files that are not code (images, data files). */
export function isPageModule(resource: string, generatedDir: string): boolean {
  const file = resourceFile(resource);
  if (/\.mdx?$/i.test(file) || !CODE.test(file)) return true;
  const relative = path.relative(generatedDir, file).split(path.sep).join('/');
  return /^(?:registry|data|batches)\//.test(relative);
}

type AnyModule = Module & { resource?: string; dependencies: Array<{ request?: string }>; blocks: Array<{ dependencies: Array<{ request?: string }> }> };

/** A page module of a bundle (isPageModule) and what it imports: each import's request and the file it resolved to. */
export interface PageModuleImports {
  resource: string;
  imports: Array<{ request: string; resource: string }>;
}

/**
 * The page modules of a compilation with their imports (`import()`s included), read from its
 * module graph once for what the build reads of it (sharedRequests, the render keys' import
 * graph): each dependency and module asked of the bundler is a call into its native side.
 */
export function pageModuleImports(compilation: Compilation, generatedDir: string): PageModuleImports[] {
  const pages: PageModuleImports[] = [];
  for (const module of compilation.modules as Iterable<AnyModule>) {
    if (!module.resource || !isPageModule(module.resource, generatedDir)) continue;
    const imports: PageModuleImports['imports'] = [];
    for (const dependency of [...module.dependencies, ...module.blocks.flatMap((block) => block.dependencies)]) {
      const resource = (compilation.moduleGraph.getModule(dependency as never) as AnyModule | null)?.resource;
      if (resource) imports.push({ request: dependency.request ?? '', resource });
    }
    pages.push({ resource: module.resource, imports });
  }
  return pages;
}

/**
 * The modules the pages use that are code, as requests for `shared.js`: read from the pre-render
 * bundle's module graph (page modules and their imports). A package is asked for by the name the
 * page used (the browser's build of it may be another file); everything else by its path.
 */
export function sharedRequests(pages: PageModuleImports[], generatedDir: string): string[] {
  const requests = new Set<string>();
  for (const page of pages) {
    for (const { request, resource } of page.imports) {
      // A pre-render batch's stand-in for a shared module imports it again under SHARED_QUERY.
      if (isPageModule(resource, generatedDir) || resource.endsWith(SHARED_QUERY)) continue;
      const bare = request !== '' && !/^[./]|!/.test(request) && !path.isAbsolute(request);
      requests.add(bare && resource.includes(`${path.sep}node_modules${path.sep}`) ? request : resource);
    }
  }
  return [...requests].sort();
}

/** Writes `shared.js`: a loader per shared module (never called: the main bundle builds each as a chunk). */
export function writeSharedModule(generatedDir: string, requests: string[]): void {
  const code = `// Generated: what the batches of this build share with the site (see bundle/batches.ts). Do not edit.\nexport default [\n${requests.map((request) => `  () => import(${JSON.stringify(request)}),`).join('\n')}\n];\n`;
  const file = path.join(generatedDir, SHARED_MODULE);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
}

type ChunkId = string | number;

interface ShellModule {
  id: ChunkId;
  chunks: ChunkId[];
  exports: string[] | null;
}

/** What the batches need of the main bundle: each shared module's id and the chunks it needs, by its file; each chunk's files. */
export interface Shell {
  /** By file: the module's id, the chunks `import()` loads for it, its export names (null: a CommonJS module's). */
  modules: Map<string, ShellModule>;
  files: Map<string, { js?: string; css?: string }>;
}

/** The shared modules of the main bundle's compilation (the targets of `shared.js`'s imports). */
export function readShell(compilation: Compilation, generatedDir: string): Shell {
  const modules: Shell['modules'] = new Map();
  const sharedFile = path.join(generatedDir, SHARED_MODULE);
  for (const module of compilation.modules as Iterable<AnyModule>) {
    if (module.nameForCondition?.() !== sharedFile) continue;
    for (const block of module.blocks) {
      const dependency = block.dependencies[0];
      const target = dependency && (compilation.moduleGraph.getModule(dependency as never) as AnyModule | null);
      if (!target) continue;
      const id = compilation.chunkGraph.getModuleId(target);
      const file = target.nameForCondition?.() ?? (target.resource && resourceFile(target.resource));
      const group = compilation.chunkGraph.getBlockChunkGroup(block as never);
      if (id === null || !file) continue;
      const provided = compilation.moduleGraph.getProvidedExports(target as never);
      const exports = Array.isArray(provided) && (target as { buildMeta?: { exportsType?: string } }).buildMeta?.exportsType !== 'dynamic' ? provided : null;
      modules.set(file, { id, chunks: (group?.chunks ?? []).flatMap((chunk) => (chunk.id === null || chunk.id === undefined ? [] : [chunk.id])), exports });
    }
  }
  const files: Shell['files'] = new Map();
  for (const chunk of compilation.chunks) {
    if (chunk.id === null || chunk.id === undefined) continue;
    const entry: { js?: string; css?: string } = {};
    for (const file of chunk.files) {
      if (file.endsWith('.js')) entry.js = file;
      else if (file.endsWith('.css')) entry.css = file;
    }
    files.set(String(chunk.id), entry);
  }
  return { modules, files };
}

export const SHARED_REF_LOADER = path.join(import.meta.dirname, 'shared-ref-loader.cjs');
/** The query shared-ref-loader.cjs's stand-ins in pre-render batches import the shared module under (its CommonJS form). */
const SHARED_QUERY = '?sitegen-shared';

/** The main bundle's module id a module of a batch stands for (shared-ref-loader.cjs's modules). */
function shellIdOf(module: Module, shell: Shell): ChunkId | undefined {
  const { resource } = module as AnyModule;
  if (!resource || resource.includes('?') || !module.identifier().includes(SHARED_REF_LOADER)) return undefined;
  return shell.modules.get(resource)?.id;
}

/** A batch's chunks' deps: the main bundle's chunks of the shared modules each uses (read while its scripts are written). */
class BatchDeps implements BatchScripts {
  /** Batch chunk id → main bundle chunk ids. */
  readonly deps = new Map<string, ChunkId[]>();

  constructor(
    private shell: Shell,
    private sections: number[],
  ) {}

  adjust(compilation: Compilation, scripts: Map<string, RouteChunkFiles>): void {
    const shellChunks = new Map<ChunkId, ChunkId[]>([...this.shell.modules.values()].map(({ id, chunks }) => [id, chunks]));
    for (const chunk of compilation.chunks) {
      if (chunk.id === null || chunk.id === undefined) continue;
      const needed = new Set<ChunkId>();
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const id = shellIdOf(module, this.shell);
        if (id !== undefined) for (const dep of shellChunks.get(id) ?? []) needed.add(dep);
      }
      if (needed.size > 0) this.deps.set(String(chunk.id), [...needed]);
    }
    // The index's script is the main bundle's.
    scripts.delete(routeChunkFilesScript());
    // Each section: its module and chunks (loaded from the main bundle's route table index)…
    const sectionRefs = new Map<number, [ChunkId, Array<{ id: ChunkId; files: string[] }>]>();
    for (const module of compilation.modules) {
      const section = isRegistryModule(module) ? registrySection(module) : undefined;
      if (section === undefined) continue;
      const id = compilation.chunkGraph.getModuleId(module);
      const chunks = compilation.chunkGraph.getModuleChunks(module).flatMap((chunk) => (chunk.id === null || chunk.id === undefined ? [] : [{ id: chunk.id, files: [...chunk.files] }]));
      if (id !== null) sectionRefs.set(section, [id, chunks]);
    }
    for (const section of this.sections) {
      const script = routeChunkFilesScript(section);
      const files: RouteChunkFiles = scripts.get(script) ?? { javascript: {}, 'css/mini-extract': {} };
      scripts.set(script, files);
      const ref = sectionRefs.get(section);
      if (ref) {
        const [id, chunks] = ref;
        files.sections = { [String(section)]: [id, chunks.map((chunk) => chunk.id)] };
        for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) (files.javascript ??= {})[String(chunk.id)] = file;
      }
      // …and each of its chunks' deps, with their files (main's runtime leaves them to the route table).
      const deps: Record<string, ChunkId[]> = {};
      for (const chunk of [...Object.keys(files.javascript ?? {}), ...Object.keys(files['css/mini-extract'] ?? {})]) {
        const needed = this.deps.get(chunk);
        if (!needed) continue;
        deps[chunk] = needed;
        for (const dep of needed) addShellFiles(files, dep, this.shell);
      }
      files.deps = deps;
    }
  }
}

function addShellFiles(files: RouteChunkFiles, chunk: ChunkId, shell: Shell): void {
  const { js, css } = shell.files.get(String(chunk)) ?? {};
  if (js) (files.javascript ??= {})[String(chunk)] = js;
  if (css) (files['css/mini-extract'] ??= {})[String(chunk)] = css;
}

/** The config of batch `index`: the browser bundle's (its route chunk file scripts adjusted by `deps`), made to fit into the main bundle (see the top). */
function batchConfig(site: LoadedSite, bundler: Bundler, options: ClientBuildOptions, index: number, shell: Shell, deps: BatchDeps): Configuration {
  const base = createClientConfig(site, bundler, { ...options, batched: true, bundleAnalyzer: false, batch: deps });
  const refs = Object.fromEntries([...shell.modules].map(([file, { id, exports }]) => [file, { id, exports }]));
  // Every import of a shared module, whatever loaders its file has (this rule's loader pitches first).
  const sharedRule = { resource: Object.keys(refs), resourceQuery: /^$/, enforce: 'post' as const, type: 'javascript/auto', use: { loader: SHARED_REF_LOADER, options: { refs } } };
  return {
    ...base,
    entry: { [`batch-${index}`]: path.join(site.context.generatedDir, BATCHES_DIR, `${index}.js`) },
    output: { ...base.output, filename: `${BATCH_ENTRY_PREFIX}${index}.js` },
    module: { ...base.module, rules: [...(base.module?.rules ?? []), sharedRule] },
    plugins: [...(base.plugins ?? []), new bundler.core.ids.HashedModuleIdsPlugin({ hashDigest: 'hex', hashDigestLength: 10 })],
    optimization: {
      ...base.optimization,
      splitChunks: false,
      runtimeChunk: false,
      moduleIds: false,
      chunkIds: 'named',
      usedExports: false,
      mangleExports: false,
      // A stand-in for a shared module stays a module of its own: its chunk's deps are read from it.
      concatenateModules: false,
    },
    ...bundler.cache({
      directory: path.join(site.context.cacheDir, `${bundler.name}-batches`, String(index)),
      buildDependencies: [import.meta.filename, SHARED_REF_LOADER, path.join(import.meta.dirname, 'client.ts')],
      dev: false,
      idleStoreMs: 0,
    }),
  };
}

/** Batches' entry files: their runtimes, which no page loads (the main bundle's runs their chunks). */
const BATCH_ENTRY_PREFIX = 'assets/js/batch-entry-';

/** A batch's manifest with its chunks' deps: listed with a page, and loaded with its deferred content. */
function withDeps(manifest: ClientManifest, deps: Map<string, ChunkId[]>, shell: Shell): ClientManifest {
  const depsOf = (ids: ChunkId[]) => [...new Set(ids.flatMap((id) => deps.get(String(id)) ?? []))];
  const filesOf = (ids: ChunkId[]) => {
    const js: string[] = [];
    const css: string[] = [];
    for (const id of ids) {
      const files = shell.files.get(String(id));
      if (files?.js) js.push(files.js);
      if (files?.css) css.push(files.css);
    }
    return { js, css };
  };
  const chunks: ClientManifest['chunks'] = {};
  const chunkIds: ClientManifest['chunkIds'] = {};
  for (const [name, ids] of Object.entries(manifest.chunkIds)) {
    const needed = depsOf(ids).filter((id) => !ids.includes(id));
    const { js, css } = filesOf(needed);
    const own = manifest.chunks[name] ?? [];
    chunks[name] = [...js, ...own.filter((file) => file.endsWith('.js')), ...css, ...own.filter((file) => !file.endsWith('.js'))];
    chunkIds[name] = [...needed, ...ids];
  }
  const contentFiles: ClientManifest['contentFiles'] = {};
  for (const [name, json] of Object.entries(manifest.contentFiles)) {
    const files = JSON.parse(json) as RouteChunkFiles;
    const ids = Object.keys(files.javascript ?? {});
    const content: RouteChunkFiles = { ...files, javascript: { ...files.javascript }, 'css/mini-extract': { ...files['css/mini-extract'] }, deps: {} };
    for (const id of ids) {
      const needed = deps.get(id);
      if (!needed) continue;
      content.deps![id] = needed;
      for (const dep of needed) addShellFiles(content, dep, shell);
    }
    contentFiles[name] = JSON.stringify(content);
  }
  return { ...manifest, chunks, chunkIds, contentFiles };
}

/** A route module the route table loads that is a shared module (a page component): its request, chunk name and module id in the main bundle. */
interface SharedRouteModule {
  request: string;
  chunkName: string | undefined;
  id: ChunkId;
}

/** The route table sections' `import()`s of shared modules (externals of the batch: the main bundle has them). */
function sharedRouteModules(compilation: Compilation, shell: Shell): SharedRouteModule[] {
  const found: SharedRouteModule[] = [];
  for (const module of compilation.modules as Iterable<AnyModule>) {
    if (!isRegistryModule(module)) continue;
    for (const block of module.blocks) {
      const dependency = block.dependencies[0];
      const target = dependency && compilation.moduleGraph.getModule(dependency as never);
      const id = target ? shellIdOf(target, shell) : undefined;
      if (id === undefined || !dependency?.request) continue;
      found.push({ request: dependency.request, chunkName: compilation.chunkGraph.getBlockChunkGroup(block as never)?.name ?? undefined, id });
    }
  }
  return found;
}

/** A page lists a shared route module's chunks of the main bundle and hydrates with its id there. */
function withSharedRouteModules(manifest: ClientManifest, modules: SharedRouteModule[], shell: Shell): ClientManifest {
  const chunks = { ...manifest.chunks };
  const chunkIds = { ...manifest.chunkIds };
  const registryImports = { ...manifest.registryImports };
  const chunksOf = new Map([...shell.modules.values()].map((module) => [module.id, module.chunks]));
  for (const { request, chunkName, id } of modules) {
    registryImports[request] = id;
    if (chunkName === undefined) continue;
    const needed = chunksOf.get(id) ?? [];
    chunkIds[chunkName] = needed;
    const files = needed.map((chunk) => shell.files.get(String(chunk)) ?? {});
    chunks[chunkName] = [...files.flatMap((f) => (f.js ? [f.js] : [])), ...files.flatMap((f) => (f.css ? [f.css] : []))];
  }
  return { ...manifest, chunks, chunkIds, registryImports };
}

/** A compilation's route chunk file scripts (their names are fixed: the store removes them before each build, see reuse.ts). */
function routeFileScripts(compilation: Compilation): Record<string, string> {
  return Object.fromEntries(compilation.getAssets().flatMap((asset) => (isRouteChunkFilesScript(asset.name) ? [[asset.name, asset.source.source().toString()]] : [])));
}

/** Writes a reused part's route chunk file scripts again. */
function writeScripts(outDir: string, scripts: Record<string, string>): void {
  for (const [name, code] of Object.entries(scripts)) {
    fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
    fs.writeFileSync(path.join(outDir, name), code);
  }
}

/** A Shell as JSON keeps it. */
type ShellEntries = [Array<[string, ShellModule]>, Array<[string, { js?: string; css?: string }]>];

/** A part of the browser bundle (what it read is in its record, see batch-records.ts). */
interface ClientPart extends Omit<ClientBuild, 'inputs'> {
  scripts: Record<string, string>;
}

/**
 * The browser bundle in batches: the main bundle, then each batch, one after the other (each
 * compilation's memory is given back before the next), into one manifest and one list of files.
 * `key` and `parts` as for the pre-render bundle (server-batches.ts); a batch is also built again
 * when the main bundle's shared modules changed (their ids are in it).
 */
export async function buildBatchedClient(site: LoadedSite, bundler: Bundler, options: ClientBuildOptions, batches: number[][], shared: string[], key: string, parts: PartStore, kept?: (file: string) => boolean): Promise<ClientBuild> {
  writeSharedModule(site.context.generatedDir, shared);
  // The route chunk file scripts are written again from the record (the store removed them).
  // `kept`: the files the bundle store found as it saved them (see BundleStore.keptAsSaved).
  const usable = (part: ClientPart) => allExist(part.files.filter((file) => !isRouteChunkFilesScript(file)).map((file) => path.join(options.outDir, file)), kept);
  const inputsOf = (build: ClientBuild, compilation: Compilation) => ({ files: build.inputs.files, missing: [...compilation.missingDependencies] });
  const {
    result: { shell: shellEntries, ...main },
    inputs: mainInputs,
    reused: mainReused,
  } = await parts.reuseOrBuild<ClientPart & { shell: ShellEntries }>(
    'client-main',
    partKey(key, shared),
    async () => {
      const built = await runCompiler(bundler, createClientConfig(site, bundler, { ...options, batched: true }), (stats) => {
        const shell = readShell(stats.compilation, site.context.generatedDir);
        const build = readClientBuild(stats);
        const entries: ShellEntries = [[...shell.modules], [...shell.files]];
        const { inputs: _, ...result } = build;
        return { result: { ...result, scripts: routeFileScripts(stats.compilation), shell: entries }, inputs: inputsOf(build, stats.compilation) };
      });
      return built;
    },
    usable,
  );
  writeScripts(options.outDir, main.scripts);
  const shell: Shell = { modules: new Map(shellEntries[0]), files: new Map(shellEntries[1]) };
  const shellKey = partKey(shellEntries);
  // One manifest, each part's added in place (spread into a new one per part, a 10,000-page site's copied its entries thirty times).
  const manifest: ClientManifest = { entry: main.manifest.entry, chunks: { ...main.manifest.chunks }, chunkIds: { ...main.manifest.chunkIds }, registryImports: { ...main.manifest.registryImports }, contentFiles: { ...main.manifest.contentFiles } };
  const files = new Set(main.files);
  const compiled = new Set(mainReused ? [] : main.files);
  const snapshots: InputSnapshot[] = [mainInputs];
  const built = await parts.reuseOrBuildAll<ClientPart>(
    batches.map((sections, index) => ({
      name: `client-${index}`,
      key: partKey(key, sections, shellKey),
      build: async () => {
        const deps = new BatchDeps(shell, sections);
        const built = await runCompiler(bundler, batchConfig(site, bundler, options, index, shell, deps), (stats) => {
          const build = readClientBuild(stats);
          return { ...build, scripts: routeFileScripts(stats.compilation), shared: sharedRouteModules(stats.compilation, shell), inputs: inputsOf(build, stats.compilation) };
        });
        const part: ClientPart = { manifest: withSharedRouteModules(withDeps(built.manifest, deps.deps, shell), built.shared, shell), files: built.files.filter((file) => !file.startsWith(BATCH_ENTRY_PREFIX)), scripts: built.scripts };
        return { result: part, inputs: built.inputs };
      },
      usable,
    })),
  );
  for (const { result: own, inputs: ownInputs, reused } of built) {
    if (!reused) for (const file of own.files) compiled.add(file);
    writeScripts(options.outDir, own.scripts);
    Object.assign(manifest.chunks, own.manifest.chunks);
    Object.assign(manifest.chunkIds, own.manifest.chunkIds);
    Object.assign(manifest.registryImports, own.manifest.registryImports);
    Object.assign(manifest.contentFiles, own.manifest.contentFiles);
    for (const file of own.files) files.add(file);
    snapshots.push(ownInputs);
  }
  const snapshot = joinSnapshots(snapshots);
  return { manifest, files: [...files], inputs: { files: Object.keys(snapshot.files), missing: snapshot.missing }, snapshot, compiled };
}
