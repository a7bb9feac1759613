/**
 * Reads a Docusaurus 3 site's `docusaurus.config.*` and turns it into sitegen's own config shape
 * (see schema.ts), so an unchanged Docusaurus site builds: preset-classic's options go to the
 * built-in docs, blog, pages, sitemap and gtag plugins, `customCss` becomes client modules, and
 * plugins and themes given by name or path are loaded from the site.
 *
 * The file's shape is checked with zod first; what sitegen cannot do yet (more than one
 * locale) stops the build naming the key; keys it does not know are a warning naming
 * the key.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import gtagPlugin from '../../../plugins/gtag/index';
import sitemapPlugin, { DOCUSAURUS_SITEMAP_DEFAULTS } from '../../../plugins/sitemap/index';
import { importTypeScript } from '../esbuild/import-typescript';
import type { Plugin, PluginFactory } from '../plugins/types';
import { INVALID_MARKDOWN_PLUGIN, isMarkdownPluginEntry, MARKDOWN_PLUGIN_KEYS, type ContentPluginName, type MarkdownPluginLists } from '../mdx/site-plugins';
import type { AdmonitionsOption } from '../mdx/remark-admonitions';
import { workDir } from '../utils/paths';
import { ConfigError, configIssueError, resolveContentInstanceOptions, type UserConfig } from './schema';
import { DEFAULT_PLUGIN_ID, duplicatePluginIdMessage, pluginContentKey } from '../plugins/plugin-ids';
import { docusaurusPluginName } from '../../shared/plugin-names';
import { algoliaSearchPagePath, algoliaSearchPagePlugin } from './search-algolia';
import { withDocusaurusDefaults } from '../plugins/docusaurus-defaults';
import { VCS_PRESET_NAMES } from '../content/vcs';
import infimaPlugin from '../plugins/infima';
import { withEarlierFutureNames } from './docusaurus-earlier';

/**
 * A boolean of the site config as Docusaurus validates it: Joi converts the strings `true` and
 * `false` (in any case), so a config that reads them from the environment (`trailingSlash:
 * process.env.X`) validates there. Plugin options and theme config are validated with
 * `convert: false` (utils-validation's normalizePluginOptions, normalizeThemeConfig): a string
 * is an error there, so their booleans are plain `z.boolean()`.
 */
const joiBoolean = () => z.preprocess((value) => (typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value), z.boolean());

/** A plugin or theme entry as Docusaurus takes it. */
const pluginEntry = z.union([z.string(), z.function(), z.tuple([z.union([z.string(), z.function()]), z.unknown()]), z.literal(false), z.null(), z.undefined()]);

const presetClassicOptions = z.looseObject({
  docs: z.union([z.looseObject({}), z.literal(false)]).optional(),
  blog: z.union([z.looseObject({}), z.literal(false)]).optional(),
  pages: z.union([z.looseObject({}), z.literal(false)]).optional(),
  theme: z.looseObject({ customCss: z.union([z.string(), z.array(z.string())]).optional() }).optional(),
  sitemap: z.union([z.looseObject({}), z.literal(false)]).optional(),
  gtag: z.looseObject({ trackingID: z.union([z.string(), z.array(z.string())]), anonymizeIP: z.boolean().optional() }).optional(),
  googleAnalytics: z.looseObject({ trackingID: z.string(), anonymizeIP: z.boolean().optional() }).optional(),
  googleTagManager: z.looseObject({}).optional(),
  svgr: z.union([z.looseObject({}), z.literal(false)]).optional(),
  debug: joiBoolean().optional(),
});

/** The keys preset-classic takes; it stops on any other, in these words. */
const PRESET_CLASSIC_KEYS = ['debug', 'docs', 'blog', 'pages', 'sitemap', 'svgr', 'theme', 'googleAnalytics', 'gtag', 'googleTagManager'];

/** A `markdown.hooks` policy: a level, or a function Docusaurus calls. */
const reportingPolicy = z.custom((value) => typeof value === 'function' || ['ignore', 'log', 'warn', 'throw'].includes(value as string), { error: 'one of "ignore", "log", "warn", "throw", or a function' });

/** A function, kept as given (zod's own function schema wraps it in another); with `arity`, taking that many parameters (or at most that many), as Joi's `arity`/`maxArity`. */
const aFunction = (arity?: number, bound: 'exactly' | 'at most' = 'exactly') =>
  z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function' && (arity === undefined || (bound === 'exactly' ? value.length === arity : value.length <= arity)), {
    error: arity === undefined ? 'must be a function' : `must be a function of ${bound === 'exactly' ? '' : 'at most '}${arity} parameter${arity === 1 ? '' : 's'}`,
  });

/**
 * Docusaurus's `future` (FUTURE_CONFIG_SCHEMA): `v4` and `faster` each `true`, `false` or an
 * object of flags; `experimental_vcs` a preset name, a boolean or an object of functions;
 * `experimental_router` 'browser' or 'hash'; its former keys refused in its words.
 */
function futureSchema() {
  const flags = (keys: readonly string[]) => z.union([z.boolean(), z.strictObject(Object.fromEntries(keys.map((key) => [key, joiBoolean().optional()])))]);
  const moved = (message: string) => z.any().refine((value) => value === undefined, { error: message });
  return z.looseObject({
    v4: flags(['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers', 'siteStorageNamespacing', 'fasterByDefault', 'mdx1CompatDisabledByDefault']).optional(),
    faster: flags(['swcJsLoader', 'swcJsMinimizer', 'swcHtmlMinimizer', 'lightningCssMinimizer', 'mdxCrossCompilerCache', 'rspackBundler', 'rspackPersistentCache', 'ssgWorkerThreads', 'gitEagerVcs']).optional(),
    // As Docusaurus's VCS_CONFIG_SCHEMA: a preset's name, a boolean, or all three functions (initialize of the site's folder, the others of a file).
    experimental_vcs: z
      .union([
        z.string().refine((name) => (VCS_PRESET_NAMES as readonly string[]).includes(name), { error: (issue) => `must name a VCS preset: '${String(issue.input)}' is not valid (${VCS_PRESET_NAMES.join(', ')})` }),
        z.boolean(),
        z.looseObject({ initialize: aFunction(1, 'at most'), getFileCreationInfo: aFunction(1), getFileLastUpdateInfo: aFunction(1) }),
      ])
      .optional(),
    experimental_router: z.enum(['browser', 'hash']).optional(),
    experimental_storage: moved('has been promoted to a stable top-level `storage` config attribute. Please move your storage config to the top level').optional(),
    experimental_faster: moved('has been renamed to `future.faster`. Please update your Docusaurus config').optional(),
  });
}

