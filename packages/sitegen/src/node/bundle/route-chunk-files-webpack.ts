import webpack, { type Chunk, type ChunkGroup, type Compilation, type Compiler } from 'webpack';
import { ROUTE_CHUNK_FILES_GLOBAL as GLOBAL } from '../../shared/types';
import { routeChunkFileScripts, routeChunkFilesCode, type RouteChunkModuleTests } from './route-chunk-files';

const NAME = 'RouteChunkFilesPlugin';
type ModuleTest = (module: webpack.Module) => boolean;

/**
 * Moves the file names of route chunks out of the main bundle, into a script of their own loaded
 * with the route table (ROUTE_CHUNK_FILES_SCRIPT, see route-chunk-files.ts).
 *
 * webpack's runtime (in main) maps every async chunk id to its content-hashed file name: one entry
 * per route chunk, ~10 bytes gzip each, all downloaded by every page. Route chunks are only ever
 * loaded through the route table (the registry), or are already in the page as its scripts,
 * so their names can travel with the registry instead. webpack's RealContentHashPlugin then fixes
 * the hashes in that script like everywhere else.
 *
 * `isRouteTable` tells the registry module apart (the one whose `import()`s create route chunks;
 * a concatenated module answers for its root module). The chunks deferred content modules load
 * with `import()` count as route chunks too (`isDeferredContent`): a page that shows one inlines
 * their names (InlineRouteData.files).
 */
export class WebpackRouteChunkFilesPlugin {
  private isRouteTable: ModuleTest;
  private isDeferredContent: ModuleTest;

  constructor(private tests: RouteChunkModuleTests) {
    this.isRouteTable = tests.isRouteTable;
    this.isDeferredContent = tests.isDeferredContent;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let routeChunks: Set<Chunk> | undefined;
      const isRouteChunk = (chunk: Chunk) => (routeChunks ??= findRouteChunks(compilation, this.isRouteOrigin)).has(chunk);
      const filenameModules: Array<{ contentType: string; fileFor: (chunk: Chunk) => string }> = [];

      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        if (!(module instanceof webpack.runtime.GetChunkFilenameRuntimeModule)) return;
        const { getFilenameForChunk, contentType } = module;
        // false leaves a chunk out of the runtime's map.
        module.getFilenameForChunk = (chunk) => (isRouteChunk(chunk) ? false : getFilenameForChunk(chunk));
        filenameModules.push({
          contentType,
          fileFor: (chunk) => {
            const template = getFilenameForChunk(chunk);
            return template ? compilation.getPath(typeof template === 'function' ? template({ chunk, contentHashType: contentType }) : template, { chunk, contentHashType: contentType }) : '';
          },
        });
      });

      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, set) => {
        if (!chunk.hasRuntime() || chunk.getAllAsyncChunks().size === 0) return;
        set.add(webpack.RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new RouteChunkFilesRuntimeModule());
      });

      // Before RealContentHashPlugin (OPTIMIZE_HASH), which replaces the preliminary hashes written here.
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const chunks = routeChunks ?? findRouteChunks(compilation, this.isRouteOrigin);
        const scripts = routeChunkFileScripts(chunks, this.tests, {
          groupsOf: (chunk) => chunk.groupsIterable,
          chunksOf: (module) => compilation.chunkGraph.getModuleChunksIterable(module as webpack.Module),
          filesOf: (chunk) => {
            const files: Record<string, Record<string, string>> = {};
            for (const { contentType, fileFor } of filenameModules) {
              const map: Record<string, string> = (files[contentType] = {});
              if (chunk.id === null || !chunk.contentHash[contentType]) continue;
              const file = fileFor(chunk);
              if (file) map[String(chunk.id)] = file;
            }
            return files;
          },
        });
        for (const [script, files] of scripts) compilation.emitAsset(script, new webpack.sources.RawSource(routeChunkFilesCode(files)));
      });
    });
  }

  private isRouteOrigin = (module: webpack.Module): boolean => this.isRouteTable(module) || this.isDeferredContent(module);
}

/** Wraps the runtime's chunk file name functions: a route chunk's name comes from the registry. */
class RouteChunkFilesRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('sitegen route chunk files', webpack.RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const require = webpack.RuntimeGlobals.require;
    const wrap = (fn: string, contentType: string) =>
      `if (${fn}) { let base = ${fn}; ${fn} = (id) => { let files = self.${GLOBAL}; return (files && files[${JSON.stringify(contentType)}] && files[${JSON.stringify(contentType)}][id]) || base(id); }; }`;
    return [wrap(webpack.RuntimeGlobals.getChunkScriptFilename, 'javascript'), wrap(`${require}.miniCssF`, 'css/mini-extract')].join('\n');
  }
}

/** Chunk groups that `import()`s of route origins (the route table, deferred content) create. */
function isRouteGroup(group: ChunkGroup, isRouteOrigin: ModuleTest): boolean {
  return group.origins.length > 0 && group.origins.every((origin) => origin.module !== null && origin.module !== undefined && isRouteOrigin(origin.module));
}

/** Chunks that only route chunk groups use (route components, page content and data, and what only they share). */
function findRouteChunks(compilation: Compilation, isRouteOrigin: ModuleTest): Set<Chunk> {
  const chunks = new Set<Chunk>();
  for (const chunk of compilation.chunks) {
    if (chunk.hasRuntime() || chunk.canBeInitial()) continue;
    const groups = [...chunk.groupsIterable];
    if (groups.length > 0 && groups.every((group) => isRouteGroup(group, isRouteOrigin))) chunks.add(chunk);
  }
  return chunks;
}

