import { nearestLockFile } from '../utils/paths';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { toClientConfig } from '../config/schema';
import { threadSiteMarkdown } from '../mdx/site-markdown';
import type { LoadedSite } from '../plugins/host';
import { filesFingerprint, writeIfChanged } from '../utils/fs';
import { GENERATOR_ROOT } from '../bundle/aliases';
import { DEFERRED_QUERY } from '../bundle/deferred-content';
import { chunkName } from './chunk-name';
import type { RouteMeta, RoutePlugin, RouteTableExtra } from '../../shared/types';
import { routePermalink } from '../../shared/paths';
import { batchSections, routeSections, sectionIndexer } from '../../shared/route-sections';
import { SITE_CONFIG_MODULE, SITE_CONFIG_MODULE_SOURCE, siteConfigModulePath } from './site-config-module';

const requireFromGenerator = createRequire(import.meta.url);

/** A lazily loaded module of the registry: its key, the request `import()` uses and its chunk name. */
export interface RouteModule {
  key: string;
  request: string;
  chunkName: string;
}

export interface GenerateOptions {
  /** Request Markdown content as deferred modules (production builds; see deferredContentModule). */
  deferContent?: boolean;
  /**
   * A batched build's (bundle/batches.ts): the route table's sections grouped into batches of
   * about this many routes, each bundled apart (`batches/<n>.js`, which `onBatches` is told of).
   */
  batchRoutes?: number;
  onBatches?: (batches: number[][]) => void;
  /** A batched build's pre-render bundle of batch `k` (bundle/batches.ts), which `registry-all.js` loads. */
  serverBatchFile?: (k: number) => string;
}

/** Where a batched build's batch entries are written, in the generated folder. */
export const BATCHES_DIR = 'batches';
/** The generated module that names the modules a batched build's batches share with the site (bundle/batches.ts). */
export const SHARED_MODULE = 'shared.js';
/** Its pre-render bundle's counterpart: the shared modules by file, for the batches' pre-render bundles. */
export const SHARED_SERVER_MODULE = 'shared-server.cjs';

/** The request that loads a route module: Markdown (pages and blog excerpts) deferred when asked. */
function moduleRequest(modulePath: string, { deferContent = false }: GenerateOptions): string {
  if (modulePath.startsWith('@')) return modulePath;
  const request = modulePath.split(path.sep).join('/');
  if (!deferContent || !/\.mdx?(\?|$)/.test(request)) return request;
  return `${request}${request.includes('?') ? '&' : '?'}${DEFERRED_QUERY}`;
}

/**
 * Blog excerpts (`?truncated=true` Markdown, each a small module of front matter and a loader for
 * its text) share a chunk with the others of the first list page that shows them: a list page
 * loaded ten files of ~300 bytes, each a request on a phone's slow network, before it could hydrate.
 */
export function excerptChunkNames(routes: LoadedSite['routes']): Map<string, string> {
  const names = new Map<string, string>();
  for (const route of routes) {
    for (const modulePath of Object.values(route.modules ?? {})) {
      if (modulePath.includes('?truncated') && !names.has(modulePath)) names.set(modulePath, `excerpts${route.path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '')}`.slice(-80));
    }
  }
  return names;
}

/** The generated file whose changes invalidate compiled Markdown in the bundler's cache. */
export const MDX_CONTEXT_FILE = 'mdx-context.json';

/** The chunk name of each route module (its deferred content's is derived from it, see contentChunkName). */
export function moduleChunkNames(site: Pick<LoadedSite, 'routes' | 'siteDir'>, excerptChunks = excerptChunkNames(site.routes)): (modulePath: string) => string {
  return (modulePath) => excerptChunks.get(modulePath) ?? chunkName(modulePath, site.siteDir);
}

/**
 * The `@generated/*` modules of Docusaurus's that plugins from npm import in their client code
 * (`import globalData from '@generated/globalData'`), each a view of `site.json`, so the page
 * carries one copy. The global data is in Docusaurus's shape already (see GlobalData).
 */
