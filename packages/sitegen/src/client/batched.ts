/**
 * The browser's side of a batched build (node/bundle/batches.ts): the route table's sections and
 * their pages are bundled in batches apart from the main bundle, their modules referring to the
 * main bundle's by id (`globalThis.__sitegenRequire(id)`). A batch chunk needs the main bundle's chunks
 * of the modules it uses loaded first: its section's script names them (`deps`), and a chunk
 * loading handler loads them with it.
 */
import { ROUTE_CHUNK_FILES_GLOBAL, type RouteChunkFiles } from '../shared/types';

type ChunkId = string | number;
declare const __webpack_require__: ((id: ChunkId) => unknown) & {
  e(chunkId: ChunkId): Promise<unknown>;
  f: Record<string, (chunkId: ChunkId, promises: Array<Promise<unknown>>) => void>;
};

function published(): RouteChunkFiles | undefined {
  return (self as unknown as Record<string, RouteChunkFiles | undefined>)[ROUTE_CHUNK_FILES_GLOBAL];
}

/**
 * Installs the batches' chunk loading: `self.__sitegenRequire` for their modules, and a handler
 * that loads a batch chunk's `deps` with it. `shared` is the loader of the modules the batches
 * share with the site (generated `shared.js`): referred to here so the main bundle builds them,
 * never called.
 */
export function installBatchedChunks(shared: () => Promise<unknown>): void {
  void shared;
  (globalThis as unknown as Record<string, unknown>).__sitegenRequire = __webpack_require__;
  __webpack_require__.f.sitegenDeps = (chunkId, promises) => {
    const deps = published()?.deps?.[String(chunkId)];
    if (deps) for (const dep of deps) promises.push(__webpack_require__.e(dep));
  };
}

/** A section of the route table, from its batch (its script, which names it, has loaded). */
export async function loadBatchedSection(section: number): Promise<unknown> {
  const ref = published()?.sections?.[String(section)];
  if (!ref) throw new Error(`The route table's section ${section} is not in its script`);
  await Promise.all(ref[1].map((chunkId) => __webpack_require__.e(chunkId)));
  return __webpack_require__(ref[0]);
}
