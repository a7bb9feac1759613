import path from 'node:path';
import { GENERATOR_ROOT } from './aliases';
import { contentChunkName } from './content-chunk-name';

const DEFERRED_CONTENT_RUNTIME = path.join(GENERATOR_ROOT, 'src/client/deferred-content.tsx');

/** The query that asks for a page's content as a deferred module (the generator adds it to route modules). */
export const DEFERRED_QUERY = 'deferred';


/** Whether a webpack module is a deferred content module (a concatenated module answers for its root). */
export function isDeferredContentModule(module: object): boolean {
  const { resource, rootModule } = module as { resource?: unknown; rootModule?: { resource?: unknown } };
  const request = rootModule?.resource ?? resource;
  return typeof request === 'string' && new URLSearchParams(request.split('?')[1] ?? '').has(DEFERRED_QUERY);
}

/**
 * A page's content as a deferred module (`?deferred`, production builds): its data exports, and
 * a default export that renders the content from the full module. In the browser that module is
 * its own chunk, which the page's scripts leave out: the server HTML stays as it is until the
 * chunk has loaded, at idle, and React hydrates it then (src/client/deferred-content.tsx). The
 * pre-render bundle imports the full module directly, so the HTML is complete.
 */
export function deferredContentModule(file: string, dataExports: string, target: 'browser' | 'server', chunkName: string): string {
  // This module is the file's own (with a query): the file is next to it. By absolute path, the
  // resolver would look for it below each of its roots first (see resolveRoots).
  const request = JSON.stringify(`./${path.basename(file)}`);
  const content = target === 'browser' ? `{ load: () => import(/* webpackChunkName: ${JSON.stringify(contentChunkName(chunkName))} */ ${request}) }` : '{ component: Content }';
  return [
    `import { deferContent } from ${JSON.stringify(DEFERRED_CONTENT_RUNTIME)};`,
    ...(target === 'server' ? [`import Content from ${request};`] : []),
    dataExports,
    `export default deferContent(${content});`,
    '',
  ].join('\n');
}
