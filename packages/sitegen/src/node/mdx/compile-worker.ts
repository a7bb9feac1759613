/**
 * The thread the MDX pipeline runs on (see compile-thread.ts): compiles what the main thread asks,
 * uncached (the main thread keeps the outputs), and asks it to draw Mermaid diagrams.
 */
import { parentPort } from 'node:worker_threads';
import { compileMarkdownFile, type MdxPipelineOptions } from './compile';
import { drainSourceTrees } from './source-trees';
import { errorForThread, type CompileThreadReply, type CompileThreadRequest } from './compile-thread-messages';

const port = parentPort;
if (!port) throw new Error('compile-worker runs in a worker thread');

let options: MdxPipelineOptions | undefined;
const diagramsWaiting = new Map<number, { resolve(svgs: { light: string; dark: string } | undefined): void; reject(error: Error): void }>();
let nextDiagramId = 0;

const drawDiagram = (source: string) =>
  new Promise<{ light: string; dark: string } | undefined>((resolve, reject) => {
    const id = nextDiagramId++;
    diagramsWaiting.set(id, { resolve, reject });
    port.postMessage({ type: 'draw-diagram', id, source } satisfies CompileThreadReply);
  });

port.on('message', (message: CompileThreadRequest) => {
  if (message.type === 'configure') {
    const { fileRoutes, drawsDiagrams, ...rest } = message.options;
    const routes = new Map(fileRoutes);
    options = { ...rest, resolveFileRoute: (file) => routes.get(file), renderDiagram: drawsDiagrams ? drawDiagram : undefined };
  } else if (message.type === 'diagram-drawn') {
    const request = diagramsWaiting.get(message.id);
    diagramsWaiting.delete(message.id);
    if (message.error !== undefined) request?.reject(new Error(message.error));
    else request?.resolve(message.svgs);
  } else {
    const { id, file, source } = message;
    if (!options) throw new Error('The MDX compile thread was asked to compile before it was configured');
    compileMarkdownFile(file, source, options).then(
      (result) => port.postMessage({ type: 'compiled', id, result, sourceTrees: drainSourceTrees() } satisfies CompileThreadReply),
      (error: unknown) => port.postMessage({ type: 'compiled', id, error: errorForThread(error), sourceTrees: drainSourceTrees() } satisfies CompileThreadReply),
    );
  }
});
