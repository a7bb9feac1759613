import fs from 'node:fs';
import path from 'node:path';
import { importSiteModule } from '../../src/node/config/load';
import { ConfigError } from '../../src/node/config/schema';
import type { DocMetadata, NavbarItem, SidebarItem } from '../../src/shared/types';
import { firstHeading, createExcerpt } from '../../src/node/content/markdown-meta';
import { checkFrontMatter, parseFrontMatter, parseFrontMatterWith } from '../../src/node/mdx/front-matter';
import type { LoadContext, Plugin } from '../../src/node/plugins/types';
import { isPartial, listFiles } from '../../src/node/utils/fs';
import { GIT_HISTORY_CACHE, lastChanges } from '../../src/node/utils/git-history';
import { joinUrl } from '../../src/node/utils/paths';
import { normalizePath } from '../../src/shared/paths';
import { encodeSidebar } from '../../src/shared/sidebar-wire';
import { flattenSidebar, resolveSidebars, type SidebarDoc, type SidebarsConfig } from './sidebars';

export interface LoadedDoc extends SidebarDoc {
  source: string;
  file: string;
  frontMatter: Record<string, unknown>;
  draft: boolean;
}

export interface DocsContent {
  docs: LoadedDoc[];
  sidebars: Record<string, SidebarItem[]>;
  /** Ids of the drafts a build leaves out (a navbar item naming one is left out too). */
  draftIds: string[];
}

const FRONT_MATTER_SCHEMA = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
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
} as const;

