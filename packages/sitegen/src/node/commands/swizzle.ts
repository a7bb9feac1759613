/**
 * `sitegen swizzle [themeName] [componentName] [siteDir]`: Docusaurus's `swizzle`, for the theme
 * sitegen renders with (it stands in for `@docusaurus/theme-classic`) and the themes plugins give
 * (`getThemePath`). `--list` lists a theme's components; `--wrap` writes `src/theme/<Name>` as a
 * component rendering the original through `@theme-original/<Name>`; `--eject` copies the
 * original's files there. Written as JavaScript unless `--typescript`.
 *
 * Safety, as Docusaurus rates it: wrapping is safe; ejecting is safe only for a component whose
 * files import nothing of the theme's but other components (rewritten to `@theme/…`). Ejecting
 * one that imports the theme's internals needs `--danger`: the copy then imports them through
 * `@theme-original/<its folder>/…`, which may change between versions. A plugin's theme that
 * gives a swizzle config (getSwizzleConfig, or the older getSwizzleComponentList) is rated by it,
 * as in Docusaurus: a component it leaves out is unsafe to wrap and eject, a `forbidden` action
 * is refused even with `--danger`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GENERATOR_ROOT } from '../bundle/aliases';
import type { Plugin, SwizzleActionStatus, SwizzleConfig } from '../plugins/types';

export const SITEGEN_THEME = path.join(GENERATOR_ROOT, 'src', 'theme');
/** The names sitegen's own theme answers to: Docusaurus's theme it stands in for. */
const CLASSIC_NAMES = new Set(['@docusaurus/theme-classic', 'classic', 'theme-classic', 'sitegen']);
const COMPONENT_FILE = /^(?:index\.)?[^.]+\.(?:tsx|ts|jsx|js)$/;
const NOT_COMPONENTS = new Set(['_internal', 'styles']);

export interface SwizzleOptions {
  list?: boolean;
  wrap?: boolean;
  eject?: boolean;
  typescript?: boolean;
  danger?: boolean;
  log?: (line: string) => void;
}

/** The components of a theme folder: `Name` for `Name/index.tsx` or `Name.tsx`, nested ones as `Navbar/Content`. */
export function themeComponents(themeDir: string): string[] {
  const names: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (NOT_COMPONENTS.has(entry.name) || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) {
        const inner = path.join(dir, entry.name);
        if (fs.readdirSync(inner).some((file) => /^index\.(?:tsx|ts|jsx|js)$/.test(file))) names.push(prefix + entry.name);
        walk(inner, `${prefix}${entry.name}/`);
      } else if (COMPONENT_FILE.test(entry.name) && !entry.name.startsWith('index.') && /^[A-Z]/.test(entry.name)) {
        names.push(prefix + entry.name.replace(/\.(?:tsx|ts|jsx|js)$/, ''));
      }
    }
  };
  walk(themeDir, '');
  return names;
}

/** The component's files in the theme: its folder's own files (not nested components), or its single file. */
function componentFiles(themeDir: string, name: string): { folder: boolean; files: string[] } {
  const dir = path.join(themeDir, name);
  if (fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    return { folder: true, files: fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(dir, e.name)) };
  }
  const file = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => dir + ext).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`The theme has no component "${name}". Run \`sitegen swizzle <theme> --list\` to see its components.`);
  return { folder: false, files: [file] };
}

/** Relative imports that leave the component's folder: other components (`@theme/…`) or the theme's internals. */
function importsOutside(file: string, componentDir: string, themeDir: string, components: readonly string[]): Array<{ request: string; component?: string }> {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((match) => {
    const request = match[1]!;
    const target = path.resolve(path.dirname(file), request);
    if (target.startsWith(componentDir + path.sep)) return [];
    const relative = path.relative(themeDir, target).split(path.sep).join('/');
    const component = components.find((name) => relative === name || relative === `${name}/index`);
    return [{ request, ...(component ? { component } : {}) }];
  });
}

export function wrapperSource(name: string, typescript: boolean): string {
  const local = `${name.split('/').at(-1)!.replace(/[^\w$]/g, '')}`;
  const lines = [
    `import React from 'react';`,
    ...(typescript ? [`import type { ComponentProps } from 'react';`] : []),
    `import ${local} from '@theme-original/${name}';`,
    ...(typescript ? [`import type ${local}Type from '@theme/${name}';`, '', `type Props = ComponentProps<typeof ${local}Type>;`] : []),
    '',
    `/** Wraps the theme's ${name}: add to it here, around or beside the original. */`,
    `export default function ${local}Wrapper(props${typescript ? ': Props' : ''}) {`,
    '  return (',
    '    <>',
    `      <${local} {...props} />`,
    '    </>',
    '  );',
    '}',
    '',
  ];
  return lines.join('\n');
}

