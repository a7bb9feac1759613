import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from '@rspack/core';
import { ROUTE_CHUNK_FILES_GLOBAL as GLOBAL, routeChunkFilesScript, type ChunkFileMaps, type RouteChunkFiles } from '../../shared/types';

/** Tells the route table's module and deferred content modules apart (a concatenated module answers for its root). */
export interface RouteChunkModuleTests {
  isRouteTable(module: object): boolean;
  /** The section of the route table a route table module is (shared/route-sections.ts); undefined for the table's index. */
  routeTableSection(module: object): number | undefined;
  isDeferredContent(module: object): boolean;
}

interface GroupLike {
  origins: Array<{ module?: object | null }>;
}

/**
 * The route chunks' file names by the script they go in (routeChunkFilesScript): each section of
 * the route table's script has the chunks its routes load (their content, data and components,
 * and the chunks their deferred content loads); the index's has the rest (the sections' own
 * chunks, the not-found page's). A chunk several sections load is in each of their scripts.
 */
export function routeChunkFileScripts<C>(
  routeChunks: Iterable<C>,
  tests: RouteChunkModuleTests,
  graph: { groupsOf(chunk: C): Iterable<GroupLike>; chunksOf(module: object): Iterable<C>; filesOf(chunk: C): RouteChunkFiles },
): Map<string, RouteChunkFiles> {
  const sectionsOf = new Map<C, Set<number>>();
  const pending = [...routeChunks];
  // Deferred content's chunks are its page's section's: found once the page's chunks are (a few rounds).
  for (let round = 0; round < 8 && pending.length > 0; round++) {
    for (const chunk of pending.splice(0)) {
      const sections = new Set<number>();
      let waiting = false;
      for (const group of graph.groupsOf(chunk)) {
        for (const { module } of group.origins) {
          if (!module) continue;
          const section = tests.isRouteTable(module) ? tests.routeTableSection(module) : undefined;
          if (section !== undefined) sections.add(section);
          else if (tests.isDeferredContent(module)) {
            for (const owner of graph.chunksOf(module)) {
              const ownerSections = sectionsOf.get(owner);
              if (ownerSections) for (const s of ownerSections) sections.add(s);
              else if (owner !== chunk) waiting = true;
            }
          }
        }
      }
      if (waiting && round < 7) pending.push(chunk);
      else sectionsOf.set(chunk, sections);
    }
  }
  const scripts = new Map<string, RouteChunkFiles>();
  const add = (script: string, files: RouteChunkFiles) => {
    let map = scripts.get(script);
    if (!map) scripts.set(script, (map = { javascript: {}, 'css/mini-extract': {} }));
    for (const [type, byId] of Object.entries(files) as Array<[keyof RouteChunkFiles, Record<string, string>]>) Object.assign((map[type] ??= {}), byId);
  };
  add(routeChunkFilesScript(), {});
  for (const [chunk, sections] of sectionsOf) {
    const files = graph.filesOf(chunk);
    if (sections.size === 0) add(routeChunkFilesScript(), files);
    for (const section of sections) add(routeChunkFilesScript(section), files);
  }
  return scripts;
}

const NAME = 'RouteChunkFilesPlugin';

/**
 * The script's code: adds `files` to what the pages published already. Its maps' keys are sorted:
 * a batch built again from the bundler's persistent cache lists its chunks in another order than
 * a cold build, and the same files make the same script.
 */
export function routeChunkFilesCode(files: RouteChunkFiles): string {
  return `(function(m){var g=self.${GLOBAL}=self.${GLOBAL}||{};for(var t in m)g[t]=Object.assign(g[t]||{},m[t]);})(${JSON.stringify(sortedKeys(files))});\n`;
}

/** A copy of a JSON value with each object's keys in order (arrays as they are). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]));
}


/** The runtime's chunk file name functions, by the content type RouteChunkFiles files them under. */
const FILENAME_FUNCTIONS = { javascript: '__webpack_require__.u', 'css/mini-extract': '__webpack_require__.miniCssF' } as const;

/**
 * Moves the file names of route chunks out of the main bundle, into a script of their own that
 * the client loads with the route table (ROUTE_CHUNK_FILES_SCRIPT; Rspack here,
 * route-chunk-files-webpack.ts does the same through webpack's runtime modules).
 *
 * The runtime (in main) maps every async chunk id to its content-hashed file name: one entry per
 * route chunk, ~10 bytes gzip each, all downloaded by every page. Route chunks are only ever
 * loaded through the route table (the registry), or are already in the page as its scripts,
 * so their names can travel with the registry instead. Not in the registry's chunk: its name would
 * then change with every page's content, and main's with it.
 *
 * Rspack lets a plugin neither add to nor wrap its built-in runtime modules' generated code
 * before the hashes are in it, so this edits main's unminified output: each file name function
 * (`return "assets/js/" + {1019: "9b20f501", …}[chunkId] + ".js"`) loses its route chunks' entries
 * and looks in the script's map first. It runs before the minifier and before real content
 * hashing, which then fixes the hashes in the registry's map like everywhere else. Should the
 * runtime's shape change, main keeps its full map and a warning says so.
 */