/** What navbar items that name docs are linked with. */
export interface NavbarDocs {
  /** Each sidebar's pages in order, with their sidebar labels. */
  sidebars: Map<string, Array<{ href: string; label: string }>>;
  docs: Map<string, { permalink: string; unlisted: boolean }>;
  /** The sidebar each page is in. */
  sidebarOf: Map<string, string>;
  draftIds: Set<string>;
  baseUrl: string;
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
    if (item.type === 'docSidebar') {
      const sidebar = docs.sidebars.get(item.sidebarId ?? '');
      const first = sidebar?.[0];
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

/** Docs: every routed Markdown file under the docs folder, its sidebar and previous/next links. */
export default function docsPlugin(context: LoadContext): Plugin<DocsContent> {
  const { siteConfig, siteDir } = context;
  const docsOptions = siteConfig.docs;
  // The site's `markdown.parseFrontMatter`: Docusaurus reads the docs' metadata with it too.
  const parseSiteFrontMatter = siteConfig.markdown?.parseFrontMatter;
  const docsDir = path.resolve(siteDir, docsOptions.path);
  const base = joinUrl(context.baseUrl, docsOptions.routeBasePath);
  /** The global data of contentLoaded (the docs' path, count and `breadcrumbs` option, as Docusaurus's has it). */
  let published: { path: string; docs: number; breadcrumbs: boolean } | undefined;

  /**
   * The "Last updated" of each doc, as Docusaurus gives it: the last change in git (its time
   * and author), or the front matter's `last_update: { date, author }`; only what the options ask for.
   */
  async function lastUpdates(docs: LoadedDoc[]): Promise<(doc: LoadedDoc) => Pick<DocMetadata, 'lastUpdatedAt' | 'lastUpdatedBy'>> {
    const { showLastUpdateTime, showLastUpdateAuthor } = docsOptions;
    if (!showLastUpdateTime && !showLastUpdateAuthor) return () => ({});
    const changes = docs.length > 0 ? await lastChanges(siteDir, path.join(context.cacheDir, GIT_HISTORY_CACHE)) : undefined;
    return (doc) => {
      const given = (doc.frontMatter.last_update ?? {}) as { date?: unknown; author?: unknown };
      const change = changes?.get(doc.file);
      const date = given.date !== undefined ? new Date(given.date as string | number | Date).getTime() : change?.time;
      const author = typeof given.author === 'string' ? given.author : change?.author;
      return {
        ...(showLastUpdateTime && date !== undefined && !Number.isNaN(date) ? { lastUpdatedAt: date } : {}),
        ...(showLastUpdateAuthor && author ? { lastUpdatedBy: author } : {}),
      };
    };
  }

  return {
    name: 'docs',
    getPathsToWatch: () => [docsDir, ...(docsOptions.sidebarPath ? [path.resolve(siteDir, docsOptions.sidebarPath)] : [])],

    async loadContent() {
      const docs: LoadedDoc[] = [];
      const draftIds: string[] = [];
      for (const relative of listFiles(docsDir, /\.mdx?$/)) {
        if (isPartial(relative)) continue;
        const file = path.join(docsDir, relative);
        const source = fs.readFileSync(file, 'utf8');
        const shown = path.relative(siteDir, file);
        const { frontMatter, body } = parseSiteFrontMatter ? await parseFrontMatterWith(parseSiteFrontMatter, source, file, shown) : parseFrontMatter(source, shown);
        checkFrontMatter(frontMatter, FRONT_MATTER_SCHEMA, shown, source);
        const draft = frontMatter.draft === true;
        const dir = path.posix.dirname(relative) === '.' ? '' : path.posix.dirname(relative);
        const baseName = path.posix.basename(relative).replace(/\.mdx?$/, '');
        const id = (dir ? `${dir}/` : '') + (typeof frontMatter.id === 'string' ? frontMatter.id : baseName);
        if (draft && !context.dev) {
          draftIds.push(id);
          continue;
        }
        docs.push({
          id,
          dir,
          file,
          source,
          frontMatter,
          draft,
          title: (frontMatter.title as string | undefined) ?? firstHeading(body) ?? baseName,
          sidebarLabel: frontMatter.sidebar_label as string | undefined,
          sidebarPosition: frontMatter.sidebar_position as number | undefined,
          description: (frontMatter.description as string | undefined) ?? createExcerpt(body) ?? '',
          unlisted: frontMatter.unlisted === true,
          permalink: permalinkOf(id, frontMatter.slug as string | undefined, dir),
        });
      }
      const byId = new Map(docs.map((d) => [d.id, d]));
      const sidebarsConfig = await loadSidebarsConfig();
      const sidebars = resolveSidebars(sidebarsConfig, byId, docsOptions.sidebarPath ? path.relative(siteDir, path.resolve(siteDir, docsOptions.sidebarPath)) : 'autogenerated sidebar', readCategoryMeta());
      return { docs, sidebars, draftIds };
    },

    async contentLoaded({ content, actions }) {
      const lastUpdate = await lastUpdates(content.docs);
      const sidebarOfPermalink = new Map<string, string>();
      const orderBySidebar = new Map<string, ReturnType<typeof flattenSidebar>>();
      const sidebarModules = new Map<string, string>();
      for (const [name, items] of Object.entries(content.sidebars)) {
        const flat = flattenSidebar(items);
        orderBySidebar.set(name, flat);
        for (const entry of flat) if (!sidebarOfPermalink.has(entry.href)) sidebarOfPermalink.set(entry.href, name);
        sidebarModules.set(name, await actions.createData(`docs-sidebar-${name}.json`, JSON.stringify({ name, items: encodeSidebar(items) })));
      }
      // Card descriptions only travel with the pages that show cards (every docs page loads the sidebar).
      const cardModules = new Map<string, Promise<string>>();
      const cardDescriptions = (name: string) => {
        let module = cardModules.get(name);
        if (!module) {
          const descriptionOf = new Map(content.docs.map((d) => [d.permalink, d.description]));
          const descriptions = Object.fromEntries((orderBySidebar.get(name) ?? []).flatMap((e) => {
            const description = e.docId !== undefined ? descriptionOf.get(e.href) : undefined;
            return description ? [[e.href, description]] : [];
          }));
          cardModules.set(name, (module = actions.createData(`docs-cards-${name}.json`, JSON.stringify(descriptions))));
        }
        return module;
      };
      const byPermalink = new Map(content.docs.map((d) => [d.permalink, d]));
      const byId = new Map(content.docs.map((d) => [d.id, d]));
      for (const doc of content.docs) {
        const sidebar = sidebarOfPermalink.get(doc.permalink);
        const flat = sidebar ? (orderBySidebar.get(sidebar) ?? []) : [];
        const position = flat.findIndex((e) => e.href === doc.permalink);
        const nav = (offset: number, override: unknown) => {
          if (override === null) return undefined;
          if (typeof override === 'string') {
            const target = byId.get(override);
            return target ? { title: target.sidebarLabel ?? target.title, permalink: target.permalink } : undefined;
          }
          if (position === -1 || doc.unlisted) return undefined;
          const entry = flat[position + offset];
          if (!entry) return undefined;
          const target = byPermalink.get(entry.href);
          return { title: target ? (target.sidebarLabel ?? target.title) : entry.label, permalink: entry.href };
        };
        const metadata: DocMetadata = {
          id: doc.id,
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          sidebar,
          editUrl: (doc.frontMatter.custom_edit_url as string | undefined) ?? (docsOptions.editUrl ? `${docsOptions.editUrl.replace(/\/$/, '')}/${path.relative(siteDir, doc.file).split(path.sep).join('/')}` : undefined),
          previous: nav(-1, doc.frontMatter.pagination_prev),
          next: nav(1, doc.frontMatter.pagination_next),
          frontMatter: doc.frontMatter,
          unlisted: doc.unlisted,
          ...lastUpdate(doc),
        };
        const metadataModule = await actions.createData(`docs-meta-${doc.id.replace(/\//g, '--')}.json`, JSON.stringify(metadata));
        const modules: Record<string, string> = { content: doc.file, metadata: metadataModule };
        const sidebarModule = sidebar ? sidebarModules.get(sidebar) : undefined;
        if (sidebarModule) modules.sidebar = sidebarModule;
        if (sidebar && /<DocCardList\b/.test(doc.source)) modules.cardDescriptions = await cardDescriptions(sidebar);
        const meta = { title: doc.title, description: doc.description, noIndex: doc.unlisted || doc.draft, unlisted: doc.unlisted || doc.draft, image: doc.frontMatter.image as string | undefined };
        const isHomeAlias = docsOptions.homeDocId === doc.id && doc.permalink !== base;
        // The docs root is the home doc's canonical address; its own permalink is an alias.
        actions.addRoute({ path: doc.permalink, component: '@theme/DocPage', modules, exact: true, sidebar, meta: isHomeAlias ? { ...meta, canonicalPath: base } : meta });
        if (isHomeAlias) actions.addRoute({ path: base, component: '@theme/DocPage', modules, exact: true, sidebar, meta });
      }
      published = { path: base, docs: content.docs.length, breadcrumbs: docsOptions.breadcrumbs };
      actions.setGlobalData(published);
      const configFile = context.siteConfigPath ? path.relative(process.cwd(), context.siteConfigPath) || context.siteConfigPath : 'the site config';
      const fail: ConfigFailure = (key, value, expected) => {
        throw new ConfigError(configFile, key, value, expected);
      };
      linkDocsNavbarItems(siteConfig.themeConfig.navbar.items, { sidebars: orderBySidebar, docs: byId, sidebarOf: sidebarOfPermalink, draftIds: new Set(content.draftIds), baseUrl: context.baseUrl }, fail);
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

  function permalinkOf(id: string, slug: string | undefined, dir: string): string {
    if (slug !== undefined) return slug.startsWith('/') ? joinUrl(base, slug) : joinUrl(base, dir, slug);
    return joinUrl(base, id.replace(/(^|\/)index$/, ''));
  }

  async function loadSidebarsConfig(): Promise<SidebarsConfig> {
    if (!docsOptions.sidebarPath) return { docs: [{ type: 'autogenerated', dirName: '.' }] };
    const file = path.resolve(siteDir, docsOptions.sidebarPath);
    const mod = await importSiteModule(siteDir, file);
    const config = (mod.default ?? mod) as SidebarsConfig;
    if (typeof config !== 'object' || config === null) throw new Error(`${file}: must export an object of sidebars`);
    return config;
  }

  function readCategoryMeta(): Map<string, { label?: string; position?: number }> {
    const meta = new Map<string, { label?: string; position?: number }>();
    for (const relative of listFiles(docsDir, /^_category_\.json$/)) {
      const dir = path.posix.dirname(relative);
      meta.set(dir, JSON.parse(fs.readFileSync(path.join(docsDir, relative), 'utf8')) as { label?: string; position?: number });
    }
    return meta;
  }
}