/** Runs the command; gives the files written (none for `--list`). */
export async function swizzle(siteDir: string, themeName: string | undefined, componentName: string | undefined, options: SwizzleOptions): Promise<string[]> {
  const log = options.log ?? (() => undefined);
  const themes = await siteThemes(siteDir);
  const theme = themeName ?? '@docusaurus/theme-classic';
  const pluginTheme = CLASSIC_NAMES.has(theme) ? undefined : themes.get(theme);
  if (!CLASSIC_NAMES.has(theme) && !pluginTheme) throw new Error(`Theme "${theme}" is not one of the site's themes: ${['@docusaurus/theme-classic', ...themes.keys()].join(', ')}`);
  // As Docusaurus's getThemePath: a plugin theme's TypeScript code (getTypeScriptThemePath) with --typescript, its getThemePath code otherwise.
  const themeDir = CLASSIC_NAMES.has(theme) ? SITEGEN_THEME : options.typescript ? pluginTheme?.typescriptDir : pluginTheme?.dir;
  if (!themeDir) throw new Error(options.typescript ? `${theme} does not provide TypeScript theme code via getTypeScriptThemePath().` : `${theme} does not provide any theme code.`);
  const components = themeComponents(themeDir);
  // The theme's own rating where it gives one, else sitegen's: wrapping safe, ejecting safe unless it reaches into the theme's internals.
  const status = (name: string, action: 'wrap' | 'eject'): SwizzleActionStatus => {
    if (pluginTheme?.config) return pluginTheme.config.components[name]?.actions[action] ?? 'unsafe';
    return action === 'wrap' || ejectBlockers(themeDir, name, components).length === 0 ? 'safe' : 'unsafe';
  };
  if (options.list || componentName === undefined) {
    log(`Components of ${theme} (wrap: safe; eject: safe unless marked):`);
    for (const name of components) {
      const marks = (['wrap', 'eject'] as const).filter((action) => status(name, action) !== 'safe').map((action) => `${action}: ${status(name, action)}`);
      log(`  ${name}${marks.length > 0 ? `  (${marks.join(', ')})` : ''}`);
    }
    return [];
  }
  if (!components.includes(componentName)) throw new Error(`${theme} has no component "${componentName}". Its components: ${components.join(', ')}`);
  if (options.wrap === options.eject) throw new Error('Choose one of --wrap and --eject');
  const action = options.wrap ? 'wrap' : 'eject';
  if (pluginTheme?.config) {
    // Docusaurus's ensureActionSafety, in its words.
    const rated = status(componentName, action);
    if (rated === 'forbidden') throw new Error(`Swizzle action ${action} is forbidden for component ${componentName}`);
    if (rated === 'unsafe' && !options.danger) throw new Error(`Swizzle action ${action} is unsafe to perform on ${componentName}.\nIt is more likely to be affected by breaking changes in the future.\nIf you want to swizzle it, use the --danger flag.`);
  }
  const targetBase = path.join(siteDir, 'src', 'theme', componentName);
  const existing = swizzledAlready(targetBase);
  if (existing) throw new Error(`${path.relative(siteDir, existing)} exists already: remove it to swizzle ${componentName} again`);
  if (options.wrap) {
    const file = `${targetBase}${fs.existsSync(path.join(themeDir, componentName)) ? '/index' : ''}.${options.typescript ? 'tsx' : 'js'}`;
    if (fs.existsSync(file)) throw new Error(`${path.relative(siteDir, file)} exists already: remove it to swizzle ${componentName} again`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, wrapperSource(componentName, options.typescript ?? false));
    log(`Wrapped ${componentName} in ${path.relative(siteDir, file)}`);
    return [file];
  }
  const blockers = pluginTheme?.config ? [] : ejectBlockers(themeDir, componentName, components);
  if (blockers.length > 0 && !options.danger) {
    throw new Error(`Ejecting ${componentName} is unsafe: it imports the theme's internals (${blockers.join(', ')}), which may change in any version. Wrap it instead (--wrap), or eject with --danger.`);
  }
  return ejectComponent(siteDir, themeDir, componentName, targetBase, components, options, log);
}

/** The site's own file for the component, if it has one (any extension, file or folder index). */
function swizzledAlready(targetBase: string): string | undefined {
  const candidates = ['.tsx', '.ts', '.jsx', '.js'].flatMap((ext) => [`${targetBase}${ext}`, path.join(targetBase, `index${ext}`)]);
  return candidates.find((file) => fs.existsSync(file));
}

