import { build, type BuildResult, type Plugin as EsbuildPlugin, type PluginBuild } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { hashedAssetPath } from '../mdx/remark-images';
import type { LoadedSite } from '../plugins/host';
import { workDir } from '../utils/paths';
import { GENERATOR_ROOT, resolveThemeModule, siteAliases, type Aliases } from './aliases';
import { cssModuleClassName, cssModuleClasses } from './css-modules';
import type { MdxService } from './mdx-service';
import { siteDefines } from './defines';
import { NODE_ESM } from '../esbuild/node-esm';

/**
 * Bundles the pre-render worker (server entry, theme, routes, compiled MDX from the shared cache)
 * with esbuild: a second webpack compilation is what makes other generators slow.
 */
export interface ServerBuild {
  workerFile: string;
  /** Source files the bundle was built from. */
  inputs: string[];
  /** Every file of the bundle. */
  files: string[];
}

export async function buildServerBundle(site: LoadedSite, mdx: MdxService): Promise<ServerBuild> {
  const outdir = path.join(workDir(site.siteDir), 'server');
  fs.rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await runEsbuild({
    entryPoints: { 'render-worker': path.join(GENERATOR_ROOT, 'src/node/render/worker.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    ...NODE_BUNDLE_OPTIONS,
    define: siteDefines(site, { dev: false, browser: false }),
    plugins: [sitePlugin(site, mdx)],
    metafile: true,
  });
  // Inputs are named `namespace:path?query` relative to the working folder; only real files count.
  const inputs = Object.keys(metafile?.inputs ?? {}).flatMap((name) => {
    const [, namespace, file = ''] = /^(?:([a-z-]+):)?([^?]*)/.exec(name) ?? [];
    return !namespace || namespace === 'file' || namespace === 'mdx' ? [path.resolve(file)] : [];
  });
  return { workerFile: path.join(outdir, 'render-worker.mjs'), inputs, files: Object.keys(metafile?.outputs ?? {}).map((file) => path.resolve(file)) };
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

/** esbuild wraps errors thrown by plugins; rethrow ours (MDX, front matter) unwrapped. */
async function runEsbuild(options: Parameters<typeof build>[0]): Promise<BuildResult> {
  try {
    return await build(options);
  } catch (error) {
    const detail = (error as { errors?: Array<{ detail?: unknown }> }).errors?.find((e) => e.detail instanceof Error)?.detail;
    throw detail ?? error;
  }
}

function sitePlugin(site: LoadedSite, mdx: MdxService): EsbuildPlugin {
  const aliases = siteAliases(site.siteDir, site.context.generatedDir);
  const baseUrl = site.config.baseUrl;
  return {
    name: 'sitegen',
    setup(b) {
      resolveSiteAliases(b, aliases);
      b.onResolve({ filter: /^sitegen\/mdx-provider$/ }, () => ({ path: aliases.mdxProvider }));
      // Markdown, with `?truncated=true` for blog excerpts and `?deferred` for pages' content.
      b.onResolve({ filter: /\.mdx?(\?.*)?$/ }, (args) => {
        const [file = '', query] = args.path.split('?');
        const absolute = path.isAbsolute(file) ? file : path.resolve(args.resolveDir, file);
        return { path: absolute, suffix: query ? `?${query}` : undefined, namespace: 'mdx' };
      });
      b.onLoad({ filter: /.*/, namespace: 'mdx' }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        const contents = await mdx.compile(args.path, source, { query: args.suffix ?? '', target: 'server' });
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
      // CSS: class name maps for modules (same names as webpack), nothing for global CSS.
      b.onLoad({ filter: /\.module\.css$/ }, async (args) => {
        const css = await fs.promises.readFile(args.path, 'utf8');
        const map = Object.fromEntries(cssModuleClasses(css).map((name) => [name, cssModuleClassName(args.path, name, site.siteDir)]));
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
      // Every other package stays external: node loads it from node_modules at render time.
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { external: true };
        if (args.kind === 'entry-point') return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}