function writeDocusaurusGeneratedModules(dir: string): void {
  const views: Record<string, string> = {
    globalData: 'site.globalData',
    'docusaurus.config': 'site.siteConfig',
    i18n: 'site.i18n',
    codeTranslations: 'site.codeTranslations',
    'site-storage': 'site.siteStorage',
  };
  for (const [name, view] of Object.entries(views)) writeIfChanged(path.join(dir, `${name}.js`), `import site from './site.json';\nexport default ${view};\n`);
  writeIfChanged(siteConfigModulePath(dir), SITE_CONFIG_MODULE_SOURCE);
}

/**
 * `@generated/prism-languages.cjs`: a function running Prism's language file of each of
 * `themeConfig.prism.additionalLanguages` (PHP's after markup-templating, which it needs), for
 * @theme/prism-include-languages. Only the CodeBlock's Prism chunk imports it.
 */
function writePrismLanguagesModule(dir: string, languages: string[]): void {
  const files = languages.flatMap((language) => [...(language === 'php' ? ['markup-templating'] : []), language]).map((language) => {
    try {
      return requireFromGenerator.resolve(`prismjs/components/prism-${language}`);
    } catch {
      // The config check names a language Prism lacks (see createHighlighter).
      return undefined;
    }
  });
  const requires = files.filter((file) => file !== undefined).map((file) => `  require(${JSON.stringify(file)});`);
  // CommonJS whatever the site's package type: the files must run when called, with Prism set.
  writeIfChanged(path.join(dir, 'prism-languages.cjs'), `module.exports = function loadPrismLanguages() {\n${requires.join('\n')}\n};\n`);
}

/**
 * A route's classes on `<html>`, as Docusaurus's HtmlClassNameProvider sets them: the plugin's
 * (PluginHtmlClassNameProvider: `plugin-docs plugin-id-default`, from the plugin's name as
 * theme-common shortens it) and the page's own (its plugin's `meta.htmlClassName`).
 */
function htmlClassName(route: LoadedSite['routes'][number]): string | undefined {
  const plugin = route.plugin ? `plugin-${route.plugin.name.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '')} plugin-id-${route.plugin.id}` : '';
  return [...new Set(`${plugin} ${route.meta?.htmlClassName ?? ''}`.split(' ').filter(Boolean))].join(' ') || undefined;
}

/**
 * A route's head metadata for pre-rendering: its `meta`, with all its classes on `<html>` and its
 * permalink where it is not its path (the page renders there and it is its canonical URL).
 */
export function renderedRouteMeta(route: LoadedSite['routes'][number]): RouteMeta {
  const htmlClass = htmlClassName(route);
  const permalink = route.permalink !== undefined && route.permalink !== route.path ? route.permalink : undefined;
  return htmlClass || permalink ? { ...route.meta, ...(htmlClass ? { htmlClassName: htmlClass } : {}), ...(permalink ? { permalink } : {}) } : (route.meta ?? {});
}

/**
 * A route's own data (a JSON module no other route loads, such as a doc's metadata) goes in the
 * chunk of the route's content: one script fewer for the page to load, each with its own
 * overhead (0.3 KB gzip of a docs page's first scripts).
 */
function withRouteDataInContentChunks(routes: LoadedSite['routes'], chunkNameOf: (modulePath: string) => string): (modulePath: string) => string {
  const routesLoading = new Map<string, number>();
  for (const route of routes) for (const modulePath of new Set(Object.values(route.modules ?? {}))) routesLoading.set(modulePath, (routesLoading.get(modulePath) ?? 0) + 1);
  const inContent = new Map<string, string>();
  for (const route of routes) {
    const content = route.modules?.content;
    if (!content) continue;
    for (const [prop, modulePath] of Object.entries(route.modules ?? {})) {
      if (prop !== 'content' && modulePath.endsWith('.json') && routesLoading.get(modulePath) === 1) inContent.set(modulePath, chunkNameOf(content));
    }
  }
  return (modulePath) => inContent.get(modulePath) ?? chunkNameOf(modulePath);
}

