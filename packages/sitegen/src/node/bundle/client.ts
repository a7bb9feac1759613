import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, Module, RuleSetCondition, Stats } from '@rspack/core';
import { customizeArray, customizeObject, merge, mergeWithCustomize, type CustomizeRule } from 'webpack-merge';
import { hashedAssetPath, URL_LOADER_LIMIT } from '../mdx/remark-images';
import { pluginContent, type LoadedSite } from '../plugins/host';
import type { PostCssOptions, RuleLoader } from '../plugins/types';
import { requestPosition, unresolvedMessage } from './unresolved';
import { DOCUSAURUS_PACKAGE_FILE, TRANSPILED_LIBRARY, resolveRoots, singletonPackageDirs, GENERATOR_MODULES, GENERATOR_ROOT, RESOLVE_EXTENSIONS, siteAliases, docusaurusAliases } from './aliases';
import { collectGarbage } from '../utils/gc';
import { mayOpenBrowser } from '../utils/open-browser';
import { cssModuleClassName } from './css-modules';
import { MinifiedAssetCache } from './minified-cache';
import type { BundleInputs, InputSnapshot } from './reuse';
import type { Bundler } from './bundler';
import type { BatchScripts } from './route-chunk-files';
import { siteDefines } from './defines';
import { MDX_CONTEXT_FILE } from '../generate/index';
import { isDeferredContentModule } from './deferred-content';
import { isContentChunkName } from './content-chunk-name';
import type { ChunkFileMaps, RouteChunkFiles } from '../../shared/types';
import { usesHashRouter } from '../../shared/router';

const require = createRequire(import.meta.url);

/**
 * The parts of an article around its content that docs, blog posts and Markdown pages share: the
 * visibility banners' switch and the edit row. Not what a site may not show (the banners
 * themselves, tags, left out by build-time constants, see defines.ts), which tag pages load too.
 */
const PAGE_META_MODULES = /src[\\/]theme[\\/](ContentVisibility|EditThisPage|EditMetaRow|LastUpdated)[\\/][^\\/]+$|src[\\/]client[\\/]use-promise\./;

/**
 * What docs pages and blog posts share around their content and other pages lack (the table of
 * contents, the paginator, deferred content, and the page meta above): one chunk of its own, so
 * the home page and other plain pages do not carry it (2.7 KB gzip of the home page's 9.4 KB
 * page shell), and as one chunk the articles' pages pay no second file's overhead.
 */
const ARTICLE_MODULES = new RegExp(`${/src[\\/]theme[\\/](TOC|TOCCollapsible|TOCItems|DocPaginator|PaginatorNavLink|Heading)[\\/]|src[\\/]theme[\\/]_internal[\\/](toc|pagination|anchorLink)\.|src[\\/]theme[\\/]DocSidebar[\\/]utils\.|src[\\/]client[\\/]deferred-content\./.source}|${PAGE_META_MODULES.source}`);

/**
 * What every blog page (list, post, tag, author pages) shows around its posts: the layout and
 * sidebar, a post's item, the post list and its paginator, the authors, and the blog's client
 * API. Each stays its own module (a site's src/theme/<Name> replaces it as before), grouped into
 * one chunk: as a dozen small chunks, each paid its own wrapper and compressed apart.
 */
const BLOG_MODULES = /src[\\/]theme[\\/](BlogLayout|BlogSidebar|BlogPostItem|BlogPostItems|BlogListPaginator|Blog[\\/]Components)[\\/]|src[\\/]theme[\\/]_internal[\\/]blogContent\.|src[\\/]client[\\/]exports[\\/]plugin-content-blog[\\/]/;

/**
 * Helpers the blog's components use that other pages may use too (theme-common, dates, tags,
 * MDXContent, global data): in the blog's chunk only when no other page of the site loads them
 * (a site whose docs show tags keeps Tag apart, which its docs pages load without the blog's code).
 */
const BLOG_SHARED_HELPERS = /src[\\/]client[\\/](theme-common[\\/]|exports[\\/](theme-common|useGlobalData)\.)|src[\\/]shared[\\/]plugin-names\.|src[\\/]theme[\\/]_internal[\\/](date|blogTitles)\.|src[\\/]theme[\\/](Tag|TagsListInline|MDXContent)[\\/]/;

/** The chunk graph's calls both bundlers answer (webpack's iterables, Rspack's arrays). */
interface ChunkGraphLike {
  getModuleChunks?(module: Module): Iterable<object>;
  getModuleChunksIterable?(module: Module): Iterable<object>;
  getChunkModules?(chunk: object): Iterable<Module>;
  getChunkModulesIterable?(chunk: object): Iterable<Module>;
}

