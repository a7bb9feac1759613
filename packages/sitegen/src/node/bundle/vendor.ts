import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { copyFiles } from '../utils/fs';
import { GENERATOR_ROOT } from './aliases';

/**
 * Packages that ship a prebuilt, minified ES module build. They are copied to the output as they
 * are and imported by URL in the browser (`importVendor` in the client), instead of being parsed,
 * bundled and minified again by webpack: mermaid alone is 3.5 MB in about 100 modules, which cost
 * every cold build seconds and most of its peak memory.
 */
interface VendorPackage {
  /** The package name, also the key the client imports it by. */
  name: string;
  /** The prebuilt ESM entry, relative to the folder of the package's resolved main file. */
  entry: string;
  /** The files the entry imports, relative to the same folder. */
  files: RegExp;
}

const VENDOR_PACKAGES: VendorPackage[] = [{ name: 'mermaid', entry: 'mermaid.esm.min.mjs', files: /^(mermaid\.esm\.min\.mjs|chunks\/mermaid\.esm\.min\/[^/]+\.mjs)$/ }];

export const VENDOR_DIR = 'assets/vendor';

interface ResolvedVendor extends VendorPackage {
  /** The folder its files are copied from. */
  sourceDir: string;
  /** The output folder, relative to the site root: `assets/vendor/<name>@<version>`. */
  outputDir: string;
  version: string;
}

const require = createRequire(path.join(GENERATOR_ROOT, 'package.json'));

function resolveVendor(pkg: VendorPackage): ResolvedVendor {
  const sourceDir = path.dirname(require.resolve(pkg.name));
  let root = sourceDir;
  while (!fs.existsSync(path.join(root, 'package.json'))) root = path.dirname(root);
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { ...pkg, sourceDir, version, outputDir: `${VENDOR_DIR}/${pkg.name}@${version}` };
}

let resolved: ResolvedVendor[] | undefined;
const vendors = () => (resolved ??= VENDOR_PACKAGES.map(resolveVendor));

/** A vendored package's folder of prebuilt files (its entry among them) and its version. */
export function vendorPackage(name: string): { sourceDir: string; entry: string; version: string } {
  const vendor = vendors().find((v) => v.name === name);
  if (!vendor) throw new Error(`${name} is not a vendored package`);
  return { sourceDir: vendor.sourceDir, entry: vendor.entry, version: vendor.version };
}

/** The URL of each vendored package's entry, by package name (defined as `__SITEGEN_VENDOR__` for the client). */
export function vendorUrls(baseUrl: string): Record<string, string> {
  return Object.fromEntries(vendors().map((v) => [v.name, `${baseUrl}${v.outputDir}/${v.entry}`]));
}

function vendorFiles(vendor: ResolvedVendor): string[] {
  return (fs.readdirSync(vendor.sourceDir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/')).filter((f) => vendor.files.test(f));
}

/**
 * Copies the named vendored packages' files into a build's output folder: those some page loads
 * in the browser. Mermaid's are 5.5 MB in 240 files, which a site whose diagrams are all drawn at
 * build time would only copy and compress for nothing.
 */
export function copyVendorFiles(outDir: string, names: Iterable<string>): Promise<void> {
  const wanted = new Set(names);
  return copyFiles(vendors().filter((vendor) => wanted.has(vendor.name)).flatMap((vendor) => vendorFiles(vendor).map((file): [string, string] => [path.join(vendor.sourceDir, file), path.join(outDir, vendor.outputDir, file)])));
}

/** The source file behind a vendored URL path (relative to the site root), for the dev server. */
export function vendorSourceFile(relativePath: string): string | undefined {
  for (const vendor of vendors()) {
    if (!relativePath.startsWith(`${vendor.outputDir}/`)) continue;
    const file = relativePath.slice(vendor.outputDir.length + 1);
    return vendor.files.test(file) ? path.join(vendor.sourceDir, file) : undefined;
  }
  return undefined;
}
