/**
 * The pre-render bundle (server entry, theme, routes, compiled MDX from the build's shared cache),
 * made with esbuild from plain data (see ServerBundleInput): a second webpack compilation is what
 * makes other generators slow. During builds this runs on a thread of its own (server-worker.ts,
 * started by buildServerBundle in server.ts).
 */
import { build, type BuildResult, type Message, type Metafile, type OnResolveResult, type Plugin as EsbuildPlugin, type PluginBuild } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hashedAssetPath, type ImageAsset } from '../mdx/remark-images';
import { cacheKey } from '../utils/build-cache';
import { readJsonFile, writeFileWhole } from '../utils/fs';
import { snapshotInputs, snapshotUnchanged, type InputSnapshot } from './reuse';
import { isCompiledPackageFile, resolveRoots, GENERATOR_MODULES, GENERATOR_ROOT, SINGLETON_PACKAGES, isPackageCode, resolveThemeModule, type Aliases } from './aliases';
import { cssModuleClassName, cssModuleClasses } from './css-modules';
import { unresolvedMessage } from './unresolved';
import { rewriteWebpackRequests } from './webpack-requests';
import { NODE_ESM } from '../esbuild/node-esm';

const { svgComponentModule } = createRequire(import.meta.url)(path.join(GENERATOR_ROOT, 'src/node/bundle/svg-component.cjs')) as { svgComponentModule(svg: string, file: string): Promise<string> };

/** The pre-render bundle a build made. */
export interface ServerBuild {
  workerFile: string;
  /** Source files the bundle was built from. */
  inputs: string[];
  /** Every file of the bundle (content modules included). */
  files: string[];
  /** Which source files each source file imports (absolute paths, real files only). */
  imports: Record<string, string[]>;
  /** Images the compiled Markdown refers to. */
  assets: ImageAsset[];
}

/**
 * What the pre-render bundle is made from, as plain data (what plugins' `configureWebpack` asks
 * of module resolution included): it is built on a thread of its own (see server-worker.ts).
 */
export interface ServerBundleInput {
  siteDir: string;
  outdir: string;
  baseUrl: string;
  aliases: Aliases;
  defines: Record<string, string>;
  resolution: PluginResolution;
  /** The Markdown modules the route table imports (`file?query`), each built as a content module of its own. */
  contentRequests: string[];
  /** What else the compiled Markdown depends on (config, routes, the generator): kept content modules are built again when it changes. */
  contentSalt: string;
}

/** Compiles a Markdown file for the pre-render bundle (on the main thread, with the build's shared MDX cache). */
export type ServerMdxCompiler = (file: string, query: string) => Promise<{ code: string; assets: ImageAsset[] }>;

/** What plugins' `configureWebpack(config, isServer = true)` asks of module resolution (see pluginResolution). */
export interface PluginResolution {
  aliases: Array<[string, string | false | string[]]>;
  fallback: Array<[string, string | false | string[]]>;
  /** Files loaded with `null-loader` (empty modules). */
  nullTests: RegExp[];
}

/**
 * Builds the pre-render bundle (see buildServerBundle) from its input; `compileMdx` gives the
 * Markdown modules. It comes in two parts, each kept between builds while what it was built from
 * is unchanged, so that a rebuild after one edit builds one small module:
 *
 * - Content modules: each Markdown module the route table imports, with the Markdown it imports,
 *   in a file of its own (content/*.mjs), loaded by the route table with import(). The site's code
 *   it imports (theme and site components, the MDX provider) is not copied in: it is taken from
 *   the render bundle at run time (shared modules), so that React contexts and module state are
 *   the same objects the theme uses. Most of the bundle's size is compiled Markdown.
 * - The render bundle: the render worker, theme, route table, and every shared module.
 */
