import path from 'node:path';
import { TRUNCATE_MARKER } from '../../../plugins/blog/index';
import { compileMdx, type MdxPipelineOptions } from '../mdx/compile';
import type { ImageAsset } from '../mdx/remark-images';
import type { LoadedSite } from '../plugins/host';
import { workDir } from '../plugins/host';

export interface MdxService {
  compile(file: string, source: string, options: { truncated: boolean; hot: boolean }): Promise<string>;
  /** Local images referenced by compiled Markdown, to copy into the build. */
  assets: Map<string, ImageAsset>;
  update(site: LoadedSite): void;
}

declare global {
  // eslint-disable-next-line no-var
  var __sitegenCompileMdx: MdxService['compile'] | undefined;
}

const MDX_DEFAULT_EXPORT = 'export default function MDXContent(';

/**
 * Dev server: makes a compiled MDX module hot-updatable. Its default export stays the same
 * component across edits; each new version hands it the new content and it re-renders by itself,
 * so React patches only the content in place instead of mounting the page again (pages that
 * import the file as a partial update too). The new version also announces its exports with
 * `sitegen:content-update` (`detail: { previous, next }`), for the client to swap into the routes
 * that show it. The state lives on `window` by module id rather than in the hot data, which a
 * version that failed to compile (and threw) would not pass on.
 */
export function hotMdxModule(code: string): string {
  if (!code.includes(MDX_DEFAULT_EXPORT)) throw new Error('Compiled MDX has no MDXContent default export');
  return `import { useSyncExternalStore as sitegenUseStore } from 'react';
${code.replace(MDX_DEFAULT_EXPORT, 'function MDXContent(')}
const sitegenHot = import.meta.webpackHot ? ((window.__sitegenHotMdx ??= {})[__webpack_module__.id] ??= {}) : {};
const sitegenPreviousExports = sitegenHot.exports;
const MDXContentHot = sitegenHot.component || Object.assign(
  function MDXContentHot(props) { return sitegenUseStore(MDXContentHot.subscribe, () => MDXContentHot.render)(props); },
  { listeners: new Set(), subscribe: (listener) => { MDXContentHot.listeners.add(listener); return () => MDXContentHot.listeners.delete(listener); } },
);
MDXContentHot.render = MDXContent;
export default MDXContentHot;
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  sitegenHot.component = MDXContentHot;
  sitegenHot.exports = __webpack_module__.exports;
  if (sitegenPreviousExports) {
    MDXContentHot.listeners.forEach((listener) => listener());
    window.dispatchEvent(new CustomEvent('sitegen:content-update', { detail: { previous: sitegenPreviousExports, next: __webpack_module__.exports } }));
  }
}
`;
}

/** One MDX compiler per site, shared by webpack's loader and the server bundle (same cache). */
export function createMdxService(site: LoadedSite): MdxService {
  let options: MdxPipelineOptions;
  const assets = new Map<string, ImageAsset>();
  const service: MdxService = {
    assets,
    update(next) {
      options = {
        siteDir: next.siteDir,
        baseUrl: next.config.baseUrl,
        resolveFileRoute: (file) => next.fileRoutes.get(file),
        routesVersion: next.routesVersion,
        cacheDir: path.join(workDir(next.siteDir), 'cache', 'mdx'),
        prismLanguages: next.config.themeConfig.prism.additionalLanguages,
      };
    },
    async compile(file, source, { truncated, hot }) {
      const text = truncated ? (source.split(TRUNCATE_MARKER)[0] ?? source) : source;
      const result = await compileMdx(file, text, options);
      for (const asset of result.assets) assets.set(asset.output, asset);
      return hot ? hotMdxModule(result.code) : result.code;
    },
  };
  service.update(site);
  globalThis.__sitegenCompileMdx = service.compile;
  return service;
}