/** The `blog` cache group's test: BLOG_MODULES, and BLOG_SHARED_HELPERS that only blog pages' chunks hold. */
function blogModuleTest(): (module: Module, context: { chunkGraph: unknown }) => boolean {
  const blogChunks = new WeakMap<object, boolean>();
  const nameOf = (module: Module) => (module as { nameForCondition?: () => string | null }).nameForCondition?.() ?? '';
  return (module, { chunkGraph }) => {
    const name = nameOf(module);
    if (BLOG_MODULES.test(name)) return true;
    if (!BLOG_SHARED_HELPERS.test(name)) return false;
    const graph = chunkGraph as ChunkGraphLike;
    const chunks = [...(graph.getModuleChunksIterable?.(module) ?? graph.getModuleChunks?.(module) ?? [])];
    const isBlogChunk = (chunk: object) => {
      let known = blogChunks.get(chunk);
      if (known === undefined) {
        known = [...(graph.getChunkModulesIterable?.(chunk) ?? graph.getChunkModules?.(chunk) ?? [])].some((inner) => BLOG_MODULES.test(nameOf(inner)));
        blogChunks.set(chunk, known);
      }
      return known;
    };
    return chunks.length > 0 && chunks.every(isBlogChunk);
  };
}

/**
 * Dev: how long webpack waits with nothing to compile before it writes its cache (a second or so
 * of the main thread on this site); the server writes the cache when it stops, too.
 */
const DEV_CACHE_STORE_IDLE_MS = 60_000;

export interface ClientBuildOptions {
  dev: boolean;
  outDir: string;
  /** A build's code minified (`build --no-minify`: false). Default: true. */
  minify?: boolean;
  /** `build --dev`: React's and the site's development code (full error messages, `process.env.NODE_ENV` 'development'), unminified. */
  development?: boolean;
  /** `build --bundle-analyzer`: webpack-bundle-analyzer's report of the bundle (see bundleAnalyzerPlugin). */
  bundleAnalyzer?: boolean;
  /** `start --hot-only`: no page reload when a hot update fails. */
  hotOnly?: boolean;
  /** `start --poll [ms]`: the bundler watches files by polling them (every `ms`, or its default), as on network drives. */
  poll?: boolean | number;
  /** The main bundle of a batched build (batches.ts): its pages come in batches bundled apart. */
  batched?: boolean;
  /** A batch of a batched build: what it adds to its sections' scripts (see batches.ts). */
  batch?: BatchScripts;
}

/**
 * The PostCSS options the plugins' configurePostCss hooks make, each given the previous one's; or
 * nothing when no plugin has one, and stylesheets skip PostCSS.
 */
function postCssOptions(site: LoadedSite): PostCssOptions | undefined {
  const hooks = site.plugins.filter((plugin) => plugin.configurePostCss);
  if (hooks.length === 0) return undefined;
  return hooks.reduce<PostCssOptions>((options, plugin) => {
    const next = plugin.configurePostCss?.(options) ?? options;
    if (!Array.isArray(next.plugins)) throw new Error(`Plugin ${plugin.name}: configurePostCss must return the options with a \`plugins\` array, got ${JSON.stringify(next.plugins)}`);
    return next;
  }, { plugins: [] });
}

const SCRIPT_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'];
/** Where postcss-loader looks for a PostCSS config file, in each folder from the site's up. */
const POSTCSS_CONFIG_FILES = ['package.json', ...SCRIPT_EXTENSIONS.map((ext) => `postcss.config${ext}`), ...['.postcssrc', '.config/postcssrc'].flatMap((name) => ['', '.json', '.yaml', '.yml', ...SCRIPT_EXTENSIONS].map((ext) => name + ext))];

/**
 * The site's PostCSS config file (as postcss-loader would find it, so that one a Docusaurus site
 * has still applies), looked up once: left to postcss-loader, the search runs again for every
 * stylesheet, some 40 file reads each (0.4 s of a small site's build).
 */
export function postCssConfigFile(siteDir: string): string | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    for (const name of POSTCSS_CONFIG_FILES) {
      const file = path.join(dir, name);
      if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) continue;
      if (name !== 'package.json' || 'postcss' in (JSON.parse(fs.readFileSync(file, 'utf8')) as object)) return file;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * What the SWC rule leaves as it is: installed packages, which ship compiled code; not their
 * `.jsx` files, plugins' theme folders or the generator's own sources (as isPackageCode), as
 * Docusaurus assumes. A condition the bundler evaluates itself: as a function it was a call from
 * Rspack's threads into the main thread for each module, ~2,500 in a build of this site.
 */