/** Where the route table's sections are written, in the generated folder. */
const REGISTRY_SECTIONS_DIR = 'registry';

type RegistryRow = [path: string, component: string, modules: Record<string, string>, title: string | null, extra?: RouteTableExtra];

/** The module keys a row of the route table loads: its component and data, and its parents'. */
function rowModuleKeys([, component, modules, , extra]: RegistryRow): string[] {
  return [component, ...Object.values(modules), ...(extra?.w ?? []).flatMap(([, wrapperComponent, wrapperModules]) => [wrapperComponent, ...Object.values(wrapperModules)])];
}

/**
 * Writes the generated modules the client and server entries import:
 * - `registry.js`: the route table's sections (see shared/route-sections.ts), each a module of
 *   `registry/` with its routes and a lazy loader per component and data module (its own chunk);
 *   `registry-all.js`, all of them at once for pre-rendering;
 * - `route-meta.json`: each route's full head metadata and chunk names, for pre-rendering only;
 * - `site.json`: the browser-side site config, plugins' global data, the locale and its strings;
 * - `client-modules.js`: modules plugins ask to load on every page, exported as a list;
 * - Docusaurus's `globalData`, `docusaurus.config`, `i18n`, `codeTranslations` and `site-storage` (see writeDocusaurusGeneratedModules).
 */
