import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin } from 'esbuild';
import { importMetaOfSources } from './import-meta';
import { NODE_ESM } from './node-esm';

let count = 0;

const RESOLVING = Symbol('resolving');

/**
 * Leaves packages out of the bundle, imported by the absolute path they resolve to from the file
 * that imports them: the bundle lives in the site's work folder, where the generator's own
 * packages need not be installed.
 */
function packagesWhereImported(): Plugin {
  return {
    name: 'packages-where-imported',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        // The nested resolve below: esbuild's own resolution.
        if (args.pluginData === RESOLVING) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.external ? args.path : resolved.path, external: true };
      });
    },
  };
}

/**
 * Bundles a TypeScript module with everything it imports from local files into one ES module in
 * `outDir` (packages stay external) and returns the bundle's path.
 */
async function bundleTypeScript(file: string, outDir: string): Promise<string> {
  fs.mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, `${path.basename(file).replace(/\.[^.]+$/, '')}.${process.pid}-${(count += 1)}.mjs`);
  try {
    await build({
      entryPoints: [file],
      outfile,
      ...NODE_ESM,
      logLevel: 'silent',
      plugins: [importMetaOfSources(), packagesWhereImported()],
    });
  } catch (error) {
    // esbuild's message lists each error with file, line and column.
    throw new Error(`Could not load ${file}:\n${(error as Error).message}`);
  }
  return outfile;
}

/**
 * Imports a TypeScript module of a site (its config, its sidebars) with everything it imports
 * from local files, bundled by esbuild into one ES module; packages stay external. Each call loads
 * a fresh copy, so the dev server sees edits. Far quicker than compiling and resolving file by file
 * through a loader hook.
 */
export async function importTypeScript(file: string, outDir: string): Promise<Record<string, unknown>> {
  const outfile = await bundleTypeScript(file, outDir);
  try {
    return (await import(pathToFileURL(outfile).href)) as Record<string, unknown>;
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

/** Runs a TypeScript module as a worker thread, bundled the same way; the bundle goes when the worker exits. */
export async function startTypeScriptWorker(file: string, outDir: string, workerData?: unknown): Promise<Worker> {
  const outfile = await bundleTypeScript(file, outDir);
  const worker = new Worker(outfile, { workerData });
  worker.once('exit', () => fs.rmSync(outfile, { force: true }));
  return worker;
}