/** The keys of a Docusaurus config sitegen reads, with their types. */
const docusaurusConfig = z.looseObject({
  title: z.string(),
  url: z.string(),
  baseUrl: z.string(),
  tagline: z.string().optional(),
  favicon: z.string().optional(),
  trailingSlash: joiBoolean().optional(),
  organizationName: z.string().optional(),
  projectName: z.string().optional(),
  i18n: z.object({ defaultLocale: z.string(), locales: z.array(z.string()) }).loose().optional(),
  onBrokenLinks: z.enum(['ignore', 'log', 'warn', 'throw']).optional(),
  onBrokenAnchors: z.enum(['ignore', 'log', 'warn', 'throw']).optional(),
  presets: z.array(pluginEntry).optional(),
  plugins: z.array(pluginEntry).optional(),
  themes: z.array(pluginEntry).optional(),
  themeConfig: z.looseObject({}).optional(),
  customFields: z.looseObject({}).optional(),
  markdown: z.looseObject({ format: z.enum(['mdx', 'md', 'detect']).optional(), mermaid: joiBoolean().optional(), emoji: joiBoolean().optional(), mdx1Compat: z.looseObject({ comments: joiBoolean().optional(), admonitions: joiBoolean().optional(), headingIds: joiBoolean().optional() }).optional(), anchors: z.looseObject({ maintainCase: joiBoolean().optional() }).optional(), hooks: z.looseObject({ onBrokenMarkdownLinks: reportingPolicy.optional(), onBrokenMarkdownImages: reportingPolicy.optional() }).optional() }).optional(),
  future: futureSchema().optional(),
  storage: z.strictObject({ type: z.enum(['localStorage', 'sessionStorage']).optional(), namespace: z.union([z.string(), z.boolean()]).optional() }).optional(),
  onBrokenMarkdownLinks: z.enum(['ignore', 'log', 'warn', 'throw']).optional(),
  ssrTemplate: z.string().optional(),
  webpack: z.strictObject({ jsLoader: z.union([z.literal('babel'), aFunction()]).optional() }).optional(),
  deploymentBranch: z.string().optional(),
  githubHost: z.string().optional(),
  githubPort: z.string().optional(),
  staticDirectories: z.array(z.string()).optional(),
  clientModules: z.array(z.string()).optional(),
  // Their entries are checked by sitegen's own schema (schema.ts), which names the entry.
  headTags: z.array(z.unknown()).optional(),
  stylesheets: z.array(z.unknown()).optional(),
  scripts: z.array(z.unknown()).optional(),
  noIndex: joiBoolean().optional(),
  titleDelimiter: z.string().optional(),
  baseUrlIssueBanner: joiBoolean().optional(),
  onDuplicateRoutes: z.enum(['ignore', 'log', 'warn', 'throw']).optional(),
});

/** Keys Docusaurus has that change nothing in a sitegen build. */
const ACCEPTED_KEYS = new Set(Object.keys(docusaurusConfig.shape));

/** Plugins and themes whose work sitegen's built-ins do (or that the classic theme already is). */
const BUILT_IN = new Set(['@docusaurus/theme-classic', '@docusaurus/theme-mermaid', '@docusaurus/theme-search-algolia', '@docusaurus/plugin-svgr']);

/** Docusaurus's content plugins, which sitegen builds in (each instance one of its docs, blog or pages plugins). */
const CONTENT_PLUGIN_NAMES: Readonly<Record<string, ContentPluginName>> = {
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
};

/**
 * A built-in content plugin for an instance other than `default`, loaded when the site is (the
 * plugins import the config's loader, which imports this file).
 */
function builtInContentPlugin(name: ContentPluginName): PluginFactory {
  const factory: PluginFactory = async (context, options) => {
    const mod = name === 'docs' ? await import('../../../plugins/docs/index') : name === 'blog' ? await import('../../../plugins/blog/index') : await import('../../../plugins/pages/index');
    return (mod.default as PluginFactory)(context, options);
  };
  return Object.assign(factory, { [CONTENT_PLUGIN]: name });
}

/** The property naming the built-in content plugin of an instance's factory (`docs`, `blog`, `pages`). */
const CONTENT_PLUGIN = Symbol.for('sitegen.contentPlugin');

/** The options of the config's instance `id` of a built-in content plugin other than `default` (`sitegen docs:version:<id>` reads them). */
export function contentInstanceOf(config: Pick<UserConfig, 'plugins'>, name: ContentPluginName, id: string): Record<string, unknown> | undefined {
  const entry = (config.plugins ?? []).find((plugin) => Array.isArray(plugin) && (plugin[0] as unknown as Record<symbol, unknown>)[CONTENT_PLUGIN] === name && (plugin[1] as { id?: unknown } | undefined)?.id === id);
  return entry ? ((entry as [unknown, Record<string, unknown>])[1]) : undefined;
}

/** Another instance's options, checked and with their defaults as the site's own `docs`, `blog` and `pages`. */
function contentInstanceOptions(name: ContentPluginName, raw: unknown, key: string, file: string, siteDir: string, warn: Warn): Record<string, unknown> {
  if (name === 'docs') return resolveContentInstanceOptions('docs', docsOptions(raw, key, file, siteDir, warn), file, key) as unknown as Record<string, unknown>;
  if (name === 'blog') return resolveContentInstanceOptions('blog', blogOptions(raw, key, file, siteDir, warn), file, key) as unknown as Record<string, unknown>;
  return { ...pagesOptions(raw, key, file) };
}

/**
 * Navbar items naming a docs instance (`docsPluginId`): it must be one the site has, which
 * theme-classic finds out on the page (useDocsData's "this plugin does not seem to be enabled").
 */
function checkDocsPluginIds(themeConfig: Record<string, unknown> | undefined, docsIds: string[], file: string): void {
  const visit = (items: unknown, key: string) => {
    if (!Array.isArray(items)) return;
    items.forEach((item: { docsPluginId?: unknown; items?: unknown }, i) => {
      const at = `${key}[${i}]`;
      if (item?.docsPluginId !== undefined && !docsIds.includes(item.docsPluginId as string)) {
        throw new ConfigError(file, `${at}.docsPluginId`, item.docsPluginId, `must be the id of one of the site's docs plugins (${docsIds.map((id) => JSON.stringify(id)).join(', ') || 'it has none'})`);
      }
      visit(item?.items, `${at}.items`);
    });
  };
  visit((themeConfig?.navbar as { items?: unknown } | undefined)?.items, 'themeConfig.navbar.items');
}

export type Warn = (message: string) => void;

/** Loads the config module (CommonJS or ESM, an object or a function returning one) and maps it. */
export async function loadDocusaurusConfig(siteDir: string, file: string, warn: Warn): Promise<UserConfig> {
  const mod = await importConfigModule(siteDir, file);
  let exported: unknown = mod.default ?? mod;
  if (typeof exported === 'function') exported = await (exported as () => unknown)();
  return mapDocusaurusConfig(exported, { siteDir, file: path.relative(process.cwd(), file) || file, warn });
}

async function importConfigModule(siteDir: string, file: string): Promise<Record<string, unknown>> {
  if (/\.m?ts$/.test(file)) return importTypeScript(file, path.join(workDir(siteDir), 'config'));
  // Plain JavaScript runs as Node runs it (`__dirname` and `require.resolve` work); a fresh copy each time for the dev server.
  const require = createRequire(file);
  delete require.cache[require.resolve(file)];
  try {
    return await withoutTypelessWarning(() => import(`${pathToFileURL(file).href}?t=${Date.now()}`) as Promise<Record<string, unknown>>);
  } catch (error) {
    // A JSON file imported without `with { type: 'json' }`, which jiti (Docusaurus's loader) takes as it is.
    if (isJsonAttributeMissing(error)) return importWithJiti(file);
    if (!(error instanceof ReferenceError) || !/^(require|__dirname|__filename|module|exports) is not defined/.test(error.message)) throw error;
    return importWithCommonJsNames(file);
  }
}

