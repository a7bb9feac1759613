/**
 * hardware-metadata: collects the board, shield and interconnect metadata in `hardware/`.
 *
 * - loadContent: reads every `*.zmk.yml` (multi-document YAML allowed) and validates each
 *   document against hardware/schema/hardware-metadata.schema.json; an invalid file throws an
 *   error naming the file, the line, the field and the rule broken.
 * - loadContent also compiles the schema into the TypeScript declarations components use
 *   (src/shared/hardware-metadata.ts, rewritten only when it changed).
 * - contentLoaded: publishes the compact aggregate as the `hardware.json` data module and the
 *   counts as global data.
 * - postBuild: writes `/hardware-metadata.json` (every document with its firmware directory),
 *   `/setup.sh` and `/setup.ps1` into the output folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  formatHardwareData,
  summarizeHardware,
  type HardwareData,
  type HardwareItem,
} from '../../src/shared/hardware-data';
import { findMetadataFiles, loadHardware, type LoadedHardware } from './load';
import { cacheKey, openBuildCache } from 'sitegen/utils';
import { DEFAULT_TYPES_FILE, generateHardwareTypes, hardwareTypesAreCurrent, hardwareTypesFingerprint, SCHEMA_PATH } from './types';
import { DEFAULT_TEMPLATES_DIR, renderSetupPs1, renderSetupSh, type SetupScriptOptions } from './setup-scripts';

export { loadHardware, HardwareMetadataError, formatProblem, findMetadataFiles } from './load';
export type { LoadedHardware, HardwareProblem, LoadHardwareOptions } from './load';
export { renderSetupSh, renderSetupPs1, setupChoices } from './setup-scripts';
export { summarizeHardware };

export interface HardwareMetadataPluginOptions extends SetupScriptOptions {
  /** Folder of the `*.zmk.yml` files, relative to the site directory. Default: `hardware`. */
  path?: string;
  /**
   * The aggregate file the HardwareList component imports, relative to the site directory,
   * rewritten by contentLoaded when the metadata changed. Default: `src/data/hardware.json`;
   * `false` leaves it alone (then run scripts/generate-hardware-data.ts).
   */
  dataFile?: string | false;
  /**
   * The TypeScript declarations compiled from the schema, relative to the site directory,
   * rewritten by loadContent when the schema changed. Default: `src/shared/hardware-metadata.ts`;
   * `false` leaves it alone.
   */
  typesFile?: string | false;
}

/** What loadContent returns and the other hooks receive. */
export interface HardwareMetadataContent {
  /** Every document with its firmware directory, ordered by file path. */
  items: HardwareItem[];
  /** The compact aggregate used by pages and components. */
  data: HardwareData;
  counts: { boards: number; shields: number; interconnects: number };
}

/** The global data the plugin publishes (`useGlobalData()['hardware-metadata']`). */
export interface HardwareMetadataGlobalData {
  /** Total number of metadata documents. */
  count: number;
  counts: HardwareMetadataContent['counts'];
}

export interface LoadContextLike {
  siteDir: string;
  outDir?: string;
  /** Where results are kept between builds (the generated types); none without it. */
  cacheDir?: string;
  siteConfig?: { url?: string; baseUrl?: string };
}

export interface PluginActionsLike {
  createData(name: string, data: string): Promise<string>;
  setGlobalData(data: unknown): void;
}

async function writeIfChanged(file: string, text: string): Promise<void> {
  const current = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
}

/** Builds the plugin content from loaded files. */
export function toContent(loaded: LoadedHardware): HardwareMetadataContent {
  return {
    items: loaded.items,
    data: summarizeHardware(loaded.items),
    counts: {
      boards: loaded.boards.length,
      shields: loaded.shields.length,
      interconnects: loaded.interconnects.length,
    },
  };
}

/**
 * The metadata files, loaded and validated, from the cache while they, the schema and the loader
 * are unchanged: parsing and validating every file (ajv compiles the schema first) took ~0.15 s
 * of every build. Only a load without problems is kept, so errors are reported every time.
 */
