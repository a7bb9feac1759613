/**
 * The pre-render bundle: the render worker (src/node/render/worker.ts) with the theme, the route
 * table and every page, made by the site's bundler (Rspack, or webpack) for Node, from the same
 * resolve options and module rules as the browser bundle (siteResolveOptions, siteModuleRules)
 * and with every plugin's `configureWebpack(config, isServer = true)`: what the browser bundle
 * accepts, the pre-render accepts, as in Docusaurus (its server config, on its base config).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { InputSnapshot } from './reuse';
import type { Compilation, Configuration } from '@rspack/core';
import type { LoadedSite } from '../plugins/host';
import { isOwnRenderInput } from '../render/render-keys';
import { GENERATOR_ROOT } from './aliases';
import { siteDefines } from './defines';
import type { Bundler } from './bundler';
import { assetFileName, mergePluginConfigs, runCompiler, siteModuleRules, siteResolveOptions } from './client';
import { pageModuleImports, sharedRequests, type PageModuleImports } from './batches';
import { resourceFile } from '../utils/paths';

/** The pre-render bundle a build made. */
export interface ServerBuild {
  workerFile: string;
  /** Source files the bundle was built from. */
  inputs: string[];
  /** A batched bundle's: its parts' records of what they read, as one (see batch-records.ts). */
  snapshot?: InputSnapshot;
  /** Every file of the bundle. */
  files: string[];
  /** Which files each Markdown or data module imports (absolute paths; see renderKeys); every other input maps to nothing. */
  imports: Record<string, string[]>;
  /** The code the pages import (see batches.ts): what a batched browser bundle's main bundle shares with its batches. */
  shared: string[];
}

const WORKER_ENTRY = path.join(GENERATOR_ROOT, 'src/node/render/worker.ts');
const NODE_TARGET = `node${process.versions.node.split('.').slice(0, 2).join('.')}`;

/**
 * The pre-render bundle's config: Docusaurus's server config (target Node, nothing minified,
 * stylesheets and assets not written), one file per chunk: each page's modules are
 * a chunk of their own, loaded by the route table's `import()` when a page is rendered. Node's
 * own modules stay outside; everything else is bundled, as in Docusaurus.
 */
