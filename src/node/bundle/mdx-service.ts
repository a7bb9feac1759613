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

const HOT_FOOTER = `
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  if (import.meta.webpackHot.data) window.dispatchEvent(new CustomEvent('sitegen:content-update'));
  import.meta.webpackHot.dispose((data) => { data.updated = true; });
}`;

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
      return hot ? result.code + HOT_FOOTER : result.code;
    },
  };
  service.update(site);
  globalThis.__sitegenCompileMdx = service.compile;
  return service;
}
