import { INLINE_ROUTE_ID, PAGE_SCRIPTS_RAN, ROUTE_CHUNK_FILES_GLOBAL, type InlineRouteData, type RouteChunkFiles } from '../shared/types';
import { loadRouteModules, type LoadedRoute } from './routes';

/** webpack's module loader: chunks by id, then a module by id. */
declare const __webpack_require__: ((id: string | number) => Record<string, unknown>) & {
  /** Chunk loading handlers by kind: `j` loads a chunk's script (mini-css adds `miniCss`). */
  f: { j(chunkId: string | number, promises: Array<Promise<unknown>>): void };
};

/**
 * Loads a chunk's script only (it ran already as one of the page's scripts). Its CSS is
 * in the page's stylesheets: asking webpack's CSS loader for it would need its file name, which
 * main's runtime does not know for route chunks (the route table brings those).
 */
function loadChunkScript(chunkId: string | number): Promise<unknown> {
  const promises: Array<Promise<unknown>> = [];
  __webpack_require__.f.j(chunkId, promises);
  return Promise.all(promises);
}

/** The route data a pre-rendered page carries (absent in the dev server). */
export function readInlineRoute(): InlineRouteData | null {
  const text = document.getElementById(INLINE_ROUTE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InlineRouteData;
  } catch {
    return null;
  }
}

/**
 * Settles once the page's scripts (main first, then the route's chunks) have all run: the page's
 * loader (PAGE_SCRIPTS_LOADER) says so when the last of them has.
 */
const pageScriptsRan = new Promise<void>((resolve) => {
  if ((window as unknown as Record<string, unknown>)[PAGE_SCRIPTS_RAN]) return resolve();
  window.addEventListener(PAGE_SCRIPTS_RAN, () => resolve(), { once: true });
});

/**
 * Loads the current route's modules by their webpack ids. Their chunks are already in the page
 * (its scripts), so this costs no request and no route table. It waits for those scripts to
 * run: main's runtime does not know route chunks' file names (they come with the route table).
 */
export async function loadInlineRoute(data: InlineRouteData): Promise<LoadedRoute> {
  if (data.files) publishChunkFiles(data.files);
  await pageScriptsRan;
  const load = async (key: string) => {
    const ref = data.refs[key];
    if (!ref) throw new Error(`The page has no module id for ${key}`);
    await Promise.all(ref[1].map(loadChunkScript));
    return __webpack_require__(ref[0]);
  };
  const route = { path: data.path, component: data.component, modules: data.modules, meta: { ...(data.title === null ? {} : { title: data.title }), ...(data.h ? { htmlClassName: data.h } : {}) }, ...(data.wrappers ? { wrappers: data.wrappers } : {}), ...(data.plugin ? { plugin: data.plugin } : {}) };
  return loadRouteModules(route, { load, isJson: () => false, preload: false });
}

/** Tells webpack's runtime the file names of chunks it cannot name itself (see RouteChunkFiles). */
function publishChunkFiles(files: RouteChunkFiles): void {
  const global = self as unknown as Record<string, RouteChunkFiles | undefined>;
  const known = (global[ROUTE_CHUNK_FILES_GLOBAL] ??= {});
  const maps = known as Record<string, Record<string, unknown> | undefined>;
  for (const [type, byId] of Object.entries(files) as Array<[string, Record<string, unknown>]>) maps[type] = { ...byId, ...maps[type] };
}
