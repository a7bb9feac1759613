import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform, type Plugin } from 'esbuild';
import { isPackageCode } from '../bundle/aliases';

/**
 * Keeps `import.meta.dirname`, `.filename` and `.url` pointing at each source file when several
 * files are bundled into one: the generator finds its theme, loaders and client modules relative
 * to its own sources.
 *
 * With `commonJsNames` (a site's TypeScript modules: its config, sidebars, plugins) `__dirname`,
 * `__filename` and `require.resolve` work as in CommonJS too, relative to each file, as Docusaurus
 * allows (it loads them through jiti). `require()` of a file stays esbuild's: it bundles it.
 */
/**
 * `require.resolve` as jiti answers it (Docusaurus loads configs, sidebars and plugins with jiti):
 * Node's first, then a `.js`, `.mjs`, `.cjs` or `.jsx` request as the TypeScript file beside it
 * (`./sidebars.js` → `sidebars.ts`), and a request without an extension with TypeScript's.
 * One line of code, put before a module's first line.
 */
const TYPESCRIPT_RESOLVE =
  '((req) => { const resolve = (request, options) => { try { return req.resolve(request, options); } catch (error) { ' +
  "const js = /\\.([cm]?)js(x?)$/.exec(request); " +
  "const candidates = js ? [request.slice(0, -js[0].length) + '.' + js[1] + 'ts' + js[2]] : /\\.[a-z]+$/i.test(request) ? [] : ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'].map((ext) => request + ext); " +
  'for (const candidate of candidates) { try { return req.resolve(candidate, options); } catch {} } throw error; } }; ' +
  'resolve.paths = req.resolve.paths; return resolve; })';

export function importMetaOfSources({ commonJsNames = false }: { commonJsNames?: boolean } = {}): Plugin {
  return {
    name: 'import-meta-of-sources',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (isPackageCode(args.path)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        const resolves = commonJsNames && /\brequire\.resolve\b/.test(source);
        const usesCommonJsNames = resolves || (commonJsNames && /\b__(?:dirname|filename)\b/.test(source));
        // Most files name neither: esbuild loads them itself, without a transform's round trip
        // through this thread (a site config's plugins are dozens of files, loaded while it is busy).
        if (!source.includes('import.meta') && !usesCommonJsNames) return undefined;
        // One line, before the file's first: its line numbers stay right in errors.
        const prelude = resolves ? `import { createRequire as __sitegenCreateRequire } from 'node:module'; const __sitegenResolve = ${TYPESCRIPT_RESOLVE}(__sitegenCreateRequire(${JSON.stringify(args.path)})); ` : '';
        // `define` replaces expressions in the syntax tree, never inside strings, nor names the file declares itself.
        const { code } = await transform(prelude + source, {
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          format: 'esm',
          sourcefile: args.path,
          define: {
            'import.meta.dirname': JSON.stringify(path.dirname(args.path)),
            'import.meta.filename': JSON.stringify(args.path),
            'import.meta.url': JSON.stringify(pathToFileURL(args.path).href),
            ...(commonJsNames ? { __dirname: JSON.stringify(path.dirname(args.path)), __filename: JSON.stringify(args.path), 'require.resolve': '__sitegenResolve' } : {}),
          },
        });
        return { contents: code, loader: 'js' };
      });
    },
  };
}
