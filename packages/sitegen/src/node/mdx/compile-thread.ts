/**
 * The MDX pipeline on a thread of its own (its worker is compile-worker.ts). On the main thread it
 * held up the bundlers: loading it took ~0.3 s and a large page's compile ~0.4 s, while Rspack's
 * loaders and the end of its compilation waited for their turn. A build starts the thread with
 * itself, so the pipeline loads while the site does, and the files without a kept output are
 * compiled before the bundlers ask for them (see MdxService.prepare).
 */
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { bundledTypeScriptModule, startTypeScriptWorker } from '../esbuild/import-typescript';
import { GENERATOR_WORKERS_DIR } from '../utils/worker-thread';
import type { CompiledMdx } from './compile';
import { errorFromThread, type CompileThreadReply, type CompileThreadRequest, type ThreadPipelineOptions } from './compile-thread-messages';
import { addSourceTrees } from './source-trees';

export type { ThreadPipelineOptions } from './compile-thread-messages';

export interface MdxCompileThread {
  /**
   * Sets the pipeline options (again after the routes change); compiles asked later use them.
   * `drawDiagram` draws a Mermaid diagram for the thread: the browser that draws them belongs to
   * the main thread, which starts it early.
   */
  configure(options: ThreadPipelineOptions, drawDiagram?: DrawDiagram): void;
  /**
   * Compiles `source` (`key`: its compiledMdxKey). Compiles wait their turn, a few at a time, so
   * a build that asks for every file at once does not hold every syntax tree at once; `soon`
   * ones (a bundler waits for them) go before those asked ahead of need.
   */
  compile(key: string, file: string, source: string, options: { soon: boolean }): Promise<CompiledMdx>;
  /** A bundler waits for this compile, asked earlier ahead of need: it goes first. */
  hurry(key: string): void;
  /** Whether the thread has stopped (closed, or crashed): it compiles nothing more. */
  readonly stopped: boolean;
  /** Threads compiling (a second one starts with a long queue). */
  readonly threads: number;
  close(): Promise<void>;
}

/** What the thread imports for a site's Markdown code, bundled apart (see site-plugins-loader.ts). */
const SITE_CODE_LOADER = path.join(import.meta.dirname, 'site-plugins-loader.ts');

/** Compiles sent to the thread at once: two, so one can go on while another waits for a diagram. */
const RUNNING_AT_ONCE = 2;

interface CompileRequest {
  key: string;
  file: string;
  source: string;
  resolve(result: CompiledMdx): void;
  reject(error: Error): void;
}

type DrawDiagram = (source: string) => Promise<{ light: string; dark: string } | undefined>;

/**
 * The compiles waiting, in order, with some moved to the front (`soon`, `hurry`). Each step costs
 * the same whatever the length: a cold build queues every page at once (10,000 of them), and the
 * bundler hurries each one it reaches (an array's findIndex and splice per hurry took seconds).
 */
export class CompileQueue {
  private readonly order: CompileRequest[] = [];
  private head = 0;
  /** Moved to the front: the last one moved goes first. */
  private readonly front: CompileRequest[] = [];
  private readonly waiting = new Set<CompileRequest>();
  /** The last request added under each key, for `hurry`. */
  private readonly byKey = new Map<string, CompileRequest>();

  add(request: CompileRequest, soon: boolean): void {
    this.waiting.add(request);
    this.byKey.set(request.key, request);
    (soon ? this.front : this.order).push(request);
  }

  hurry(key: string): void {
    const request = this.byKey.get(key);
    if (request && this.waiting.has(request)) this.front.push(request);
  }

  /** The next compile to send (each once, wherever it sits). */
  take(): CompileRequest | undefined {
    for (;;) {
      const request = this.front.pop() ?? this.order[this.head++];
      if (!request) {
        this.order.length = 0;
        this.head = 0;
        return undefined;
      }
      if (!this.waiting.delete(request)) continue;
      if (this.byKey.get(request.key) === request) this.byKey.delete(request.key);
      return request;
    }
  }

  /** Compiles waiting to be sent. */
  get size(): number {
    return this.waiting.size;
  }

  drain(): CompileRequest[] {
    const all = [...this.waiting];
    this.waiting.clear();
    this.byKey.clear();
    this.order.length = 0;
    this.front.length = 0;
    this.head = 0;
    return all;
  }
}

/**
 * Compiles waiting past which a second thread starts: a cold build of a large site (the compiles
 * then hold up the pre-render bundle: 4 of its 6 seconds at 1,000 pages) gets one per core, up
 * to two; a small site or an edit keeps to one (a thread costs ~0.3 s to load and its memory).
 */
export const SECOND_THREAD_ABOVE = 300;