/**
 * Runs `load` without Node's warning that a `.js` file of a package without `"type": "module"`
 * was read as an ES module: Docusaurus's own JavaScript template writes its config so (`export
 * default config` beside a typeless package.json), and Docusaurus, which loads it through jiti,
 * says nothing. Other warnings pass.
 */
async function withoutTypelessWarning<T>(load: () => Promise<T>): Promise<T> {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
    const code = (rest[0] as { code?: string } | undefined)?.code ?? rest[1];
    if (code === 'MODULE_TYPELESS_PACKAGE_JSON') return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return await load();
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** Node's refusal to import a JSON module without its import attribute (`ERR_IMPORT_ATTRIBUTE_MISSING`, before Node 22 `…_ASSERTION_…`). */
function isJsonAttributeMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ERR_IMPORT_ATTRIBUTE_MISSING' || code === 'ERR_IMPORT_ASSERTION_TYPE_MISSING';
}

/** The name under which the copy run by importWithCommonJsNames exports its `module` object. */
const COMMONJS_MODULE_EXPORT = '__sitegenCommonJsModule';

/**
 * An ES module config that also uses `require`, `__dirname`, `__filename`, `module` or `exports`,
 * which Docusaurus allows (it loads configs through jiti, which turns `import` into `require`):
 * run from a copy beside it that defines them first, so its relative imports and
 * `require.resolve` calls resolve as written. A config that `import`s and then sets
 * `module.exports` (no `export default`) gives what it set there.
 */
async function importWithCommonJsNames(file: string): Promise<Record<string, unknown>> {
  const source = fs.readFileSync(file, 'utf8');
  // Declared by the config itself (`const require = createRequire(…)`, `import { x as require }`): left alone.
  const declared = (name: string) => new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b|\\b(?:const|let|var)\\s*\\{[^}]*\\b${name}\\b[^}]*\\}|\\bimport\\s+${name}\\b|\\bas\\s+${name}\\b`).test(source);
  const ownModule = !declared('module') && !declared('exports');
  const prelude = [
    declared('require') ? '' : `import { createRequire as __sitegenCreateRequire } from 'node:module'; const require = __sitegenCreateRequire(${JSON.stringify(file)});`,
    declared('__filename') ? '' : `const __filename = ${JSON.stringify(file)};`,
    declared('__dirname') ? '' : `const __dirname = ${JSON.stringify(path.dirname(file))};`,
    ownModule ? 'const module = { exports: {} }; let exports = module.exports;' : '',
  ].join(' ');
  const copy = path.join(path.dirname(file), `.${path.basename(file, path.extname(file))}.sitegen-${process.pid}-${Date.now()}.mjs`);
  // The prelude on one line and the export after the end: the config's own line numbers stay right in its errors.
  fs.writeFileSync(copy, `${prelude}${source}${ownModule ? `\nexport { module as ${COMMONJS_MODULE_EXPORT} };\n` : ''}`);
  try {
    return commonJsExportsOr((await import(pathToFileURL(copy).href)) as Record<string, unknown>);
  } finally {
    fs.rmSync(copy, { force: true });
  }
}

/** What the copy set on `module.exports`, as its default export, when it has no `export default` of its own. */
function commonJsExportsOr(mod: Record<string, unknown>): Record<string, unknown> {
  const commonJs = mod[COMMONJS_MODULE_EXPORT] as { exports: unknown } | undefined;
  const { [COMMONJS_MODULE_EXPORT]: _module, ...rest } = mod;
  if (!commonJs || rest.default !== undefined) return rest;
  const setExports = typeof commonJs.exports === 'function' || Object.keys(commonJs.exports as object).length > 0;
  return setExports ? { ...rest, default: commonJs.exports } : rest;
}

/**
 * The site's origin. Docusaurus takes any URL here and writes it as it is into canonical links; a
 * URL the browser reads as an origin ("https:/example.dev", a trailing slash) is taken as that
 * origin, with a warning when it was written otherwise.
 */
function siteOrigin(url: string, file: string, warn: Warn): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || !/^https?:$/.test(parsed.protocol)) return url.replace(/\/+$/, '');
  if (url.replace(/\/+$/, '') !== parsed.origin) warn(`${file}: \`url\` ${JSON.stringify(url)} is read as ${JSON.stringify(parsed.origin)}`);
  return parsed.origin;
}

interface MapOptions {
  siteDir: string;
  /** For messages. */
  file: string;
  warn: Warn;
}