async function cachedLoadHardware(hardwareDir: string, siteDir: string, cacheDir: string | undefined): Promise<LoadedHardware> {
  if (!cacheDir) return loadHardware(hardwareDir, { displayRoot: siteDir });
  const files = findMetadataFiles(hardwareDir);
  const texts = await Promise.all(files.map((file) => fs.readFile(file)));
  const key = cacheKey(await fs.readFile(SCHEMA_PATH), await fs.readFile(new URL('./load.ts', import.meta.url)), hardwareDir, siteDir, ...files.flatMap((file, i) => [file, texts[i] ?? '']));
  const cache = openBuildCache(path.join(cacheDir, 'hardware-metadata', 'load'));
  const cached = cache.readText(key);
  if (cached !== undefined) return JSON.parse(cached) as LoadedHardware;
  const loaded = loadHardware(hardwareDir, { displayRoot: siteDir });
  cache.write(key, JSON.stringify(loaded));
  cache.prune();
  return loaded;
}

/**
 * Writes the schema's TypeScript declarations, unless the file there already names the schema's
 * current fingerprint: compiling them loads json-schema-to-typescript and its formatter.
 */
async function writeHardwareTypes(file: string): Promise<void> {
  const current = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (hardwareTypesAreCurrent(current, hardwareTypesFingerprint())) return;
  await writeIfChanged(file, await generateHardwareTypes());
}

/** The published `/hardware-metadata.json`: every document with its `directory`. */
export function publicMetadataJson(content: HardwareMetadataContent): string {
  return `${JSON.stringify(content.items, null, 2)}\n`;
}

export default function hardwareMetadataPlugin(
  context: LoadContextLike,
  options: HardwareMetadataPluginOptions = {},
) {
  const hardwareDir = path.resolve(context.siteDir, options.path ?? 'hardware');
  const dataFile =
    options.dataFile === false ? undefined : path.resolve(context.siteDir, options.dataFile ?? 'src/data/hardware.json');
  const typesFile =
    options.typesFile === false ? undefined : path.resolve(context.siteDir, options.typesFile ?? DEFAULT_TYPES_FILE);
  const site = context.siteConfig;
  const scriptOptions: SetupScriptOptions = {
    ...options,
    // Where the scripts are served, for their usage comments: the site URL plus its base URL.
    siteUrl: options.siteUrl ?? (site?.url ? `${site.url.replace(/\/+$/, '')}${site.baseUrl ?? '/'}` : undefined),
  };

  let dataModule: string | undefined;

  return {
    name: 'hardware-metadata',

    /** Module key of the `hardware.json` data module, once contentLoaded has run. */
    dataModule(): string | undefined {
      return dataModule;
    },

    async loadContent(): Promise<HardwareMetadataContent> {
      const content = toContent(await cachedLoadHardware(hardwareDir, context.siteDir, context.cacheDir));
      if (typesFile) await writeHardwareTypes(typesFile);
      return content;
    },

    async contentLoaded({
      content,
      actions,
    }: {
      content: HardwareMetadataContent;
      actions: PluginActionsLike;
    }): Promise<void> {
      // The aggregate as a data module: only routes that list it in `modules` load it. The
      // module key is kept for such routes (see dataModule()), not put into global data, which
      // every page ships and which should not carry build-machine paths.
      dataModule = await actions.createData('hardware.json', JSON.stringify(content.data));
      const globalData: HardwareMetadataGlobalData = { count: content.items.length, counts: content.counts };
      actions.setGlobalData(globalData);
      if (dataFile) await writeIfChanged(dataFile, formatHardwareData(content.data));
    },

    getPathsToWatch(): string[] {
      // Folders and files, not globs (chokidar 4 watches folders recursively).
      return [hardwareDir, SCHEMA_PATH, options.templatesDir ?? DEFAULT_TEMPLATES_DIR];
    },

    async postBuild(props: { outDir: string; content: unknown }): Promise<void> {
      const content = props.content as HardwareMetadataContent;
      const target = props.outDir || context.outDir;
      if (!target) throw new Error('hardware-metadata: postBuild needs an output folder');
      await fs.mkdir(target, { recursive: true });
      await fs.writeFile(path.join(target, 'hardware-metadata.json'), publicMetadataJson(content));
      await fs.writeFile(path.join(target, 'setup.sh'), renderSetupSh(content.items, scriptOptions), {
        mode: 0o755,
      });
      await fs.writeFile(path.join(target, 'setup.ps1'), renderSetupPs1(content.items, scriptOptions));
    },
  };
}