export async function runServerBundle(input: ServerBundleInput, compileMdx: ServerMdxCompiler): Promise<ServerBuild> {
  // The theme folders' files decide what `@theme/*` imports resolve to (a new file takes over one).
  const themeFiles = [...new Set([...input.aliases.themeDirs, ...input.aliases.originalThemes])].map((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : []));
  const salt = cacheKey(JSON.stringify({ ...input, contentRequests: undefined }), JSON.stringify(themeFiles));
  const content = await buildContentModules(input, salt, compileMdx);
  const render = await buildRenderBundle(input, salt, content.shared, compileMdx);
  const imports: Record<string, string[]> = { ...content.imports };
  for (const [file, targets] of Object.entries(render.imports)) imports[file] = [...new Set([...(imports[file] ?? []), ...targets])];
  return { workerFile: path.join(input.outdir, 'render-worker.mjs'), inputs: Object.keys(imports), files: [...render.files, ...content.files], imports, assets: content.assets };
}

/** Where the render bundle finds its shared modules (see runServerBundle). */
const SHARED_MODULES = "globalThis[Symbol.for('sitegen.shared-modules')]";
/** Code files a content module takes from the render bundle instead of copying them. */
const SHARED_CODE = /\.[cm]?[jt]sx?$/;

/** A content module's file, relative to the render bundle's folder (named by its request: the route table's import stays the same). */
function contentModuleFile(request: string): string {
  return `content/${createHash('sha1').update(request).digest('hex').slice(0, 16)}.mjs`;
}

/** The kept render bundle: what it was built from, and the shared modules it holds. */
interface RenderRecord {
  salt: string;
  shared: string[];
  inputs: InputSnapshot;
  imports: Record<string, string[]>;
  files: string[];
}

interface ContentRecord {
  salt: string;
  modules: Record<string, KeptContentModule>;
}

interface KeptContentModule {
  /** Its source files (Markdown, data, stylesheets, images): the module is built again when one changes. */
  inputs: InputSnapshot;
  imports: Record<string, string[]>;
  /** The render bundle's modules it takes. */
  shared: string[];
  assets: ImageAsset[];
}

/** Builds the content modules whose sources changed (all of them when `salt` did), keeps the others. */
async function buildContentModules(input: ServerBundleInput, salt: string, compileMdx: ServerMdxCompiler): Promise<{ files: string[]; imports: Record<string, string[]>; shared: Set<string>; assets: ImageAsset[] }> {
  const recordFile = path.join(input.outdir, 'content', 'record.json');
  const record = readJsonFile<ContentRecord>(recordFile);
  const kept = record?.salt === salt ? record.modules : {};
  const modules: Record<string, KeptContentModule> = {};
  const stale: string[] = [];
  for (const request of input.contentRequests) {
    const module = kept[request];
    if (module && fs.existsSync(path.join(input.outdir, contentModuleFile(request))) && snapshotUnchanged(module.inputs)) modules[request] = module;
    else stale.push(request);
  }
  if (stale.length > 0) {
    // Each Markdown file's images, for the modules that include it.
    const assetsOf = new Map<string, ImageAsset[]>();
    const compile: ServerMdxCompiler = async (file, query) => {
      const compiled = await compileMdx(file, query);
      assetsOf.set(file, compiled.assets);
      return compiled;
    };
    const byOutput = new Map(stale.map((request) => [path.resolve(input.outdir, contentModuleFile(request)), request]));
    const { metafile = { inputs: {}, outputs: {} } } = await runEsbuild(input.aliases, {
      entryPoints: stale.map((request) => ({ in: request, out: contentModuleFile(request).replace(/\.mjs$/, '') })),
      ...partOptions(input),
      plugins: [sharedModules(), svgComponents(), pluginResolution(input.resolution), sitePlugin(input, compile)],
    });
    const imports = importGraph(metafile);
    for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
      const request = byOutput.get(path.resolve(output));
      if (!request) continue;
      const names = Object.keys(inputs);
      const own = names.map(realFile).filter((file): file is string => file !== undefined);
      const shared = names.filter((name) => name.startsWith('shared-module:')).map((name) => path.resolve(name.slice('shared-module:'.length)));
      const assets = own.flatMap((file) => assetsOf.get(file) ?? []);
      modules[request] = {
        // The shared modules too: one moved or deleted must be reported at the import that names it.
        inputs: snapshotInputs({ files: [...own, ...shared, ...assets.map((asset) => asset.source)], missing: [] }),
        imports: Object.fromEntries(own.map((file) => [file, imports[file] ?? []])),
        shared,
        assets,
      };
    }
  }
  const names = new Set(input.contentRequests.map(contentModuleFile));
  for (const name of fs.existsSync(path.dirname(recordFile)) ? fs.readdirSync(path.dirname(recordFile)) : []) {
    if (name.endsWith('.mjs') && !names.has(`content/${name}`)) fs.rmSync(path.join(path.dirname(recordFile), name), { force: true });
  }
  writeFileWhole(recordFile, JSON.stringify({ salt, modules } satisfies ContentRecord));
  const all = Object.values(modules);
  const imports: Record<string, string[]> = {};
  for (const module of all) Object.assign(imports, module.imports);
  return {
    files: input.contentRequests.map((request) => path.join(input.outdir, contentModuleFile(request))),
    imports,
    shared: new Set(all.flatMap((module) => module.shared)),
    assets: [...new Map(all.flatMap((module) => module.assets).map((asset) => [asset.output, asset])).values()],
  };
}

