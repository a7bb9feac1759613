import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { siteReact } from '../site-react';
import { filesFingerprint } from '../utils/fs';
import { nearestLockFile } from '../utils/paths';

/** The generator's own folder (this repo), where the client runtime and default theme live. */
export const GENERATOR_ROOT = path.resolve(import.meta.dirname, '../../..');

let generatorCode: string | undefined;
/**
 * A hash of the generator's node-side code and of the packages installed with it (paths, sizes and
 * modification times: no reads), once a process: what is kept from one build to the next and
 * made by this code (bundles, values learnt from files) is made again when it changes.
 */
export function generatorFingerprint(): string {
  return (generatorCode ??= filesFingerprint([path.join(GENERATOR_ROOT, 'src', 'node'), path.join(GENERATOR_ROOT, 'src', 'shared'), path.join(GENERATOR_ROOT, 'plugins'), nearestLockFile(GENERATOR_ROOT), path.join(GENERATOR_ROOT, 'package.json')]));
}

export interface Aliases {
  site: string;
  themeDirs: string[];
  /** The themes a site's own `src/theme/X` wraps, in order: `@theme-original/X` is the first that has X. */
  originalThemes: string[];
  /**
   * `@theme-init/X`: the first theme that gave X, before any other theme wrapped it (sitegen's
   * theme, theme-classic's stand-in, then the plugins' in order), as Docusaurus's loadThemeAliases sets it.
   */
  initThemes: string[];
  docusaurus: string;
  generated: string;
  mdxProvider: string;
}

/**
 * `pluginThemes`: folders plugins give with getThemePath, in plugin order, between the site's own
 * theme and the default one; as in Docusaurus, a later plugin's component wins over an earlier one's.
 */
export function siteAliases(siteDir: string, generatedDir: string, pluginThemes: string[] = []): Aliases {
  const siteTheme = path.join(siteDir, 'src', 'theme');
  const defaultTheme = path.join(GENERATOR_ROOT, 'src', 'theme');
  const originalThemes = [...[...pluginThemes].reverse(), defaultTheme];
  return {
    site: siteDir,
    // A site's own src/theme/X overrides the themes' X ("swizzling").
    themeDirs: siteTheme === defaultTheme || !fs.existsSync(siteTheme) ? originalThemes : [siteTheme, ...originalThemes],
    originalThemes,
    initThemes: [defaultTheme, ...pluginThemes],
    docusaurus: path.join(GENERATOR_ROOT, 'src', 'client', 'exports'),
    generated: generatedDir,
    mdxProvider: path.join(GENERATOR_ROOT, 'src', 'client', 'mdx-provider.tsx'),
  };
}

/**
 * Docusaurus's `@docusaurus/<name>` aliases (its loadDocusaurusAliases: one per file of its client
 * exports), on sitegen's client exports, and its replacements for `@docusaurus/theme-common` and
 * `@docusaurus/plugin-content-docs/client`. Each exact: every other `@docusaurus/…` request (a
 * plugin's own `@docusaurus/theme-live-codeblock/client`) resolves from the installed packages.
 */
export function docusaurusAliases(exportsDir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const entry of fs.readdirSync(exportsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(exportsDir, file).replace(/\.tsx?$/, '').split(path.sep).join('/');
    aliases[`@docusaurus/${name}$`] = file;
  }
  return aliases;
}

/**
 * Code of an installed package, which ships compiled: not the generator's own TypeScript, which is
 * under node_modules too when sitegen is installed in a site.
 */
export function isPackageCode(file: string): boolean {
  const generatorSource = file.startsWith(GENERATOR_ROOT + path.sep) && !file.startsWith(path.join(GENERATOR_ROOT, 'node_modules') + path.sep);
  return !generatorSource && /[\\/]node_modules[\\/]/.test(file);
}

/**
 * Files of installed packages that are compiled all the same, by Docusaurus's rule (its JS loader's
 * `excludeJS`): a `.js`/`.jsx` file whose path names docusaurus after its last `node_modules`
 * (themes and plugins published with JSX in `.js`), and copy-text-to-clipboard.
 */
export const DOCUSAURUS_PACKAGE_FILE = /docusaurus(?:(?!node_modules).)*\.jsx?$/;
export const TRANSPILED_LIBRARY = /[\\/]node_modules[\\/]copy-text-to-clipboard[\\/]/;

export function isCompiledPackageFile(file: string): boolean {
  return DOCUSAURUS_PACKAGE_FILE.test(file) || TRANSPILED_LIBRARY.test(file);
}

/**
 * Where a root-relative request (`/node_modules/x/y.wasm`, `url(/fonts/a.woff2)`) is looked up, as
 * Docusaurus sets webpack's `resolve.roots`: the static folders (`staticDirectories`, absolute, in
 * order), the site, the working folder.
 */
export function resolveRoots(siteDir: string, staticDirs: string[]): string[] {
  return [...staticDirs, siteDir, process.cwd()];
}

export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'];

/** Resolves `@theme/X`: the first theme folder that has X as a file or folder index. */
export function resolveThemeModule(themeDirs: string[], request: string): string | undefined {
  for (const dir of themeDirs) {
    const base = path.join(dir, request);
    for (const candidate of [base, ...RESOLVE_EXTENSIONS.map((e) => base + e), ...RESOLVE_EXTENSIONS.map((e) => path.join(base, `index${e}`))]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
  }
  return undefined;
}

/**
 * Packages a page must hold one copy of: the theme's hooks and a site's components share React.
 * Both bundles take the site's own (a peer dependency of the generator, see siteReact).
 */
export const SINGLETON_PACKAGES = ['react', 'react-dom'];

/** Where each singleton package is, for the client bundler's aliases: the site's copies. */
export function singletonPackageDirs(siteDir: string): Record<string, string> {
  return siteReact(siteDir).dirs;
}

/**
 * The folders the generator's own packages are found in: its node_modules and those above it (in
 * a workspace, or when a package manager hoists them into the site's), as Node looks them up.
 */
export const GENERATOR_MODULES: string[] = nodeModulePaths(GENERATOR_ROOT);

/** The node_modules folders Node looks for packages in from `dir`: its own and every one above. */
export function nodeModulePaths(dir: string): string[] {
  return (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(dir);
}
