import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, transformSync, type Metafile, type Plugin } from 'esbuild';
import { importMetaOfSources } from './import-meta';
import { NODE_ESM } from './node-esm';
import { snapshotInputs, snapshotUnchanged, type InputSnapshot } from '../bundle/reuse';
import { readJsonFile, writeFileWhole } from '../utils/fs';
import { isRunning } from '../utils/processes';

let count = 0;

const RESOLVING = Symbol('resolving');

const TYPESCRIPT_SOURCE = /(?<!\.d)\.[cm]?tsx?$/;

/**
 * Whether the package a file belongs to can be bundled: ES modules only (`"type": "module"`) and
 * never looking at `import.meta` (a package that finds files beside it, its workers or native
 * bindings, must stay where it is). By package folder.
 */
const bundlablePackages = new Map<string, boolean>();
function inBundlablePackage(file: string): boolean {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    let bundlable = bundlablePackages.get(dir);
    if (bundlable === undefined) {
      const esm = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module';
      bundlable = esm && !packageFiles(dir).some(usesImportMeta);
      bundlablePackages.set(dir, bundlable);
    }
    return bundlable;
  }
  return false;
}

/** Whether a module's code (not its comments or strings) reads `import.meta`: esbuild warns when it converts such code to CommonJS. */
function usesImportMeta(file: string): boolean {
  const code = fs.readFileSync(file, 'utf8');
  if (!code.includes('import.meta')) return false;
  const { warnings } = transformSync(code, { format: 'cjs', loader: 'js', logLevel: 'silent' });
  return warnings.some((w) => w.text.includes('import.meta'));
}

/** A package's script files, without those of the packages nested in it. */
function packageFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => /\.[cm]?js$/.test(f) && !f.split(path.sep).includes('node_modules')).map((f) => path.join(dir, f));
}

/**
 * Leaves packages out of the bundle, imported by the absolute path they resolve to from the file
 * that imports them: the bundle lives in the site's work folder, where the generator's own
 * packages need not be installed.
 *
 * `externals` collects the files the bundle imports packages by, for a snapshot of what it depends on.
 *
 * With `bundleEsm`, packages that are ES modules only (and never use `import.meta`) are bundled
 * instead, with what they import. Loading the Markdown pipeline (some 400 small modules of the
 * unified ecosystem) took Node ~0.3 s of resolving and compiling module by module; bundled,
 * ~0.05 s. CommonJS packages (Rspack, React, esbuild itself) stay external: they find files beside
 * them and keep one instance.
 */
export function packagesWhereImported({ bundleEsm = false, externals }: { bundleEsm?: boolean; externals?: Set<string> } = {}): Plugin {
  return {
    name: 'packages-where-imported',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        // The nested resolve below: esbuild's own resolution.
        if (args.pluginData === RESOLVING) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        // A package that ships TypeScript (sitegen itself, installed in a site: its config helper and
        // plugins) is compiled with the module, as jiti does; Node could not load it.
        if (!resolved.external && TYPESCRIPT_SOURCE.test(resolved.path)) return { path: resolved.path };
        // A `.cjs` file is CommonJS even in an ES-module package (esbuild-loader's entry): its require() calls need Node's.
        if (bundleEsm && !resolved.external && !resolved.path.endsWith('.cjs') && inBundlablePackage(resolved.path)) return { path: resolved.path };
        if (!resolved.external) externals?.add(resolved.path);
        return { path: resolved.external ? args.path : resolved.path, external: true };
      });
    },
  };
}

/** What an esbuild bundle was made from (its metafile's inputs, and any other files it depends on), for telling later whether it is stale. */
export function bundleInputs(metafile: Metafile, otherFiles: Iterable<string> = [], workingDir = process.cwd()): InputSnapshot {
  return snapshotInputs({ files: [...Object.keys(metafile.inputs).map((input) => path.resolve(workingDir, input)), ...otherFiles], missing: [] });
}

/** What the last bundle of a module was made from: kept beside the bundles as `<name>.kept.json` (KEPT_RECORD). */
interface KeptBundle {
  /** The bundle's folder, in `outDir`. */
  dir: string;
  /** The module bundled (absolute path). */
  entry?: string;
  inputs: InputSnapshot;
}

/** The modules this process has bundled: loading one again (the dev server, after an edit) takes a fresh bundle. */
const bundledHere = new Set<string>();

/**
 * Bundles a TypeScript module with everything it imports from local files into ES modules in a
 * folder of its own under `outDir` (packages stay external) and returns the entry's path. The
 * bundle is split where the sources import lazily, so a plugin's heavy packages (the Markdown
 * pipeline of llms-txt, say) load only when a hook needs them; the folder stays for those imports
 * and is removed by a later process.
 *
 * A process loading the module for the first time takes the last bundle when none of its inputs
 * changed since (sizes and mtimes): bundling a site's config and sidebars again took a rebuild
 * 0.3-0.7 s, mostly esbuild's answers waiting for plugin callbacks on a busy main thread.
 */
