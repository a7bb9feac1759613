import fs from 'node:fs';
import yaml from 'js-yaml';
import path from 'node:path';
import { importSiteModule } from '../../src/node/config/load';
import { ConfigError } from '../../src/node/config/schema';
import type { Tag } from '../../src/shared/tags';
import type { DocCategoryGeneratedIndex, DocMetadata, DocsOptions, DocsVersionMeta, GeneratedIndex, GlobalVersion, NavbarItem, SidebarItem } from '../../src/shared/types';
import { firstHeading, createExcerpt } from '../../src/node/content/markdown-meta';
import { checkFrontMatter, FrontMatterError, lineOfKey, parseFrontMatter, parseFrontMatterWith } from '../../src/node/mdx/front-matter';
import type { LoadContext, Plugin, PluginActions } from '../../src/node/plugins/types';
import { listFiles } from '../../src/node/utils/fs';
import { contentFileMatcher } from '../../src/node/utils/glob';
import { localizedContentDir, localizedFile } from '../../src/node/i18n/content';
import { docsTranslationFiles, translateDocsContent } from './translations';
import { checkLastUpdate, lastUpdateReader } from '../../src/node/content/last-update';
import { fileFacts } from '../../src/node/utils/file-facts';
import { workDir } from '../../src/node/utils/paths';
import { checkFrontMatterTags, normalizeTags, readTagsFile, type TagsFile } from '../../src/node/content/tags';
import { addTagRoutes } from './tags';
import { joinUrl, joinUrlAsWritten } from '../../src/node/utils/paths';
import { normalizePath } from '../../src/shared/paths';
import type { LocaleMessages } from '../../src/shared/i18n';
import { codeTranslations } from '../../src/node/i18n/translations';
import { encodeSidebar } from '../../src/shared/sidebar-wire';
import { flattenSidebar, generateSidebarItems, resolveSidebars, SidebarError, type CategoryMetadata, type SidebarDoc, type SidebarItemsGenerator, type SidebarsConfig } from './sidebars';
import { leavesOut, sidebarViewModule, sidebarViewName, sidebarViews } from './sidebar-view';
import { CURRENT_VERSION_NAME, DEFAULT_PLUGIN_ID, docsVersionSearchTag, readVersionsMetadata, versionsFilePath, VersionsError, type VersionMetadata } from './versions';
import { numberPrefixParserOf, stripPathNumberPrefixes } from './number-prefix';
import { joinEditUrl, siteRelativePath } from '../../src/node/content/edit-url';

export interface LoadedDoc extends SidebarDoc {
  /** Its text (read when asked for). */
  readonly source: string;
  /** Whether it shows doc cards (`<DocCardList`): its page gets the sidebar's descriptions. */
  showsCards: boolean;
  file: string;
  frontMatter: Record<string, unknown>;
  draft: boolean;
  /** The docs version it belongs to (`current` for the docs folder). */
  versionName: string;
  /** Its front matter tags (src/node/content/tags.ts). */
  tags: Tag[];
}

/** What a doc's metadata takes from its text (see readDocText). */
interface DocText {
  frontMatter: Record<string, unknown>;
  heading: string | undefined;
  excerpt: string | undefined;
  cards: boolean;
}

/** A doc's text's part of its metadata, its front matter checked (a bad value stops the build at its file and line). */
function docText(source: string, { frontMatter, body }: { frontMatter: Record<string, unknown>; body: string }, shown: string): DocText {
  checkFrontMatter(frontMatter, FRONT_MATTER_SCHEMA, shown, source);
  checkLastUpdate(frontMatter, shown, source);
  checkFrontMatterTags(frontMatter, shown, source);
  return { frontMatter, heading: firstHeading(body), excerpt: createExcerpt(body), cards: /<DocCardList\b/.test(source) };
}

/** One docs version with its docs and sidebars. */
export interface LoadedVersion extends VersionMetadata {
  docs: LoadedDoc[];
  sidebars: Record<string, SidebarItem[]>;
  /** Ids of the drafts a build leaves out (a navbar item naming one is left out too). */
  draftIds: string[];
}

export interface DocsContent {
  /** Every version, newest first (one, `current`, on a site without versions). */
  versions: LoadedVersion[];
  /** Whether the site has versions beside the docs folder (`versions.json`): the theme's version features are on. */
  versioned: boolean;
  /** Every version's docs. */
  docs: LoadedDoc[];
  /** The last version's sidebars (the one at the docs root). */
  sidebars: Record<string, SidebarItem[]>;
  /** The last version's drafts. */
  draftIds: string[];
}

const FRONT_MATTER_SCHEMA = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  parse_number_prefixes: 'boolean',
  slug: 'string',
  description: 'string',
  keywords: 'string[]',
  image: 'string',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  draft: 'boolean',
  unlisted: 'boolean',
  pagination_next: 'string',
  pagination_prev: 'string',
  custom_edit_url: 'string',
  sidebar_class_name: 'string',
  sidebar_custom_props: 'object',
  sidebar_key: 'string',
  // A sidebar's name; null (left alone by the check), none.
  displayed_sidebar: 'string',
  pagination_label: 'string',
} as const;

/** What navbar items that name docs are linked with. */
export interface NavbarDocs {
  /** Each sidebar's pages in order, with their sidebar labels. */
  sidebars: Map<string, Array<{ href: string; label: string; link?: true }>>;
  docs: Map<string, { permalink: string; unlisted: boolean }>;
  /** The sidebar each page is in. */
  sidebarOf: Map<string, string>;
  draftIds: Set<string>;
  baseUrl: string;
  /** The docs instance (items name theirs with `docsPluginId`, `default` when they give none). Default: `default`. */
  pluginId?: string;
}