export function installedPackageCode(themePaths: string[]): RuleSetCondition {
  const generatorSources = { and: [GENERATOR_ROOT + path.sep, { not: path.join(GENERATOR_ROOT, 'node_modules') + path.sep }] };
  // Docusaurus's rule needs a lookahead, which Rspack's own regular expressions lack: it is asked of
  // JavaScript only for the few paths that name docusaurus and end in .js or .jsx.
  const docusaurusPackageFile = { and: [/docusaurus/, /\.jsx?$/, (file: string) => DOCUSAURUS_PACKAGE_FILE.test(file)] };
  return { and: [/[\\/]node_modules[\\/]/, { not: [/\.jsx$/, TRANSPILED_LIBRARY, docusaurusPackageFile, ...themePaths.map((dir) => dir + path.sep), generatorSources] }] };
}

export interface SiteConfigOptions {
  dev: boolean;
  /** The pre-render bundle's config (Docusaurus's `isServer`), not the browser's. */
  isServer: boolean;
}

/**
 * What the browser bundle and the pre-render bundle share, as in Docusaurus's base config: the
 * resolve options and the module rules. Each bundle adds its entry, output and plugins (see
 * createClientConfig and createServerConfig).
 */
export function siteResolveOptions(site: LoadedSite, { dev }: Pick<SiteConfigOptions, 'dev'>): Pick<Configuration, 'resolve' | 'resolveLoader'> {
  const aliases = siteAliases(site.siteDir, site.context.generatedDir, site.themePaths);
  return {
    resolve: {
      extensions: RESOLVE_EXTENSIONS,
      alias: {
        '@site': aliases.site,
        '@theme': aliases.themeDirs,
        '@theme-original': aliases.originalThemes,
        '@theme-init': aliases.initThemes,
        ...docusaurusAliases(aliases.docusaurus),
        '@generated': aliases.generated,
        'sitegen/mdx-provider': aliases.mdxProvider,
        // react-router's package exports only its development build (dev warnings and their strings).
        ...(dev ? {} : reactRouterProductionAliases()),
        ...singletonPackageDirs(site.siteDir),
      },
      // The site's packages for files outside its folder too (docs at `../docs`), as in Docusaurus.
      modules: ['node_modules', path.join(site.siteDir, 'node_modules'), ...GENERATOR_MODULES],
      // Root-relative requests (`new URL('/node_modules/…', import.meta.url)`), as Docusaurus resolves them.
      roots: resolveRoots(site.siteDir, site.staticDirs),
    },
    resolveLoader: { modules: ['node_modules', ...GENERATOR_MODULES] },
  };
}

/** The site config's `webpack.jsLoader`, as Docusaurus's config has it. */
function siteJsLoader(site: LoadedSite): unknown {
  return (site.config as { webpack?: { jsLoader?: unknown } }).webpack?.jsLoader;
}

/**
 * The loader of scripts (JavaScript, TypeScript, JSX) for either bundle: the site's own rule, and
 * Docusaurus's `ConfigureWebpackUtils.getJSLoader({ isServer })`, with which a plugin compiles
 * more folders (a package shipping JSX) as the site's code is compiled.
 */
export function scriptLoader(bundler: Bundler, { dev, isServer }: SiteConfigOptions, jsLoader?: unknown): RuleLoader {
  // The site config's `webpack.jsLoader` function (Docusaurus's): the loader it gives for the bundle.
  // 'babel', Docusaurus's default, is sitegen's own loader, which compiles what Babel's preset does.
  if (typeof jsLoader === 'function') return (jsLoader as (isServer: boolean) => RuleLoader)(isServer);
  return bundler.swcLoader({
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: dev, refresh: dev && !isServer } },
      target: isServer ? 'es2022' : 'es2020',
    },
  }) as RuleLoader;
}

/**
 * The loaders of a stylesheet rule, given css-loader's options: the site's own CSS rules', and
 * Docusaurus's `ConfigureWebpackUtils.getStyleLoaders(isServer, cssOptions)`, after which a
 * plugin's rule puts its own loader (docusaurus-plugin-sass: sass-loader). The pre-render bundle
 * writes no stylesheet and needs only CSS modules' class names; the browser bundle's go through
 * the site's PostCSS.
 */
export function styleLoaders(site: LoadedSite, bundler: Bundler, isServer: boolean, cssOptions: { modules?: unknown; [option: string]: unknown }): RuleLoader[] {
  const postCssHooks = isServer ? undefined : postCssOptions(site);
  const postCss = postCssHooks && { ...postCssHooks, config: postCssConfigFile(site.siteDir) ?? false };
  return [
    ...(isServer && cssOptions.modules ? [] : [{ loader: bundler.cssExtract.loader, options: { emit: !isServer } }]),
    { loader: require.resolve('css-loader'), options: { importLoaders: postCss ? 1 : 0, ...cssOptions } },
    ...(postCss ? [{ loader: require.resolve('postcss-loader'), options: { postcssOptions: postCss } }] : []),
  ];
}

