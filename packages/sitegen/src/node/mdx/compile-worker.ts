/**
 * The thread the MDX pipeline runs on (see compile-thread.ts): compiles what the main thread asks,
 * uncached (the main thread keeps the outputs), and asks it to draw Mermaid diagrams.
 */
import { pluginContentKey } from '../plugins/plugin-ids';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { compileMarkdownFile, type MdxPipelineOptions } from './compile';
import { drainSourceTrees } from './source-trees';
import { errorForThread, type CompileThreadReply, type CompileThreadRequest, type ThreadSiteMarkdown } from './compile-thread-messages';
import type { SiteMarkdownCode } from './site-plugins';

const port = parentPort;
if (!port) throw new Error('compile-worker runs in a worker thread');

let options: MdxPipelineOptions | undefined;
/** The site's Markdown code, loaded once per version (see ThreadSiteMarkdown); compiles wait for it. */
let siteCode: { version: string; code: Promise<SiteMarkdownCode> } | undefined;
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
    const { fileRoutes, drawsDiagrams, siteMarkdown, ...rest } = message.options;
    const routes = new Map(fileRoutes);
    options = { ...rest, resolveFileRoute: (file) => routes.get(file), renderDiagram: drawsDiagrams ? drawDiagram : undefined };
    if (!siteMarkdown) siteCode = undefined;
    else if (siteCode?.version !== siteMarkdown.version) {
      siteCode = { version: siteMarkdown.version, code: loadSiteCode(rest.siteDir, siteMarkdown) };
      // A failure is each compile's to report (the thread would stop on one no compile waited for).
      siteCode.code.catch(() => undefined);
    }
  } else if (message.type === 'diagram-drawn') {
    const request = diagramsWaiting.get(message.id);
    diagramsWaiting.delete(message.id);
    if (message.error !== undefined) request?.reject(new Error(message.error));
    else request?.resolve(message.svgs);
  } else {
    const { id, file, source } = message;
    if (!options) throw new Error('The MDX compile thread was asked to compile before it was configured');
    const pipeline = options;
    const compiling = siteCode ? siteCode.code.then((code) => compileMarkdownFile(file, source, { ...pipeline, siteCode: code })) : compileMarkdownFile(file, source, pipeline);
    compiling.then(
      (result) => port.postMessage({ type: 'compiled', id, result, sourceTrees: drainSourceTrees() } satisfies CompileThreadReply),
      (error: unknown) => port.postMessage({ type: 'compiled', id, error: errorForThread(error), sourceTrees: drainSourceTrees() } satisfies CompileThreadReply),
    );
  }
});

/** The site's Markdown code, from its config as the loader reads it (imported by path: it is bundled apart, see compile-thread.ts). */
async function loadSiteCode(siteDir: string, markdown: ThreadSiteMarkdown): Promise<SiteMarkdownCode> {
  if (!markdown.loader) throw new Error('The MDX compile thread was given no loader for the site\'s Markdown plugins');
  const { loadSiteMarkdownCode } = (await import(pathToFileURL(markdown.loader).href)) as typeof import('./site-plugins-loader');
  const { plugins, ...functions } = await loadSiteMarkdownCode(siteDir);
  return { ...functions, version: markdown.version, instances: markdown.instances.map((instance) => ({ ...instance, plugins: plugins[pluginContentKey(instance.name, instance.id) as typeof instance.name] ?? {} })) };
}