/** Stops the build at a key of the config (`themeConfig.navbar.items[2].docId`). */
export type ConfigFailure = (key: string, value: unknown, expected: string) => never;

/**
 * Navbar items that name docs, a dropdown's too, as theme-classic resolves them: a `docSidebar`
 * item links to its sidebar's first page, labelled as that page is in the sidebar; a `doc` item
 * links to the doc, labelled with its id unless given a label, and gets the doc's sidebar (the
 * item is active on that sidebar's pages). An item naming a draft is left out, as in a
 * Docusaurus build; a name that names nothing stops the build at the item's key.
 */
export function linkDocsNavbarItems(items: NavbarItem[], docs: NavbarDocs, fail: ConfigFailure, key = 'themeConfig.navbar.items'): void {
  const withoutBase = (permalink: string) => `/${permalink.slice(docs.baseUrl.length)}`;
  // From the end: a draft's item is taken out of the list.
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    const at = `${key}[${i}]`;
    if (Array.isArray(item.items)) linkDocsNavbarItems(item.items, docs, fail, `${at}.items`);
    // Another docs instance's item is that instance's to link.
    if (navbarItemPluginId(item) !== (docs.pluginId ?? DEFAULT_PLUGIN_ID)) continue;
    if (item.type === 'docSidebar') {
      const sidebar = docs.sidebars.get(item.sidebarId ?? '');
      // Its first doc or category page (Docusaurus's getFirstLink: not a `link` item).
      const first = sidebar?.find((entry) => !entry.link);
      if (!first) fail(`${at}.sidebarId`, item.sidebarId, sidebar ? 'must name a sidebar with a page to link to' : `must name a sidebar (the sidebars: ${[...docs.sidebars.keys()].join(', ') || 'none'})`);
      item.to = withoutBase(first.href);
      item.label ??= first.label;
    } else if (item.type === 'doc') {
      if (docs.draftIds.has(item.docId ?? '')) {
        items.splice(i, 1);
        continue;
      }
      const doc = docs.docs.get(item.docId ?? '');
      if (!doc) fail(`${at}.docId`, item.docId, `must be the id of a doc (${[...docs.docs.keys()].slice(0, 3).map((id) => JSON.stringify(id)).join(', ') || 'there are no docs'}${docs.docs.size > 3 ? ', …' : ''})`);
      item.to = withoutBase(doc.permalink);
      item.label ??= item.docId;
      item.sidebarId = docs.sidebarOf.get(doc.permalink);
      if (doc.unlisted) item.unlisted = true;
    }
  }
}

/** Docusaurus's default component of each docs option, in theme-classic. */
const DOCS_COMPONENTS = {
  docsRootComponent: '@theme/DocsRoot',
  docVersionRootComponent: '@theme/DocVersionRoot',
  docRootComponent: '@theme/DocRoot',
  docItemComponent: '@theme/DocItem',
} as const;

/** The route modules of the docs options' components a site names other than theme-classic's. */
export function docsComponentModules(options: Partial<Record<keyof typeof DOCS_COMPONENTS, string>>, keys: Array<keyof typeof DOCS_COMPONENTS>): Record<string, string> {
  return Object.fromEntries(keys.flatMap((key) => (options[key] !== undefined && options[key] !== DOCS_COMPONENTS[key] ? [[key, options[key]]] : [])));
}

/** The docs instance a navbar item is of (theme-classic's `docsPluginId`, the default instance when it names none). */
export function navbarItemPluginId(item: NavbarItem): string {
  return typeof item.docsPluginId === 'string' ? item.docsPluginId : DEFAULT_PLUGIN_ID;
}

/** What theme components get of a version (its data module on a versioned site). */
export function versionMeta(version: VersionMetadata, pluginId = DEFAULT_PLUGIN_ID): DocsVersionMeta {
  const { versionName, label, banner, badge, noIndex, className, isLast } = version;
  return { pluginId, version: versionName, label, banner, badge, noIndex, className, isLast };
}

/**
 * A version in the global data, as Docusaurus's toGlobalDataVersion: its docs' ids and paths (for
 * the version dropdown to keep the page), its main doc (the `slug: /` doc, else the first doc of
 * the first sidebar, else the first doc) and each sidebar's first link.
 */
export function globalVersion(version: LoadedVersion, orderBySidebar: Map<string, Array<{ docId?: string; href: string; label: string }>>, sidebarOf: Map<string, string>): GlobalVersion {
  const firstLink = (flat: Array<{ docId?: string; href: string; label: string; link?: true }>) => flat.find((entry) => !entry.link && entry.href.startsWith('/'));
  const firstOfFirstSidebar = firstLink([...orderBySidebar.values()][0] ?? []);
  const main = version.docs.find((doc) => normalizePath(doc.permalink) === normalizePath(version.path)) ?? version.docs.find((doc) => doc.permalink === firstOfFirstSidebar?.href) ?? version.docs[0];
  return {
    name: version.versionName,
    label: version.label,
    isLast: version.isLast,
    path: version.path,
    mainDocId: main?.id ?? '',
    docs: version.docs.map((doc) => ({ id: doc.id, path: doc.permalink, ...(doc.unlisted ? { unlisted: true } : {}), sidebar: sidebarOf.get(doc.permalink) })),
    draftIds: version.draftIds,
    sidebars: Object.fromEntries([...orderBySidebar].map(([name, flat]) => {
      const link = firstLink(flat);
      return [name, link ? { link: { path: link.href, label: link.label } } : {}];
    })),
  };
}

/**
 * Docusaurus's isCategoryIndex: `index.md`, `README.md` and a doc named as its folder
 * (`guides/guides.md`) are their folder's page (file and folder names as written, any case).
 */
