import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform, type Plugin } from 'esbuild';
import { isPackageCode } from '../bundle/aliases';

/**
 * Keeps `import.meta.dirname`, `.filename` and `.url` pointing at each source file when several
 * files are bundled into one: the generator finds its theme, loaders and client modules relative
 * to its own sources.
 */
export function importMetaOfSources(): Plugin {
  return {
    name: 'import-meta-of-sources',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (isPackageCode(args.path)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        // Most files never name it: esbuild loads them itself, without a transform's round trip
        // through this thread (a site config's plugins are dozens of files, loaded while it is busy).
        if (!source.includes('import.meta')) return undefined;
        // `define` replaces expressions in the syntax tree, never inside strings.
        const { code } = await transform(source, {
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          format: 'esm',
          sourcefile: args.path,
          define: {
            'import.meta.dirname': JSON.stringify(path.dirname(args.path)),
            'import.meta.filename': JSON.stringify(args.path),
            'import.meta.url': JSON.stringify(pathToFileURL(args.path).href),
          },
        });
        return { contents: code, loader: 'js' };
      });
    },
  };
}