/** A validated Docusaurus config in sitegen's shape (plugins loaded). */
export async function mapDocusaurusConfig(given: unknown, { siteDir, file, warn }: MapOptions): Promise<UserConfig> {
  // A site on a Docusaurus 3 before 3.10 names two future flags as its Docusaurus does.
  const raw = withEarlierFutureNames(given, siteDir);
  const parsed = docusaurusConfig.safeParse(raw);
  if (!parsed.success) {
    throw configIssueError(file, raw, parsed.error.issues, mustBe);
  }
  const config = parsed.data;
  for (const key of Object.keys(config)) if (!ACCEPTED_KEYS.has(key)) warn(`${file}: \`${key}\` is not a Docusaurus config key sitegen knows; it is ignored`);
  const notYet = (key: string, value: unknown, what: string): never => {
    throw new ConfigError(file, key, value, `is not supported by sitegen yet (${what})`);
  };
  // `future.experimental_router: 'hash'` is passed on with `future`: the build writes one page, whose
  // router reads the location's hash (commands/build.ts hashRouterEntry, client/boot.tsx).
  // As Docusaurus's createJsLoaderFactory: a loader of the site's own and SWC's (future.faster) are one too many.
  const { faster: fasterFlags, v4: v4Flags } = withDocusaurusDefaults(config).future;
  // Docusaurus's postProcessDocusaurusConfig: flags that need another flag on.
  if (fasterFlags.ssgWorkerThreads && !v4Flags.removeLegacyPostBuildHeadAttribute) {
    throw new Error(`${file}: Docusaurus config \`future.faster.ssgWorkerThreads\` requires the future flag \`future.v4.removeLegacyPostBuildHeadAttribute\` to be turned on.
If you use Docusaurus Faster, we recommend that you also activate Docusaurus v4 future flags: \`{future: {v4: true}}\`
All the v4 future flags are documented here: https://docusaurus.io/docs/api/docusaurus-config#future`);
  }
  if (fasterFlags.rspackPersistentCache && !fasterFlags.rspackBundler) {
    throw new Error(`${file}: Docusaurus config flag \`future.faster.rspackPersistentCache\` requires the flag \`future.faster.rspackBundler\` to be turned on.`);
  }
  if (config.webpack?.jsLoader && fasterFlags.swcJsLoader) {
    throw new ConfigError(file, 'webpack.jsLoader', config.webpack.jsLoader, `can't be used with siteConfig.future.faster.swcJsLoader at the same time.
To avoid any configuration ambiguity, you must make an explicit choice:
- If you want to use Docusaurus Faster and SWC (recommended), remove siteConfig.webpack.jsLoader
- If you want to use a custom JS loader, use siteConfig.future.faster.swcJsLoader: false`);
  }
  if (config.onBrokenMarkdownLinks) {
    warn(`${file}: The \`siteConfig.onBrokenMarkdownLinks\` config option is deprecated and will be removed in Docusaurus v4.\nPlease migrate and move this option to \`siteConfig.markdown.hooks.onBrokenMarkdownLinks\` instead.`);
  }

  const site: UserConfig = {
    title: config.title,
    tagline: config.tagline,
    url: siteOrigin(config.url, file, warn),
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    // Written even when undefined: Docusaurus's default (pages at `a/index.html`, links as written), not sitegen's.
    trailingSlash: config.trailingSlash,
    organizationName: config.organizationName,
    projectName: config.projectName,
    // Checked with its locale configs by sitegen's schema (schema.ts), as Docusaurus's does.
    i18n: config.i18n as UserConfig['i18n'],
    onBrokenLinks: config.onBrokenLinks === 'throw' || config.onBrokenLinks === undefined ? 'throw' : 'warn',
    // Docusaurus only warns about broken anchors unless told otherwise.
    onBrokenAnchors: config.onBrokenAnchors === 'throw' ? 'throw' : 'warn',
    themeConfig: withDocusaurusColorMode(config.themeConfig) as UserConfig['themeConfig'],
    customFields: config.customFields,
    // Docusaurus 3 reads every Markdown file as MDX unless told otherwise, and draws ```mermaid fences only with `mermaid: true`.
    // `mdx1Compat`'s flags the site leaves out are on, unless `future.v4.mdx1CompatDisabledByDefault` (or `future.v4: true`), as Docusaurus's postProcessDocusaurusConfig fills them.
    markdown: { format: config.markdown?.format ?? 'mdx', mermaid: config.markdown?.mermaid === true, ...definedKeys(config.markdown ?? {}, MARKDOWN_KEYS), mdx1Compat: withDocusaurusDefaults(config).markdown.mdx1Compat, ...brokenMarkdownLinksHook(config) },
    markdownPlugins: {},
    blog: false,
    plugins: [],
    headTags: config.headTags as UserConfig['headTags'],
    stylesheets: config.stylesheets as UserConfig['stylesheets'],
    scripts: config.scripts as UserConfig['scripts'],
    staticDirectories: config.staticDirectories,
    noIndex: config.noIndex,
    titleDelimiter: config.titleDelimiter,
    baseUrlIssueBanner: config.baseUrlIssueBanner,
    // Docusaurus's default; sitegen's own is to stop.
    onDuplicateRoutes: config.onDuplicateRoutes ?? 'warn',
    // Read by plugins only (see withDocusaurusDefaults): kept as the site wrote them.
    ...definedKeys(config as Record<string, unknown>, PLUGIN_READ_KEYS),
  };
  const plugins = site.plugins!;
  const customCss: string[] = [];
  // The ids of each content plugin's instances (preset-classic's are `default`): one plugin used twice with one id stops the build, as in Docusaurus.
  const instanceIds: Record<ContentPluginName, string[]> = { docs: [], blog: [], pages: [] };
  const addInstance = (name: ContentPluginName, id: string) => {
    if (instanceIds[name].includes(id)) throw new Error(`${file}: ${duplicatePluginIdMessage(docusaurusPluginName(name), id, 2)}`);
    instanceIds[name].push(id);
  };
  // Each content plugin instance's own Markdown plugins (another instance's under `<name>#<id>`).
  const takeMarkdownPlugins = (name: ContentPluginName, options: unknown, key: string, id = DEFAULT_PLUGIN_ID) => {
    const lists = markdownPluginsOf(options, key, file);
    const admonitions = admonitionsOf(options, key, file);
    const slot = pluginContentKey(name, id) as ContentPluginName;
    if (lists || admonitions !== undefined) site.markdownPlugins![slot] = { ...lists, ...(admonitions !== undefined && { admonitions }) };
    else delete site.markdownPlugins![slot];
  };

  // A preset other than preset-classic is what Docusaurus takes any preset for: a function of the
  // load context and its options that gives themes and plugins, loaded before the site's own.
  const presetThemes: Array<readonly [unknown, string]> = [];
  const presetPlugins: Array<readonly [unknown, string]> = [];
  const presetEntries = (config.presets ?? []).filter((p) => p !== false && p !== null && p !== undefined);
  for (const [i, entry] of presetEntries.entries()) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const key = `presets[${i}]`;
    if (typeof name !== 'string' || !isPresetClassic(name)) {
      const preset = typeof name === 'function' ? (name as PresetFunction) : await loadPresetModule(siteDir, name as string, key, file);
      // The site config as Docusaurus gives it to presets too: with its defaults (a preset wrapping preset-classic reads `future.v4`).
      const context = { siteDir, siteConfig: withDocusaurusDefaults(config), baseUrl: config.baseUrl, generatedFilesDir: path.join(workDir(siteDir), 'generated'), outDir: path.join(siteDir, 'build'), i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', ...config.i18n } };
      const given = (await preset(context, options ?? {})) ?? {};
      (given.themes ?? []).forEach((theme, j) => presetThemes.push([theme, `${key} → themes[${j}]`]));
      (given.plugins ?? []).forEach((plugin, j) => presetPlugins.push([plugin, `${key} → plugins[${j}]`]));
      continue;
    }
    const preset = presetClassicOptions.safeParse(options ?? {});
    if (!preset.success) {
      const error = configIssueError(file, options, preset.error.issues, mustBe);
      throw new ConfigError(file, `${key}[1].${error.key}`, error.value, error.expected);
    }
    const unknown = Object.keys(preset.data).filter((k) => !PRESET_CLASSIC_KEYS.includes(k));
    if (unknown.length > 0) {
      throw new ConfigError(file, key, options, `has unrecognized keys ${unknown.join(', ')} in preset-classic's options (it takes debug, docs, blog, pages, sitemap, theme, googleAnalytics, gtag and googleTagManager)`);
    }
    const { docs, blog, pages, theme, sitemap, gtag, googleAnalytics, googleTagManager, debug, svgr } = preset.data;
    // plugin-svgr's options (its svgrConfig), or none with `svgr: false`.
    site.svgr = svgr === false ? false : svgrOptions(svgr, `${key}[1].svgr`, file);
    // preset-classic's other plugins, loaded from npm as it loads them: the debug pages when asked
    // for (in development too, where the package is installed), Google Tag Manager when configured.
    if (debug === true || (debug === undefined && process.env.NODE_ENV !== 'production' && packageInstalled(siteDir, '@docusaurus/plugin-debug'))) presetPlugins.push(['@docusaurus/plugin-debug', `${key}[1].debug`]);
    if (googleTagManager) presetPlugins.push([['@docusaurus/plugin-google-tag-manager', googleTagManager], `${key}[1].googleTagManager`]);
    if (docs !== false) site.docs = docsOptions(docs ?? {}, `${key}[1].docs`, file, siteDir, warn);
    site.blog = blog === false ? false : blogOptions(blog ?? {}, `${key}[1].blog`, file, siteDir, warn);
    if (docs !== false) addInstance('docs', DEFAULT_PLUGIN_ID);
    if (blog !== false) addInstance('blog', DEFAULT_PLUGIN_ID);
    if (pages !== false) addInstance('pages', DEFAULT_PLUGIN_ID);
    for (const [name, options] of [['docs', docs], ['blog', blog], ['pages', pages]] as const) if (options !== false) takeMarkdownPlugins(name, options ?? {}, `${key}[1].${name}`);
    if (pages) site.pages = pagesOptions(pages, `${key}[1].pages`, file);
    customCss.push(...customCssOf(theme ?? {}));
    if (sitemap !== false) plugins.push([sitemapPlugin, { ...DOCUSAURUS_SITEMAP_DEFAULTS, ...(sitemap as Record<string, unknown> | undefined) }]);
    const analytics = gtag ?? googleAnalytics;
    if (analytics) plugins.push([gtagPlugin, { trackingID: analytics.trackingID, anonymizeIP: analytics.anonymizeIP ?? false }]);
  }

  const entries = [...presetThemes, ...(config.themes ?? []).map((e, i) => [e, `themes[${i}]`] as const), ...presetPlugins, ...(config.plugins ?? []).map((e, i) => [e, `plugins[${i}]`] as const)];
  for (const [entry, key] of entries) {
    if (entry === false || entry === null || entry === undefined) continue;
    const [target, options = {}] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof target === 'function') {
      plugins.push([target as PluginFactory, options as Record<string, unknown>]);
      continue;
    }
    const name = normalizePluginName(target as string);
    // The content plugins are built in; each instance (Docusaurus's `id`) is one of sitegen's with its options.
    const contentPlugin = CONTENT_PLUGIN_NAMES[name];
    if (contentPlugin) {
      const id = (options as { id?: unknown }).id ?? DEFAULT_PLUGIN_ID;
      if (typeof id !== 'string' || id === '') throw new ConfigError(file, `${key}[1].id`, id, 'must be a non-empty string');
      addInstance(contentPlugin, id);
      takeMarkdownPlugins(contentPlugin, options, `${key}[1]`, id);
      if (id === DEFAULT_PLUGIN_ID) {
        if (contentPlugin === 'docs') site.docs = docsOptions(options, `${key}[1]`, file, siteDir, warn);
        else if (contentPlugin === 'blog') site.blog = blogOptions(options, `${key}[1]`, file, siteDir, warn);
        else site.pages = pagesOptions(options, `${key}[1]`, file);
      } else plugins.push([builtInContentPlugin(contentPlugin), { ...contentInstanceOptions(contentPlugin, options, `${key}[1]`, file, siteDir, warn), id }]);
      continue;
    }
    // theme-classic given on its own (not through preset-classic) takes the site's stylesheets the same way.
    if (name === '@docusaurus/theme-classic') customCss.push(...customCssOf(options));
    if (name === '@docusaurus/plugin-svgr') site.svgr = svgrOptions(options, `${key}[1]`, file);
    if (BUILT_IN.has(name)) continue;
    if (name === '@docusaurus/plugin-sitemap') {
      plugins.push([sitemapPlugin, { ...DOCUSAURUS_SITEMAP_DEFAULTS, ...(options as Record<string, unknown>) }]);
      continue;
    }
    if (name === '@docusaurus/plugin-google-gtag' || name === '@docusaurus/plugin-google-analytics') {
      // As the plugin's schema: `anonymizeIP` is false unless given (sitegen's own gtag default is true).
      plugins.push([gtagPlugin, { ...(options as Record<string, unknown>), anonymizeIP: (options as { anonymizeIP?: boolean }).anonymizeIP ?? false }]);
      continue;
    }
    const loaded = await loadPluginModule(siteDir, target as string, key, file);
    // As Docusaurus does: the module's own schemas give its options' and the theme config's defaults.
    // As Docusaurus's doValidatePluginOptions: without a validateOptions of its own, a plugin still gets an id.
    const validated = loaded.validateOptions ? loaded.validateOptions({ validate: validateWith(file, key), options: { ...(options as object) } }) : { ...(options as object), id: (options as { id?: string }).id ?? DEFAULT_PLUGIN_ID };
    if (loaded.validateThemeConfig) site.themeConfig = loaded.validateThemeConfig({ validate: validateWith(file, 'themeConfig', true), themeConfig: site.themeConfig ?? {} }) as UserConfig['themeConfig'];
    plugins.push([loaded.factory, validated as Record<string, unknown>]);
  }
  // As Docusaurus: no default docs instance unless preset-classic's `docs` or a docs plugin without an `id` makes one (`docs: false` with only `id`'d docs plugins has none).
  if (!instanceIds.docs.includes(DEFAULT_PLUGIN_ID)) site.docs = false;
  checkDocsPluginIds(site.themeConfig as Record<string, unknown> | undefined, instanceIds.docs, file);
  // theme-search-algolia's search page and OpenSearch file, for a site that configures Algolia.
  const searchPagePath = algoliaSearchPagePath(site.themeConfig as Record<string, unknown> | undefined);
  if (searchPagePath) plugins.push([algoliaSearchPagePlugin as PluginFactory, { searchPagePath }]);
  // Infima, which theme-classic's pages and a site's CSS are written against (see plugins/infima.ts).
  plugins.push([infimaPlugin as PluginFactory, {}]);
  // The site's own after the theme's customCss: Docusaurus's bootstrap plugin, which gives them, comes last.
  const clientModules = [...customCss, ...(config.clientModules ?? [])];
  if (clientModules.length > 0) plugins.push([clientModulesPlugin, { modules: clientModules.map((m) => path.resolve(siteDir, m)) }]);
  return site;
}

