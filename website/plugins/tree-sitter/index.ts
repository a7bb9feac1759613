/**
 * tree-sitter: web-tree-sitter and grammar wasm files for pages that parse code in the browser.
 *
 * - The client module `@zmk/tree-sitter` (client/index.ts) creates parsers. Pages import it
 *   with a dynamic `import()`, so the parser and its wasm load only where they are used.
 * - configureWebpack points the module name at the client module and keeps web-tree-sitter's
 *   Node-only branches (fs, module, ...) out of the browser bundle. Both wasm files are imported
 *   as URLs, so webpack emits them as content-hashed assets under assets/wasm/.
 * - In the pre-render bundle the module name is an empty module: the import only runs in an
 *   effect, so the parser never enters the pre-render.
 * - postBuild checks that the wasm files reached the output (a page whose parser 404s would
 *   only fail in a browser).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { ConfigureWebpackUtils } from 'sitegen';

export const CLIENT_MODULE = '@zmk/tree-sitter';
export const CLIENT_ENTRY = path.join(import.meta.dirname, 'client', 'index.ts');

export const WASM_DIR = 'assets/wasm';

/** Node built-ins web-tree-sitter imports on its Node code path only. */
const NODE_ONLY = /^(fs|fs\/promises|module|path|url)$/;

export interface TreeSitterPluginContext {
  siteDir: string;
}

export default function treeSitterPlugin(_context: TreeSitterPluginContext) {
  return {
    name: 'tree-sitter',

    configureWebpack(_config: Configuration, isServer: boolean, { currentBundler }: ConfigureWebpackUtils): Partial<Configuration> {
      // The pre-render never runs the parser (pages import it in an effect): an empty module there.
      if (isServer) return { resolve: { alias: { [CLIENT_MODULE]: false } } };
      const IgnorePlugin = currentBundler.instance.IgnorePlugin as unknown as new (options: { resourceRegExp: RegExp; contextRegExp: RegExp }) => NonNullable<Configuration['plugins']>[number];
      return {
        resolve: { alias: { [CLIENT_MODULE]: CLIENT_ENTRY } },
        module: { rules: [{ test: /\.wasm$/i, type: 'asset/resource', generator: { filename: `${WASM_DIR}/[name]-[contenthash:8][ext]` } }] },
        plugins: [new IgnorePlugin({ resourceRegExp: NODE_ONLY, contextRegExp: /web-tree-sitter/ })],
      };
    },

    async postBuild({ outDir }: { outDir: string }): Promise<void> {
      const dir = path.join(outDir, WASM_DIR);
      const files = await fs.readdir(dir).catch(() => [] as string[]);
      for (const wasm of ['tree-sitter', 'devicetree']) {
        if (!files.some((f) => f.startsWith(`${wasm}-`) && f.endsWith('.wasm'))) {
          throw new Error(`tree-sitter: ${wasm}.wasm is missing from ${dir}; is a page importing ${CLIENT_MODULE}?`);
        }
      }
    },
  };
}