export class RspackRouteChunkFilesPlugin {
  /** `batch`: a batch of a batched build (batches.ts) adds to its sections' scripts and writes no index script. */
  constructor(
    private tests: RouteChunkModuleTests,
    private batch?: BatchScripts,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources, WebpackError } = compiler.rspack;
    const isRouteOrigin = (module: object) => this.tests.isRouteTable(module) || this.tests.isDeferredContent(module);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const routeChunks = findRouteChunks(compilation, isRouteOrigin);
        const routeIds = new Set([...routeChunks].map((chunk) => String(chunk.id)));
        const scripts = routeChunkFileScripts(routeChunks, this.tests, {
          groupsOf: (chunk) => chunk.groupsIterable,
          chunksOf: (module) => compilation.chunkGraph.getModuleChunks(module as Module),
          filesOf: (chunk) => {
            const files: ChunkFileMaps = { javascript: {}, 'css/mini-extract': {} };
            for (const file of chunk.files) {
              if (file.endsWith('.js')) files.javascript[String(chunk.id)] = file;
              else if (file.endsWith('.css')) files['css/mini-extract'][String(chunk.id)] = file;
            }
            return files;
          },
        });
        for (const chunk of compilation.chunks) {
          if (chunk.hasRuntime()) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const code = compilation.getAsset(file)?.source.source().toString() ?? '';
              const edited = withoutRouteChunks(code, routeIds);
              if (edited === null) compilation.warnings.push(new WebpackError(`${NAME}: the runtime's chunk file name map in ${file} has an unknown shape; route chunk names stay in it`));
              else compilation.updateAsset(file, new sources.RawSource(edited));
            }
          }
        }
        this.batch?.adjust(compilation, scripts);
        for (const [script, files] of scripts) compilation.emitAsset(script, new sources.RawSource(routeChunkFilesCode(files)));
      });
    });
  }
}

/** What a batch's compilation does to the route chunk file scripts before they are written (see batches.ts). */
export interface BatchScripts {
  adjust(compilation: Compilation, scripts: Map<string, RouteChunkFiles>): void;
}

/**
 * Main's code with the route chunks' entries left out of the runtime's file name maps, each of
 * which then looks in the registry's map (`self.__sitegen…`) first; null when a function that
 * is there does not have the expected shape.
 */
export function withoutRouteChunks(code: string, routeIds: Set<string>): string | null {
  let result = code;
  for (const [contentType, fn] of Object.entries(FILENAME_FUNCTIONS)) {
    const start = result.indexOf(`${fn} = (chunkId) => {`);
    if (start === -1) continue;
    const end = result.indexOf('\n}', start);
    const body = result.slice(start, end);
    const match = /return ("[^"]*") \+ \{([^}]*)\}\[chunkId\] \+ ("[^"]*");?/.exec(body);
    if (!match) return null;
    const [statement, prefix, entries = '', suffix] = match;
    const kept = [...entries.matchAll(/"?([\w-]+)"?: ("[^"]*")/g)].filter(([, id]) => !routeIds.has(id ?? '')).map(([, id, file]) => `${JSON.stringify(id)}: ${file}`);
    const routeFile = `var files = self.${GLOBAL}; var routeFile = files && files[${JSON.stringify(contentType)}] && files[${JSON.stringify(contentType)}][chunkId];`;
    const replacement = `${routeFile} return routeFile || ${prefix} + {${kept.join(',')}}[chunkId] + ${suffix};`;
    result = result.slice(0, start) + body.replace(statement, replacement) + result.slice(end);
  }
  return withoutRouteCssChunks(result, routeIds);
}

/**
 * The CSS loader's list of chunks that have a stylesheet (`var cssChunks = {"1019": 1, …}`) loses
 * the route chunks too, which are in the route table's map when they have one: with a stylesheet
 * per page, that list grew by ~2.6 KB gzip per 1,000 pages of main. Null when the list is there
 * in another shape.
 */
function withoutRouteCssChunks(code: string, routeIds: Set<string>): string | null {
  const start = code.indexOf('var cssChunks = {');
  if (start === -1) return code;
  const end = code.indexOf('};', start);
  if (end === -1) return null;
  const entries = code.slice(start + 'var cssChunks = {'.length, end);
  const kept = [...entries.matchAll(/"?([\w-]+)"?:\s*1/g)].filter(([, id]) => !routeIds.has(id ?? '')).map(([, id]) => `${JSON.stringify(id)}: 1`);
  const routeCss = `var files = self.${GLOBAL}; if (files && files["css/mini-extract"] && files["css/mini-extract"][chunkId]) cssChunks[chunkId] = 1;`;
  return `${code.slice(0, start)}var cssChunks = {${kept.join(',')}}; ${routeCss}${code.slice(end + 2)}`;
}

/** Chunk groups that `import()`s of route origins (the route table, deferred content) create. */
function isRouteGroup(group: ChunkGroup, isRouteOrigin: (module: object) => boolean): boolean {
  return group.origins.length > 0 && group.origins.every((origin) => origin.module !== null && origin.module !== undefined && isRouteOrigin(origin.module));
}

/** Chunks that only route chunk groups use (route components, page content and data, and what only they share). */
function findRouteChunks(compilation: Compilation, isRouteOrigin: (module: object) => boolean): Set<Chunk> {
  const chunks = new Set<Chunk>();
  for (const chunk of compilation.chunks) {
    if (chunk.hasRuntime() || chunk.canBeInitial() || chunk.id === null || chunk.id === undefined) continue;
    const groups = [...chunk.groupsIterable];
    if (groups.length > 0 && groups.every((group) => isRouteGroup(group, isRouteOrigin))) chunks.add(chunk);
  }
  return chunks;
}