function isPresetClassic(name: string): boolean {
  return name === 'classic' || name === '@docusaurus/preset-classic' || /[\\/]@docusaurus[\\/]preset-classic[\\/]/.test(name);
}

/** Docusaurus's short plugin names: `content-docs` → `@docusaurus/plugin-content-docs`; a resolved path inside one of its packages → the package. */
export function normalizePluginName(name: string): string {
  const inPackage = /[\\/]node_modules[\\/](@docusaurus[\\/][^\\/]+)[\\/]/.exec(name);
  if (inPackage) return inPackage[1]!.replace(/\\/g, '/');
  if (/^(content-docs|content-blog|content-pages|sitemap|google-gtag|google-analytics|debug|svgr)$/.test(name)) return `@docusaurus/plugin-${name}`;
  if (/^(classic|mermaid|search-algolia)$/.test(name)) return `@docusaurus/theme-${name}`;
  return name;
}

/** A plugin given by path (relative to the site) or package name: its default export. */
/** A Joi schema as Docusaurus plugins build them (sitegen only calls it). */
interface SchemaLike {
  validate(value: unknown, options?: object): { value: unknown; error?: { message: string } };
  unknown?(): SchemaLike;
}

type Validate = (schema: SchemaLike, value: unknown) => unknown;

interface PluginModule {
  factory: PluginFactory;
  validateOptions?(args: { validate: Validate; options: unknown }): unknown;
  validateThemeConfig?(args: { validate: Validate; themeConfig: unknown }): unknown;
  /** A theme's swizzle config and its older list form: `sitegen swizzle` rates the theme's components by them (commands/swizzle.ts). */
  getSwizzleConfig?: Plugin['getSwizzleConfig'];
  getSwizzleComponentList?: Plugin['getSwizzleComponentList'];
}