export function createServerConfig(site: LoadedSite, bundler: Bundler): Configuration {
  const config: Configuration = {
    mode: 'production',
    context: site.siteDir,
    target: NODE_TARGET as Configuration['target'],
    devtool: false,
    entry: { 'render-worker': WORKER_ENTRY },
    output: {
      path: serverOutDir(site),
      publicPath: site.config.baseUrl,
      // CommonJS, as Docusaurus's: chunks are loaded relative to the bundle's file (webpack's ES
      // module chunk loading takes them from the public path).
      chunkFormat: 'commonjs',
      chunkLoading: 'require',
      filename: '[name].cjs',
      chunkFilename: 'chunks/[id].cjs',
      assetModuleFilename: assetFileName(site.siteDir),
      // Rspack's `clean` empties the folder first, so every file is written again: files the
      // bundler no longer emits are removed after the build (see readServerBuild), and unchanged
      // ones are left as they are.
      clean: false,
      compareBeforeEmit: true,
    },
    ...siteResolveOptions(site, { dev: false }),
    module: {
      rules: siteModuleRules(site, bundler, { dev: false, isServer: true }),
    },
    externalsPresets: { node: true },
    plugins: [new bundler.core.DefinePlugin(siteDefines(site, { dev: false, browser: false })), bundler.cssExtract.plugin({ filename: '[name].css', chunkFilename: '[id].css', ignoreOrder: true })],
    optimization: {
      minimize: false,
      // None of these saves anything when Node loads the bundle from disk; each costs build time.
      concatenateModules: false,
      // Modules two pages or more load (the theme's components, the packages they use, shared
      // data) go into one chunk, loaded once per render worker; without it each page's chunk
      // would carry its own copy (120 KB a page: 127 MB of bundle for 1,000 pages, each copy
      // written, read and compiled again by every worker).
      splitChunks: {
        chunks: 'async',
        minSize: 0,
        cacheGroups: { default: false, defaultVendors: false, shared: { name: 'shared', chunks: 'async', minChunks: 2, minSize: 0, enforce: true } },
      },
      usedExports: false,
      mangleExports: false,
      innerGraph: false,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    ...bundler.cache({
      directory: path.join(site.context.cacheDir, `${bundler.name}-server`),
      buildDependencies: [import.meta.filename, path.join(import.meta.dirname, 'client.ts'), path.join(GENERATOR_ROOT, 'src/node/mdx/compile.ts')],
      dev: false,
      idleStoreMs: 0,
    }),
    infrastructureLogging: { level: 'error' },
    stats: 'errors-only',
  };
  return mergePluginConfigs(config, site, bundler, true);
}

export function serverOutDir(site: Pick<LoadedSite, 'workDir'>): string {
  return path.join(site.workDir, 'server');
}

/** Builds the pre-render bundle (the Markdown through the build's shared MDX compiler, see mdx-loader.cjs). */
export function buildServerBundle(site: LoadedSite, bundler: Bundler): Promise<ServerBuild>;
export function buildServerBundle<T>(site: LoadedSite, bundler: Bundler, options: { batched: boolean; read: (compilation: Compilation, outDir: string, keep?: string) => T }): Promise<T>;
export function buildServerBundle<T>(site: LoadedSite, bundler: Bundler, { batched = false, read }: { batched?: boolean; read?: (compilation: Compilation, outDir: string, keep?: string) => T } = {}): Promise<T | ServerBuild> {
  const config = createServerConfig(site, bundler);
  const outDir = config.output?.path ?? serverOutDir(site);
  // A batched build's batches are built first, each in its folder (see server-batches.ts).
  const batches = serverBatchesDir(site);
  if (!batched) fs.rmSync(batches, { recursive: true, force: true });
  const keep = batched ? batches : undefined;
  return runCompiler(bundler, config, ({ compilation }) => (read ? read(compilation, outDir, keep) : readServerBuild(compilation, outDir, site.context.generatedDir, keep)));
}

/** Where a batched build's batches of the pre-render bundle are written, each in a folder of its own. */
export function serverBatchesDir(site: Pick<LoadedSite, 'workDir'>): string {
  return path.join(serverOutDir(site), 'batches');
}

/** What a compilation of the pre-render bundle made; files in `outDir` it did not emit are removed (but those under `keep`). */
export function readServerBuild(compilation: Compilation, outDir: string, generatedDir: string, keep?: string): ServerBuild {
  // The bundler lists some folders among the files it read (a context module's, a package's).
  const inputs = [...compilation.fileDependencies].filter((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  const files = compilation.getAssets().map((asset) => path.join(outDir, asset.name));
  const emitted = new Set(files);
  const pages = pageModuleImports(compilation, generatedDir);
  for (const name of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(name.parentPath, name.name);
    if (name.isFile() && !emitted.has(file) && !(keep && file.startsWith(keep + path.sep))) fs.rmSync(file);
  }
  return {
    workerFile: path.join(outDir, 'render-worker.cjs'),
    inputs,
    files,
    imports: renderInputImports(pages, inputs, path.join(generatedDir, 'data')),
    shared: sharedRequests(pages, generatedDir),
  };
}

/**
 * The import graph renderKeys follows: for each Markdown file and plugin data module, the files
 * it imports (`import()` included); every other input file maps to nothing (any change to one
 * changes every page's key). Read from the module graph for those modules only.
 */
function renderInputImports(pages: PageModuleImports[], inputs: string[], dataDir: string): Record<string, string[]> {
  const imports: Record<string, string[]> = {};
  for (const file of inputs) imports[file] = [];
  // Markdown and data modules are page modules (isPageModule): the others import nothing here.
  for (const page of pages) {
    const file = resourceFile(page.resource);
    if (!isOwnRenderInput(file, dataDir)) continue;
    const targets = new Set(imports[file]);
    for (const { resource } of page.imports) {
      const target = resourceFile(resource);
      if (target && target !== file) targets.add(target);
    }
    imports[file] = [...targets];
  }
  return imports;
}
