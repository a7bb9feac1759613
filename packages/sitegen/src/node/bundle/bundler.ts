import { createRequire } from 'node:module';
import type * as Rspack from '@rspack/core';
import type { BatchScripts, RouteChunkModuleTests } from './route-chunk-files';

const require = createRequire(import.meta.url);

/** The client bundlers a site can pick with `bundler` in its config; the first is the default. */
export const BUNDLERS = ['rspack', 'webpack'] as const;
export type BundlerName = (typeof BUNDLERS)[number];

/**
 * What differs between the two bundlers behind one client config. Rspack keeps webpack's config
 * and plugin API, so the config is written once (typed as Rspack's) and only these pieces are
 * each bundler's own: its JS/CSS loaders and minifiers, its cache, and the plugins that reach
 * into its internals. webpack's pieces load only when a site picks it.
 */
export interface Bundler {
  name: BundlerName;
  /** The bundler's module (`rspack` or `webpack`: same API). */
  core: typeof Rspack.rspack;
  /** The rule's `use` for TypeScript and JSX through SWC. */
  swcLoader(options: object): Rspack.RuleSetUseItem;
  /** Extracts CSS into files: the plugin, and its loader for rules. */
  cssExtract: { plugin(options: { filename: string; chunkFilename: string; ignoreOrder: boolean }): Rspack.Plugin; loader: string };
  minimizers(): Rspack.Plugin[];
  /**
   * Names the script minimizer, its version and options: MinifiedAssetCache keeps minified output
   * by this name. Neither bundler's persistent cache keeps it (Rspack 2's restores the module graph
   * but minifies every script again).
   */
  minimizerFingerprint: string;
  /** The persistent cache in `directory`, invalidated by `buildDependencies` (files) and `name`. */
  cache(options: { directory: string; buildDependencies: string[]; name?: string; dev: boolean; idleStoreMs: number }): Pick<Rspack.Configuration, 'cache'>;
  reactRefreshPlugin(): Rspack.Plugin;
  /** `batch` (Rspack only): see batches.ts. */
  routeChunkFilesPlugin(tests: RouteChunkModuleTests, batch?: BatchScripts): Rspack.Plugin;
}

const SWC_MINIFY = { compress: { passes: 2 }, mangle: true };

/**
 * The browsers stylesheets are minified for: those the scripts' ES2020 runs in, with CSS logical
 * properties (`margin-inline-start`, which right-to-left pages rely on). Left to its defaults,
 * Lightning CSS writes each logical property out again as physical ones under `:lang()` selectors
 * for every right-to-left language, which doubled the theme's CSS.
 */
const CSS_TARGETS = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14.1'];

/**
 * Rspack allocates with mimalloc, which keeps freed memory for reuse a while before it gives it
 * back, and keeps the pages of threads that ended: after a compilation closed, the process went on
 * holding what it had used, through the next compilations and the render. Given back at once
 * (mimalloc reads its options when the binding loads, so they are set before; a value the user
 * set wins), the peak of a 1,185-page build went from 1.0 to 0.84 GB.
 */
function returnFreedMemory(): void {
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
  process.env.MIMALLOC_ABANDONED_PAGE_PURGE ??= '1';
}

async function loadRspack(): Promise<Bundler> {
  returnFreedMemory();
  const { rspack } = await import('@rspack/core');
  const { RspackRouteChunkFilesPlugin } = await import('./route-chunk-files');
  return {
    name: 'rspack',
    core: rspack,
    swcLoader: (options) => ({ loader: 'builtin:swc-loader', options }),
    cssExtract: { plugin: (options) => new rspack.CssExtractRspackPlugin(options), loader: rspack.CssExtractRspackPlugin.loader },
    minimizers: () => [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: SWC_MINIFY }), new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } })],
    minimizerFingerprint: `rspack ${rspack.rspackVersion} swc ${JSON.stringify(SWC_MINIFY)} css ${CSS_TARGETS.join(',')}`,
    cache: ({ directory, buildDependencies, name }) => ({ cache: { type: 'persistent', buildDependencies, ...(name ? { version: name } : {}), storage: { type: 'filesystem', directory } } }),
    reactRefreshPlugin: () => {
      const ReactRefreshPlugin = require('@rspack/plugin-react-refresh') as { ReactRefreshRspackPlugin: new (options: object) => Rspack.Plugin };
      return new ReactRefreshPlugin.ReactRefreshRspackPlugin({ overlay: false });
    },
    routeChunkFilesPlugin: (tests, batch) => new RspackRouteChunkFilesPlugin(tests, batch),
  };
}

async function loadWebpack(): Promise<Bundler> {
  const [{ default: webpack }, { default: MiniCssExtractPlugin }, { default: TerserPlugin }, { EsbuildPlugin }, { WebpackRouteChunkFilesPlugin }] = await Promise.all([
    import('webpack'),
    import('mini-css-extract-plugin'),
    import('terser-webpack-plugin'),
    import('esbuild-loader'),
    import('./route-chunk-files-webpack'),
  ]);
  // webpack's classes satisfy Rspack's plugin and config types at run time; the two packages'
  // declarations differ in details no site config relies on.
  const asPlugin = (plugin: unknown) => plugin as Rspack.Plugin;
  return {
    name: 'webpack',
    core: webpack as unknown as typeof Rspack.rspack,
    swcLoader: (options) => ({ loader: require.resolve('swc-loader'), options }),
    cssExtract: { plugin: (options) => asPlugin(new MiniCssExtractPlugin(options)), loader: MiniCssExtractPlugin.loader },
    // swc's minifier drops the unused code webpack's tree shaking leaves inside concatenated
    // modules. `parallel: false` keeps minifying in this process, where swc's async minify runs
    // every chunk at once on native threads (the plugin's worker processes copy every chunk over IPC).
    minimizers: () => [asPlugin(new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: false, terserOptions: SWC_MINIFY })), asPlugin(new EsbuildPlugin({ css: true, include: /\.css$/ }))],
    minimizerFingerprint: `webpack ${webpack.version} terser-swc ${require('@swc/core/package.json').version} ${JSON.stringify(SWC_MINIFY)}`,
    cache: ({ directory, buildDependencies, name, dev, idleStoreMs }) =>
      ({
        cache: {
          type: 'filesystem',
          cacheDirectory: directory,
          ...(name ? { name } : {}),
          buildDependencies: { config: buildDependencies },
          // Dev: its defaults (5 s after the first compile, 1 s after a large one) land the cache
          // write on the writer's first edits. A build compiles once: entries kept in memory as
          // well only raise the peak RSS.
          ...(dev ? { idleTimeoutForInitialStore: idleStoreMs, idleTimeoutAfterLargeChanges: idleStoreMs } : { maxMemoryGenerations: 0 }),
        },
      }) as unknown as Pick<Rspack.Configuration, 'cache'>,
    reactRefreshPlugin: () => asPlugin(new (require('@pmmmwh/react-refresh-webpack-plugin'))({ overlay: false, esModule: true })),
    routeChunkFilesPlugin: (tests) => asPlugin(new WebpackRouteChunkFilesPlugin(tests)),
  };
}

const loaded = new Map<BundlerName, Promise<Bundler>>();

export function loadBundler(name: BundlerName): Promise<Bundler> {
  let bundler = loaded.get(name);
  if (!bundler) loaded.set(name, (bundler = name === 'rspack' ? loadRspack() : loadWebpack()));
  return bundler;
}
