/**
 * The names of deferred content's chunk groups (see deferred-content.ts): in a module of its own,
 * without imports, for the render worker, which the pre-render bundle holds.
 */
const CONTENT_CHUNK_SUFFIX = '.content';

/** The name of the chunk group a deferred module loads its content from. */
export function contentChunkName(moduleChunkName: string): string {
  return moduleChunkName + CONTENT_CHUNK_SUFFIX;
}

export function isContentChunkName(name: string): boolean {
  return name.endsWith(CONTENT_CHUNK_SUFFIX);
}
