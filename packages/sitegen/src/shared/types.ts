/**
 * Plain types shared by the node side (config, plugins, build) and the browser side
 * (client runtime, theme). Nothing here may import node or browser APIs.
 */

import type { Tag } from './tags';

/**
 * A navbar item type, as theme-classic's ComponentTypes names them: a link (`default`, or no type),
 * a `dropdown` of items, a `doc` or a sidebar's first doc (`docSidebar`), the `search` bar, `html`
 * of the site's own, or a `custom-*` type the site's `@theme/NavbarItem/ComponentTypes` adds.
 */
export type NavbarItemType = 'default' | 'dropdown' | 'search' | 'docSidebar' | 'doc' | 'html' | 'docsVersion' | 'docsVersionDropdown' | 'localeDropdown' | `custom-${string}`;

export interface NavbarItem {
  type?: NavbarItemType;
  label?: string;
  /** The link's content as HTML, in place of `label`. */
  html?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  className?: string;
  'aria-label'?: string;
  target?: string;
  rel?: string;
  /** A link is active on the pages under this path, or whose path matches this regular expression (in place of its `to`). */
  activeBasePath?: string;
  activeBaseRegex?: string;
  /** The `href` is a path of the site: it gets the base URL. */
  prependBaseUrlToHref?: boolean;
  /** A dropdown's items: links, docs, sidebars, HTML and custom items. */
  items?: NavbarItem[];
  /** `docSidebar`: the sidebar it links to. `doc`: the doc's sidebar, filled in by the docs plugin. Either is active on that sidebar's pages. */
  sidebarId?: string;
  /** `doc` and `docSidebar` link to docs by id: the docs plugin fills in `to` and a missing `label`. */
  docId?: string;
  /** `doc`, `docSidebar`, `docsVersion` and `docsVersionDropdown`: the docs plugin instance (its `id`) they link into, `default` when left out. */
  docsPluginId?: string;
  /** A `doc` item whose doc is unlisted (filled in by the docs plugin): shown on that doc's page only. */
  unlisted?: boolean;
  /** The markup of an `html` item, as theme-classic's HtmlNavbarItem renders it. */
  value?: string;
  /** `localeDropdown`: links listed before and after the locales, and a query string added to each locale's link. */
  dropdownItemsBefore?: NavbarItem[];
  dropdownItemsAfter?: NavbarItem[];
  queryString?: string;
  /** What else an item has: attributes of its link, or a `custom-*` item's own props. */
  [prop: string]: unknown;
}

/** The navbar's or the footer's logo (theme-classic's LogoSchema). */
export interface ThemeLogo {
  src: string;
  /** The image in dark mode. */
  srcDark?: string;
  alt?: string;
  href?: string;
  target?: string;
  width?: string | number;
  height?: string | number;
  className?: string;
  style?: Record<string, string | number>;
}

export interface FooterLink {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  className?: string;
  prependBaseUrlToHref?: boolean;
  /** Attributes of the link (`target`, `rel`, `aria-label`…). */
  [prop: string]: unknown;
}

export interface FooterColumn {
  title?: string | null;
  className?: string;
  items: FooterLink[];
}

export interface AnnouncementBarConfig {
  id: string;
  content: string;
  isCloseable?: boolean;
  /** The bar's colours (CSS values); the theme's when not given. */
  backgroundColor?: string;
  textColor?: string;
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export type FacetFilters = Array<string | string[]>;

export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  searchPagePath?: string;
  /** Results whose URL matches go there with a full page load (another site's pages in the index). */
  externalUrlRegex?: string;
  /** Algolia search parameters of every search (their facetFilters merged with the contextual ones). */
  searchParameters?: { facetFilters?: FacetFilters; [parameter: string]: unknown };
  /** A result URL's path rewritten: `from` (a regular expression's source, a string given escaped) replaced by `to`. */
  replaceSearchResultPathname?: { from: string; to: string };
  /** DocSearch's Ask AI, as theme-search-algolia normalizes it: the assistant with the index's credentials by default. */
  askAi?: AlgoliaAskAi;
}

export interface AlgoliaAskAi {
  assistantId: string;
  indexName: string;
  apiKey: string;
  appId: string;
  searchParameters?: { facetFilters?: FacetFilters };
  suggestedQuestions?: boolean;
}