export function isCategoryIndex(fileName: string, dir: string): boolean {
  const folder = dir === '' ? '.' : (dir.split('/').at(-1) ?? '');
  return ['index', 'readme', folder.toLowerCase()].includes(fileName.toLowerCase());
}

/** The generated indexes of a sidebar's categories, outermost first, each titled (its link's title, else the category's label). */
export function generatedIndexes(items: SidebarItem[]): Array<GeneratedIndex & { title: string }> {
  return items.flatMap((item) => (item.type === 'category' ? [...(item.generatedIndex ? [{ ...item.generatedIndex, title: item.generatedIndex.title ?? item.label }] : []), ...generatedIndexes(item.items)] : []));
}

/** Whether the navbar has a `docsVersion` or `docsVersionDropdown` item of the docs instance, a dropdown's items included. */
function usesVersionItems(items: NavbarItem[], pluginId: string): boolean {
  return items.some((item) => ((item.type === 'docsVersion' || item.type === 'docsVersionDropdown') && navbarItemPluginId(item) === pluginId) || (Array.isArray(item.items) && usesVersionItems(item.items, pluginId)));
}

/**
 * The version navbar items: a `docsVersionDropdown`'s `versions` must name versions the build
 * has (theme-classic fails on the page; here the build stops at the key).
 */
export function checkVersionNavbarItems(items: NavbarItem[], versionNames: string[], fail: ConfigFailure, key = 'themeConfig.navbar.items', pluginId = DEFAULT_PLUGIN_ID): void {
  items.forEach((item, i) => {
    const at = `${key}[${i}]`;
    if (Array.isArray(item.items)) checkVersionNavbarItems(item.items, versionNames, fail, `${at}.items`, pluginId);
    if (item.type !== 'docsVersionDropdown' || item.versions === undefined || navbarItemPluginId(item) !== pluginId) return;
    const named = Array.isArray(item.versions) ? (item.versions as string[]) : Object.keys(item.versions as object);
    const unknown = named.find((name) => !versionNames.includes(name));
    if (unknown !== undefined) fail(`${at}.versions`, item.versions, `must name versions the docs have (${versionNames.map((n) => JSON.stringify(n)).join(', ')}); there is no version "${unknown}"`);
  });
}

/**
 * The options of a docs instance other than the site's `docs` (Docusaurus's `id` option: a second
 * `@docusaurus/plugin-content-docs` with its own path, routes, sidebars and versions), resolved
 * with the docs options' defaults.
 */
export type DocsInstanceOptions = DocsOptions & { id: string };

/** Docs: every routed Markdown file under the docs folder, its sidebar and previous/next links. */
/** The site's `docs`, the default instance's options; `docs: false` has no default instance. */
function defaultInstanceOptions(docs: DocsOptions | false): DocsOptions {
  if (!docs) throw new Error("The docs plugin's default instance needs the site's `docs` options: the site config has `docs: false`");
  return docs;
}

