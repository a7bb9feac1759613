import { instancesContent, type LoadedSite } from '../plugins/host';
import type { NavbarItem } from '../../shared/types';
import { vendorUrls } from './vendor';
import { INFIMA_PLUGIN_NAME } from '../plugins/infima';
import { usesHashRouter } from '../../shared/router';

/** The navbar item types whose components a page carries only when the site's navbar has one (see NavbarItem/ComponentTypes). */
const OPTIONAL_NAVBAR_TYPES = {
  dropdown: '__SITEGEN_NAVBAR_DROPDOWN__',
  doc: '__SITEGEN_NAVBAR_DOC__',
  docSidebar: '__SITEGEN_NAVBAR_DOC_SIDEBAR__',
  html: '__SITEGEN_NAVBAR_HTML__',
  docsVersion: '__SITEGEN_NAVBAR_DOCS_VERSION__',
  docsVersionDropdown: '__SITEGEN_NAVBAR_DOCS_VERSION_DROPDOWN__',
  localeDropdown: '__SITEGEN_NAVBAR_LOCALE_DROPDOWN__',
} as const;

/** Whether some docs instance has versions besides its docs folder (the docs plugin's content says). */
function hasDocsVersions(site: LoadedSite): boolean {
  return instancesContent(site, 'docs').some((content) => (content as { versioned?: boolean } | undefined)?.versioned === true);
}

/** Whether a doc has tags (its footer then shows them: the tags' components are left out of a site without). */
function hasDocsTags(site: LoadedSite): boolean {
  return instancesContent(site, 'docs').some((content) => (content as { docs?: Array<{ tags?: unknown[] }> } | undefined)?.docs?.some((doc) => (doc.tags?.length ?? 0) > 0) === true);
}

/** Whether a blog author (of the authors file, or a post's inline one) has social links (the icons' components are left out of a site without). */
function hasBlogSocials(site: LoadedSite): boolean {
  type Author = { socials?: Record<string, string> };
  const withSocials = (author: Author | undefined) => Object.keys(author?.socials ?? {}).length > 0;
  return Object.values(site.contents).some((content) => {
    const blog = content as { posts?: Array<{ metadata?: { authors?: Author[] } }>; authors?: Record<string, Author> } | undefined;
    if (!blog || !Array.isArray(blog.posts)) return false;
    return Object.values(blog.authors ?? {}).some(withSocials) || blog.posts.some((post) => post.metadata?.authors?.some(withSocials));
  });
}

/**
 * Whether a route is unlisted: the docs, blog and pages plugins mark an unlisted doc, post or page
 * `noIndex` (ContentVisibility's banner is left out of a site without one).
 */
function hasUnlistedRoutes(site: LoadedSite): boolean {
  type Route = { meta?: { noIndex?: boolean; unlisted?: boolean }; routes?: Route[] };
  const unlisted = (route: Route): boolean => route.meta?.noIndex === true || route.meta?.unlisted === true || (route.routes ?? []).some(unlisted);
  return (site.routes as Route[]).some(unlisted);
}

/** Whether `test` holds for some plain object in `root` (found through objects, arrays and maps). */
function someObject(root: unknown, test: (record: Record<string, unknown>) => boolean): boolean {
  // A walk of every doc's metadata (300,000 objects at 10,000 pages, when none matches): a stack,
  // not a call for each string and number, nor an array of values made for each object.
  const seen = new Set<object>();
  const stack: object[] = [];
  const push = (child: unknown) => {
    if (typeof child === 'object' && child !== null) stack.push(child);
  };
  push(root);
  while (stack.length > 0) {
    const value = stack.pop()!;
    if (seen.has(value)) continue;
    seen.add(value);
    if (value instanceof Map) for (const child of value.values()) push(child);
    else if (Array.isArray(value)) for (const child of value) push(child);
    else {
      const record = value as Record<string, unknown>;
      if (test(record)) return true;
      for (const key of Object.keys(record)) push(record[key]);
    }
  }
  return false;
}

/**
 * Whether a doc, post or page may show a last update: a plugin's options (the presets' or a
 * plugin instance's) turn on showLastUpdateTime or showLastUpdateAuthor, or the loaded content has one.
 */
function hasLastUpdates(site: LoadedSite): boolean {
  return (
    someObject(site.config, (options) => options.showLastUpdateTime === true || options.showLastUpdateAuthor === true) ||
    someObject(site.contents, (record) => record.lastUpdatedAt != null || record.lastUpdatedBy != null)
  );
}

/** themeConfig.docs.sidebar (the schema defaults both options to false). */
function docsSidebarOptions(site: LoadedSite): { hideable?: boolean; autoCollapseCategories?: boolean } {
  return (site.config.themeConfig as { docs?: { sidebar?: { hideable?: boolean; autoCollapseCategories?: boolean } } }).docs?.sidebar ?? {};
}

/** Whether the footer's links are titled columns (theme-classic's isMultiColumnFooterLinks), as Footer/Links tells them apart. */
function hasFooterColumns(site: LoadedSite): boolean {
  const links = (site.config.themeConfig as { footer?: { links?: unknown[] } }).footer?.links ?? [];
  const first = links[0];
  return typeof first === 'object' && first !== null && ('items' in first || 'title' in first);
}