/**
 * The module rules of both bundles (Docusaurus's base config): scripts through SWC, Markdown
 * through the build's shared MDX compiler, stylesheets, SVG components and other assets. The
 * pre-render bundle's differ as Docusaurus's do: stylesheets give only CSS modules' class names
 * (nothing is written), assets give their URL without writing the file.
 */
export function siteModuleRules(site: LoadedSite, bundler: Bundler, { dev, isServer }: SiteConfigOptions): NonNullable<NonNullable<Configuration['module']>['rules']> {

  const cssLoader = (modules: boolean) =>
    styleLoaders(site, bundler, isServer, {
      modules: modules
        ? { getLocalIdent: (context: { resourcePath: string }, _name: string, localName: string) => cssModuleClassName(context.resourcePath, localName, site.siteDir), namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals: isServer }
        : false,
    });
  const emit = !isServer;
  // url-loader's rule as the bundler's own asset type: the same data URI (MIME type, base64) up to the same size.
  const inlinedWhenSmall = { type: 'asset', parser: { dataUrlCondition: { maxSize: URL_LOADER_LIMIT } }, generator: { emit } } as const;
  return [
    // The generated modules (the route table, its sections and batches) name files by absolute
    // path. Looked up in the roots first (see resolveRoots), each of the route table's 20,000
    // requests at 10,000 pages missed some forty paths, which the bundler then watched and checked
    // on every rebuild (480,000 of them). The path itself first, then the roots: a root-relative
    // request (a client module given as `/src/css/custom.css`) still resolves as in Docusaurus.
    { include: site.context.generatedDir, resolve: { preferAbsolute: true } },
    // Installed packages ship compiled code, except themes (plugins' theme folders, and .jsx files), as Docusaurus assumes.
    { test: /\.[cm]?[jt]sx?$/, exclude: installedPackageCode(site.themePaths), use: scriptLoader(bundler, { dev, isServer }, siteJsLoader(site)) },
    { test: /\.mdx?$/, use: { loader: path.join(GENERATOR_ROOT, 'src/node/bundle/mdx-loader.cjs'), options: { contextFile: path.join(site.context.generatedDir, MDX_CONTEXT_FILE), ...(isServer ? { target: 'server' } : {}) } } },
    ...(dev ? [] : [{ test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/, use: { loader: path.join(GENERATOR_ROOT, 'src/node/bundle/pure-annotations-loader.cjs') } }]),
    { test: /\.module\.css$/, use: cssLoader(true) },
    { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoader(false) },
    // An SVG imported from code or MDX is a React component (plugin-svgr's rule, which preset-classic
    // always adds); from CSS, a file or data URI (Docusaurus's own SVG rule, which it wraps).
    // `svgr: false` leaves them files (URLs); plugin-svgr's `svgrConfig` goes to SVGR.
    site.config.svgr === false
      ? { test: /\.svg$/i, ...inlinedWhenSmall }
      : { test: /\.svg$/i, oneOf: [{ issuer: { and: [/\.(?:tsx?|jsx?|mdx?)$/i] }, use: { loader: path.join(GENERATOR_ROOT, 'src/node/bundle/svg-component.cjs'), options: { svgrConfig: site.config.svgr?.svgrConfig ?? {} } } }, { test: /\.svg$/i, ...inlinedWhenSmall }] },
    // Docusaurus's asset rules (getFileLoaderUtils): images, fonts and media through url-loader
    // (a data URI up to its limit, else a file), other files and wasm through file-loader.
    { test: INLINED_WHEN_SMALL, ...inlinedWhenSmall },
    { test: [OTHER_FILES, /\.wasm$/i], type: 'asset/resource', generator: { emit } },
  ];
}

/**
 * Files imported from code, with their URL as the module's value: the file types of Docusaurus's
 * asset rules (`@docusaurus/utils`' getFileLoaderUtils). Images, fonts and media go through its
 * url-loader (a data URI up to URL_LOADER_LIMIT bytes); other files through its file-loader. A
 * file that is written is written once, with a content hash.
 */
const INLINED_WHEN_SMALL = /\.(?:ico|jpe?g|png|gif|webp|avif|woff2?|eot|ttf|otf|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac)$/i;
const OTHER_FILES = /\.(?:pdf|docx?|xlsx?|zip|rar)$/i;