/**
 * theme-classic's colour mode defaults where they differ from sitegen's: Docusaurus shows the
 * default mode (light) whatever the reader's system prefers, unless the site sets
 * `respectPrefersColorScheme` (sitegen's own sites follow the system unless told otherwise).
 */
function withDocusaurusColorMode(themeConfig: Record<string, unknown> | undefined): Record<string, unknown> {
  const colorMode = (themeConfig?.colorMode ?? {}) as Record<string, unknown>;
  return { ...themeConfig, colorMode: { respectPrefersColorScheme: false, ...colorMode } };
}

/** Docusaurus's normalizePluginOptions and normalizeThemeConfig: the schema's defaults applied, its errors naming the key. */
function validateWith(file: string, key: string, themeConfig = false): Validate {
  return (schema, value) => {
    const { id, ...rest } = (value ?? {}) as Record<string, unknown>;
    const target = themeConfig && schema.unknown ? schema.unknown() : schema;
    const result = target.validate(themeConfig ? value : rest, { convert: false });
    if (result.error) throw new ConfigError(file, key, value, `must be valid for the plugin: ${result.error.message}`);
    // Docusaurus's normalizePluginOptions: every plugin's options have an id, `default` unless given.
    return themeConfig ? result.value : { ...(result.value as object), id: id ?? DEFAULT_PLUGIN_ID };
  };
}

/** A preset, as Docusaurus calls one: the themes and plugins it gives, in the forms of the config's own. */
type PresetFunction = (context: object, options: unknown) => { themes?: unknown[]; plugins?: unknown[] } | undefined | Promise<{ themes?: unknown[]; plugins?: unknown[] } | undefined>;

/**
 * A module by path (relative to the site) or package name, with Docusaurus's name forms
 * (core's getNamePatterns: `x` → `@docusaurus/plugin-x`, then `docusaurus-plugin-x`;
 * `@org/x` → `@org/docusaurus-plugin-x`; `@org` → `@org/docusaurus-plugin`).
 */
async function loadSiteModule(siteDir: string, name: string, prefixes: string[], what: string, key: string, file: string): Promise<{ resolved: string; mod: Record<string, unknown> }> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const scoped = /^(@[^/]+)(?:\/(.+))?$/.exec(name);
  const forms = (prefix: string) => (scoped ? [scoped[2] ? `${scoped[1]}/${prefix}-${scoped[2]}` : `${scoped[1]}/${prefix}`] : [`@docusaurus/${prefix.replace(/^docusaurus-/, '')}-${name}`, `${prefix}-${name}`]);
  const candidates = name.startsWith('.') || path.isAbsolute(name) ? [path.resolve(siteDir, name)] : [name, ...prefixes.flatMap(forms)];
  let resolved: string | undefined;
  for (const candidate of candidates) {
    try {
      resolved = require.resolve(candidate);
      break;
    } catch {
      // try the next form of the name
    }
  }
  if (!resolved) throw new ConfigError(file, key, name, `must name a ${what} sitegen can load: no file or package ${candidates.map((c) => JSON.stringify(c)).join(' or ')} found from ${siteDir}`);
  const mod = /\.m?tsx?$/.test(resolved) ? await importTypeScript(resolved, path.join(workDir(siteDir), 'config')) : await importPluginScript(resolved, siteDir);
  return { resolved, mod };
}

async function loadPresetModule(siteDir: string, name: string, key: string, file: string): Promise<PresetFunction> {
  const { resolved, mod } = await loadSiteModule(siteDir, name, ['docusaurus-preset'], 'preset', key, file);
  const exported = mod.default ?? mod;
  const preset = (exported as { default?: unknown }).default ?? exported;
  if (typeof preset !== 'function') throw new ConfigError(file, key, name, `must be a module whose default export is a preset function (${resolved} exports ${typeof preset})`);
  return preset as PresetFunction;
}

async function loadPluginModule(siteDir: string, name: string, key: string, file: string): Promise<PluginModule> {
  const { resolved, mod } = await loadSiteModule(siteDir, name, ['docusaurus-plugin', 'docusaurus-theme'], 'plugin', key, file);
  const exported = (mod.default as { default?: unknown } | undefined)?.default !== undefined ? (mod.default as Record<string, unknown>) : mod;
  const factory = exported.default ?? mod.default ?? mod;
  if (typeof factory !== 'function') throw new ConfigError(file, key, name, `must be a module whose default export is a plugin function (${resolved} exports ${typeof factory})`);
  const validateOptions = (exported.validateOptions ?? mod.validateOptions ?? (factory as { validateOptions?: unknown }).validateOptions) as PluginModule['validateOptions'];
  const validateThemeConfig = (exported.validateThemeConfig ?? mod.validateThemeConfig ?? (factory as { validateThemeConfig?: unknown }).validateThemeConfig) as PluginModule['validateThemeConfig'];
  // The module's swizzle config (Docusaurus reads it from the module when the plugin has none).
  const swizzle = Object.fromEntries(
    (['getSwizzleConfig', 'getSwizzleComponentList'] as const).flatMap((name) => {
      const fn = exported[name] ?? mod[name] ?? (factory as unknown as Record<string, unknown>)[name];
      return typeof fn === 'function' ? [[name, fn]] : [];
    }),
  ) as Pick<PluginModule, 'getSwizzleConfig' | 'getSwizzleComponentList'>;
  return { factory: inPluginFolder(factory as PluginFactory, path.dirname(resolved), swizzle), validateOptions, validateThemeConfig, ...swizzle };
}

/**
 * A plugin module's client modules and theme folders are relative to the module's own folder, as
 * Docusaurus resolves them (against `plugin.path`): `getClientModules() { return ['./analytics']; }`
 * in a package names the package's file, not one of the site's.
 */
function inPluginFolder(factory: PluginFactory, dir: string, swizzle: Pick<Plugin, 'getSwizzleConfig' | 'getSwizzleComponentList'> = {}): PluginFactory {
  // A theme path a plugin leaves undefined stays so (the host then has none for it).
  const resolve = (file: string | undefined) => (file === undefined ? undefined : path.resolve(dir, file)) as string;
  return async (context, options) => {
    const plugin = await factory(context, options);
    if (typeof plugin !== 'object' || plugin === null) return plugin;
    const { getClientModules, getThemePath, getTypeScriptThemePath } = plugin;
    if (getClientModules) plugin.getClientModules = () => getClientModules.call(plugin).map((file) => path.resolve(dir, file));
    if (getThemePath) plugin.getThemePath = () => resolve(getThemePath.call(plugin));
    if (getTypeScriptThemePath) plugin.getTypeScriptThemePath = () => resolve(getTypeScriptThemePath.call(plugin));
    plugin.getSwizzleConfig ??= swizzle.getSwizzleConfig;
    plugin.getSwizzleComponentList ??= swizzle.getSwizzleComponentList;
    return plugin;
  };
}

