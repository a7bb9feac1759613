import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import type { LoadedSite } from '../plugins/host';
import { workDir } from '../utils/paths';
import { GENERATOR_WORKERS_DIR } from '../utils/worker-thread';
import { startTypeScriptWorker } from '../esbuild/import-typescript';
import { siteAliases } from './aliases';
import type { MdxService } from './mdx-service';
import type { ImageAsset } from '../mdx/remark-images';
import { siteDefines } from './defines';
import { loadBundler } from './bundler';
import { mergePluginConfigs } from './client';
import type { PluginResolution, ServerBuild, ServerBundleInput } from './server-bundle';

export type { ServerBuild } from './server-bundle';

/** The pre-render bundle's input from the loaded site: plugins' configureWebpack hooks run here, on the main thread. */
async function serverBundleInput(site: LoadedSite, content: Pick<ServerBundleInput, 'contentRequests' | 'contentSalt'>): Promise<ServerBundleInput> {
  const config = mergePluginConfigs({ resolve: { alias: {} }, module: { rules: [] } }, site, await loadBundler(site.config.bundler), true);
  return {
    siteDir: site.siteDir,
    outdir: path.join(workDir(site.siteDir), 'server'),
    baseUrl: site.config.baseUrl,
    aliases: siteAliases(site.siteDir, site.context.generatedDir, site.themePaths),
    defines: siteDefines(site, { dev: false, browser: false }),
    resolution: pluginResolutionOf(config),
    ...content,
  };
}

/**
 * Bundles the pre-render worker on a thread of its own: esbuild's plugin callbacks (some 500 a
 * build: resolving, loading the site's code, CSS modules, packages) ran on the main thread, where
 * the client bundler's loaders and the Markdown compiles wait for their turn. Markdown is still
 * compiled here, by the build's shared compiler, when the thread asks.
 */
export async function buildServerBundle(site: LoadedSite, mdx: MdxService, content: Pick<ServerBundleInput, 'contentRequests' | 'contentSalt'>): Promise<ServerBuild> {
  const input = await serverBundleInput(site, content);
  const worker = await startTypeScriptWorker(path.join(import.meta.dirname, 'server-worker.ts'), GENERATOR_WORKERS_DIR, input);
  try {
    return await new Promise<ServerBuild>((resolve, reject) => {
      worker.on('message', (message: ServerWorkerMessage) => {
        if (message.type === 'compile') {
          const assets: ImageAsset[] = [];
          fs.promises
            .readFile(message.file, 'utf8')
            .then((source) => mdx.compile(message.file, source, { query: message.query, target: 'server', assets }))
            .then(
              (code) => worker.postMessage({ type: 'compiled', id: message.id, code, assets } satisfies ServerWorkerReply),
              (error: unknown) => worker.postMessage({ type: 'compiled', id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies ServerWorkerReply),
            );
        } else if (message.type === 'done') resolve(message.build);
        else reject(new Error(message.error));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The pre-render bundle's thread stopped (exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}

/** From the bundle's thread: a Markdown file to compile, or the outcome. */
export type ServerWorkerMessage = { type: 'compile'; id: number; file: string; query: string } | { type: 'done'; build: ServerBuild } | { type: 'failed'; error: string };
/** To the bundle's thread: a compiled Markdown file, or why it did not compile. */
export type ServerWorkerReply = { type: 'compiled'; id: number; code?: string; assets?: ImageAsset[]; error?: string };

/** The resolution settings of a merged bundler config that the pre-render bundle follows (see pluginResolution). */
function pluginResolutionOf(config: Configuration): PluginResolution {
  const nullTests = (config.module?.rules ?? []).flatMap((rule) => {
    if (!rule || typeof rule !== 'object' || !(rule.test instanceof RegExp)) return [];
    const loaders = [rule.loader, rule.use].flat(2).map((use) => (typeof use === 'string' ? use : (use as { loader?: string } | undefined)?.loader));
    return loaders.some((loader) => loader && /(^|[\\/])null-loader([\\/]|$)/.test(loader)) ? [rule.test] : [];
  });
  return {
    aliases: Object.entries((config.resolve?.alias ?? {}) as Record<string, string | false | string[]>),
    fallback: Object.entries((config.resolve?.fallback ?? {}) as Record<string, string | false | string[]>),
    nullTests,
  };
}