function ejectBlockers(themeDir: string, name: string, components: readonly string[]): string[] {
  const { folder, files } = componentFiles(themeDir, name);
  const componentDir = folder ? path.join(themeDir, name) : path.dirname(files[0]!);
  return files.flatMap((file) => (/\.(?:tsx|ts|jsx|js)$/.test(file) ? importsOutside(file, folder ? componentDir : path.join(componentDir, '__single__'), themeDir, components) : [])).filter((i) => !i.component).map((i) => i.request);
}

async function ejectComponent(siteDir: string, themeDir: string, name: string, targetBase: string, components: readonly string[], options: SwizzleOptions, log: (line: string) => void): Promise<string[]> {
  const { folder, files } = componentFiles(themeDir, name);
  const targetDir = folder ? targetBase : path.dirname(targetBase);
  const written: string[] = [];
  const { transform } = await import('esbuild');
  for (const file of files) {
    let text = fs.readFileSync(file, 'utf8');
    if (/\.(?:tsx|ts|jsx|js)$/.test(file)) {
      // Imports that leave the component: other components by their alias, the rest (--danger) through @theme-original.
      const componentDir = folder ? path.join(themeDir, name) : path.join(path.dirname(file), '__single__');
      for (const { request, component } of importsOutside(file, componentDir, themeDir, components)) {
        const internal = path.relative(themeDir, path.resolve(path.dirname(file), request)).split(path.sep).join('/');
        text = text.split(`'${request}'`).join(`'${component ? `@theme/${component}` : `@theme-original/${internal}`}'`);
      }
    }
    let target = path.join(targetDir, path.basename(file));
    if (!options.typescript && /\.tsx?$/.test(file)) {
      // As Docusaurus ejects JavaScript by default: the types stripped, JSX kept.
      text = (await transform(text, { loader: file.endsWith('.tsx') ? 'tsx' : 'ts', jsx: 'preserve', format: 'esm' })).code;
      target = target.replace(/\.tsx?$/, file.endsWith('.tsx') ? '.jsx' : '.js');
    }
    if (fs.existsSync(target)) throw new Error(`${path.relative(siteDir, target)} exists already: remove it to swizzle ${name} again`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    written.push(target);
  }
  log(`Ejected ${name} into ${path.relative(siteDir, targetDir)} (${written.length} files)`);
  return written;
}

/** The site's plugin themes by package (plugin) name: their getThemePath folders, and their swizzle configs. */
async function siteThemes(siteDir: string): Promise<Map<string, { dir?: string; typescriptDir?: string; config?: SwizzleConfig }>> {
  // The plugins created, not loaded, as Docusaurus's swizzle does.
  const { initPlugins } = await import('../plugins/host');
  const { plugins } = await initPlugins(siteDir, { dev: true });
  const themes = new Map<string, { dir?: string; typescriptDir?: string; config?: SwizzleConfig }>();
  for (const plugin of plugins) {
    const themePath = plugin.getThemePath?.();
    const typescriptPath = plugin.getTypeScriptThemePath?.();
    if (!themePath && !typescriptPath) continue;
    themes.set(plugin.name, { dir: themePath ? path.resolve(siteDir, themePath) : undefined, typescriptDir: typescriptPath ? path.resolve(siteDir, typescriptPath) : undefined, config: swizzleConfigOf(plugin) });
  }
  return themes;
}

/**
 * A plugin's swizzle config, checked as Docusaurus checks it (its getModuleSwizzleConfig and
 * normalizeSwizzleConfig): getSwizzleComponentList's components are safe to wrap and eject.
 */
export function swizzleConfigOf(plugin: Plugin): SwizzleConfig | undefined {
  if (plugin.getSwizzleConfig) {
    const config = plugin.getSwizzleConfig();
    if (config === undefined) return undefined;
    const components = (config as { components?: unknown } | null)?.components;
    if (typeof components !== 'object' || components === null) throw new Error(`Invalid Swizzle config for theme ${plugin.name}: Swizzle config does not match expected schema: "components" is required`);
    for (const [name, component] of Object.entries(components as Record<string, SwizzleConfig['components'][string]>)) {
      for (const [action, value] of Object.entries(component?.actions ?? {})) {
        if (!['wrap', 'eject'].includes(action) || !['safe', 'unsafe', 'forbidden'].includes(value as string)) {
          throw new Error(`Invalid Swizzle config for theme ${plugin.name}: Swizzle config does not match expected schema: "components.${name}.actions.${action}" must be one of [safe, unsafe, forbidden] for the actions wrap and eject`);
        }
      }
    }
    return config;
  }
  const list = plugin.getSwizzleComponentList?.();
  if (!list) return undefined;
  return { components: Object.fromEntries(list.map((name) => [name, { actions: { eject: 'safe', wrap: 'safe' } }])) };
}