/** Builds the render bundle with the shared modules the content modules take, or keeps the last one. */
async function buildRenderBundle(input: ServerBundleInput, salt: string, shared: Set<string>, compileMdx: ServerMdxCompiler): Promise<{ files: string[]; imports: Record<string, string[]> }> {
  const { outdir } = input;
  const recordFile = path.join(outdir, 'render-worker.record.json');
  const sharedList = [...shared].sort();
  const record = readJsonFile<RenderRecord>(recordFile);
  if (record && record.salt === salt && JSON.stringify(record.shared) === JSON.stringify(sharedList) && record.files.every((file) => fs.existsSync(file)) && snapshotUnchanged(record.inputs)) return record;
  for (const file of record?.files ?? []) fs.rmSync(file, { force: true });
  fs.rmSync(recordFile, { force: true });
  const entry = path.join(GENERATOR_ROOT, 'src/node/render/worker.ts');
  const { metafile = { inputs: {}, outputs: {} } } = await runEsbuild(input.aliases, {
    entryPoints: { 'render-worker': 'sitegen:render-entry' },
    ...partOptions(input),
    plugins: [renderEntry(entry, sharedList), svgComponents(), pluginResolution(input.resolution), sitePlugin(input, compileMdx)],
  });
  const imports = importGraph(metafile);
  const files = Object.keys(metafile.outputs).map((file) => path.resolve(file));
  const kept: RenderRecord = { salt, shared: sharedList, inputs: snapshotInputs({ files: Object.keys(imports), missing: [] }), imports, files };
  writeFileWhole(recordFile, JSON.stringify(kept));
  return kept;
}

/** esbuild's options for either part of the pre-render bundle (entries and plugins aside). */
function partOptions(input: ServerBundleInput) {
  return {
    outdir: input.outdir,
    outExtension: { '.js': '.mjs' },
    ...NODE_BUNDLE_OPTIONS,
    define: input.defines,
    // Docusaurus sites write JSX in .js files.
    loader: { '.js': 'jsx' },
    // Files outside the site's folder (docs at `../docs`) find the site's packages, as in
    // Docusaurus; packages the site does not have come from the generator's (as in the client bundle).
    nodePaths: [path.join(input.siteDir, 'node_modules'), ...GENERATOR_MODULES],
    metafile: true,
  } satisfies Parameters<typeof build>[0];
}

/** Inputs are named `namespace:path?query` relative to the working folder; only real files count. */
function realFile(name: string): string | undefined {
  const [, namespace, file = ''] = /^(?:([a-z-]+):)?([^?]*)/.exec(name) ?? [];
  return !namespace || namespace === 'file' || namespace === 'mdx' ? path.resolve(file) : undefined;
}