/**
 * Starts the thread, which loads the pipeline at once (a build starts it before its site has
 * loaded). It keeps the process alive only while a compile waits for it. With many compiles
 * waiting a second thread starts and shares the queue.
 */
export function startMdxCompileThread(): MdxCompileThread {
  let drawDiagram: DrawDiagram | undefined;
  const queue = new CompileQueue();
  /** Each thread's compiles sent and not answered yet. */
  const running = new Map<Worker, Map<number, CompileRequest>>();
  let nextId = 0;
  let failed: Error | undefined;
  const failAll = (error: Error) => {
    failed = error;
    for (const request of [...[...running.values()].flatMap((sent) => [...sent.values()]), ...queue.drain()]) request.reject(error);
    running.clear();
  };
  const pump = () => {
    if (configuring) return;
    if (running.size === 1 && !second && queue.size > SECOND_THREAD_ABOVE && os.availableParallelism() > 1) second = startThread();
    for (const [worker, sent] of running) {
      for (let request = sent.size < RUNNING_AT_ONCE ? queue.take() : undefined; request; request = sent.size < RUNNING_AT_ONCE ? queue.take() : undefined) {
        const id = nextId++;
        sent.set(id, request);
        worker.postMessage({ type: 'compile', id, file: request.file, source: request.source } satisfies CompileThreadRequest);
      }
      if (sent.size > 0) worker.ref();
      else worker.unref();
    }
  };
  const listen = (worker: Worker): void => {
    const sent = new Map<number, CompileRequest>();
    running.set(worker, sent);
    worker.on('message', (reply: CompileThreadReply) => {
      if (reply.type === 'draw-diagram') {
        const answer = (message: Omit<Extract<CompileThreadRequest, { type: 'diagram-drawn' }>, 'type' | 'id'>) => worker.postMessage({ type: 'diagram-drawn', id: reply.id, ...message } satisfies CompileThreadRequest);
        if (!drawDiagram) return answer({});
        drawDiagram(reply.source).then(
          (svgs) => answer({ svgs }),
          (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
        );
        return;
      }
      addSourceTrees(reply.sourceTrees);
      const request = sent.get(reply.id);
      sent.delete(reply.id);
      if (reply.result) request?.resolve(reply.result);
      else request?.reject(errorFromThread(reply.error ?? { name: 'Error', message: 'The MDX compile thread sent no result' }));
      pump();
    });
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('The MDX compile thread stopped')));
    if (options) worker.postMessage({ type: 'configure', options } satisfies CompileThreadRequest);
    pump();
  };
  const startThread = () => {
    const starting = startTypeScriptWorker(path.join(import.meta.dirname, 'compile-worker.ts'), GENERATOR_WORKERS_DIR, undefined, { bundleEsm: true });
    return Promise.resolve(starting).then(listen, (error: unknown) => failAll(error instanceof Error ? error : new Error(String(error))));
  };
  let second: Promise<void> | undefined;
  let options: ThreadPipelineOptions | undefined;
  /** While the loader of the site's Markdown code is bundled: compiles wait for the options that name it. */
  let configuring = false;
  let configures = 0;
  const post = (next: ThreadPipelineOptions) => {
    options = next;
    configuring = false;
    for (const worker of running.keys()) worker.postMessage({ type: 'configure', options } satisfies CompileThreadRequest);
    pump();
  };
  const first = startThread();
  return {
    configure(next, draw) {
      drawDiagram = draw;
      const markdown = next.siteMarkdown;
      // A later configure wins over one still waiting for its loader.
      const turn = ++configures;
      if (!markdown || markdown.loader) return post(next);
      const loader = bundledTypeScriptModule(SITE_CODE_LOADER, GENERATOR_WORKERS_DIR, { bundleEsm: true });
      if (typeof loader === 'string') return post({ ...next, siteMarkdown: { ...markdown, loader } });
      configuring = true;
      loader.then(
        (file) => {
          if (turn === configures) post({ ...next, siteMarkdown: { ...markdown, loader: file } });
        },
        (error: unknown) => failAll(error instanceof Error ? error : new Error(String(error))),
      );
    },
    compile(key, file, source, { soon }) {
      if (failed) return Promise.reject(failed);
      return new Promise<CompiledMdx>((resolve, reject) => {
        queue.add({ key, file, source, resolve, reject }, soon === true);
        pump();
      });
    },
    get stopped() {
      return failed !== undefined;
    },
    get threads() {
      return running.size;
    },
    hurry(key) {
      queue.hurry(key);
    },
    async close() {
      await Promise.all([first, second]);
      await Promise.all([...running.keys()].map((worker) => worker.terminate()));
    },
  };
}