/**
 * A plugin's JavaScript, as Node runs it; where Node cannot resolve the plugin's own relative
 * imports (an ES-module package importing `'../index'` without an extension, which jiti, Docusaurus's
 * loader, resolves), bundled with them by esbuild, which resolves them as jiti does. Where Node
 * cannot link its imports (an ES-module package taking a named export from a CommonJS package
 * whose exports Node's static analysis misses: `import { Joi } from '@docusaurus/utils-validation'`),
 * loaded by jiti itself, which turns such imports into property reads, as in Docusaurus; and so is
 * an ES module using CommonJS's `__dirname` or `require`, which jiti defines.
 */
async function importPluginScript(file: string, siteDir: string): Promise<Record<string, unknown>> {
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (isNamedExportError(error) || isCommonJsGlobalError(error)) return importWithJiti(file);
    const ownFileMissing = (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_UNSUPPORTED_DIR_IMPORT') && /(?:module|import) '(?:\/|[A-Za-z]:\\|file:)/.test(message);
    if (!ownFileMissing) throw error;
    return importTypeScript(file, path.join(workDir(siteDir), 'config')).catch((bundled: unknown) => {
      if (isNamedExportError(bundled)) return importWithJiti(file);
      throw bundled;
    });
  }
}

/**
 * An ES module using CommonJS's globals (`validatePeerDependencies(__dirname)` in
 * docusaurus-plugin-image-zoom, a `"type": "module"` package): Node has none in ES modules; jiti,
 * which Docusaurus loads plugins with, compiles the module to CommonJS, where they are defined.
 */
function isCommonJsGlobalError(error: unknown): boolean {
  return error instanceof ReferenceError && /^(?:__dirname|__filename|require|module|exports) is not defined in ES module scope/.test(error.message);
}

/** Node's refusal to link a named import that a CommonJS module's static analysis (cjs-module-lexer) did not find. */
function isNamedExportError(error: unknown): boolean {
  return error instanceof SyntaxError && /^(Named export '[^']+' not found\. The requested module '[^']+' is a CommonJS module|The requested module '[^']+' does not provide an export named )/.test(error.message);
}

/**
 * A module loaded by jiti as Docusaurus loads one (utils' loadFreshModule: jiti's synchronous
 * require, its own transform for ES modules too): a default import of a CommonJS module compiled
 * from ES modules (`import logger from '@docusaurus/logger'`) is its `exports.default`, as there.
 */
async function importWithJiti(file: string): Promise<Record<string, unknown>> {
  const { createJiti } = await import('jiti');
  const jiti = createJiti(file, { moduleCache: false, fsCache: false, tryNative: false });
  return jiti(file) as Record<string, unknown>;
}

// With the options of versioned docs (see plugins/docs/versions.ts), whose shapes schema.ts checks.
const DOCS_KEYS = ['path', 'routeBasePath', 'sidebarPath', 'editUrl', 'breadcrumbs', 'showLastUpdateTime', 'showLastUpdateAuthor', 'include', 'exclude', 'includeCurrentVersion', 'disableVersioning', 'lastVersion', 'onlyIncludeVersions', 'versions', 'editCurrentVersion', 'tagsBasePath', 'tags', 'onInlineTags', 'sidebarCollapsible', 'sidebarCollapsed', 'numberPrefixParser', 'sidebarItemsGenerator', 'docsRootComponent', 'docVersionRootComponent', 'docRootComponent', 'docItemComponent', 'docCategoryGeneratedIndexComponent', 'docTagsListComponent', 'docTagDocListComponent', 'editLocalizedFiles'] as const;
const BLOG_KEYS = [
  'path',
  'routeBasePath',
  'showReadingTime',
  'postsPerPage',
  'blogSidebarCount',
  'blogSidebarTitle',
  'blogTitle',
  'blogDescription',
  'editUrl',
  'archiveBasePath',
  'tagsBasePath',
  'pageBasePath',
  'authorsBasePath',
  'authorsMapPath',
  'include',
  'exclude',
  'sortPosts',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'truncateMarker',
  'tags',
  'onInlineTags',
  'onInlineAuthors',
  'onUntruncatedBlogPosts',
  'editLocalizedFiles',
  'readingTime',
  'processBlogPosts',
  'feedOptions',
  'blogListComponent',
  'blogPostComponent',
  'blogTagsListComponent',
  'blogTagsPostsComponent',
  'blogAuthorsPostsComponent',
  'blogAuthorsListComponent',
  'blogArchiveComponent',
] as const;

function docsOptions(raw: unknown, key: string, file: string, siteDir: string, warn: Warn): UserConfig['docs'] {
  const options = pick(raw, DOCS_KEYS, key, file, warn, [...MARKDOWN_PLUGIN_KEYS, 'admonitions']);
  // As Docusaurus's loadSidebarsFile: left out, an autogenerated sidebar (a `sidebars.js` beside it
  // is not read); false, none; a path, that file, which must exist.
  if (typeof options.sidebarPath === 'string' && !fs.existsSync(path.resolve(siteDir, options.sidebarPath))) {
    throw new ConfigError(file, `${key}.sidebarPath`, options.sidebarPath, 'must name an existing sidebars file');
  }
  for (const flag of ['showLastUpdateTime', 'showLastUpdateAuthor'] as const) {
    const converted = z.boolean().safeParse(options[flag] ?? false);
    if (!converted.success) throw new ConfigError(file, `${key}.${flag}`, options[flag], 'must be a boolean');
    options[flag] = converted.data;
  }
  return { breadcrumbs: true, ...options } as UserConfig['docs'];
}

/** The pages plugin's options sitegen reads: its `showLastUpdateTime` and `showLastUpdateAuthor` (Joi's booleans). */
function pagesOptions(raw: unknown, key: string, file: string): UserConfig['pages'] {
  const options: NonNullable<UserConfig['pages']> = {};
  for (const flag of ['showLastUpdateTime', 'showLastUpdateAuthor'] as const) {
    const given = (raw as Record<string, unknown>)[flag];
    if (given === undefined) continue;
    const converted = z.boolean().safeParse(given);
    if (!converted.success) throw new ConfigError(file, `${key}.${flag}`, given, 'must be a boolean');
    options[flag] = converted.data;
  }
  // The folder, routes, files and Markdown component, as plugin-content-pages' schema takes them.
  for (const option of ['path', 'routeBasePath', 'mdxPageComponent'] as const) {
    const given = (raw as Record<string, unknown>)[option];
    if (given === undefined) continue;
    if (typeof given !== 'string') throw new ConfigError(file, `${key}.${option}`, given, 'must be a string');
    options[option] = given;
  }
  for (const option of ['include', 'exclude'] as const) {
    const given = (raw as Record<string, unknown>)[option];
    if (given === undefined) continue;
    if (!Array.isArray(given) || !given.every((glob) => typeof glob === 'string')) throw new ConfigError(file, `${key}.${option}`, given, 'must be an array of globs');
    options[option] = given as string[];
  }
  // Markdown pages' edit link (plugin-content-pages' getPagesEditUrl): a URL or a function of the page.
  const editUrl = (raw as Record<string, unknown>).editUrl;
  if (editUrl !== undefined) {
    if (typeof editUrl !== 'string' && typeof editUrl !== 'function') throw new ConfigError(file, `${key}.editUrl`, editUrl, 'must be a URL or a function');
    options.editUrl = editUrl as NonNullable<UserConfig['pages']>['editUrl'];
  }
  const editLocalizedFiles = (raw as Record<string, unknown>).editLocalizedFiles;
  if (editLocalizedFiles !== undefined) {
    const converted = z.boolean().safeParse(editLocalizedFiles);
    if (!converted.success) throw new ConfigError(file, `${key}.editLocalizedFiles`, editLocalizedFiles, 'must be a boolean');
    options.editLocalizedFiles = converted.data;
  }
  return options;
}