export default function docsPlugin(context: LoadContext, instance?: Partial<DocsInstanceOptions>): Plugin<DocsContent> {
  const { siteConfig, siteDir } = context;
  // The site's `docs` (the `default` instance), or another instance's own options.
  const pluginId = typeof instance?.id === 'string' ? instance.id : DEFAULT_PLUGIN_ID;
  const docsOptions: DocsOptions = pluginId === DEFAULT_PLUGIN_ID ? defaultInstanceOptions(siteConfig.docs) : (instance as DocsInstanceOptions);
  // The site's `markdown.parseFrontMatter`: Docusaurus reads the docs' metadata with it too.
  const parseSiteFrontMatter = siteConfig.markdown?.parseFrontMatter;
  // What the build learnt of each file before (utils/file-facts.ts).
  const facts = fileFacts(workDir(siteDir));
  const base = joinUrl(context.baseUrl, docsOptions.routeBasePath);
  // Docusaurus's `numberPrefixParser`: a function, or false for none (its default parser otherwise).
  const numberPrefixParser = numberPrefixParserOf(docsOptions.numberPrefixParser);
  // The theme's strings in the build's locale, for the titles written here (the tag pages').
  const { currentLocale, localeConfigs } = context.i18n;
  const theme: LocaleMessages = { locale: currentLocale, messages: codeTranslations(context.localizationDir, currentLocale, localeConfigs[currentLocale]?.translate ?? false) };
  // Read at once, as Docusaurus reads them when the plugin is made: a bad versions.json stops the build before any work.
  const versionsMetadata = readVersionsWithConfigFile();
  const versioned = versionsMetadata.length > 1 || versionsMetadata[0]?.versionName !== CURRENT_VERSION_NAME;
  /** The global data of contentLoaded (the docs' path, count and `breadcrumbs` option, and the versions of a versioned site, as Docusaurus's has it). */
  let published: { path: string; docs: number; breadcrumbs: boolean; versions?: GlobalVersion[] } | undefined;

  /** The versions; an error in the docs options names the config file. */
  function readVersionsWithConfigFile(): VersionMetadata[] {
    try {
      return readVersionsMetadata(siteDir, context.baseUrl, docsOptions, pluginId);
    } catch (error) {
      if (error instanceof VersionsError && error.inOptions && context.siteConfigPath) error.message = `${path.relative(process.cwd(), context.siteConfigPath) || context.siteConfigPath}: ${error.message}`;
      throw error;
    }
  }

  /** The locale's folder of a version's translated docs (i18n/<locale>/docusaurus-plugin-content-docs/<current|version-x>/). */
  function localizedVersionDir(version: VersionMetadata): string | undefined {
    return localizedContentDir(context, 'docusaurus-plugin-content-docs', pluginId, version.versionName === CURRENT_VERSION_NAME ? 'current' : `version-${version.versionName}`);
  }

  /**
   * A doc's edit link, as Docusaurus's getDocEditUrl: front matter `custom_edit_url` (null: none);
   * else the `editUrl` function's answer for the doc in the build's locale; else the edit URL with
   * the version's folder and the doc's path in it, the locale's folder (`i18n/<locale>/…`) for a
   * translated copy with `editLocalizedFiles`.
   */
  function docEditUrl(doc: LoadedDoc, version: VersionMetadata): string | undefined {
    const custom = doc.frontMatter.custom_edit_url;
    if (custom !== undefined) return (custom as string | null) ?? undefined;
    const { editUrl } = docsOptions;
    // The doc's path in the folder it was read from (the version's, or the locale's copy of it).
    const localizedDir = localizedVersionDir(version);
    const localized = localizedDir !== undefined && !path.relative(localizedDir, doc.file).startsWith('..');
    const docPath = path.relative(localized ? localizedDir : version.contentPath, doc.file).split(path.sep).join('/');
    if (typeof editUrl === 'function') return editUrl({ version: version.versionName, versionDocsDirPath: siteRelativePath(siteDir, version.contentPath), docPath, permalink: doc.permalink, locale: currentLocale }) ?? undefined;
    if (!editUrl) return undefined;
    if (!localized || !docsOptions.editLocalizedFiles) return version.editUrl && joinEditUrl(version.editUrl, docPath);
    // With `editCurrentVersion`, the current version's translated folder, as Docusaurus's getVersionEditUrls.
    const editDir = docsOptions.editCurrentVersion ? localizedContentDir(context, 'docusaurus-plugin-content-docs', pluginId, 'current')! : localizedDir;
    return joinEditUrl(joinEditUrl(editUrl, siteRelativePath(siteDir, editDir)), docPath);
  }

  /**
   * What a doc's metadata takes from its text: its front matter (checked), first heading, excerpt,
   * and whether it shows doc cards. Kept from one build to the next by the file's stat (see
   * file-facts.ts), except with the site's own front matter parser (a function of its config).
   */
  function readDocText(file: string, shown: string): DocText | Promise<DocText> {
    if (parseSiteFrontMatter) {
      const source = fs.readFileSync(file, 'utf8');
      return parseFrontMatterWith(parseSiteFrontMatter, source, file, shown).then((parsed) => docText(source, parsed, shown));
    }
    return facts.derive(file, 'docs:text', (source) => docText(source, parseFrontMatter(source, shown), shown)) ?? docText('', { frontMatter: {}, body: '' }, shown);
  }

  /** A version's docs (drafts left out of a build) and sidebars. */
  async function loadVersion(version: VersionMetadata): Promise<LoadedVersion> {
    const docs: LoadedDoc[] = [];
    const draftIds: string[] = [];
    const docsDir = version.contentPath;
    // A translated locale's copy of a doc is read in its place (i18n/<locale>/docusaurus-plugin-content-docs/<current|version-x>/).
    const localizedDir = localizedVersionDir(version);
    // Docusaurus's include/exclude (by default Markdown files, not partials or tests).
    const isDoc = contentFileMatcher(docsOptions);
    // The version's tags file (the `tags` option, `tags.yml` in its folder by default) and tags' route.
    const tagsFile: TagsFile | null = readTagsFile(docsOptions.tags, docsDir, localizedDir, siteDir);
    const tagsBase = tagsPathOf(version);
    for (const relative of listFiles(docsDir, /\.mdx?$/)) {
      if (!isDoc(relative)) continue;
      const file = localizedFile(docsDir, relative, localizedDir);
      const shown = path.relative(siteDir, file);
      // Awaited only with the site's parser: a version's docs are read in one go, before the next version's (the first error reported is the first version's).
      const read = readDocText(file, shown);
      const { frontMatter, heading, excerpt, cards } = read instanceof Promise ? await read : read;
      // The text, read again only for a message that quotes its line (or a plugin that reads it).
      let sourceText: string | undefined;
      const source = () => (sourceText ??= fs.readFileSync(file, 'utf8'));
      const tags = docTags(frontMatter, tagsFile, tagsBase, relative, shown, source, version.versionName);
      const draft = frontMatter.draft === true;
      const dir = path.posix.dirname(relative) === '.' ? '' : path.posix.dirname(relative);
      // Number prefixes (`02-setup.md`, `01-guide/`) order the sidebar and are left out of ids and URLs, as in Docusaurus.
      const prefixed = frontMatter.parse_number_prefixes !== false;
      const fileName = path.posix.basename(relative).replace(/\.mdx?$/, '');
      const { filename: baseName, numberPrefix } = prefixed ? numberPrefixParser(fileName) : { filename: fileName, numberPrefix: undefined };
      const idDir = prefixed ? stripPathNumberPrefixes(dir, numberPrefixParser) : dir;
      if (typeof frontMatter.id === 'string' && frontMatter.id.includes('/')) throw new FrontMatterError(shown, lineOfKey(source(), 'id'), `front matter \`id\` "${frontMatter.id}" cannot include a slash (the doc's folder is added to it)`);
      const id = (idDir ? `${idDir}/` : '') + (typeof frontMatter.id === 'string' ? frontMatter.id : baseName);
      // `index.md`, `README.md`, `guides/guides.md`: its folder's page, which an autogenerated category links to.
      const categoryIndex = isCategoryIndex(fileName, dir);
      if (draft && !context.dev) {
        draftIds.push(id);
        continue;
      }
      const doc: Omit<LoadedDoc, 'source'> = {
        id,
        dir,
        file,
        showsCards: cards,
        frontMatter,
        draft,
        versionName: version.versionName,
        tags,
        title: (frontMatter.title as string | undefined) ?? heading ?? baseName,
        sidebarLabel: frontMatter.sidebar_label as string | undefined,
        sidebarPosition: (frontMatter.sidebar_position as number | undefined) ?? numberPrefix,
        description: (frontMatter.description as string | undefined) ?? excerpt ?? '',
        unlisted: frontMatter.unlisted === true,
        fileName: path.posix.basename(relative),
        categoryIndex,
        permalink: permalinkOf(version.path, typeof frontMatter.id === 'string' ? frontMatter.id : baseName, frontMatter.slug as string | undefined, idDir, categoryIndex),
      };
      // Read when asked for, and not enumerable: what walks the content (bundle/defines.ts's flags) does not read 11,000 files.
      docs.push(Object.defineProperty(doc, 'source', { get: source, enumerable: false }) as LoadedDoc);
    }
    if (version.versionName !== CURRENT_VERSION_NAME && docs.length + draftIds.length === 0) {
      throw new VersionsError(`Docs version "${version.versionName}" has no docs! At least one doc should exist at "${path.relative(siteDir, docsDir)}".`);
    }
    const byId = new Map(docs.map((d) => [d.id, d]));
    const [loadedConfig, shownSidebars] = await loadSidebarsConfig(version);
    const categoryMeta = readCategoryMeta(docsDir);
    const sidebarOptions = {
      versionPath: version.path,
      sidebarCollapsible: docsOptions.sidebarCollapsible,
      sidebarCollapsed: docsOptions.sidebarCollapsed,
      numberPrefixParser,
      version: { versionName: version.versionName, contentPath: version.contentPath },
    };
    // The site's `sidebarItemsGenerator` makes the autogenerated items (with Docusaurus's arguments); else sitegen's default generator does, as Docusaurus's.
    const generator = docsOptions.sidebarItemsGenerator as SidebarItemsGenerator | undefined;
    const sidebarsConfig = generator ? await generateSidebarItems(loadedConfig, generator, byId, categoryMeta, shownSidebars, sidebarOptions) : loadedConfig;
    const sidebars = resolveSidebars(sidebarsConfig, byId, shownSidebars, categoryMeta, sidebarOptions);
    return { ...version, docs, sidebars, draftIds };
  }

  /** A version's tags list route (Docusaurus's `tagsPath`: the version's path and `tagsBasePath`). */
  const tagsPathOf = (version: VersionMetadata) => joinUrl(version.path, docsOptions.tagsBasePath);

  /** Names of a version's data modules: a versioned site's carry the version's name. */
  const dataName = (version: VersionMetadata, versionedSite: boolean, name: string) => (versionedSite ? `${version.versionName}/${name}` : name);

  /** A version's doc routes, with their sidebars, previous/next links and (on a versioned site) the version's data. */
  async function addVersionRoutes(version: LoadedVersion, versionedSite: boolean, actions: PluginActions, lastUpdate: (doc: LoadedDoc) => Pick<DocMetadata, 'lastUpdatedAt' | 'lastUpdatedBy'>) {
    const sidebarOfPermalink = new Map<string, string>();
    const orderBySidebar = new Map<string, ReturnType<typeof flattenSidebar>>();
    const sidebarModules = new Map<string, string>();
    for (const [name, items] of Object.entries(version.sidebars)) {
      const flat = flattenSidebar(items);
      orderBySidebar.set(name, flat);
      for (const entry of flat) if (!sidebarOfPermalink.has(entry.href)) sidebarOfPermalink.set(entry.href, name);
      sidebarModules.set(name, await actions.createData(dataName(version, versionedSite, `docs-sidebar-${name}.json`), JSON.stringify({ name, items: encodeSidebar(items) })));
    }
    // Each page loads its view of its sidebar (see sidebar-view.ts); pages that show doc cards, the whole sidebar.
    const viewModules = new Map<string, Promise<string> | string>();
    const viewFiles = new Map<string, Promise<string>>();
    const viewsOf = new Map<string, ReturnType<typeof sidebarViews>>();
    const sidebarModuleOf = (name: string, permalink: string, showsCards: boolean): Promise<string> | string | undefined => {
      const whole = sidebarModules.get(name);
      const items = version.sidebars[name];
      if (!whole || !items || showsCards) return whole;
      let views = viewsOf.get(name);
      if (!views) viewsOf.set(name, (views = sidebarViews(items)));
      const view = views(permalink);
      const viewKey = `${name}\n${view.key}`;
      let module = viewModules.get(viewKey);
      if (module === undefined) {
        if (leavesOut(view.items)) {
          const file = dataName(version, versionedSite, `docs-sidebar-${name}-view-${sidebarViewName(view.items)}.js`);
          module = viewFiles.get(file) ?? actions.createData(file, sidebarViewModule(name, view.items, `docs-sidebar-${name}.json`, dataName(version, versionedSite, name)));
          viewFiles.set(file, module);
        } else module = whole;
        viewModules.set(viewKey, module);
      }
      return module;
    };
    // Card descriptions only travel with the pages that show cards (every docs page loads the sidebar).
    const cardModules = new Map<string, Promise<string>>();
    const cardDescriptions = (name: string) => {
      let module = cardModules.get(name);
      if (!module) {
        const descriptionOf = new Map(version.docs.map((d) => [d.permalink, d.description]));
        const descriptions = Object.fromEntries((orderBySidebar.get(name) ?? []).flatMap((e) => {
          const description = e.docId !== undefined ? descriptionOf.get(e.href) : undefined;
          return description ? [[e.href, description]] : [];
        }));
        cardModules.set(name, (module = actions.createData(dataName(version, versionedSite, `docs-cards-${name}.json`), JSON.stringify(descriptions))));
      }
      return module;
    };
    // The components the docs options name around and for a doc (Docusaurus's docsRootComponent…
    // docItemComponent), given to the docs route's component as modules; theme-classic's own are
    // in its chunk already (a site's `src/theme/DocItem` replaces those).
    const rootComponentModules = docsComponentModules(docsOptions, ['docsRootComponent', 'docVersionRootComponent', 'docRootComponent']);
    const docItemComponentModule = docsComponentModules(docsOptions, ['docItemComponent']);
    // What the theme's version banner, badge and class get (Docusaurus's DocVersionRoot's `version`).
    const versionModule = versionedSite ? await actions.createData(dataName(version, versionedSite, 'docs-version.json'), JSON.stringify(versionMeta(version, pluginId))) : undefined;
    const byPermalink = new Map(version.docs.map((d) => [d.permalink, d]));
    const byId = new Map(version.docs.map((d) => [d.id, d]));
    const search = { version: version.versionName, tag: docsVersionSearchTag(pluginId, version.versionName) };
    // A previous/next link (Docusaurus's toDocNavigationLink): a doc by its `pagination_label`, else its sidebar label; a category's own page by the category's.
    const paginationTitle = (doc: LoadedDoc, itemLabel?: string) => (doc.frontMatter.pagination_label as string | undefined) ?? doc.sidebarLabel ?? itemLabel ?? doc.title;
    const navLink = (entry: { href: string; label: string; docId?: string }) => {
      const target = byPermalink.get(entry.href);
      return { title: target ? paginationTitle(target, entry.docId !== undefined ? entry.label : undefined) : entry.label, permalink: entry.href };
    };
    // Each sidebar's order for previous/next, with each page's place in it (worked out once a sidebar, not once a doc).
    const navigations = new Map<string, { flat: ReturnType<typeof flattenSidebar>; positions: Map<string, number> }>();
    const navigationOf = (sidebar: string) => {
      let navigation = navigations.get(sidebar);
      if (!navigation) {
        const flat = (orderBySidebar.get(sidebar) ?? []).filter((entry) => !entry.link);
        const positions = new Map<string, number>();
        flat.forEach((entry, i) => positions.has(entry.href) || positions.set(entry.href, i));
        navigations.set(sidebar, (navigation = { flat, positions }));
      }
      return navigation;
    };
    for (const doc of version.docs) {
      // `displayed_sidebar` names the sidebar the doc shows (null: none), in or out of it; else the sidebar it is in.
      const displayed = doc.frontMatter.displayed_sidebar;
      if (typeof displayed === 'string' && !version.sidebars[displayed]) {
        throw new SidebarError(`${path.relative(siteDir, doc.file)}: front matter \`displayed_sidebar: ${displayed}\` names no sidebar (the sidebars: ${Object.keys(version.sidebars).join(', ') || 'none'})`);
      }
      const sidebar = displayed === undefined ? sidebarOfPermalink.get(doc.permalink) : (displayed as string | null) ?? undefined;
      // Previous/next go through the sidebar's docs and category pages, not its `link` items (Docusaurus's navigation).
      const { flat, positions } = sidebar ? navigationOf(sidebar) : { flat: [], positions: new Map<string, number>() };
      const position = positions.get(doc.permalink) ?? -1;
      const nav = (offset: number, override: unknown) => {
        if (override === null) return undefined;
        if (typeof override === 'string') {
          const target = byId.get(override);
          // As Docusaurus: an id of no doc stops the build; an unlisted doc (or a draft, left out of a build) gets no link.
          if (!target && !version.draftIds.includes(override)) {
            const key = offset < 0 ? 'pagination_prev' : 'pagination_next';
            throw new FrontMatterError(path.relative(siteDir, doc.file), lineOfKey(doc.source, key), `front matter \`${key}\` points to a non-existent doc id "${override}" (ids are the doc's folder and file name, such as "${doc.id}")`);
          }
          return target && !target.unlisted ? { title: paginationTitle(target), permalink: target.permalink } : undefined;
        }
        if (position === -1 || doc.unlisted) return undefined;
        const entry = flat[position + offset];
        return entry ? navLink(entry) : undefined;
      };
      const metadata: DocMetadata = {
        id: doc.id,
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        sidebar,
        // Docusaurus's version edit URL: the edit URL and the version's folder, then the doc's path in it.
        editUrl: docEditUrl(doc, version),
        previous: nav(-1, doc.frontMatter.pagination_prev),
        next: nav(1, doc.frontMatter.pagination_next),
        frontMatter: doc.frontMatter,
        unlisted: doc.unlisted,
        ...lastUpdate(doc),
        tags: doc.tags,
      };
      const metadataModule = await actions.createData(dataName(version, versionedSite, `docs-meta-${doc.id.replace(/\//g, '--')}.json`), JSON.stringify(metadata));
      const modules: Record<string, string> = { content: doc.file, metadata: metadataModule };
      const { showsCards } = doc;
      const sidebarModule = sidebar ? await sidebarModuleOf(sidebar, doc.permalink, showsCards) : undefined;
      if (sidebarModule) modules.sidebar = sidebarModule;
      if (sidebar && showsCards) modules.cardDescriptions = await cardDescriptions(sidebar);
      if (versionModule) modules.version = versionModule;
      Object.assign(modules, rootComponentModules, docItemComponentModule);
      const meta = {
        title: doc.title,
        description: doc.description,
        keywords: doc.frontMatter.keywords as string[] | undefined,
        // A version with `noIndex` asks search engines to leave all its pages out (and the sitemap does).
        noIndex: doc.unlisted || doc.draft || version.noIndex,
        unlisted: doc.unlisted || doc.draft,
        image: doc.frontMatter.image as string | undefined,
        search,
        // Docusaurus's classes on `<html>` (DocsRoot, DocVersionRoot, DocItem; the plugin's are added to every plugin route).
        htmlClassName: `docs-wrapper ${version.className} docs-doc-page docs-doc-id-${doc.id}`,
      };
      const isHomeAlias = docsOptions.homeDocId === doc.id && version.path === base && normalizePath(doc.permalink) !== base;
      // The docs root is the home doc's canonical address; its own permalink is an alias.
      actions.addRoute({ path: doc.permalink, component: '@theme/DocPage', modules, exact: true, sidebar, meta: isHomeAlias ? { ...meta, canonicalPath: base } : meta });
      if (isHomeAlias) actions.addRoute({ path: base, component: '@theme/DocPage', modules, exact: true, sidebar, meta });
    }
    await addGeneratedIndexRoutes();
    // The version's tags list and a page per tag (plugins/docs/tags.ts).
    await addTagRoutes({ docs: version.docs, tagsPath: tagsPathOf(version), className: version.className, noIndex: version.noIndex, search: version.versionName, theme, actions, dataName: (name) => dataName(version, versionedSite, name), components: { tagsList: docsOptions.docTagsListComponent, tagDocList: docsOptions.docTagDocListComponent } });
    return { orderBySidebar, sidebarOfPermalink };

    /**
     * The generated index of each category linking to one (Docusaurus's categoryGeneratedIndex
     * routes): its title and head from the category's `link`, its items as cards (the page
     * loads the whole sidebar, with the cards' descriptions), previous/next in the sidebar.
     */
    async function addGeneratedIndexRoutes() {
      const added = new Set<string>();
      for (const [name, items] of Object.entries(version.sidebars)) {
        const flat = (orderBySidebar.get(name) ?? []).filter((entry) => !entry.link);
        for (const index of generatedIndexes(items)) {
          if (added.has(index.permalink)) continue;
          added.add(index.permalink);
          const position = flat.findIndex((entry) => entry.href === index.permalink);
          const neighbour = (offset: number) => {
            const entry = position === -1 ? undefined : flat[position + offset];
            return entry ? navLink(entry) : undefined;
          };
          const data: DocCategoryGeneratedIndex = { ...index, sidebar: name, navigation: { previous: neighbour(-1), next: neighbour(1) } };
          const dataFile = `docs-category-${normalizePath(index.permalink).replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '')}.json`;
          const modules: Record<string, string> = {
            categoryGeneratedIndex: await actions.createData(dataName(version, versionedSite, dataFile), JSON.stringify(data)),
            cardDescriptions: await cardDescriptions(name),
          };
          const sidebarModule = sidebarModules.get(name);
          if (sidebarModule) modules.sidebar = sidebarModule;
          if (versionModule) modules.version = versionModule;
          // The docs route's component shows the page inside DocRoot, with the component the docs option names.
          Object.assign(modules, rootComponentModules, { docCategoryGeneratedIndexComponent: docsOptions.docCategoryGeneratedIndexComponent ?? '@theme/DocCategoryGeneratedIndexPage' });
          const meta = { title: index.title, description: index.description, image: index.image, noIndex: version.noIndex, search, htmlClassName: `docs-wrapper ${version.className} docs-doc-page` };
          actions.addRoute({ path: index.permalink, component: '@theme/DocPage', modules, exact: true, sidebar: name, meta });
        }
      }
    }
  }

  /**
   * A doc's tags (Docusaurus's normalizeTags, see src/node/content/tags.ts); an inline tag stopping
   * the build (`onInlineTags: 'throw'`) names the doc's file and version.
   */
  function docTags(frontMatter: Record<string, unknown>, tagsFile: TagsFile | null, tagsBase: string, relative: string, shown: string, source: () => string, versionName: string): Tag[] {
    const frontMatterTags = checkFrontMatterTags(frontMatter, shown, source);
    try {
      return normalizeTags({ frontMatterTags, tagsFile, tagsBase, source: relative, options: docsOptions });
    } catch (error) {
      throw new Error(`Can't process doc metadata for doc at path ${shown} in version name=${versionName}: ${(error as Error).message}`, { cause: error });
    }
  }

  /** The "Last updated" of each doc (see last-update.ts). */
  async function lastUpdates(docs: LoadedDoc[]): Promise<(doc: LoadedDoc) => Pick<DocMetadata, 'lastUpdatedAt' | 'lastUpdatedBy'>> {
    const read = await lastUpdateReader(context, docsOptions, docs.map((doc) => doc.file));
    return (doc) => read(doc.file, doc.frontMatter);
  }

  return {
    name: 'docs',
    getContentPaths: () => versionsMetadata.map((v) => ({ contentPath: v.contentPath, contentPathLocalized: localizedVersionDir(v) })),
    getPathsToWatch: () => [
      ...versionsMetadata.map((v) => v.contentPath),
      ...versionsMetadata.flatMap((v) => (typeof v.sidebarFilePath === 'string' ? [v.sidebarFilePath] : [])),
      ...(versioned ? [versionsFilePath(siteDir, pluginId)] : []),
    ],

    async loadContent() {
      const versions = await Promise.all(versionsMetadata.map(loadVersion));
      const last = versions.find((v) => v.isLast) ?? versions[0]!;
      return { versions, versioned, docs: versions.flatMap((v) => v.docs), sidebars: last.sidebars, draftIds: last.draftIds };
    },

    // A translated locale's sidebar labels and version labels (i18n/<locale>/docusaurus-plugin-content-docs/current.json).
    getTranslationFiles: ({ content }) => docsTranslationFiles(content),
    translateContent: ({ content, translationFiles }) => translateDocsContent(content, translationFiles),

    async contentLoaded({ content, actions }) {
      const lastUpdate = await lastUpdates(content.docs);
      const configFile = context.siteConfigPath ? path.relative(process.cwd(), context.siteConfigPath) || context.siteConfigPath : 'the site config';
      const fail: ConfigFailure = (key, value, expected) => {
        throw new ConfigError(configFile, key, value, expected);
      };
      let navbarDocs: NavbarDocs | undefined;
      const globalVersions: GlobalVersion[] = [];
      // The versions and their docs go to every page on a versioned site, as in Docusaurus, and on
      // a site whose navbar has a version item (its one version's main doc is where it links).
      const publishVersions = content.versioned || usesVersionItems(siteConfig.themeConfig.navbar.items, pluginId);
      for (const version of content.versions) {
        const { orderBySidebar, sidebarOfPermalink } = await addVersionRoutes(version, content.versioned, actions, lastUpdate);
        if (version.isLast) navbarDocs = { sidebars: orderBySidebar, docs: new Map(version.docs.map((d) => [d.id, d])), sidebarOf: sidebarOfPermalink, draftIds: new Set(version.draftIds), baseUrl: context.baseUrl, pluginId };
        if (publishVersions) globalVersions.push(globalVersion(version, orderBySidebar, sidebarOfPermalink));
      }
      published = { path: base, docs: content.docs.length, breadcrumbs: docsOptions.breadcrumbs, ...(publishVersions ? { versions: globalVersions } : {}) };
      actions.setGlobalData(published);
      if (navbarDocs) linkDocsNavbarItems(siteConfig.themeConfig.navbar.items, navbarDocs, fail);
      checkVersionNavbarItems(siteConfig.themeConfig.navbar.items, content.versions.map((v) => v.versionName), fail, undefined, pluginId);
    },

    /**
     * Once every plugin has added its routes: whether the site has a page at its base URL, which
     * the breadcrumbs then start with (theme-classic's useHomePageRoute).
     */
    allContentLoaded({ actions, routes }) {
      if (!published) return;
      const home = normalizePath(context.baseUrl);
      actions.setGlobalData({ ...published, hasHomePage: routes.some((route) => normalizePath(route.path) === home) });
    },
  };

  /**
   * A doc's permalink, as Docusaurus's getSlug makes it: an absolute `slug` from the version's
   * path, a relative one (or the doc's own name) from its folder; an index doc (isCategoryIndex)
   * without a slug is its folder's page, with the folder's trailing slash (`/docs/guides/`),
   * which stays in its links when `trailingSlash` is undefined.
   */
  function permalinkOf(versionPath: string, baseId: string, slug: string | undefined, dir: string, isIndex: boolean): string {
    const dirSlug = dir ? `/${dir}/` : '/';
    if (slug?.startsWith('/')) return joinUrlAsWritten(versionPath, slug);
    if (slug === undefined && isIndex) return joinUrlAsWritten(versionPath, dirSlug);
    const relative = slug ?? baseId;
    const resolved = path.posix.resolve(dirSlug, relative);
    return joinUrlAsWritten(versionPath, relative.endsWith('/') && resolved !== '/' ? `${resolved}/` : resolved);
  }

  /**
   * A version's sidebars and the file they came from (for messages): the current version's from
   * `sidebarPath` (an autogenerated sidebar without one, none when it is `false`); another version's from its
   * `versioned_sidebars` JSON file, none when it has no such file (as Docusaurus, which writes none
   * for a site without sidebars).
   */
  async function loadSidebarsConfig(version: VersionMetadata): Promise<[SidebarsConfig, string]> {
    if (version.versionName !== CURRENT_VERSION_NAME) {
      const file = version.sidebarFilePath as string;
      const shown = path.relative(siteDir, file);
      if (!fs.existsSync(file)) return [{}, shown];
      let config: unknown;
      try {
        config = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        throw new VersionsError(`${shown} is not valid JSON (${(error as Error).message}). It holds the sidebars of docs version "${version.versionName}", as \`sitegen docs:version\` writes them.`);
      }
      if (typeof config !== 'object' || config === null || Array.isArray(config)) throw new VersionsError(`${shown} must hold an object of sidebars (sidebar names to their items), got ${Array.isArray(config) ? 'an array' : JSON.stringify(config)}.`);
      return [config as SidebarsConfig, shown];
    }
    // As Docusaurus's loadSidebars: `false` is no sidebar at all, no path an autogenerated one.
    if (docsOptions.sidebarPath === false) return [{}, 'sidebarPath: false'];
    if (!docsOptions.sidebarPath) return [{ docs: [{ type: 'autogenerated', dirName: '.' }] }, 'autogenerated sidebar'];
    const file = path.resolve(siteDir, docsOptions.sidebarPath);
    const mod = await importSiteModule(siteDir, file);
    const config = (mod.default ?? mod) as SidebarsConfig;
    if (typeof config !== 'object' || config === null) throw new Error(`${file}: must export an object of sidebars`);
    return [config, path.relative(siteDir, file)];
  }

  /** Each folder's `_category_.json`, `_category_.yml` or `_category_.yaml` (Docusaurus reads all three; YAML is a superset of JSON). */
  function readCategoryMeta(docsDir: string): Map<string, CategoryMetadata> {
    const meta = new Map<string, CategoryMetadata>();
    for (const relative of listFiles(docsDir, /^_category_\.(json|ya?ml)$/)) {
      const dir = path.posix.dirname(relative);
      const text = fs.readFileSync(path.join(docsDir, relative), 'utf8');
      meta.set(dir, (relative.endsWith('.json') ? JSON.parse(text) : (yaml.load(text) ?? {})) as CategoryMetadata);
    }
    return meta;
  }
}

