import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { snapshotInputs } from '../bundle/reuse';
import { importMetaOfSources } from './import-meta';
import { NODE_ESM } from './node-esm';

/**
 * Bundles the CLI's node-side sources into one ES module (packages stay external), with the list
 * of its inputs beside it (`<bundle>.inputs.json`, sizes and mtimes) so `bin/sitegen.js` can tell
 * when a source changed and the bundle must be made again.
 */
export async function bundleCli(outfile: string): Promise<void> {
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  // Written beside and renamed: two processes starting at once never load a half-written bundle.
  const partial = `${outfile}.${process.pid}.tmp`;
  const { metafile } = await build({
    entryPoints: [path.join(import.meta.dirname, '..', 'cli.ts')],
    outfile: partial,
    ...NODE_ESM,
    packages: 'external',
    logLevel: 'warning',
    metafile: true,
    plugins: [importMetaOfSources()],
  });
  fs.renameSync(partial, outfile);
  const inputs = snapshotInputs({ files: Object.keys(metafile.inputs).map((file) => path.resolve(file)), missing: [] });
  fs.writeFileSync(`${outfile}.inputs.json`, JSON.stringify(inputs));
}
