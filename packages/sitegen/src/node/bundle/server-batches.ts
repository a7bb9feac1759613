/**
 * A batched build's pre-render bundle (see batches.ts for the browser's): each batch of the route
 * table's sections is a bundle of its own (`server/batches/<k>/batch.cjs`), built one after the
 * other, and then the main pre-render bundle (the render worker, the theme, the site's code),
 * which loads the batches' bundles (generated `registry-all.js`).
 *
 * A batch's module that imports code (what isPageModule does not count as the pages') gets it
 * from the main bundle, by its file (`globalThis.__sitegenShared(file)`, set by the generated
 * `shared-server.js`): the theme's components and contexts exist once, as the pages share them.
 * What the batches took from it is what the main bundle is built with, and what the browser's
 * main bundle shares with its batches.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compilation, Configuration, Module } from '@rspack/core';
import type { LoadedSite } from '../plugins/host';
import { BATCHES_DIR, SHARED_SERVER_MODULE } from '../generate/index';
import type { Bundler } from './bundler';
import { isPageModule, SHARED_REF_LOADER } from './batches';
import { runCompiler } from './client';
import { allExist, joinSnapshots, partKey, type PartStore } from './batch-records';
import type { InputSnapshot } from './reuse';
import { GENERATOR_ROOT } from './aliases';
import { buildServerBundle, createServerConfig, readServerBuild, serverBatchesDir, type ServerBuild } from './server';
import { resourceFile } from '../utils/paths';

/** The pre-render bundle of batch `k`. */
export function serverBatchFile(site: Pick<LoadedSite, 'workDir'>, k: number): string {
  return path.join(serverBatchesDir(site), String(k), 'batch.cjs');
}

function serverBatchConfig(site: LoadedSite, bundler: Bundler, k: number): Configuration {
  const base = createServerConfig(site, bundler);
  const { generatedDir } = site.context;
  // Every import of code from a page module, whatever loaders its file has (this rule's loader pitches first).
  const sharedRule = { resource: (file: string) => !isPageModule(file, generatedDir), enforce: 'post' as const, type: 'javascript/auto', use: { loader: SHARED_REF_LOADER, options: { byFile: true } } };
  return {
    ...base,
    entry: { batch: path.join(generatedDir, BATCHES_DIR, `${k}.server.js`) },
    output: { ...base.output, path: path.dirname(serverBatchFile(site, k)), filename: 'batch.cjs', library: { type: 'commonjs2' } },
    module: { ...base.module, rules: [...(base.module?.rules ?? []), sharedRule] },
    ...bundler.cache({
      directory: path.join(site.context.cacheDir, `${bundler.name}-server-batches`, String(k)),
      buildDependencies: [import.meta.filename, SHARED_REF_LOADER, path.join(import.meta.dirname, 'server.ts'), path.join(import.meta.dirname, 'client.ts'), path.join(GENERATOR_ROOT, 'src/node/mdx/compile.ts')],
      dev: false,
      idleStoreMs: 0,
    }),
  };
}

/** Writes `shared-server.js`: the shared modules by file (`registry-all.js` gives them to the batches as `globalThis.__sitegenShared`). */
function writeSharedServerModule(generatedDir: string, files: string[]): void {
  const code = [
    '// Generated: what the batches of this build share with the site (see bundle/server-batches.ts). Do not edit.',
    // CommonJS: an ES module's require() calls are left to Node.
    'module.exports = {',
    ...files.map((file) => `  ${JSON.stringify(file)}: () => require(${JSON.stringify(file)}),`),
    '};',
    '',
  ].join('\n');
  const file = path.join(generatedDir, SHARED_SERVER_MODULE);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
}

/** What the build keeps of a batch: its bundle's, and the shared modules' files it took. */
/** A batch's part of the pre-render bundle (what it read is in its record, see batch-records.ts). */
interface ServerBatch extends Omit<ServerBuild, 'inputs'> {
  sharedFiles: string[];
}

/**
 * The pre-render bundle in batches, then its main bundle; what the build needs of it, as one.
 * `key` names everything besides their input files that shapes them (see build.ts): a part whose
 * key and inputs are the previous build's is that build's again (batch-records.ts).
 */
export async function buildBatchedServer(site: LoadedSite, bundler: Bundler, batches: number[][], key: string, parts: PartStore): Promise<ServerBuild> {
  const snapshots: InputSnapshot[] = [];
  const files: string[] = [];
  const imports: ServerBuild['imports'] = {};
  const shared = new Set<string>();
  const sharedFiles = new Set<string>();
  const read = (compilation: Compilation, outDir: string, keep?: string) => ({ build: readServerBuild(compilation, outDir, site.context.generatedDir, keep), missing: [...compilation.missingDependencies] });
  const built = await parts.reuseOrBuildAll<ServerBatch>(
    batches.map((sections, k) => ({
      name: `server-${k}`,
      key: partKey(key, sections),
      build: async () => {
        const config = serverBatchConfig(site, bundler, k);
        const outDir = config.output!.path!;
        fs.mkdirSync(outDir, { recursive: true });
        const { build, missing, took } = await runCompiler(bundler, config, ({ compilation }) => {
          const took = new Set<string>();
          for (const module of compilation.modules as Iterable<Module & { resource?: string }>) if (module.resource && module.identifier().includes(SHARED_REF_LOADER)) took.add(resourceFile(module.resource));
          return { ...read(compilation, outDir), took: [...took] };
        });
        const { inputs: files, ...result } = build;
        return { result: { ...result, sharedFiles: took }, inputs: { files, missing } };
      },
      usable: (result: ServerBatch) => allExist(result.files),
    })),
  );
  for (const { result: batch, inputs: batchInputs } of built) {
    snapshots.push(batchInputs);
    files.push(...batch.files);
    for (const [file, targets] of Object.entries(batch.imports)) imports[file] = [...new Set([...(imports[file] ?? []), ...targets])];
    for (const request of batch.shared) shared.add(request);
    for (const file of batch.sharedFiles) sharedFiles.add(file);
  }
  // Batches of an earlier build that are no longer.
  for (const name of fs.readdirSync(serverBatchesDir(site))) if (Number(name) >= batches.length) fs.rmSync(path.join(serverBatchesDir(site), name), { recursive: true, force: true });
  writeSharedServerModule(site.context.generatedDir, [...sharedFiles].sort());
  const { result: main, inputs: mainInputs } = await parts.reuseOrBuild<Omit<ServerBuild, 'inputs'>>(
    'server-main',
    partKey(key, batches.length),
    async () => {
      const { build, missing } = await buildServerBundle(site, bundler, { batched: true, read });
      const { inputs: files, ...result } = build;
      return { result, inputs: { files, missing } };
    },
    (result) => allExist(result.files),
  );
  snapshots.push(mainInputs);
  for (const [file, targets] of Object.entries(main.imports)) if (!imports[file]) imports[file] = targets;
  const snapshot = joinSnapshots(snapshots);
  return { workerFile: main.workerFile, inputs: Object.keys(snapshot.files), snapshot, files: [...main.files, ...files], imports, shared: [...shared].sort() };
}