function blogOptions(raw: unknown, key: string, file: string, siteDir: string, warn: Warn): UserConfig['blog'] {
  const options = pick(raw, BLOG_KEYS, key, file, warn, [...MARKDOWN_PLUGIN_KEYS, 'admonitions']);
  // Docusaurus's sidebar defaults (plugin-content-blog's DEFAULT_OPTIONS), not sitegen's own (all posts).
  options.blogSidebarCount ??= 5;
  options.blogSidebarTitle ??= 'Recent posts';
  // A blog whose folder does not exist is an empty blog, as in Docusaurus 3.10: its list page with
  // no posts (preset-classic's blog is on unless `blog: false`), no feeds, tags or archive.
  return options as UserConfig['blog'];
}

/**
 * The options sitegen reads (an `editUrl` function too, called for each page's edit link).
 * The others are named in a warning (`include`, `exclude`, …), not dropped unsaid;
 * `reported` are keys checked apart.
 */
function pick(raw: unknown, keys: readonly string[], key: string, file: string, warn: Warn, reported: readonly string[] = []): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null) throw new ConfigError(file, key, raw, 'must be an object');
  const given = raw as Record<string, unknown>;
  const ignored = Object.keys(given).filter((k) => !keys.includes(k) && !reported.includes(k) && k !== 'id' && given[k] !== undefined);
  if (ignored.length > 0) warn(`${file}: ${ignored.map((k) => `\`${key}.${k}\``).join(', ')} ${ignored.length === 1 ? 'is' : 'are'} not read by sitegen yet; ignored`);
  const options: Record<string, unknown> = {};
  for (const k of keys) {
    const value = given[k];
    if (value !== undefined) options[k] = value;
  }
  return options;
}

/** Docusaurus's `markdown` keys that sitegen's config takes as they are (resolveConfig checks them). */

/** Keys sitegen's build does not use and Docusaurus's plugins may read from `siteConfig`. */
const PLUGIN_READ_KEYS = ['future', 'storage', 'onBrokenMarkdownLinks', 'deploymentBranch', 'githubHost', 'githubPort', 'ssrTemplate', 'webpack'] as const;
const MARKDOWN_KEYS = ['preprocessor', 'parseFrontMatter', 'remarkRehypeOptions', 'mdx1Compat', 'anchors', 'hooks', 'emoji'] as const;

/**
 * The deprecated top-level `onBrokenMarkdownLinks`, which Docusaurus 3 moves to
 * `markdown.hooks.onBrokenMarkdownLinks` (over the hook's own value, as there).
 */
function brokenMarkdownLinksHook(config: { onBrokenMarkdownLinks?: string; markdown?: { hooks?: object } }): { hooks?: object } {
  if (!config.onBrokenMarkdownLinks) return {};
  return { hooks: { ...config.markdown?.hooks, onBrokenMarkdownLinks: config.onBrokenMarkdownLinks } };
}

function definedKeys(given: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => given[k] !== undefined).map((k) => [k, given[k]]));
}

/**
 * A content plugin's Markdown plugins (`remarkPlugins`…), checked as Docusaurus checks them, in
 * its words, the entry's key named; undefined when it gives none.
 */
function markdownPluginsOf(raw: unknown, key: string, file: string): MarkdownPluginLists | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const lists: MarkdownPluginLists = {};
  for (const name of MARKDOWN_PLUGIN_KEYS) {
    const list = (raw as Record<string, unknown>)[name];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new ConfigError(file, `${key}.${name}`, list, 'must be an array');
    const bad = list.findIndex((entry) => !isMarkdownPluginEntry(entry));
    if (bad !== -1) throw new ConfigError(file, `${key}.${name}[${bad}]`, list[bad], INVALID_MARKDOWN_PLUGIN);
    if (list.length > 0) lists[name] = list;
  }
  return Object.keys(lists).length > 0 ? lists : undefined;
}

/** A content plugin's `admonitions` option (mdx-loader's AdmonitionsSchema: a boolean, or `{ keywords, extendDefaults }`); undefined when not given. */
function admonitionsOf(raw: unknown, key: string, file: string): AdmonitionsOption | undefined {
  const given = typeof raw === 'object' && raw !== null ? (raw as { admonitions?: unknown }).admonitions : undefined;
  if (given === undefined) return undefined;
  const parsed = z.union([joiBoolean(), z.strictObject({ keywords: z.array(z.string()).optional(), extendDefaults: joiBoolean().optional() })]).safeParse(given);
  if (!parsed.success) throw new ConfigError(file, `${key}.admonitions`, given, 'must be a boolean or an object like { keywords: ["my-type"], extendDefaults: true }');
  return parsed.data;
}

/** plugin-svgr's options (its schema: `svgrConfig`, an object given to SVGR). */
function svgrOptions(raw: unknown, key: string, file: string): { svgrConfig: Record<string, unknown> } {
  const options = (raw ?? {}) as { svgrConfig?: unknown };
  if (typeof options !== 'object') throw new ConfigError(file, key, raw, 'must be an object');
  const { svgrConfig = {} } = options;
  if (typeof svgrConfig !== 'object' || svgrConfig === null || Array.isArray(svgrConfig)) throw new ConfigError(file, `${key}.svgrConfig`, svgrConfig, 'must be an object');
  return { svgrConfig: svgrConfig as Record<string, unknown> };
}

/** theme-classic's `customCss` option (preset-classic's `theme.customCss`): one path or a list. */
function customCssOf(options: unknown): string[] {
  const css = (options as { customCss?: unknown } | undefined)?.customCss;
  if (css === undefined) return [];
  return (Array.isArray(css) ? css : [css]).filter((entry): entry is string => typeof entry === 'string');
}

/** `customCss` and `clientModules`: modules every page loads. */
function clientModulesPlugin(_context: unknown, options: { modules: string[] }) {
  return { name: 'docusaurus-client-modules', getClientModules: () => options.modules };
}

/** What the issue's key must be; a message that says it all (`has been renamed to …`, `must be a function`) as it is. */
function mustBe(issue: z.core.$ZodIssue): string {
  const expected = expectedOf(issue);
  return /^(?:must|has been)\b/.test(expected) ? expected : `must be ${expected}`;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return `a ${issue.expected}`;
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'invalid_union') return 'a plugin name, a plugin function, or [name or function, options]';
  return issue.message;
}

/** Whether the site can load the package (it is installed where the site resolves packages). */
function packageInstalled(siteDir: string, name: string): boolean {
  try {
    createRequire(path.join(siteDir, 'package.json')).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}
