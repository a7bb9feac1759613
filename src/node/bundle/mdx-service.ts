import fs from 'node:fs';
import path from 'node:path';
import { TRUNCATE_MARKER } from '../../../plugins/blog/truncate';
import type { MdxPipelineOptions } from '../mdx/compile';
import type { ImageAsset } from '../mdx/remark-images';
import type { LoadedSite } from '../plugins/host';
import { GENERATOR_ROOT } from './aliases';
import { moduleChunkNames } from '../generate/index';
import { DEFERRED_QUERY, deferredContentModule } from './deferred-content';
import { createMermaidRenderer, diagramSources, type MermaidRenderer } from '../mermaid/renderer';

/**
 * Who a compiled module is for: the browser bundle, the dev server's (hot-updatable, never
 * deferred) or the pre-render bundle.
 */
export type MdxTarget = 'browser' | 'hot' | 'server';

export interface MdxService {
  /** `query` is the request's (`?truncated=true`: a blog excerpt; `?deferred`: see deferredContentModule). */
  compile(file: string, source: string, options: { query: string; target: MdxTarget }): Promise<string>;
  /** Local images referenced by compiled Markdown, to copy into the build. */
  assets: Map<string, ImageAsset>;
  update(site: LoadedSite): void;
  /** Ends what the compiles started (the browser that draws diagrams). */
  close(): Promise<void>;
  /**
   * The bundlers are about to compile these Markdown files: loads the MDX pipeline now, while
   * they start up, and gets the browser that draws their Mermaid diagrams going.
   */
  prepare(files: string[]): void;
}

declare global {
  // eslint-disable-next-line no-var
  var __sitegenCompileMdx: MdxService['compile'] | undefined;
}

const MDX_DEFAULT_EXPORT = 'export default function MDXContent(';
const JSX_RUNTIME_IMPORT = /^import \{([^}]*)\} from "react\/jsx-runtime";$/m;
const HOT_MDX_RUNTIME = path.join(GENERATOR_ROOT, 'src/client/hot-mdx.ts');

/**
 * Dev server: makes a compiled MDX module hot-updatable (runtime in src/client/hot-mdx.ts). Its
 * default export stays the same component across edits and re-renders itself with the newest
 * content, handing React the previous elements for unchanged parts, so an edit patches the page
 * in place; pages that import the file as a partial update too. Each new version announces its
 * exports (`sitegen:content-update`) for the client to swap into the routes that show it.
 */
export function hotMdxModule(code: string): string {
  if (!code.includes(MDX_DEFAULT_EXPORT)) throw new Error('Compiled MDX has no MDXContent default export');
  const factories: string[] = [];
  const body = code
    .replace(JSX_RUNTIME_IMPORT, (_line, names: string) => {
      const renamed = names.replace(/\b(jsxs?) as (_jsxs?)\b/g, (_match, name: string, local: string) => {
        factories.push(`${local} = sitegenHot.memo.wrap(sitegenJsx_${name})`);
        return `${name} as sitegenJsx_${name}`;
      });
      return `import {${renamed}} from "react/jsx-runtime";`;
    })
    .replace(MDX_DEFAULT_EXPORT, 'function MDXContent(');
  return `import { announceHotMdx, hotMdxComponent, hotMdxState } from ${JSON.stringify(HOT_MDX_RUNTIME)};
const sitegenHot = hotMdxState(__webpack_module__.id);
${factories.length ? `const ${factories.join(', ')};` : ''}
${body}
export default hotMdxComponent(sitegenHot, MDXContent);
if (import.meta.webpackHot) import.meta.webpackHot.accept();
announceHotMdx(sitegenHot, __webpack_module__.exports);
`;
}

/** How a build says it cannot draw diagrams (no browser). */
export const warnDiagrams = (message: string) => console.warn(`Warning: ${message}`);

/**
 * One MDX compiler per site, shared by webpack's loader and the server bundle (same cache).
 * `startedDiagrams`: a diagram renderer the build started before the site loaded, used (or
 * closed, when the site leaves diagrams to the browser) instead of a new one.
 */
export function createMdxService(site: LoadedSite, startedDiagrams?: MermaidRenderer): MdxService {
  let options: MdxPipelineOptions;
  // The registry's chunk names: a deferred module's content chunk is named after its own.
  let chunkNameOf: (modulePath: string) => string;
  const assets = new Map<string, ImageAsset>();
  // Builds draw Mermaid diagrams as SVG; the dev server leaves them to the browser.
  const drawsDiagrams = !site.context.dev && site.config.mermaid?.drawAt !== 'browser';
  if (!drawsDiagrams) void startedDiagrams?.close();
  const diagrams = drawsDiagrams ? (startedDiagrams ?? createMermaidRenderer({ cacheDir: path.join(site.context.cacheDir, 'mermaid'), warn: warnDiagrams })) : undefined;
  const service: MdxService = {
    assets,
    close: async () => diagrams?.close(),
    prepare(files) {
      // ~0.3 s of module loading, otherwise done when the first file reaches the loader.
      void import('../mdx/compile');
      // The browser starts with the bundlers, not when the first diagram is compiled, and draws
      // the diagrams before their pages ask; not at all when every diagram is drawn already.
      if (!diagrams) return;
      diagrams.prepare(files.flatMap((file) => diagramSources(fs.readFileSync(file, 'utf8'))));
    },
    update(next) {
      chunkNameOf = moduleChunkNames(next);
      options = {
        siteDir: next.siteDir,
        baseUrl: next.config.baseUrl,
        resolveFileRoute: (file) => next.fileRoutes.get(file),
        routesVersion: next.routesVersion,
        cacheDir: path.join(next.context.cacheDir, 'mdx'),
        prismLanguages: next.config.themeConfig.prism.additionalLanguages,
        keepSourceTrees: !next.context.dev,
        renderDiagram: diagrams?.render,
      };
    },
    async compile(file, source, { query, target }) {
      const params = new URLSearchParams(query);
      const truncated = params.get('truncated') === 'true';
      const text = truncated ? (source.split(TRUNCATE_MARKER)[0] ?? source) : source;
      // Imported on first use: a build whose bundles are reused never loads the MDX pipeline.
      const { compileMdx } = await import('../mdx/compile');
      const result = await compileMdx(file, text, options);
      for (const asset of result.assets) assets.set(asset.output, asset);
      if (target === 'hot') return hotMdxModule(result.code);
      // MDX whose own exports need the content (see pickDataStatements) is never deferred.
      if (params.has(DEFERRED_QUERY) && result.dataExports !== null) {
        const content = truncated ? `${file}?truncated=true` : file;
        return deferredContentModule(content, result.dataExports, target, chunkNameOf(content));
      }
      return result.code;
    },
  };
  service.update(site);
  globalThis.__sitegenCompileMdx = service.compile;
  return service;
}