/** The item types a navbar uses, a dropdown's items included (theme-classic: a link with `items` is a dropdown). */
function navbarItemTypes(items: NavbarItem[]): Set<string> {
  const types = new Set<string>();
  const visit = (item: NavbarItem) => {
    types.add(!item.type || item.type === 'default' ? (item.items ? 'dropdown' : 'default') : item.type);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return types;
}

/** What the theme shows only where the site's content has it (each on in development, where content may gain it). */
interface ContentFlags {
  docsVersions: boolean;
  docsTags: boolean;
  lastUpdates: boolean;
  unlisted: boolean;
  blogSocials: boolean;
}

/** Made once per site for a build (they look through all of its content: the pre-render and browser bundles' configs share them). */
const madeFlags = new WeakMap<LoadedSite, ContentFlags>();

function contentFlags(site: LoadedSite, dev: boolean): ContentFlags {
  if (dev) return { docsVersions: hasDocsVersions(site), docsTags: true, lastUpdates: true, unlisted: true, blogSocials: true };
  let flags = madeFlags.get(site);
  if (!flags) madeFlags.set(site, (flags = { docsVersions: hasDocsVersions(site), docsTags: hasDocsTags(site), lastUpdates: hasLastUpdates(site), unlisted: hasUnlistedRoutes(site), blogSocials: hasBlogSocials(site) }));
  return flags;
}

type DefineOptions = { dev: boolean; browser: boolean; development?: boolean; hotOnly?: boolean };

/**
 * The compile-time constants of the client and theme, for both bundlers (values are JS source).
 * The pre-render bundle gets no vendor URLs: vendored packages only load in effects.
 */
export function siteDefines(site: LoadedSite, { dev, browser, development = dev, hotOnly = false }: DefineOptions): Record<string, string> {
  const flags = contentFlags(site, dev);
  const used = navbarItemTypes(site.config.themeConfig.navbar.items);
  return {
    __SITEGEN_DEV__: JSON.stringify(dev),
    // The pre-render bundle's (server) code: what only pre-rendering does (collecting links for the checker) is left out of the browser's.
    __SITEGEN_SERVER__: JSON.stringify(!browser),
    // `start --hot-only`: the dev client never reloads the page (see dev-client.ts).
    __SITEGEN_HOT_ONLY__: JSON.stringify(hotOnly),
    __SITEGEN_VENDOR__: JSON.stringify(browser ? vendorUrls(site.config.baseUrl) : {}),
    __SITEGEN_ANNOUNCEMENT_BAR__: JSON.stringify(!!site.config.themeConfig.announcementBar),
    // The footer's links on one line (Footer/Links/Simple), unless its links are titled columns.
    __SITEGEN_FOOTER_SIMPLE_LINKS__: JSON.stringify(!hasFooterColumns(site)),
    // The navbar's hiding while the reader scrolls down (Navbar/Layout's useHideableNavbar).
    __SITEGEN_NAVBAR_HIDE_ON_SCROLL__: JSON.stringify(site.config.themeConfig.navbar.hideOnScroll === true),
    ...Object.fromEntries(Object.entries(OPTIONAL_NAVBAR_TYPES).map(([type, name]) => [name, JSON.stringify(used.has(type))])),
    // The version banner, badge and class of docs pages, and the version-aware navbar doc items.
    __SITEGEN_DOCS_VERSIONS__: JSON.stringify(flags.docsVersions),
    // The tags row of docs' footers (on in development, where a doc may gain tags while the server runs).
    __SITEGEN_DOCS_TAGS__: JSON.stringify(flags.docsTags),
    // The pages' last update (EditMetaRow's LastUpdated; on in development, where a page may gain one).
    __SITEGEN_LAST_UPDATE__: JSON.stringify(flags.lastUpdates),
    // The unlisted banner (ContentVisibility/Unlisted) and, in development only, the draft one (a build leaves drafts out).
    __SITEGEN_UNLISTED__: JSON.stringify(flags.unlisted),
    // Blog authors' social links (Blog/Components/Author/Socials and its icons; on in development, where an author may gain some).
    __SITEGEN_BLOG_SOCIALS__: JSON.stringify(flags.blogSocials),
    // DocSearch's Ask AI modal (SearchBar loads it instead of the plain one).
    __SITEGEN_SEARCH_ASK_AI__: JSON.stringify(!!site.config.themeConfig.algolia?.askAi),
    // The docs option `breadcrumbs` (DocBreadcrumbs renders nothing without it: its code is left out).
    // Any docs instance's option (each publishes its own `breadcrumbs`).
    __SITEGEN_DOCS_BREADCRUMBS__: JSON.stringify((site.config.docs !== false && site.config.docs?.breadcrumbs !== false) || Object.values(site.globalData?.['docusaurus-plugin-content-docs'] ?? {}).some((data) => (data as { breadcrumbs?: boolean }).breadcrumbs !== false)),
    // themeConfig.docs.sidebar: the sidebar's collapse button and expand strip, categories closing their siblings.
    __SITEGEN_DOCS_SIDEBAR_HIDEABLE__: JSON.stringify(docsSidebarOptions(site).hideable !== false),
    __SITEGEN_DOCS_AUTO_COLLAPSE__: JSON.stringify(docsSidebarOptions(site).autoCollapseCategories !== false),
    // The sidebars' HTML items (DocSidebarItem/Html; on in development, where a sidebar may gain one).
    __SITEGEN_DOCS_SIDEBAR_HTML__: JSON.stringify(dev || someObject(site.contents, (item) => item.type === 'html' && 'value' in item)),
    // Infima's grid for the doc page's columns (theme-classic's widths), on a site that loads Infima (a Docusaurus config's).
    __SITEGEN_INFIMA_LAYOUT__: JSON.stringify(site.plugins.some((plugin) => plugin.name === INFIMA_PLUGIN_NAME)),
    // `future.experimental_router: 'hash'`: the hash history (site-router.tsx) is left out of other sites' bundles.
    __SITEGEN_HASH_ROUTER__: JSON.stringify(usesHashRouter(site.config)),
    // `build --dev` too: React's development build, with its full error messages.
    'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production'),
  };
}
