/**
 * esbuild's take on a site's module aliases, for the one esbuild bundle of site code left: the
 * llms-txt plugin's component renderer (plugins/llms-txt/render-components.ts). Pages are
 * pre-rendered from the site's bundler's own bundle (bundle/server.ts).
 */
import type { build, PluginBuild } from 'esbuild';
import { resolveThemeModule, type Aliases } from '../bundle/aliases';
import { NODE_ESM } from './node-esm';

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
