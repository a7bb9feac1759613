/**
 * Plain types shared by the node side (config, plugins, build) and the browser side
 * (client runtime, theme). Nothing here may import node or browser APIs.
 */

/**
 * A navbar item type, as theme-classic's ComponentTypes names them: a link (`default`, or no type),
 * a `dropdown` of items, a `doc` or a sidebar's first doc (`docSidebar`), the `search` bar, `html`
 * of the site's own, or a `custom-*` type the site's `@theme/NavbarItem/ComponentTypes` adds.
 */
export type NavbarItemType = 'default' | 'dropdown' | 'search' | 'docSidebar' | 'doc' | 'html' | `custom-${string}`;

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
  /** A `doc` item whose doc is unlisted (filled in by the docs plugin): shown on that doc's page only. */
  unlisted?: boolean;
  /** The markup of an `html` item, as theme-classic's HtmlNavbarItem renders it. */
  value?: string;
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
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  searchPagePath?: string;
}

export interface ThemeConfig {
  navbar: { title?: string | null; logo?: ThemeLogo; items: NavbarItem[]; style?: 'dark' | 'primary'; hideOnScroll?: boolean };
  /** `links`: columns of links (multi-column), or links in one line (simple). */
  footer: { style?: 'light' | 'dark'; links: FooterColumn[] | FooterLink[]; logo?: ThemeLogo; copyright?: string };
  colorMode: ColorModeConfig;
  prism: { additionalLanguages: string[] };
  algolia?: AlgoliaConfig;
  announcementBar?: AnnouncementBarConfig;
  image?: string;
  [key: string]: unknown;
}

export interface DocsOptions {
  path: string;
  routeBasePath: string;
  sidebarPath: string | false;
  editUrl?: string;
  breadcrumbs: boolean;
  /** A doc also served at the docs root (`/docs`), e.g. `intro`. */
  homeDocId?: string;
  /** The "Last updated" line of each doc: the time and the author of its last change (git). */
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
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
  editUrl?: string;
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
  i18n: { defaultLocale: string; locales: string[] };
  themeConfig: ThemeConfig;
  docs: DocsOptions;
  blog: BlogOptions | false;
  customFields: Record<string, unknown>;
  /** Between a page's title and the site's: "Page | Site". */
  titleDelimiter: string;
  /** Every page asks search engines not to index it. */
  noIndex: boolean;
  baseUrlIssueBanner: boolean;
}

/** One route of the site: exact path, a theme/page component and the data modules it needs. */
export interface RouteConfig {
  path: string;
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
}

export interface RouteMeta {
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
  /** Path of the page's canonical URL when it differs from the route's own (an alias route). */
  canonicalPath?: string;
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

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted?: boolean;
  description?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  linkUnlisted?: boolean;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

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
}

/** Global data a plugin publishes with setGlobalData; available on every page. */
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
  /** File names of the chunks the page's deferred content loads (main's runtime does not know them). */
  files?: RouteChunkFiles;
}

/**
 * File names of route chunks by content type and chunk id, kept out of main's webpack runtime
 * (see RouteChunkFilesPlugin): in a script of their own (ROUTE_CHUNK_FILES_SCRIPT), and for a
 * page's deferred content in its inline route. The runtime looks them up in this global.
 */
export type RouteChunkFiles = Partial<Record<'javascript' | 'css/mini-extract', Record<string, string>>>;
export const ROUTE_CHUNK_FILES_GLOBAL = '__sitegenRouteChunkFiles';
/**
 * The script that sets the route chunks' file names (a production build's, under the public
 * path). Its name is fixed and it is served with no-cache: with the names in it, the route
 * table's chunk (and main, which names that chunk) stay the same when a page's content changes.
 */
export const ROUTE_CHUNK_FILES_SCRIPT = 'assets/route-files.js';