async function bundleTypeScript(file: string, outDir: string): Promise<string> {
  fs.mkdirSync(outDir, { recursive: true });
  const name = path.basename(file).replace(/\.[^.]+$/, '');
  const kept = keptBundles(outDir);
  removeBundlesOfEndedProcesses(outDir, kept);
  const record = kept.get(name);
  const firstLoad = !bundledHere.has(file);
  bundledHere.add(file);
  // The record must be this file's: a site's `plugins/a/index.ts` and `plugins/b/index.ts` share a name.
  if (firstLoad && record?.entry === path.resolve(file) && fs.existsSync(path.join(outDir, record.dir)) && snapshotUnchanged(record.inputs)) return path.join(outDir, record.dir, `${name}.mjs`);
  const dir = `${name}.${process.pid}-${(count += 1)}`;
  // The packages' files too: a bundle imports them by path, which a new install may change.
  const externals = new Set<string>();
  let metafile;
  try {
    ({ metafile } = await build({
      entryPoints: { [name]: file },
      outdir: path.join(outDir, dir),
      outExtension: { '.js': '.mjs' },
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      ...NODE_ESM,
      logLevel: 'silent',
      metafile: true,
      plugins: [importMetaOfSources({ commonJsNames: true }), packagesWhereImported({ externals })],
    }));
  } catch (error) {
    // esbuild's message lists each error with file, line and column.
    throw new Error(`Could not load ${file}:\n${(error as Error).message}`);
  }
  // With the code that makes the bundle: another version of the generator may make it otherwise.
  writeFileWhole(path.join(outDir, `${name}${KEPT_RECORD}`), JSON.stringify({ dir, entry: path.resolve(file), inputs: bundleInputs(metafile, [...externals, ...BUNDLING_SOURCES]) } satisfies KeptBundle));
  return path.join(outDir, dir, `${name}.mjs`);
}

const KEPT_RECORD = '.kept.json';
/** The generator's files that decide how a site's module is bundled. */
const BUNDLING_SOURCES = [import.meta.filename, path.join(import.meta.dirname, 'import-meta.ts')];

/** The records of the bundles kept for the next build in `outDir`, by module name. */
function keptBundles(outDir: string): Map<string, KeptBundle> {
  const records = fs.readdirSync(outDir).filter((entry) => entry.endsWith(KEPT_RECORD));
  return new Map(records.flatMap((entry) => {
    const record = readJsonFile<KeptBundle>(path.join(outDir, entry));
    return record ? [[entry.slice(0, -KEPT_RECORD.length), record] as const] : [];
  }));
}

/** Removes the bundle folders (`<name>.<pid>-<n>`) of processes that have ended, except those kept for the next build. */
function removeBundlesOfEndedProcesses(outDir: string, kept: Map<string, KeptBundle>): void {
  const keptDirs = new Set([...kept.values()].map((record) => record.dir));
  for (const entry of fs.readdirSync(outDir)) {
    const pid = Number(/\.(\d+)-\d+(?:\.mjs)?$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid || keptDirs.has(entry) || isRunning(pid)) continue;
    fs.rmSync(path.join(outDir, entry), { recursive: true, force: true });
  }
}

/**
 * Imports a TypeScript module of a site (its config, its sidebars) with everything it imports
 * from local files, bundled by esbuild; packages stay external. Each call in a process loads a
 * fresh copy, so the dev server sees edits (the first may take the last process's bundle). Far
 * quicker than compiling and resolving file by file through a loader hook.
 */
export async function importTypeScript(file: string, outDir: string): Promise<Record<string, unknown>> {
  const entry = await bundleTypeScript(file, outDir);
  return (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
}

/**
 * Runs a TypeScript module as a worker thread, bundled the same way. The bundle is kept with a
 * snapshot of its inputs and made again only when one changed: a build then starts the worker at
 * once, not when esbuild's answer gets through a busy main thread. `bundleEsm` takes ES-module-only
 * packages into the bundle too (see packagesWhereImported): quicker to load than from node_modules.
 */
export function startTypeScriptWorker(file: string, outDir: string, workerData?: unknown, { bundleEsm = false }: { bundleEsm?: boolean } = {}): Worker | Promise<Worker> {
  const start = (outfile: string) => new Worker(outfile, { workerData });
  const outfile = bundledTypeScriptModule(file, outDir, { bundleEsm });
  return typeof outfile === 'string' ? start(outfile) : outfile.then(start);
}

/**
 * A TypeScript module bundled into one ES module file as startTypeScriptWorker bundles a worker,
 * kept the same way: its path, at once when the last bundle is still good. For a module a worker
 * imports by path, so that it stays out of the worker's own bundle.
 */
export function bundledTypeScriptModule(file: string, outDir: string, { bundleEsm = false }: { bundleEsm?: boolean } = {}): string | Promise<string> {
  const outfile = path.join(outDir, `${path.basename(file).replace(/\.[^.]+$/, '')}.worker.mjs`);
  const inputsFile = `${outfile}.inputs.json`;
  try {
    const inputs = JSON.parse(fs.readFileSync(inputsFile, 'utf8')) as InputSnapshot;
    // Made from this very file: another checkout sharing the folder (a linked node_modules) has its own.
    if (fs.existsSync(outfile) && path.resolve(file) in inputs.files && snapshotUnchanged(inputs)) return outfile;
  } catch {
    // no snapshot yet, or an unreadable one: bundle again
  }
  return bundleWorker(file, outfile, bundleEsm).then(() => outfile);
}

async function bundleWorker(file: string, outfile: string, bundleEsm: boolean): Promise<void> {
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  // Written beside and renamed: two builds starting at once never load a half-written bundle.
  const partial = `${outfile}.${process.pid}-${(count += 1)}.tmp.mjs`;
  // The packages it imports by path too: a reinstall that moves or updates one makes it again.
  const externals = new Set<string>();
  let metafile;
  try {
    ({ metafile } = await build({ entryPoints: [file], outfile: partial, ...NODE_ESM, logLevel: 'silent', metafile: true, plugins: [importMetaOfSources(), packagesWhereImported({ bundleEsm, externals })] }));
  } catch (error) {
    throw new Error(`Could not load ${file}:\n${(error as Error).message}`);
  }
  fs.renameSync(partial, outfile);
  fs.writeFileSync(`${outfile}.inputs.json`, JSON.stringify(bundleInputs(metafile, externals)));
}