/** Which real source files each real source file of an esbuild build imports. */
function importGraph(metafile: Metafile): Record<string, string[]> {
  const imports: Record<string, string[]> = {};
  for (const [name, input] of Object.entries(metafile.inputs)) {
    const file = realFile(name);
    if (!file) continue;
    const targets = input.imports.flatMap((i) => (i.external ? [] : [realFile(i.path)].filter((t): t is string => t !== undefined)));
    imports[file] = [...new Set([...(imports[file] ?? []), ...targets])];
  }
  return imports;
}

/**
 * The render bundle's entry: the shared modules first, each registered by its path for content
 * modules to take (see sharedModules), then the render worker.
 */
function renderEntry(workerEntry: string, shared: string[]): EsbuildPlugin {
  return {
    name: 'sitegen-render-entry',
    setup(b) {
      b.onResolve({ filter: /^sitegen:render-entry$/ }, () => ({ path: 'render-entry', namespace: 'sitegen-render-entry' }));
      b.onLoad({ filter: /.*/, namespace: 'sitegen-render-entry' }, () => ({
        contents: [
          ...shared.map((file, i) => `import * as shared${i} from ${JSON.stringify(file)};`),
          `const shared = new Map([${shared.map((file, i) => `[${JSON.stringify(file)}, shared${i}]`).join(', ')}]);`,
          // A content module imports each as CommonJS (see sharedModules): flagged as an ES module, its default export is `default`.
          `${SHARED_MODULES} = (file) => { const module = shared.get(file); if (!module) throw new Error('The render bundle has no module ' + file); return { __esModule: true, ...module }; };`,
          `import ${JSON.stringify(workerEntry)};`,
        ].join('\n'),
        loader: 'js',
        resolveDir: path.dirname(workerEntry),
      }));
    },
  };
}

const RESOLVING_SHARED = Symbol('resolving-shared');

/**
 * In content modules: the site's code (theme, components, the MDX provider) is taken from the
 * render bundle, which registered it by path (see renderEntry), not copied in. Each import is
 * resolved as usual first (the other plugins' own lookups, which carry their pluginData, pass by).
 */
export function sharedModules(): EsbuildPlugin {
  return {
    name: 'sitegen-shared-modules',
    setup(b) {
      // One resolution per request, kind and folder: every content module imports the same few
      // (the MDX provider, the runtime, the theme's components), and each resolution is several
      // round trips between esbuild and this thread. An SVG's depends on its importer too (see
      // svgComponents).
      const results = new Map<string, Promise<OnResolveResult>>();
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.pluginData !== undefined || args.kind === 'entry-point' || /\.mdx?(\?.*)?$/.test(args.path)) return undefined;
        const key = [args.kind, args.namespace, args.resolveDir, args.path, /\.svg$/i.test(args.path) ? args.importer : ''].join('\0');
        // A failure is kept too: esbuild reports it at each import that gets it.
        let result = results.get(key);
        if (!result) {
          result = b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: args.namespace, pluginData: RESOLVING_SHARED }).then((resolved): OnResolveResult => {
            if (resolved.errors.length > 0) return { errors: resolved.errors };
            if (resolved.namespace === 'file' && !resolved.external && SHARED_CODE.test(resolved.path) && !isPackageCode(resolved.path)) return { path: resolved.path, namespace: 'shared-module' };
            return { path: resolved.path, namespace: resolved.namespace, external: resolved.external, sideEffects: resolved.sideEffects, suffix: resolved.suffix || undefined, pluginData: resolved.pluginData as unknown };
          });
          results.set(key, result);
        }
        return result;
      });
      // In a namespace of its own, so that the module is CommonJS whatever its package says.
      b.onLoad({ filter: /.*/, namespace: 'shared-module' }, (args) => ({ contents: `module.exports = ${SHARED_MODULES}(${JSON.stringify(args.path)});`, loader: 'js' }));
    },
  };
}