/** Emitted assets' file names: the content-hashed path compiled Markdown's images get too (hashedAssetPath). */
export function assetFileName(siteDir: string): NonNullable<NonNullable<Configuration['output']>['assetModuleFilename']> {
  return (pathData) => {
    const request = ((pathData as { module?: { resource?: string } }).module?.resource ?? pathData.filename)?.split('?')[0];
    // Relative to the compiler's context (the site) when the module is not at hand (an asset a context module or `new URL()` names).
    const resource = request && path.resolve(siteDir, request);
    return resource && fs.existsSync(resource) ? hashedAssetPath(resource, fs.readFileSync(resource)) : 'assets/files/[name]-[contenthash:8][ext]';
  };
}

/** The client bundle's config (Rspack or webpack): one entry, a chunk per route module, extracted CSS. */
export function createClientConfig(site: LoadedSite, bundler: Bundler, { dev, outDir, minify = true, development = false, bundleAnalyzer = false, hotOnly = false, poll = false, batched = false, batch }: ClientBuildOptions): Configuration {
  const { core } = bundler;
  // As Docusaurus's: minified in a production build only, unless told not to.
  const minimize = !dev && !development && minify;
  // SITEGEN_SOURCEMAP=1 emits hidden source maps, for weighing what each source adds to a bundle.
  const devtool = dev ? 'eval-cheap-module-source-map' : process.env.SITEGEN_SOURCEMAP ? 'hidden-source-map' : false;
  const config: Configuration = {
    mode: dev || development ? 'development' : 'production',
    context: site.siteDir,
    target: 'web',
    devtool,
    // The page shell (@theme/Layout: navbar, footer; not the navbar's drawer or the search modal,
    // loaded when first opened) is on every page: in production it is part of main rather than a
    // chunk of its own, one file fewer to fetch and 0.8 KB less gzip for every page.
    entry: { main: [...(dev ? [path.join(GENERATOR_ROOT, 'src/client/dev-client.ts')] : []), path.join(GENERATOR_ROOT, 'src/client/entry.client.tsx'), ...(dev ? [] : ['@theme/Layout'])] },
    output: {
      path: outDir,
      // With the hash router, where the page's scripts are (`auto`), as Docusaurus's: the page may be opened from files.
      publicPath: usesHashRouter(site.config) ? 'auto' : site.config.baseUrl,
      filename: dev ? 'assets/js/[name].js' : 'assets/js/[name].[contenthash:8].js',
      // Hash-only names: the runtime's chunk-to-file map is in main and grows with the page count.
      chunkFilename: dev ? 'assets/js/[name].js' : 'assets/js/[contenthash:12].js',
      assetModuleFilename: assetFileName(site.siteDir),
      clean: false,
      // Every chunk file names this global twice; the default is derived from the package name
      // (`webpackChunkzmk_docs_site`), and a page loads some twenty chunks.
      chunkLoadingGlobal: '__sitegenChunks',
    },
    ...siteResolveOptions(site, { dev }),
    module: { rules: siteModuleRules(site, bundler, { dev, isServer: false }) },
    plugins: [
      new core.DefinePlugin({ ...siteDefines(site, { dev, browser: true, development: development || dev, hotOnly }), __SITEGEN_BATCHED__: JSON.stringify(batched) }),
      bundler.cssExtract.plugin({ filename: dev ? 'assets/css/[name].css' : 'assets/css/[name].[contenthash:8].css', chunkFilename: dev ? 'assets/css/[name].css' : 'assets/css/[contenthash:12].css', ignoreOrder: true }),
      ...(dev
        ? [new core.HotModuleReplacementPlugin(), bundler.reactRefreshPlugin()]
        : [
            bundler.routeChunkFilesPlugin({ isRouteTable: isRegistryModule, routeTableSection: registrySection, isDeferredContent: isDeferredContentModule }, batch),
            // Source maps are made with the minified code: a cached copy has none.
            ...(devtool || !minimize ? [] : [new MinifiedAssetCache(path.join(site.context.cacheDir, `${bundler.name}-minified`), bundler.minimizerFingerprint)]),
          ]),
      ...(bundleAnalyzer ? [bundleAnalyzerPlugin(bundleReportFile(site))] : []),
    ],
    optimization: {
      minimize,
      minimizer: minimize ? bundler.minimizers() : [],
      moduleIds: dev ? 'named' : 'deterministic',
      chunkIds: dev ? 'named' : 'deterministic',
      splitChunks: {
        chunks: 'async',
        minSize: 10_000,
        // The code of components several pages load (CodeBlock, Admonition, Tabs, …: compiled MDX
        // imports them) gets chunks of its own, however small, instead of a copy in every page's
        // chunk. Their CSS stays with each page's CSS: many small stylesheets gzip worse than copies.
        // The page shell (layout, navbar, footer: every page's) is in main (see the entry), and
        // what docs pages, blog posts and Markdown pages add around their content (table of
        // contents, pagination, edit row) is one chunk: split by which pages share each piece, it
        // came to nine files, 1.6 KB gzip more than together (per-file overhead, names repeated
        // across files); with the shell, the home page carried the articles' 2.7 KB too.
        cacheGroups: dev
          ? undefined
          : {
              // What a doc's, a post's and a Markdown page's article shows around its content (see
              // ARTICLE_MODULES), which each of those pages loads: one chunk, not one per component.
              article: { type: /^javascript\//, test: ARTICLE_MODULES, name: 'article', chunks: 'async', enforce: true, priority: 9 },
              // What every blog page shows around its posts (see BLOG_MODULES): one chunk.
              blog: { type: /^javascript\//, test: blogModuleTest(), name: 'blog', chunks: 'async', enforce: true, priority: 8 },
              components: { type: /^javascript\//, test: /^(?!.*[\\/]node_modules[\\/]).*\.(tsx?|css)$/, minChunks: 2, minSize: 0, priority: 5, reuseExistingChunk: true },
            },
      },
      // Dev: the runtime embeds the compilation hash, so it changes on every rebuild; in its own
      // small chunk, an edit does not re-render and re-emit the whole (multi-MB) main bundle.
      runtimeChunk: dev ? 'single' : false,
    },
    performance: { hints: false },
    ...(poll ? { watchOptions: { poll } } : {}),
    // Dev: Rspack's own watcher (it polls too), not watchpack in JavaScript, which set up its
    // watchers again after every rebuild: 4-5 s of this thread at 10,000 pages, with the browser's
    // hot update waiting behind it.
    ...(dev && bundler.name === 'rspack' ? { experiments: { nativeWatcher: true } } : {}),
    ...bundler.cache({
      directory: path.join(site.context.cacheDir, `${bundler.name}${dev ? '-dev' : ''}`),
      // The minifier's cached output carries no source map: a source-mapped build keeps its own cache.
      name: devtool || development ? `${dev || development ? 'development' : 'production'}-${devtool || 'none'}` : undefined,
      buildDependencies: [import.meta.filename, path.join(GENERATOR_ROOT, 'src/node/mdx/compile.ts')],
      dev,
      idleStoreMs: DEV_CACHE_STORE_IDLE_MS,
    }),
    infrastructureLogging: { level: 'error' },
    stats: 'errors-only',
  };
  return mergePluginConfigs(config, site, bundler, false);
}

/** Where `build --bundle-analyzer` writes its report: the locale's work folder, not the site's output. */
export function bundleReportFile(site: LoadedSite): string {
  return path.join(site.context.cacheDir, '..', 'bundle-analyzer', 'report.html');
}

/**
 * webpack-bundle-analyzer's plugin, which Docusaurus's `--bundle-analyzer` adds (it works with
 * Rspack's compiler too): its report, a zoomable tree map of each file's modules with their
 * parsed and gzip sizes, written as one HTML file (its `static` mode: no server keeps the build
 * running) and opened in the browser where Docusaurus would open one (not in CI, not with
 * BROWSER=none).
 */
function bundleAnalyzerPlugin(reportFilename: string): NonNullable<Configuration['plugins']>[number] {
  const require = createRequire(import.meta.url);
  const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer') as { BundleAnalyzerPlugin: new (options: Record<string, unknown>) => NonNullable<Configuration['plugins']>[number] };
  return new BundleAnalyzerPlugin({ analyzerMode: 'static', reportFilename, openAnalyzer: mayOpenBrowser(), logLevel: 'info' });
}

/**
 * Merges what each plugin's `configureWebpack` returns into the config with webpack-merge, as
 * Docusaurus does: the whole object, arrays appended; a returned `mergeStrategy` picks another
 * strategy per key (`{ 'module.rules': 'prepend' }`).
 */
export function mergePluginConfigs(config: Configuration, site: LoadedSite, bundler: Bundler, isServer: boolean): Configuration {
  // Docusaurus's getStyleLoaders turns css-loader's esModule off unless told otherwise: a plugin's
  // CSS modules (Sass's `*.module.scss`) then have a default export of their class names.
  const getStyleLoaders = (server: boolean, cssOptions: Record<string, unknown> = {}) => styleLoaders(site, bundler, server, { esModule: false, ...cssOptions });
  const getJSLoader = ({ isServer: server = isServer }: { isServer?: boolean; babelOptions?: unknown } = {}) => scriptLoader(bundler, { dev: site.context.dev, isServer: server }, siteJsLoader(site));
  const utils = { currentBundler: { name: bundler.name, instance: bundler.core }, getStyleLoaders, getJSLoader };
  let merged = config;
  for (const plugin of site.plugins) {
    const patch = plugin.configureWebpack?.(merged as never, isServer, utils, pluginContent(site, plugin)) as (Configuration & { mergeStrategy?: Record<string, CustomizeRule> }) | void;
    if (!patch) continue;
    const { mergeStrategy, ...rest } = patch;
    merged = mergeStrategy ? mergeWithCustomize({ customizeArray: customizeArray(mergeStrategy), customizeObject: customizeObject(mergeStrategy) })(merged, rest) : merge(merged, rest);
  }
  return merged;
}

/** The route table (`@generated/registry` and its sections), whose `import()`s are the route chunks. */
export function isRegistryModule(module: object): boolean {
  const name = (module as Module).nameForCondition?.() ?? '';
  // A batched build's shared modules (generated `shared.js`, batches.ts) load as the route table's do.
  return /[\\/]registry(?:\.js|[\\/]\d+\.js)$|[\\/]generated[\\/]shared\.js$/.test(name);
}

/** The section a route table module is (`registry/<n>.js`); undefined for the table's index (`registry.js`). */
export function registrySection(module: object): number | undefined {
  const name = (module as Module).nameForCondition?.() ?? '';
  const section = /[\\/]registry[\\/](\d+)\.js$/.exec(name)?.[1];
  return section === undefined ? undefined : Number(section);
}

function reactRouterProductionAliases(): Record<string, string> {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

export interface ClientManifest {
  /** Files of the main entry, in order. */
  entry: string[];
  /** Files of each named async chunk group (route component and data modules). */
  chunks: Record<string, string[]>;
  /** Chunk ids of each named async chunk group. */
  chunkIds: Record<string, Array<string | number>>;
  /** Module id of each module the route registry imports, by its request. */
  registryImports: Record<string, string | number>;
  /**
   * File names of the chunks of each deferred content chunk group (see contentChunkName), by
   * content type and chunk id: each group's RouteChunkFiles as JSON. As objects, maps keyed by
   * chunk ids (integers) are arrays as long as the largest id: 20 KB a page, 215 MB for a
   * 10,000-page site, and as much again in each render worker given them.
   */
  contentFiles: Record<string, string>;
}

export interface ClientBuild {
  manifest: ClientManifest;
  /** What the compilation read (for reusing its output, see reuse.ts). */
  inputs: BundleInputs;
  /** A batched bundle's: its parts' records of what they read, as one (see batch-records.ts). */
  snapshot?: InputSnapshot;
  /** Emitted files, relative to the output folder. */
  files: string[];
  /** A batched bundle's: the files of the parts compiled in this build (the others' are as the previous build left them). */
  compiled?: Set<string>;
}

export function runClientBuild(bundler: Bundler, config: Configuration): Promise<ClientBuild> {
  return runCompiler(bundler, config, readClientBuild);
}

export function readClientBuild(stats: Stats): ClientBuild {
  // SITEGEN_STATS=<file> dumps chunk and module sizes, for finding what weighs on a bundle.
  if (process.env.SITEGEN_STATS) fs.writeFileSync(process.env.SITEGEN_STATS, JSON.stringify(stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, dependentModules: true, chunkModulesSpace: 100000, nestedModulesSpace: 100000, cachedModules: true, orphanModules: true, ids: true })));
  const { compilation } = stats;
  return {
    manifest: manifestFromStats(stats),
    // Folders (contextDependencies) are left out: webpack records them as a by-product of
    // resolving, and the files tried there are in missing. A require.context's folder shows as
    // its files (and a new file there changes nothing until one of them, or its importer, does).
    // Copied now: Rspack's sets read the compilation, which is gone once the compiler is collected.
    inputs: { files: [...compilation.fileDependencies], missing: [...compilation.missingDependencies] },
    files: compilation.getAssets().map((asset) => asset.name),
  };
}

/**
 * Runs one compilation of either bundle, reads what the build needs of its stats (`read`, while
 * the compiler is alive: Rspack's compilation is gone once its compiler is collected), and closes
 * the compiler. A failure is one error whose message lists the compilation's errors, each naming
 * its file and position.
 */
export function runCompiler<T>(bundler: Bundler, config: Configuration, read: (stats: Stats) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const compiler = bundler.core(config);
    compiler.run((error, stats) => {
      // Closing stores the persistent cache; waiting for it keeps that work (and its memory) from
      // overlapping the pre-render workers.
      collectGarbage();
      compiler.close((closeError) => finish(error ?? closeError ?? null, stats));
    });
    const finish = (error: Error | null, stats: Stats | undefined) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error(`${bundler.name} returned no stats`));
      if (stats.hasErrors()) {
        const errors = stats.toJson({ all: false, errors: true, moduleTrace: false }).errors ?? [];
        // A request that does not resolve gets one message from either bundle (see unresolved.ts).
        const alias = (config.resolve?.alias ?? {}) as Record<string, string | string[]>;
        const aliases = { site: String(config.context), themeDirs: [alias['@theme'] ?? []].flat() };
        return reject(new Error([...new Set(errors.map((error) => formatBundlerError(error, aliases, bundler.name === 'webpack')))].join('\n\n')));
      }
      try {
        resolve(read(stats));
      } catch (error) {
        reject(error as Error);
      }
      // The compiler stays referenced until its stats are read.
      void compiler;
    };
  });
}