export function generateModules(site: LoadedSite, options: GenerateOptions = {}): RouteModule[] {
  const dir = site.context.generatedDir;
  const keys = new Map<string, string>();
  const keyOf = (modulePath: string): string => {
    let key = keys.get(modulePath);
    if (!key) {
      key = keys.size.toString(36);
      keys.set(modulePath, key);
    }
    return key;
  };
  // The browser's table stays small (it is on every page's critical path): path, module keys and
  // title. Descriptions and chunk names are only needed while pre-rendering: `route-meta.json`.
  const keysOf = (modules: Record<string, string> = {}) => Object.fromEntries(Object.entries(modules).map(([prop, modulePath]) => [prop, keyOf(modulePath)]));
  // Plugins that added routes, by index (a route names its plugin with a number).
  const routePlugins: Array<[name: string, id: string]> = [];
  const pluginIndex = ({ name, id }: RoutePlugin) => {
    const index = routePlugins.findIndex(([n, i]) => n === name && i === id);
    return index >= 0 ? index : routePlugins.push([name, id]) - 1;
  };
  const rows = site.routes.map((route) => {
    const row: unknown[] = [route.path, keyOf(route.component), keysOf(route.modules), route.meta?.title ?? null];
    const extra: RouteTableExtra = {};
    if (route.plugin) extra.p = pluginIndex(route.plugin);
    const htmlClass = htmlClassName(route);
    if (htmlClass) extra.h = htmlClass;
    if (route.wrappers?.length) extra.w = route.wrappers.map((wrapper) => [wrapper.path, keyOf(wrapper.component), keysOf(wrapper.modules)]);
    return Object.keys(extra).length > 0 ? [...row, extra] : row;
  });
  const notFound = keyOf('@theme/NotFound');
  const excerptChunks = excerptChunkNames(site.routes);
  const chunkNameOf = withRouteDataInContentChunks(site.routes, moduleChunkNames(site, excerptChunks));
  const modules: RouteModule[] = [...keys].map(([modulePath, key]) => ({ key, request: moduleRequest(modulePath, options), chunkName: chunkNameOf(modulePath) }));
  const moduleOf = new Map(modules.map((module) => [module.key, module]));
  // Data modules, whose default export is the prop (the site config's module too, see SITE_CONFIG_MODULE).
  const jsonKeys = new Set([...keys].filter(([p]) => p.endsWith('.json') || path.basename(p) === SITE_CONFIG_MODULE).map(([, k]) => k));
  const chunkNames = Object.fromEntries([...keys].map(([p, k]) => [k, chunkNameOf(p)]));
  // The table in sections by path (shared/route-sections.ts), each with the loaders of its routes' modules.
  const prefixes = routeSections(site.routes.map((route) => route.path));
  const sectionRows = prefixes.map(() => [] as unknown[][]);
  const sectionOfPath = sectionIndexer(prefixes);
  rows.forEach((row, i) => sectionRows[sectionOfPath(site.routes[i]!.path)]!.push(row));
  const sections = prefixes.flatMap((prefix, i) => (sectionRows[i]!.length > 0 || prefix === '' ? [{ prefix, rows: sectionRows[i]! }] : []));
  // The dev server's chunks for pages' content and data: one per section of the route table.
  const sectionChunks = new Map<string, string>();
  if (site.context.dev) {
    // Each route's content and data are a chunk of their own in a build (a page loads its own).
    // The dev server compiles them lazily, but its bundler still made and hashed a chunk for each
    // of them on every rebuild: 12,000 chunks at 10,000 pages, a second of each edit's rebuild.
    // One chunk per section of the table instead (a module several sections load, in the first's).
    const content = new Set([...keys].filter(([modulePath]) => !modulePath.startsWith('@') && /\.(?:mdx?|json)(?:\?|$)/.test(modulePath)).map(([, key]) => key));
    sections.forEach(({ rows: sectionTable }, i) => {
      for (const row of sectionTable) for (const key of rowModuleKeys(row as RegistryRow)) if (content.has(key) && !sectionChunks.has(key)) sectionChunks.set(key, `routes-${i}`);
    });
  }
  const importOf = ({ key, request, chunkName: name }: RouteModule) => `() => import(/* webpackChunkName: ${JSON.stringify(sectionChunks.get(key) ?? name)} */ ${JSON.stringify(request)})`;
  const loader = (module: RouteModule) => `  ${JSON.stringify(module.key)}: ${importOf(module)},`;
  const sectionDir = path.join(dir, REGISTRY_SECTIONS_DIR);
  fs.mkdirSync(sectionDir, { recursive: true });
  const sectionFiles = new Set<string>();
  sections.forEach(({ rows: sectionTable }, i) => {
    const used = new Set<string>();
    for (const row of sectionTable) for (const key of rowModuleKeys(row as RegistryRow)) used.add(key);
    const file = `${i}.js`;
    sectionFiles.add(file);
    writeIfChanged(
      path.join(sectionDir, file),
      [
        `// Generated: the routes under ${JSON.stringify(sections[i]!.prefix || '/')} and their modules' loaders. Do not edit.`,
        '// routes: [path, component key, { prop: module key }, title, { p: plugin index, w: parent routes }?]',
        `export const routeTable = ${JSON.stringify(sectionTable)};`,
        `export const jsonModules = new Set(${JSON.stringify([...used].filter((key) => jsonKeys.has(key)))});`,
        'export const loaders = {',
        ...[...used].map((key) => loader(moduleOf.get(key)!)),
        '};',
        '',
      ].join('\n'),
    );
  });
  // Sections of an earlier build that are no longer.
  for (const name of fs.readdirSync(sectionDir)) if (!sectionFiles.has(name)) fs.rmSync(path.join(sectionDir, name), { force: true });
  const sectionImport = (i: number, from = '.') => `() => import(/* webpackChunkName: ${JSON.stringify(`registry-${i}`)} */ ${JSON.stringify(`${from}/${REGISTRY_SECTIONS_DIR}/${i}.js`)})`;
  const batches = options.batchRoutes ? batchSections(sections.map((section) => section.rows.length), options.batchRoutes) : undefined;
  const batchDir = path.join(dir, BATCHES_DIR);
  // Written only when changed (a batch's entry is an input of its bundle, kept between builds).
  const batchFiles = new Set(batches?.flatMap((_, k) => [`${k}.js`, `${k}.server.js`]) ?? []);
  if (fs.existsSync(batchDir)) for (const name of fs.readdirSync(batchDir)) if (!batchFiles.has(name)) fs.rmSync(path.join(batchDir, name), { force: true });
  if (batches) {
    fs.mkdirSync(batchDir, { recursive: true });
    batches.forEach((batch, k) => {
      writeIfChanged(path.join(batchDir, `${k}.js`), `// Generated: a batch of the route table's sections, bundled apart. Do not edit.\nexport default [${batch.map((i) => sectionImport(i, '..')).join(', ')}];\n`);
      // The pre-render bundle's: its sections at once (pre-rendering reads the whole table).
      writeIfChanged(
        path.join(batchDir, `${k}.server.js`),
        [`// Generated: a batch of the route table's sections, for pre-rendering. Do not edit.`, ...batch.map((i) => `import * as section${i} from ${JSON.stringify(`../${REGISTRY_SECTIONS_DIR}/${i}.js`)};`), `export default [${batch.map((i) => `section${i}`).join(', ')}];`, ''].join('\n'),
      );
    });
    options.onBatches?.(batches);
  }
  // A batched build's main bundle loads a section from its batch (client/batched.ts).
  const batchedSection = (i: number) => `() => loadBatchedSection(${i})`;
  // A batched build writes them once it knows what its batches share (kept as they are till then:
  // each is an input of a main bundle kept between builds); other builds import nothing from them.
  if (!batches || !fs.existsSync(path.join(dir, SHARED_MODULE))) writeIfChanged(path.join(dir, SHARED_MODULE), '// Generated: what the batches of a batched build share with the site (see bundle/batches.ts). Do not edit.\nexport default [];\n');
  if (!batches || !fs.existsSync(path.join(dir, SHARED_SERVER_MODULE))) writeIfChanged(path.join(dir, SHARED_SERVER_MODULE), '// Generated: what the batches of a batched build share with the site (see bundle/server-batches.ts). Do not edit.\nmodule.exports = {};\n');
  writeIfChanged(
    path.join(dir, 'registry.js'),
    [
      '// Generated: the route table\'s sections (by path prefix, longest first) and the not-found page. Do not edit.',
      ...(batches ? [`import { loadBatchedSection } from ${JSON.stringify(path.join(GENERATOR_ROOT, 'src/client/batched.ts'))};`, 'export const batched = true;'] : []),
      `export const sections = [${sections.map(({ prefix }, i) => `[${JSON.stringify(prefix)}, ${batches ? batchedSection(i) : sectionImport(i)}]`).join(', ')}];`,
      `export const routePlugins = ${JSON.stringify(routePlugins)};`,
      `export const notFound = ${JSON.stringify(notFound)};`,
      `export const jsonModules = new Set(${JSON.stringify(jsonKeys.has(notFound) ? [notFound] : [])});`,
      'export const loaders = {',
      loader(moduleOf.get(notFound)!),
      '};',
      // Docusaurus's own registry shape, { [chunk name]: [loader, module, module] }, for plugins that
      // read it (plugin-debug's registry page); dropped from bundles that do not import it. A
      // batched build's main bundle cannot load every page's modules: its is empty.
      batches ? 'export default {};' : `export default { ${[...keys]
        .map(([modulePath, key]) => {
          const shown = JSON.stringify(shownModulePath(site.siteDir, modulePath));
          return `${JSON.stringify(chunkNames[key])}: [${importOf(moduleOf.get(key)!)}, ${shown}, ${shown}]`;
        })
        .join(', ')} };`,
      '',
    ].join('\n'),
  );
  // The whole table at once, for pre-rendering (the render worker renders every route).
  // A batched build's: each batch's pre-render bundle (bundle/batches.ts), after the shared modules it takes from this one.
  const serverBatches = batches && options.serverBatchFile;
  writeIfChanged(
    path.join(dir, 'registry-all.js'),
    [
      '// Generated: every section of the route table, for pre-rendering. Do not edit.',
      ...(serverBatches
        ? [
            `import sharedModules from ${JSON.stringify(`./${SHARED_SERVER_MODULE}`)};`,
            'globalThis.__sitegenShared = (file) => {',
            '  const load = sharedModules[file];',
            "  if (!load) throw new Error(`The pre-render bundle has no shared module ${file}`);",
            '  return load();',
            '};',
            "import * as index from './registry.js';", `const parts = [${batches.map((_, k) => `...__non_webpack_require__(${JSON.stringify(serverBatches(k))}).default`).join(', ')}];`]
        : [...sections.map((_, i) => `import * as section${i} from ${JSON.stringify(`./${REGISTRY_SECTIONS_DIR}/${i}.js`)};`), "import * as index from './registry.js';", `const parts = [${sections.map((_, i) => `section${i}`).join(', ')}];`]),
      'export const routeTable = parts.flatMap((part) => part.routeTable);',
      'export const routePlugins = index.routePlugins;',
      'export const notFound = index.notFound;',
      'export const jsonModules = new Set([...index.jsonModules, ...parts.flatMap((part) => [...part.jsonModules])]);',
      'export const loaders = Object.assign({}, index.loaders, ...parts.map((part) => part.loaders));',
      '',
    ].join('\n'),
  );
  // Docusaurus's `@generated/routes`: every route's path and component, for plugins that list them (plugin-debug).
  writeIfChanged(
    path.join(dir, 'routes.js'),
    `export default ${JSON.stringify(site.routes.map((route) => ({ path: routePermalink(route), exact: true, component: shownModulePath(site.siteDir, route.component) })))};\n`,
  );
  writeIfChanged(
    path.join(dir, 'route-meta.json'),
    JSON.stringify({ meta: Object.fromEntries(site.routes.map((r) => [r.path, renderedRouteMeta(r)])), chunkNames }),
  );
  writeIfChanged(path.join(dir, 'site.json'), JSON.stringify({ siteConfig: toClientConfig(site.config), globalData: site.globalData, i18n: site.i18n, codeTranslations: site.codeTranslations, siteStorage: site.context.siteStorage }));
  writeDocusaurusGeneratedModules(dir);
  writePrismLanguagesModule(dir, site.config.themeConfig.prism.additionalLanguages);
  // What compiled Markdown depends on besides its file: the routes its links point to, and the
  // chunk names of deferred modules. The bundler's loader depends on this file (see mdx-loader.cjs),
  // so its persistent cache compiles Markdown again when they change.
  // The site's own Markdown code too (see siteMarkdownVersion), when it has any.
  writeIfChanged(path.join(dir, MDX_CONTEXT_FILE), JSON.stringify({ routesVersion: site.routesVersion, excerptChunks: [...excerptChunks], markdownCode: threadSiteMarkdown(site)?.version }));
  // Each module's exports are kept for the lifecycles (onRouteDidUpdate) the runtime calls.
  writeIfChanged(
    path.join(dir, 'client-modules.js'),
    `${site.clientModules.map((m, i) => `import * as clientModule${i} from ${JSON.stringify(m)};`).join('\n')}\nexport default [${site.clientModules.map((_, i) => `clientModule${i}`).join(', ')}];\n`,
  );
  // Only the render worker imports these (see render/worker.ts).
  const analyzers = site.plugins.flatMap((plugin) => (plugin.pageAnalyzer ? [[plugin.name, plugin.pageAnalyzer] as const] : []));
  // Cached results are keyed by this: it changes when an analyzer's plugin folder or the packages do.
  const fingerprint = filesFingerprint([...analyzers.map(([, file]) => path.dirname(file)), nearestLockFile(GENERATOR_ROOT)]);
  writeIfChanged(
    path.join(dir, 'page-analyzers.js'),
    [
      ...analyzers.map(([, file], i) => `import analyzer${i} from ${JSON.stringify(file)};`),
      `export const fingerprint = ${JSON.stringify(fingerprint)};`,
      `export default [${analyzers.map(([name], i) => `[${JSON.stringify(name)}, analyzer${i}]`).join(', ')}];`,
      '',
    ].join('\n'),
  );
  return modules;
}

/** A module as Docusaurus names it in its generated files: `@site/…` for the site's files, else as requested. */
function shownModulePath(siteDir: string, modulePath: string): string {
  return path.isAbsolute(modulePath) && modulePath.startsWith(siteDir + path.sep) ? `@site/${path.relative(siteDir, modulePath).split(path.sep).join('/')}` : modulePath;
}