/** A production ESM bundle for node that loads packages from node_modules at run time. */
export const NODE_BUNDLE_OPTIONS = {
  ...NODE_ESM,
  jsx: 'automatic',
  logLevel: 'silent',
  define: { __SITEGEN_DEV__: 'false', __SITEGEN_VENDOR__: '{}', 'process.env.NODE_ENV': '"production"' },
  banner: { js: "import { createRequire as __sitegenRequire } from 'node:module'; const require = __sitegenRequire(import.meta.url);" },
} satisfies Parameters<typeof build>[0];

/** Resolves `@theme/*` (site theme first), `@site/*`, `@docusaurus/*` and `@generated/*` for esbuild. */
export function resolveSiteAliases(b: PluginBuild, aliases: Aliases): void {
  b.onResolve({ filter: /^@theme-(original|init)\// }, (args) => {
    const resolved = resolveThemeModule(aliases.originalThemes, args.path.replace(/^@theme-\w+\//, ''));
    return resolved ? { path: resolved } : { errors: [{ text: `Cannot resolve ${args.path} in ${aliases.originalThemes.join(' or ')}` }] };
  });
  b.onResolve({ filter: /^@theme\// }, (args) => {
    const resolved = resolveThemeModule(aliases.themeDirs, args.path.slice('@theme/'.length));
    return resolved ? { path: resolved } : { errors: [{ text: `Cannot resolve ${args.path} in ${aliases.themeDirs.join(' or ')}` }] };
  });
  const prefixAlias = (prefix: string, target: string) =>
    b.onResolve({ filter: new RegExp(`^${prefix.replace(/[/@]/g, '\\$&')}(/|$)`) }, (args) =>
      b.resolve(`./${args.path.slice(prefix.length).replace(/^\//, '')}`, { resolveDir: target, kind: args.kind }),
    );
  prefixAlias('@site', aliases.site);
  prefixAlias('@docusaurus', aliases.docusaurus);
  prefixAlias('@generated', aliases.generated);
}

const RESOLVING = Symbol('resolving');
const RESOLVING_SVG = Symbol('resolving-svg');

/** An SVG imported from code is a React component, as in the client bundle (svg-component.cjs). */
function svgComponents(): EsbuildPlugin {
  return {
    name: 'sitegen-svg-components',
    setup(b) {
      b.onResolve({ filter: /\.svg$/i }, async (args) => {
        if (args.pluginData === RESOLVING_SVG || !/\.[cm]?[jt]sx?$/.test(args.importer)) return undefined;
        // Where the other resolvers (aliases, @site/) put it.
        const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING_SVG });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'svg-component' };
      });
      b.onLoad({ filter: /.*/, namespace: 'svg-component' }, async (args) => ({
        contents: await svgComponentModule(await fs.promises.readFile(args.path, 'utf8'), args.path),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

const packageTypes = new Map<string, boolean>();

/** Whether a package file is CommonJS: `.cjs`, or `.js` under a package.json without `"type": "module"`. */
function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const known = packageTypes.get(dir);
    if (known !== undefined) return known;
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    let commonJs = true;
    try {
      commonJs = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: string }).type !== 'module';
    } catch {
      // an unreadable manifest: Node would take the file as CommonJS too
    }
    packageTypes.set(dir, commonJs);
    return commonJs;
  }
  return true;
}

/**
 * That resolution, done by esbuild: `resolve.alias` (a `$` key matches exactly, `false` gives an
 * empty module), `resolve.fallback` for requests that do not resolve, and rules that load files
 * with `null-loader` (empty modules).
 */
function pluginResolution({ aliases, fallback, nullTests }: PluginResolution): EsbuildPlugin {
  return {
    name: 'sitegen-plugin-resolution',
    setup(b) {
      for (const [key, target] of aliases) {
        const exact = key.endsWith('$');
        const name = exact ? key.slice(0, -1) : key;
        const filter = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${exact ? '$' : '(/|$)'}`);
        b.onResolve({ filter }, (args) => {
          if (args.pluginData === RESOLVING) return undefined;
          const first = Array.isArray(target) ? target[0] : target;
          if (first === false || first === undefined) return { path: args.path, namespace: 'empty-module' };
          return b.resolve(first + args.path.slice(name.length), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        });
      }
      // `resolve.fallback`: used only for a request that does not resolve (Node's own modules always do here).
      for (const [name, target] of fallback) {
        b.onResolve({ filter: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/|$)`) }, async (args) => {
          if (args.pluginData === RESOLVING) return undefined;
          const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
          if (resolved.errors.length === 0) return resolved;
          const first = Array.isArray(target) ? target[0] : target;
          if (first === false || first === undefined) return { path: args.path, namespace: 'empty-module' };
          return b.resolve(first, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        });
      }
      b.onLoad({ filter: /.*/, namespace: 'empty-module' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
      if (nullTests.length === 0) return;
      b.onLoad({ filter: /.*/ }, (args) => (nullTests.some((test) => test.test(args.path)) ? { contents: 'module.exports = {};', loader: 'js' } : undefined));
    },
  };
}

/**
 * esbuild wraps errors thrown by plugins; rethrow ours (MDX, front matter) unwrapped, and requests
 * that do not resolve in the message the client bundle gives them too (see unresolved.ts).
 */
async function runEsbuild(aliases: Aliases, options: Parameters<typeof build>[0]): Promise<BuildResult> {
  try {
    return await build(options);
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    const detail = messages.find((e) => e.detail instanceof Error)?.detail;
    if (detail) throw detail;
    const unresolved = messages.flatMap((message) => {
      const location = message.location;
      if (!/^Could not resolve /.test(message.text) || !location) return [];
      // The request as written: the string the location points at, quotes removed.
      const request = location.lineText.slice(location.column, location.column + location.length).replace(/^['"`]|['"`]$/g, '');
      const file = path.resolve(options.absWorkingDir ?? process.cwd(), location.file);
      return [unresolvedMessage({ file, line: location.line, column: location.column + 1, request }, aliases)];
    });
    if (unresolved.length > 0) throw new Error([...new Set(unresolved)].join('\n\n'));
    throw error;
  }
}

/** The generator's own sources (theme, client runtime). */
const GENERATOR_SOURCES = path.join(GENERATOR_ROOT, 'src') + path.sep;

function sitePlugin(input: ServerBundleInput, compileMdx: ServerMdxCompiler): EsbuildPlugin {
  const { siteDir, aliases, baseUrl } = input;
  return {
    name: 'sitegen',
    setup(b) {
      b.onResolve({ filter: /.*/, namespace: 'cjs-external' }, (args) => ({ path: args.path, external: true }));
      resolveSiteAliases(b, aliases);
      b.onResolve({ filter: /^sitegen\/mdx-provider$/ }, () => ({ path: aliases.mdxProvider }));
      // Markdown, with `?truncated=true` for blog excerpts and `?deferred` for pages' content.
      const contentRequests = new Set(input.contentRequests);
      b.onResolve({ filter: /\.mdx?(\?.*)?$/ }, (args) => {
        // The route table's import of a content module (see runServerBundle).
        if (args.kind === 'dynamic-import' && contentRequests.has(args.path)) return { path: `./${contentModuleFile(args.path)}`, external: true };
        const [file = '', query] = args.path.split('?');
        const absolute = path.isAbsolute(file) ? file : path.resolve(args.resolveDir, file);
        return { path: absolute, suffix: query ? `?${query}` : undefined, namespace: 'mdx' };
      });
      b.onLoad({ filter: /.*/, namespace: 'mdx' }, async (args) => {
        const { code } = await compileMdx(args.path, args.suffix ?? '');
        return { contents: code, loader: 'js', resolveDir: path.dirname(args.path) };
      });
      // Webpack request forms in the site's own code (see webpack-requests.ts).
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        // The generator's own modules use none of them.
        if (isPackageCode(args.path) || args.path.startsWith(GENERATOR_SOURCES)) return undefined;
        const contents = await rewriteWebpackRequests(await fs.promises.readFile(args.path, 'utf8'), args.path, { siteDir: aliases.site, roots: resolveRoots(siteDir), assetUrl: (asset) => baseUrl + hashedAssetPath(asset, fs.readFileSync(asset)) });
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
      // CSS: class name maps for modules (same names as webpack), nothing for global CSS.
      b.onLoad({ filter: /\.module\.css$/ }, async (args) => {
        const css = await fs.promises.readFile(args.path, 'utf8');
        const map = Object.fromEntries(cssModuleClasses(css).map((name) => [name, cssModuleClassName(args.path, name, siteDir)]));
        return { contents: `export default ${JSON.stringify(map)};`, loader: 'js' };
      });
      b.onResolve({ filter: /\.css$/ }, (args) => (args.path.endsWith('.module.css') ? undefined : { path: args.path, namespace: 'empty-css' }));
      b.onLoad({ filter: /.*/, namespace: 'empty-css' }, () => ({ contents: '', loader: 'js' }));
      // Imported assets: the same content-hashed URL webpack emits.
      b.onLoad({ filter: /\.(png|jpe?g|gif|svg|webp|avif|ico|woff2?|wasm)$/i }, async (args) => {
        const url = baseUrl + hashedAssetPath(args.path, await fs.promises.readFile(args.path));
        return { contents: `export default ${JSON.stringify(url)};`, loader: 'js' };
      });
      // Browser-only modules (`*.client.ts(x)`) loaded with import() never run at pre-render
      // time: leave them out of the server bundle (webpack still gives them their own chunk).
      b.onResolve({ filter: /\.client(\.tsx?)?$/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, namespace: 'client-only' } : undefined));
      b.onLoad({ filter: /.*/, namespace: 'client-only' }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`${args.path} is loaded in the browser only`)});`,
        loader: 'js',
      }));
      // Every other package stays external, loaded by Node at render time from the file it
      // resolves to (the site's node_modules, else the generator's), so the bundle runs from any
      // folder. A CommonJS-only package is loaded with require() behind a small CommonJS module,
      // so named imports of it work as in webpack (Node's ESM loader sees only the names its
      // static analysis finds).
      // One resolution per package and folder: thousands of imports name a few dozen packages.
      const packageResults = new Map<string, Promise<OnResolveResult>>();
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { external: true };
        if (args.kind === 'entry-point' || args.pluginData === RESOLVING) return undefined;
        const singleton = SINGLETON_PACKAGES.includes(args.path.split('/')[0] ?? '');
        // React and react-dom: the site's own (see siteReact).
        const resolveDir = singleton ? input.siteDir : args.resolveDir;
        const key = `${args.kind === 'require-call' ? 'require' : 'import'}\0${resolveDir}\0${args.path}`;
        let result = packageResults.get(key);
        if (!result) {
          result = b.resolve(args.path, { kind: args.kind, resolveDir, importer: args.importer, pluginData: RESOLVING }).then((resolved): OnResolveResult => {
            if (resolved.errors.length > 0) return args.kind === 'require-call' ? { path: args.path, external: true } : { errors: resolved.errors };
            if (resolved.external || !path.isAbsolute(resolved.path)) return { path: args.path, external: true };
            // Compiled into the bundle, as in the client's (Docusaurus's rule): JSX in a plugin's `.js`.
            if (isCompiledPackageFile(resolved.path)) return { path: resolved.path };
            if (isCommonJs(resolved.path)) return { path: resolved.path, namespace: 'cjs-external' };
            return { path: resolved.path, external: true };
          });
          packageResults.set(key, result);
        }
        return result;
      });
      b.onLoad({ filter: /.*/, namespace: 'cjs-external' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
    },
  };
}
