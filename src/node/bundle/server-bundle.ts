/**
 * The pre-render bundle (server entry, theme, routes, compiled MDX from the build's shared cache),
 * made with esbuild from plain data (see ServerBundleInput): a second webpack compilation is what
 * makes other generators slow. During builds this runs on a thread of its own (server-worker.ts,
 * started by buildServerBundle in server.ts).
 */
import { build, type BuildResult, type OnResolveResult, type Plugin as EsbuildPlugin, type PluginBuild } from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hashedAssetPath } from '../mdx/remark-images';
import { GENERATOR_ROOT, SINGLETON_PACKAGES, isPackageCode, resolveThemeModule, type Aliases } from './aliases';
import { cssModuleClassName, cssModuleClasses } from './css-modules';
import { rewriteWebpackRequests } from './webpack-requests';
import { NODE_ESM } from '../esbuild/node-esm';

const { svgComponentModule } = createRequire(import.meta.url)(path.join(GENERATOR_ROOT, 'src/node/bundle/svg-component.cjs')) as { svgComponentModule(svg: string, file: string): Promise<string> };

/** The pre-render bundle a build made. */
export interface ServerBuild {
  workerFile: string;
  /** Source files the bundle was built from. */
  inputs: string[];
  /** Every file of the bundle. */
  files: string[];
  /** Which source files each source file imports (absolute paths, real files only). */
  imports: Record<string, string[]>;
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
}

/** Compiles a Markdown file for the pre-render bundle (on the main thread, with the build's shared MDX cache). */
export type ServerMdxCompiler = (file: string, query: string) => Promise<string>;

/** What plugins' `configureWebpack(config, isServer = true)` asks of module resolution (see pluginResolution). */
export interface PluginResolution {
  aliases: Array<[string, string | false | string[]]>;
  fallback: Array<[string, string | false | string[]]>;
  /** Files loaded with `null-loader` (empty modules). */
  nullTests: RegExp[];
}

/** Builds the pre-render bundle (see buildServerBundle) from its input; `compileMdx` gives the Markdown modules. */
export async function runServerBundle(input: ServerBundleInput, compileMdx: ServerMdxCompiler): Promise<ServerBuild> {
  const { outdir } = input;
  fs.rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await runEsbuild({
    entryPoints: { 'render-worker': path.join(GENERATOR_ROOT, 'src/node/render/worker.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    ...NODE_BUNDLE_OPTIONS,
    define: input.defines,
    // Docusaurus sites write JSX in .js files.
    loader: { '.js': 'jsx' },
    // Packages the site does not have come from the generator's own (as in the client bundle).
    nodePaths: [path.join(GENERATOR_ROOT, 'node_modules')],
    plugins: [svgComponents(), pluginResolution(input.resolution), sitePlugin(input, compileMdx)],
    metafile: true,
  });
  // Inputs are named `namespace:path?query` relative to the working folder; only real files count.
  const realFile = (name: string): string | undefined => {
    const [, namespace, file = ''] = /^(?:([a-z-]+):)?([^?]*)/.exec(name) ?? [];
    return !namespace || namespace === 'file' || namespace === 'mdx' ? path.resolve(file) : undefined;
  };
  const imports: Record<string, string[]> = {};
  for (const [name, input] of Object.entries(metafile?.inputs ?? {})) {
    const file = realFile(name);
    if (!file) continue;
    const targets = input.imports.flatMap((i) => (i.external ? [] : [realFile(i.path)].filter((t): t is string => t !== undefined)));
    imports[file] = [...new Set([...(imports[file] ?? []), ...targets])];
  }
  return { workerFile: path.join(outdir, 'render-worker.mjs'), inputs: Object.keys(imports), files: Object.keys(metafile?.outputs ?? {}).map((file) => path.resolve(file)), imports };
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

function loaderOf(file: string): 'js' | 'jsx' | 'ts' | 'tsx' {
  if (/\.[cm]?tsx$/.test(file)) return 'tsx';
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  return 'jsx';
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

/** esbuild wraps errors thrown by plugins; rethrow ours (MDX, front matter) unwrapped. */
async function runEsbuild(options: Parameters<typeof build>[0]): Promise<BuildResult> {
  try {
    return await build(options);
  } catch (error) {
    const detail = (error as { errors?: Array<{ detail?: unknown }> }).errors?.find((e) => e.detail instanceof Error)?.detail;
    throw detail ?? error;
  }
}

function sitePlugin({ siteDir, aliases, baseUrl }: ServerBundleInput, compileMdx: ServerMdxCompiler): EsbuildPlugin {
  return {
    name: 'sitegen',
    setup(b) {
      b.onResolve({ filter: /.*/, namespace: 'cjs-external' }, (args) => ({ path: args.path, external: true }));
      resolveSiteAliases(b, aliases);
      b.onResolve({ filter: /^sitegen\/mdx-provider$/ }, () => ({ path: aliases.mdxProvider }));
      // Markdown, with `?truncated=true` for blog excerpts and `?deferred` for pages' content.
      b.onResolve({ filter: /\.mdx?(\?.*)?$/ }, (args) => {
        const [file = '', query] = args.path.split('?');
        const absolute = path.isAbsolute(file) ? file : path.resolve(args.resolveDir, file);
        return { path: absolute, suffix: query ? `?${query}` : undefined, namespace: 'mdx' };
      });
      b.onLoad({ filter: /.*/, namespace: 'mdx' }, async (args) => {
        const contents = await compileMdx(args.path, args.suffix ?? '');
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
      // Webpack request forms in the site's own code (see webpack-requests.ts).
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (isPackageCode(args.path)) return undefined;
        const contents = rewriteWebpackRequests(await fs.promises.readFile(args.path, 'utf8'), args.path, aliases.site);
        return contents === undefined ? undefined : { contents, loader: loaderOf(args.path) };
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
        const resolveDir = singleton ? GENERATOR_ROOT : args.resolveDir;
        const key = `${args.kind === 'require-call' ? 'require' : 'import'}\0${resolveDir}\0${args.path}`;
        let result = packageResults.get(key);
        if (!result) {
          result = b.resolve(args.path, { kind: args.kind, resolveDir, importer: args.importer, pluginData: RESOLVING }).then((resolved): OnResolveResult => {
            if (resolved.errors.length > 0) return args.kind === 'require-call' ? { path: args.path, external: true } : { errors: resolved.errors };
            if (resolved.external || !path.isAbsolute(resolved.path)) return { path: args.path, external: true };
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