export interface ThemeConfig {
  navbar: { title?: string | null; logo?: ThemeLogo; items: NavbarItem[]; style?: 'dark' | 'primary'; hideOnScroll?: boolean };
  /** `links`: columns of links (multi-column), or links in one line (simple). */
  footer: { style?: 'light' | 'dark'; links: FooterColumn[] | FooterLink[]; logo?: ThemeLogo; copyright?: string };
  colorMode: ColorModeConfig;
  /** `magicComments`: theme-classic's default when not given; `defaultLanguage`: of fences that name none. */
  prism: { additionalLanguages: string[]; magicComments?: Array<{ className: string; line?: string; block?: { start: string; end: string } }>; defaultLanguage?: string };
  algolia?: AlgoliaConfig;
  announcementBar?: AnnouncementBarConfig;
  /** `<meta>` tags on every page (theme-classic's SiteMetadata): each an object of the tag's attributes. */
  metadata?: HtmlMetadata[];
  /** theme-mermaid's: the Mermaid theme of each colour mode (`default` and `dark` unless given), and Mermaid's config. */
  mermaid?: { theme?: { light?: string; dark?: string }; options?: Record<string, unknown> };
  image?: string;
  /** theme-classic's blog options: the sidebar's posts under year headings (`groupByYear`, default true). */
  blog?: { sidebar: { groupByYear: boolean } };
  [key: string]: unknown;
}

export interface DocsOptions {
  path: string;
  routeBasePath: string;
  /** A file of sidebars; undefined: one autogenerated sidebar; false: none. */
  sidebarPath?: string | false;
  /** Which files of the docs folder are docs (globs; Docusaurus's defaults when left out). */
  include?: string[];
  exclude?: string[];
  /** A URL the doc's path in the site goes after, or Docusaurus's function of the doc (node only). */
  editUrl?: string | DocsEditUrlFunction;
  breadcrumbs: boolean;
  /** A doc also served at the docs root (`/docs`), e.g. `intro`. */
  homeDocId?: string;
  /** The "Last updated" line of each doc: the time and the author of its last change (git). */
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  /** Versioned docs, Docusaurus's options (see plugins/docs/versions.ts). */
  includeCurrentVersion: boolean;
  disableVersioning: boolean;
  lastVersion?: string;
  onlyIncludeVersions?: string[];
  versions: Record<string, DocsVersionOptions>;
  /** Edit links of every version point at the current version's files. */
  editCurrentVersion: boolean;
  /** Categories that give no `collapsible`/`collapsed` are collapsible and start collapsed (Docusaurus's defaults: true, true). */
  sidebarCollapsible: boolean;
  sidebarCollapsed: boolean;
  /** Docusaurus's `numberPrefixParser`: a function (a file or folder name to `{ filename, numberPrefix }`), or false for none. */
  numberPrefixParser?: ((filename: string) => { filename: string; numberPrefix?: number }) | boolean;
  /** Docusaurus's `sidebarItemsGenerator`: makes an autogenerated item's items (plugins/docs/sidebars.ts). Node only. */
  sidebarItemsGenerator?: (...args: never[]) => unknown;
  /** The tags' route below each version's (`/docs/tags`). */
  tagsBasePath: string;
  /** The tags file in each version's docs folder: `tags.yml` when left out and it exists; null or false, none. */
  tags?: string | null | false;
  /** What to do about front matter tags the tags file does not define. */
  onInlineTags: ReportingPolicy;
  /** The components of the docs routes (Docusaurus's options; theme-classic's by default): module paths such as `@theme/DocItem` or `@site/src/…`. */
  docsRootComponent?: string;
  docVersionRootComponent?: string;
  docRootComponent?: string;
  docItemComponent?: string;
  docCategoryGeneratedIndexComponent?: string;
  docTagsListComponent?: string;
  docTagDocListComponent?: string;
  /** Edit links of a translated doc point at the locale's copy (`i18n/<locale>/…`). */
  editLocalizedFiles?: boolean;
}

