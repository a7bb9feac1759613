/** What the main thread and the MDX compile thread (compile-thread.ts, compile-worker.ts) send each other. */
import type { CompiledMdx, MdxPipelineOptions } from './compile';
import type { ContentInstance } from './site-plugins';

/**
 * The pipeline options as data (the thread looks routes up in `fileRoutes`; diagrams are drawn
 * here; the site's Markdown code is loaded there, see ThreadSiteMarkdown).
 */
export type ThreadPipelineOptions = Omit<MdxPipelineOptions, 'resolveFileRoute' | 'renderDiagram' | 'cacheDir' | 'siteCode'> & { fileRoutes: Array<[string, string]>; drawsDiagrams: boolean; siteMarkdown?: ThreadSiteMarkdown };

/**
 * A site whose config gives Markdown code (plugins, `markdown.preprocessor`…): functions, which
 * cannot cross to the thread, so the thread imports the config itself (see site-plugins-loader.ts).
 */
export interface ThreadSiteMarkdown {
  /** Changes when the code may have (see siteMarkdownVersion): the thread then loads it again. */
  version: string;
  /** The content plugin instances and their folders, each file's plugins are its instance's. */
  instances: ContentInstance[];
  /** The bundled loader the thread imports (compile-thread.ts bundles it). */
  loader?: string;
}

/** An error as it crosses threads. */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  /** A compile error's place (MdxCompileError, FrontMatterError). */
  file?: string;
  line?: number;
  column?: number;
}

export type CompileThreadRequest =
  | { type: 'configure'; options: ThreadPipelineOptions }
  | { type: 'compile'; id: number; file: string; source: string }
  | { type: 'diagram-drawn'; id: number; svgs?: { light: string; dark: string }; error?: string };

export type CompileThreadReply =
  | { type: 'compiled'; id: number; result?: CompiledMdx; error?: ThreadError; sourceTrees: Array<[string, string]> }
  | { type: 'draw-diagram'; id: number; source: string };

const BUILT_IN_ERRORS: Record<string, ErrorConstructor> = { TypeError, RangeError, ReferenceError, SyntaxError };

/** The error the thread reported, as the same kind of error here (the CLI prints a bug's stack). */
export function errorFromThread(error: ThreadError): Error {
  const copy = new (BUILT_IN_ERRORS[error.name] ?? Error)(error.message);
  copy.name = error.name;
  if (error.stack) copy.stack = error.stack;
  return Object.assign(copy, error.file === undefined ? {} : { file: error.file, line: error.line, column: error.column });
}

export function errorForThread(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { file, line, column } = error as Partial<Pick<ThreadError, 'file' | 'line' | 'column'>>;
  return { name: error.name, message: error.message, stack: error.stack, ...(typeof file === 'string' ? { file, line, column } : {}) };
}