/**
 * A bundler error with the file and position first (`src/pages/a.tsx:11:23: …`): Rspack's
 * messages show the position in a code frame but not the file, which stats keep apart.
 */
/** `zeroBasedColumns`: webpack counts columns from 0 in `loc`, Rspack from 1. */
function formatBundlerError(error: { message: string; moduleName?: string; loc?: string }, aliases: { site: string; themeDirs: string[] }, zeroBasedColumns: boolean): string {
  const file = error.moduleName?.replace(/^\.\//, '').split('!').pop();
  // A Markdown file that did not compile: the compiler's own message (file, line, code frame).
  const mdxFailure = file && globalThis.__sitegenMdxFailures?.get(path.resolve(aliases.site, file.split('?')[0] ?? file));
  if (mdxFailure) return mdxFailure.message;
  // Rspack and webpack word it either way (the second for a request an alias matched).
  const unresolved = /(?:Can't resolve|Cannot find module) '([^']+)'/.exec(error.message);
  const [line, column] = (error.loc ?? '').split(/[:-]/).map(Number);
  if (unresolved && file && line !== undefined && column !== undefined && !Number.isNaN(line)) {
    const request = unresolved[1] ?? '';
    const absolute = path.resolve(aliases.site, file);
    return unresolvedMessage({ file: absolute, ...requestPosition(absolute, request, { line, column: zeroBasedColumns ? column + 1 : column }), request }, aliases);
  }
  if (!file || error.message.includes(file)) return error.message;
  return `${file}${error.loc ? `:${error.loc.split('-')[0]}` : ''}: ${error.message.trim()}`;
}

export function manifestFromStats(stats: Stats): ClientManifest {
  const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, publicPath: true, ids: true });
  // Scripts, then styles, each in chunk order: within a chunk the bundler lists its two files in
  // either order from one build to the next, and pages are kept by what they list.
  const files = (group: { assets?: Array<{ name: string }> } | undefined) => {
    const names = (group?.assets ?? []).map((a) => a.name);
    return [...names.filter((n) => n.endsWith('.js')), ...names.filter((n) => n.endsWith('.css'))];
  };
  const chunks: Record<string, string[]> = {};
  const chunkIds: Record<string, Array<string | number>> = {};
  for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
    chunks[name] = files(group);
    chunkIds[name] = group.chunks ?? [];
  }
  // The registry's import() targets, read from the module graph (a stats dump of every module and
  // its reasons costs hundreds of MB on a large site).
  const { compilation } = stats;
  const registryImports: Record<string, string | number> = {};
  for (const module of compilation.modules) {
    if (!isRegistryModule(module)) continue;
    for (const block of module.blocks) {
      for (const dependency of block.dependencies) {
        const target = compilation.moduleGraph.getModule(dependency);
        const request = (dependency as { request?: string }).request;
        const id = target ? compilation.chunkGraph.getModuleId(target) : null;
        if (request && id !== null) registryImports[request] = id;
      }
    }
  }
  const contentFiles: Record<string, string> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!isContentChunkName(name)) continue;
    const byType: ChunkFileMaps = { javascript: {}, 'css/mini-extract': {} };
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (chunk.id === null) continue;
        if (file.endsWith('.js')) byType.javascript[String(chunk.id)] = file;
        else if (file.endsWith('.css')) byType['css/mini-extract'][String(chunk.id)] = file;
      }
    }
    contentFiles[name] = JSON.stringify(byType);
  }
  return { entry: files(json.entrypoints?.main), chunks, chunkIds, registryImports, contentFiles };
}
