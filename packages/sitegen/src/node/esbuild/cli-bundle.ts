import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { importMetaOfSources } from './import-meta';
import { bundleInputs, packagesWhereImported } from './import-typescript';
import { NODE_ESM } from './node-esm';

/**
 * Bundles the CLI's node-side sources into ES modules, with the packages that are ES modules only
 * (see packagesWhereImported), and the list of its inputs beside it (`<bundle>.inputs.json`, sizes
 * and mtimes) so `bin/sitegen.js` can tell when a source changed and the bundle must be made again.
 *
 * The bundle is split where the sources import lazily (a command, the bundlers): a command loads
 * only the packages it uses, and a build whose bundles are reused never loads the MDX compiler or
 * Rspack. Loading them all took ~0.5 s of every start.
 */
const GENERATOR_DIR = path.resolve(import.meta.dirname, '../../..');

export async function bundleCli(outfile: string): Promise<void> {
  const dir = path.dirname(outfile);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // Written beside and renamed: two processes starting at once never load a half-written bundle.
  const partial = `${dir}.${process.pid}.tmp`;
  const externals = new Set<string>();
  const { metafile } = await build({
    entryPoints: { [path.basename(outfile, '.mjs')]: path.join(import.meta.dirname, '..', 'cli.ts') },
    outdir: partial,
    // The generator's folder, not the site's: esbuild reads the working folder's tsconfig.json (a
    // Docusaurus site's extends @docusaurus/tsconfig, which a site switched over may not have).
    absWorkingDir: GENERATOR_DIR,
    // No tsconfig.json: above an installed generator is the site's (which may extend a base it
    // does not have); the generator's code needs none.
    tsconfigRaw: '{}',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    ...NODE_ESM,
    logLevel: 'warning',
    metafile: true,
    plugins: [importMetaOfSources(), packagesWhereImported({ bundleEsm: true, externals })],
  });
  // The packages it imports by path too: a reinstall that moves or updates one makes the bundle again.
  const inputs = bundleInputs(metafile, externals, GENERATOR_DIR);
  fs.writeFileSync(path.join(partial, `${path.basename(outfile)}.inputs.json`), JSON.stringify(inputs));
  const previous = `${dir}.${process.pid}.old`;
  if (fs.existsSync(dir)) fs.renameSync(dir, previous);
  fs.renameSync(partial, dir);
  fs.rmSync(previous, { recursive: true, force: true });
}