/** Docusaurus's `editUrl` function of the docs: the edit link of one doc, in the build's locale. */
export type DocsEditUrlFunction = (params: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined;

/** Docusaurus's `editUrl` function of the blog: the edit link of one post, in the build's locale. */
export type BlogEditUrlFunction = (params: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => string | undefined;

/** The options of Docusaurus's pages plugin (plugin-content-pages) that sitegen reads. */
export interface PagesOptions {
  /** The "Last updated" line of Markdown pages: front matter `last_update`, else git. */
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  /** The pages' folder, relative to the site. Default: `src/pages`. */
  path?: string;
  /** The route the pages are under, below the base URL. Default: `/`. */
  routeBasePath?: string;
  /** Which files of the folder are pages (globs; Docusaurus's defaults when left out). */
  include?: string[];
  exclude?: string[];
  /** The component a Markdown page renders in. Default: `@theme/MDXPage`. */
  mdxPageComponent?: string;
  /** Markdown pages' "Edit this page": a URL the page's path is added to, or a function of the page (plugin-content-pages' editUrl). */
  editUrl?: string | ((page: { pagesDirPath: string; pagesPath: string; permalink: string; locale: string }) => string | undefined);
  /** With a URL `editUrl`: a translated page's link edits its translation (`i18n/<locale>/…`), not the original. */
  editLocalizedFiles?: boolean;
}

/** One entry of the docs option `versions`, as Docusaurus takes it. */
export interface DocsVersionOptions {
  /** The version's path part below the docs (`''` for the docs root). */
  path?: string;
  label?: string;
  banner?: 'none' | 'unreleased' | 'unmaintained';
  badge?: boolean;
  noIndex?: boolean;
  /** Put on `<html>` on the version's pages. */
  className?: string;
}

/**
 * A docs version as theme components get it (Docusaurus's PropVersionMetadata, less the docs
 * and sidebars): `version` is its name (`current` for the docs folder).
 */
export interface DocsVersionMeta {
  pluginId: string;
  version: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
}

/** A doc of a version in the docs plugin's global data (Docusaurus's GlobalDoc). */
export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

/** A version in the docs plugin's global data (Docusaurus's GlobalVersion). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars?: Record<string, { link?: { path: string; label: string } }>;
}

export interface BlogOptions {
  path: string;
  routeBasePath: string;
  showReadingTime: boolean;
  postsPerPage: number;
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
  /** The blog list's page title and meta description (Docusaurus's options; both `'Blog'` by default). */
  blogTitle: string;
  blogDescription: string;
  /** A URL the post's path in the site goes after, or Docusaurus's function of the post (node only). */
  editUrl?: string | BlogEditUrlFunction;
  /** Docusaurus's options, with its defaults (plugin-content-blog's options.ts). The archive is at `archive`; null: no archive. */
  archiveBasePath: string | null;
  tagsBasePath: string;
  /** A list's later pages: `<list>/page/2`. */
  pageBasePath: string;
  authorsBasePath: string;
  /** The authors file, in the blog folder (or the locale's copy of it). */
  authorsMapPath: string;
  /** Globs of the posts, below the blog folder. */
  include: string[];
  exclude: string[];
  sortPosts: 'descending' | 'ascending';
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  /** Where a post's excerpt ends. */
  truncateMarker: RegExp;
  /** The tags file in the blog folder: `tags.yml` when left out and it exists; null or false, none. */
  tags?: string | null | false;
  onInlineTags: ReportingPolicy;
  onInlineAuthors: ReportingPolicy;
  onUntruncatedBlogPosts: ReportingPolicy;
  /** Edit links of a translated post point at the locale's copy. */
  editLocalizedFiles: boolean;
  /** `({ content, frontMatter, defaultReadingTime, locale }) => minutes | undefined`. */
  readingTime?: (params: { content: string; frontMatter: Record<string, unknown>; defaultReadingTime: (params: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => number; locale: string }) => number | undefined;
  /** Receives `{ blogPosts }` (Docusaurus's shape); returns the posts to keep, in order, or nothing to keep them all. */
  processBlogPosts?: (params: { blogPosts: unknown[] }) => unknown[] | void | Promise<unknown[] | void>;
  feedOptions: BlogFeedOptions;
  /** The component of each kind of page; left out (or Docusaurus's default named), sitegen's own. */
  blogListComponent?: string;
  blogPostComponent?: string;
  blogTagsListComponent?: string;
  blogTagsPostsComponent?: string;
  blogAuthorsPostsComponent?: string;
  blogAuthorsListComponent?: string;
  blogArchiveComponent?: string;
}

export type ReportingPolicy = 'ignore' | 'log' | 'warn' | 'throw';
export type BlogFeedType = 'rss' | 'atom' | 'json';

/** The blog's `feedOptions`, as Docusaurus's schema completes them. */
export interface BlogFeedOptions {
  /** The feeds written; null: none (nor their `<link>` tags). */
  type: BlogFeedType[] | null;
  /** Default: "<site title> Blog" (and the `<link>` titles' "<site title>"). */
  title?: string;
  description?: string;
  /** '' unless set (left out when `type` is null). */
  copyright?: string;
  /** Default: the locale being built. */
  language?: string;
  /** The newest posts in the feeds; null or false: all. */
  limit: number | null | false;
  /**
   * A stylesheet file per XML feed (beside it, a CSS file of the same name), copied beside the
   * feed; true: Docusaurus's own stylesheet, which sitegen does not ship.
   */
  xslt: { rss: string | true | null; atom: string | true | null };
  /** `({ blogPosts, siteConfig, outDir, defaultCreateFeedItems }) => items` of the `feed` package. */
  createFeedItems?: (params: { blogPosts: unknown[]; siteConfig: unknown; outDir: string; defaultCreateFeedItems: (params: { blogPosts: unknown[]; siteConfig: unknown; outDir: string }) => Promise<unknown[]> }) => unknown[] | Promise<unknown[]>;
}

/** One locale's settings, Docusaurus's I18nLocaleConfig as its loadI18n completes them. */
/** A `<meta>` tag of `themeConfig.metadata`: these attributes, and any other (theme-classic's HtmlMetadataSchema is `unknown()`). */
export interface HtmlMetadata {
  id?: string;
  name?: string;
  property?: string;
  content?: string;
  itemprop?: string;
  [attribute: string]: string | undefined;
}

export interface LocaleConfig {
  /** Shown in the locale dropdown. Default: the language's own name for itself (`Français`). */
  label: string;
  direction: 'ltr' | 'rtl';
  /** `<html lang>` and `hreflang`. Default: the locale name. */
  htmlLang: string;
  calendar: string;
  /** The locale's folder under `i18n.path`. Default: the locale name. */
  path: string;
  /** Whether the locale's translation files are read. Default: whether its folder exists. */
  translate: boolean;
  /** The locale's site origin and base URL (the default locale at the site's, the others at `<baseUrl><locale>/`). */
  url: string;
  baseUrl: string;
}

/** The site config's `i18n`, as written (Docusaurus's I18nConfig with its defaults). */
export interface I18nConfig {
  defaultLocale: string;
  locales: string[];
  /** The translations' folder, relative to the site. Default: `i18n`. */
  path: string;
  localeConfigs: Record<string, Partial<LocaleConfig>>;
}

/** The locale a site is built in, with every locale's full settings (Docusaurus's `I18n`). */
export interface SiteI18n {
  defaultLocale: string;
  locales: string[];
  path: string;
  currentLocale: string;
  localeConfigs: Record<string, LocaleConfig>;
}

/**
 * Where the theme keeps the reader's choices (Docusaurus's SiteStorage, its `@generated/site-storage`):
 * the browser storage, and the suffix of every key (`-` and the namespace; '' without one).
 */
export interface SiteStorage {
  type: 'localStorage' | 'sessionStorage';
  namespace: string;
}

/** The site configuration as the browser sees it (serialisable, functions stripped). */
export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon: string;
  /** Docusaurus's option: true, page URLs end with `/`; false, they do not; undefined, as written (see TrailingSlashOptions). */
  trailingSlash: boolean | undefined;
  organizationName: string;
  projectName: string;
  i18n: I18nConfig;
  themeConfig: ThemeConfig;
  /** false: no default docs instance (preset-classic's `docs: false`); other instances may still be plugins. */
  docs: DocsOptions | false;
  blog: BlogOptions | false;
  /** The pages plugin's options sitegen reads. */
  pages?: PagesOptions;
  customFields: Record<string, unknown>;
  /** Between a page's title and the site's: "Page | Site". */
  titleDelimiter: string;
  /** Every page asks search engines not to index it. */
  noIndex: boolean;
  baseUrlIssueBanner: boolean;
}

/** One route of the site: exact path, a theme/page component and the data modules it needs. */
export interface RouteConfig {
  /** The route's key (normalizePath: no trailing slash), which the route table is looked up by. */
  path: string;
  /**
   * The route's path as Docusaurus gives it: its plugin's path with the site's `trailingSlash`
   * applied, so with trailingSlash undefined as written (an index doc's `/docs/guides/`, a page's
   * `/about`). What plugins see as the route's path, and the page's canonical URL and sitemap
   * entry. Set by the plugin host; a route without it is at `path`.
   */
  permalink?: string;
  /** Key of a component in the component registry (e.g. `@theme/DocPage`) or a module path. */
  component: string;
  /** Prop name → module key in the module registry (MDX content, JSON data). */
  modules?: Record<string, string>;
  exact?: boolean;
  sidebar?: string;
  /** Head metadata known at build time, used for pre-rendered `<head>` and document.title. */
  meta?: RouteMeta;
  /**
   * Nested routes, as a plugin's addRoute may give them (Docusaurus): the site gets one route per
   * leaf, rendered inside its parents (see `wrappers`).
   */
  routes?: RouteConfig[];
  /** The parents of a nested route, outermost first: each renders the next with `renderRoutes`. */
  wrappers?: RouteWrapper[];
  /** The plugin that added the route (what useRouteContext tells). */
  plugin?: RoutePlugin;
}

/** A parent of a nested route: its component and data modules. */
export interface RouteWrapper {
  path: string;
  component: string;
  modules: Record<string, string>;
}

export interface RoutePlugin {
  name: string;
  id: string;
}

/** The optional last element of a row of the browser's route table (see generate/index.ts). */
export interface RouteTableExtra {
  /** Index of the plugin that added the route in `routePlugins`. */
  p?: number;
  /** Parent routes: path, component key, data module keys. */
  w?: Array<[path: string, component: string, modules: Record<string, string>]>;
  /** The route's classes on `<html>` (its `meta.htmlClassName` with its plugin's). */
  h?: string;
}

export interface RouteMeta {
  title?: string;
  description?: string;
  /** Front matter `keywords`: the page's `<meta name="keywords">` (Docusaurus's PageMetadata joins them with commas). */
  keywords?: string[];
  image?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
  /** Path of the page's canonical URL when it differs from the route's own (an alias route). */
  canonicalPath?: string;
  /** The route's permalink (RouteConfig.permalink) where it is not its path: the location the page renders at. */
  permalink?: string;
  /**
   * What Docusaurus's SearchMetadata writes for a docs version's pages (`docusaurus_version`,
   * `docusaurus_tag` and their `docsearch:` twins); other pages get the `default` tag.
   */
  search?: { version: string; tag: string };
  /** Classes of `<html>` on this page (a docs version's `className`). */
  htmlClassName?: string;
  /**
   * Built but not listed: unlisted (and, in dev, draft) pages. Generated lists such as the
   * sitemap and feeds leave these routes out.
   */
  unlisted?: boolean;
}

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** What items of every type may carry (Docusaurus's sidebar item `className`, `customProps`, `key`). */
interface SidebarItemExtras {
  /** On the item's `<li>` (front matter `sidebar_class_name`, or the item's `className`). */
  className?: string;
  /** Anything the site's own sidebar components read (front matter `sidebar_custom_props`, or the item's `customProps`). */
  customProps?: Record<string, unknown>;
  /** The item's key (front matter `sidebar_key`, or the item's `key`): its translation key, in place of its label. */
  key?: string;
}

export interface SidebarLink extends SidebarItemExtras {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted?: boolean;
  description?: string;
  /** `false`: the href is used as written, without the base URL (a link item's `autoAddBaseUrl`). */
  autoAddBaseUrl?: boolean;
}

/** Raw HTML in the sidebar (Docusaurus's `html` item). */
export interface SidebarHtml {
  type: 'html';
  value: string;
  /** Styled as a menu item (padding of a link). */
  defaultStyle?: boolean;
  className?: string;
}

export interface SidebarCategory extends SidebarItemExtras {
  type: 'category';
  label: string;
  href?: string;
  linkUnlisted?: boolean;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
  /** The page's view of the sidebar left the items out (a collapsed category; see sidebar-view.ts): they load with the whole sidebar. */
  itemsLeftOut?: boolean;
  /** Where its items were left out and it has no link of its own: its first item's link (Docusaurus's server-rendered fallback href). */
  firstItemHref?: string;
  /** What its card says (its `description`, else the number of its items). */
  description?: string;
  /** Its own page lists its items as cards (Docusaurus's generated index at `href`): that page's title and head. Build-time only. */
  generatedIndex?: GeneratedIndex;
}

/** What a generated index page gets (Docusaurus's `categoryGeneratedIndex` prop): its category's link, sidebar and previous/next pages. */
export interface DocCategoryGeneratedIndex extends GeneratedIndex {
  /** The link's title, else the category's label. */
  title: string;
  sidebar: string;
  navigation: { previous?: NavLink; next?: NavLink };
}

/** A category page listing the category's items as cards (Docusaurus's `generated-index` link). */
export interface GeneratedIndex {
  /** The link's own title (the page is titled with the category's label without one). */
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  permalink: string;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface NavLink {
  title: string;
  permalink: string;
}

export interface DocMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
  sidebar?: string;
  editUrl?: string;
  previous?: NavLink;
  next?: NavLink;
  frontMatter: Record<string, unknown>;
  unlisted: boolean;
  /** When the doc last changed (ms; with `showLastUpdateTime`) and by whom (`showLastUpdateAuthor`). */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  /** Its front matter tags (src/node/content/tags.ts), shown in its footer. */
  tags?: Tag[];
}

/**
 * Global data plugins publish with setGlobalData, available on every page: Docusaurus's shape, by
 * plugin name and then instance id (sitegen's docs, blog and pages under Docusaurus's plugin names,
 * see DOCUSAURUS_PLUGIN_NAMES).
 */
export type GlobalData = Record<string, Record<string, unknown>>;


export interface SiteMetadata {
  generatorVersion: string;
}

/** Id of the `<script type="application/json">` element that lists a pre-rendered page's scripts, in order (see PAGE_SCRIPTS_LOADER). */
export const PAGE_SCRIPTS_ID = '__sitegen_scripts';

/** Set on `window` (and dispatched on it as an event of that name) once the last of a page's scripts has run. */
export const PAGE_SCRIPTS_RAN = '__sitegenScriptsRan';

/**
 * Set on `window` by the page-scripts loader: the targets of clicks made before any script ran,
 * for deferred content to replay (see src/client/deferred-content.tsx), which then sets it to null.
 */
export const EARLY_CLICKS = '__sitegenEarlyClicks';

/** Id of the `<script type="application/json">` element that carries {@link InlineRouteData}. */
export const INLINE_ROUTE_ID = '__sitegen_route';

/** The current route, inlined in its pre-rendered page so hydration does not wait for the route table. */
export interface InlineRouteData {
  path: string;
  component: string;
  modules: Record<string, string>;
  title: string | null;
  /** Module key → [webpack module id, ids of the chunks its `import()` loads]. */
  refs: Record<string, [string | number, Array<string | number>]>;
  wrappers?: RouteWrapper[];
  plugin?: RoutePlugin;
  /** The route's classes on `<html>` (RouteTableExtra's `h`). */
  h?: string;
  /** File names of the chunks the page's deferred content loads (main's runtime does not know them). */
  files?: RouteChunkFiles;
}

/**
 * File names of route chunks by content type and chunk id, kept out of main's webpack runtime
 * (see RouteChunkFilesPlugin): in a script of their own (ROUTE_CHUNK_FILES_SCRIPT), and for a
 * page's deferred content in its inline route. The runtime looks them up in this global.
 */
export type RouteChunkFiles = Partial<ChunkFileMaps> & BatchChunkRefs;
/** A chunk's files by content type and chunk id. */
export type ChunkFileMaps = Record<'javascript' | 'css/mini-extract', Record<string, string>>;

/**
 * What a batched build (node/bundle/batches.ts) adds to a route table section's script: the
 * chunks of the main bundle each of the batch's chunks needs loaded first (the shared modules its
 * modules use), and the section's own module id and chunks.
 */
export interface BatchChunkRefs {
  /** Batch chunk id → ids of the main bundle's chunks it needs. */
  deps?: Record<string, Array<string | number>>;
  /** Route table section → [module id, its chunks]. */
  sections?: Record<string, [string | number, Array<string | number>]>;
}
export const ROUTE_CHUNK_FILES_GLOBAL = '__sitegenRouteChunkFiles';
/**
 * The script that sets the route chunks' file names (a production build's, under the public
 * path). Its name is fixed and it is served with no-cache: with the names in it, the route
 * table's chunk (and main, which names that chunk) stay the same when a page's content changes.
 * The route table's index has one (the sections' chunks, the not-found page's), and each section
 * of the table one of its own (ROUTE_CHUNK_FILES_SCRIPT with its number: the chunks its routes load).
 */
export const ROUTE_CHUNK_FILES_SCRIPT = 'assets/route-files.js';

/** Whether a file of the output (relative to it) is one of the route chunk file names scripts. */
export function isRouteChunkFilesScript(file: string): boolean {
  return /^assets[\\/]route-files(?:-\d+)?\.js$/.test(file);
}

/** The route chunk file names script of the table's index, or of one of its sections. */
export function routeChunkFilesScript(section?: number): string {
  return section === undefined ? ROUTE_CHUNK_FILES_SCRIPT : ROUTE_CHUNK_FILES_SCRIPT.replace(/\.js$/, `-${section}.js`);
}
