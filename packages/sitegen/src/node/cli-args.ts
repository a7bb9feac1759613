import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONFIG_FILE_VARIABLE } from './config/config-file';

/** The commands sitegen has itself; any other is looked for among the plugins' (extendCli), as Docusaurus's CLI does. */
export const INTERNAL_COMMANDS = ['build', 'serve', 'start', 'deploy', 'write-translations', 'write-heading-ids', 'swizzle', 'clear', 'help'];

export function isInternalCommand(command: string | undefined): boolean {
  return command === undefined || INTERNAL_COMMANDS.includes(command) || /^(-h|--help)$/.test(command) || /^docs:version(?::.+)?$/.test(command);
}

/** The options of every command, as Docusaurus names them (its short forms too). */
const OPTIONS = {
  'out-dir': { type: 'string' },
  port: { type: 'string', short: 'p' },
  host: { type: 'string', short: 'h' },
  help: { type: 'boolean' },
  locale: { type: 'string', multiple: true, short: 'l' },
  override: { type: 'boolean' },
  messagePrefix: { type: 'string' },
  // serve's folder, as Docusaurus names it (sitegen's own name is --out-dir), and --build.
  dir: { type: 'string' },
  build: { type: 'boolean' },
  // start and serve open the site in a browser unless told not to (see openBrowser).
  'no-open': { type: 'boolean' },
  // build and start: minified unless told not to (start's code is never minified, as in Docusaurus).
  'no-minify': { type: 'boolean' },
  // build
  dev: { type: 'boolean' },
  'bundle-analyzer': { type: 'boolean' },
  // start
  'hot-only': { type: 'boolean' },
  poll: { type: 'string' },
  // deploy
  'skip-build': { type: 'boolean' },
  'target-dir': { type: 'string' },
  // write-heading-ids
  syntax: { type: 'string' },
  overwrite: { type: 'boolean' },
  migrate: { type: 'boolean' },
  'maintain-case': { type: 'boolean' },
  // Docusaurus's --config: another config file (see CONFIG_FILE_VARIABLE).
  config: { type: 'string' },
  // swizzle
  list: { type: 'boolean', short: 'l' },
  wrap: { type: 'boolean', short: 'w' },
  eject: { type: 'boolean', short: 'e' },
  typescript: { type: 'boolean', short: 't' },
  javascript: { type: 'boolean', short: 'j' },
  danger: { type: 'boolean' },
} as const;

/**
 * `--poll [interval]`'s value as Docusaurus's normalizePollValue reads it: a number of
 * milliseconds, else `true` for 'true' (and for the flag alone), `false` otherwise.
 */
export function pollValue(value: string | undefined): boolean | number {
  if (value === undefined) return false;
  const interval = Number.parseInt(value, 10);
  if (!Number.isNaN(interval)) return interval;
  return value === 'true';
}

/**
 * A command's arguments: positionals and options. `--poll` alone (its interval is optional,
 * which parseArgs has no form for) reads as `--poll=true`; `-l` is swizzle's `--list` and every
 * other command's `--locale`, as in Docusaurus.
 */
export function parseCliArgs(command: string | undefined, args: string[]) {
  const normalized = args.flatMap((arg, i) => {
    if (arg !== '--poll') return [arg];
    const next = args[i + 1];
    return next !== undefined && /^(\d+|true|false)$/.test(next) ? [arg] : ['--poll=true'];
  });
  const options = Object.fromEntries(
    Object.entries(OPTIONS).map(([name, option]) => {
      const short = 'short' in option ? option.short : undefined;
      const keepShort = short === 'l' ? (name === 'list') === (command === 'swizzle') : true;
      const { short: _short, ...rest } = option as { short?: string };
      return [name, keepShort && short ? { ...rest, short } : rest];
    }),
  ) as Record<keyof typeof OPTIONS, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;
  const { values, positionals } = parseArgs({ args: normalized, allowPositionals: true, options });
  return { values: values as ParsedValues, positionals };
}

export interface ParsedValues {
  'out-dir'?: string;
  port?: string;
  host?: string;
  help?: boolean;
  locale?: string[];
  override?: boolean;
  messagePrefix?: string;
  dir?: string;
  build?: boolean;
  'no-open'?: boolean;
  'no-minify'?: boolean;
  dev?: boolean;
  'bundle-analyzer'?: boolean;
  'hot-only'?: boolean;
  poll?: string;
  'skip-build'?: boolean;
  'target-dir'?: string;
  syntax?: string;
  overwrite?: boolean;
  migrate?: boolean;
  'maintain-case'?: boolean;
  config?: string;
  list?: boolean;
  wrap?: boolean;
  eject?: boolean;
  typescript?: boolean;
  javascript?: boolean;
  danger?: boolean;
}

/**
 * What `build`'s flags give buildSite, as Docusaurus's build: `--out-dir`, the `--locale`s to build
 * (all of them without one), `--dev` (React's development build, unminified), `--no-minify` and
 * `--bundle-analyzer`.
 */
export function buildCommandOptions(values: ParsedValues): { outDir?: string; locales?: string[]; client: { development?: boolean; minify: boolean; bundleAnalyzer?: boolean } } {
  return { outDir: values['out-dir'], locales: values.locale, client: { development: values.dev, minify: !values['no-minify'], bundleAnalyzer: values['bundle-analyzer'] } };
}

/**
 * What `start`'s flags give startDevServer: one `--locale`, `--poll [ms]` and `--hot-only`.
 * (`--no-minify` changes nothing there: Docusaurus minifies production builds only.)
 */
export function startCommandOptions(values: ParsedValues): { locale?: string; poll: boolean | number; hotOnly?: boolean } {
  if ((values.locale?.length ?? 0) > 1) throw new Error('start takes one --locale');
  return { locale: values.locale?.[0], poll: pollValue(values.poll), hotOnly: values['hot-only'] };
}

/** `start` and `serve` open the site in the browser unless `--no-open` (or CI, BROWSER=none: see openBrowser). */
export function opensBrowser(values: ParsedValues): boolean {
  return !values['no-open'];
}

/** What `write-translations`' flags give writeTranslations: one `--locale` (the default one without), `--override`, `--messagePrefix`. */
export function writeTranslationsCommandOptions(values: ParsedValues): { locale?: string; override: boolean; messagePrefix: string } {
  if ((values.locale?.length ?? 0) > 1) throw new Error('write-translations takes one --locale');
  return { locale: values.locale?.[0], override: values.override ?? false, messagePrefix: values.messagePrefix ?? '' };
}

/**
 * Every command's `--config <file>`: the config file everything that loads the config reads
 * (CONFIG_FILE_VARIABLE, which worker threads see too), relative to the working folder.
 */
export function applyConfigOption(values: ParsedValues, env: NodeJS.ProcessEnv = process.env): void {
  if (values.config !== undefined) env[CONFIG_FILE_VARIABLE] = path.resolve(values.config);
}
