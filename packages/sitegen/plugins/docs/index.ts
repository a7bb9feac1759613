import fs from 'node:fs';
import path from 'node:path';
import { importSiteModule } from '../../src/node/config/load';
import type { DocMetadata, NavbarItem, SidebarItem } from '../../src/shared/types';
import { firstHeading, firstParagraph } from '../../src/node/content/markdown-meta';
import { checkFrontMatter, parseFrontMatter } from '../../src/node/mdx/front-matter';
import type { LoadContext, Plugin } from '../../src/node/plugins/types';
import { isPartial, listFiles } from '../../src/node/utils/fs';
import { GIT_HISTORY_CACHE, lastChanges } from '../../src/node/utils/git-history';
import { joinUrl } from '../../src/node/utils/paths';
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

/** Docs: every routed Markdown file under the docs folder, its sidebar and previous/next links. */
/**
 * Navbar items that name docs, as Docusaurus sites write them (`type: 'docSidebar'` with a
 * `sidebarId`, or `type: 'doc'` with a `docId`), get the link of the sidebar's first page or of
 * the doc. An id that names nothing is an error naming it.
 */
export function linkDocsNavbarItems(items: NavbarItem[], sidebars: Map<string, Array<{ href: string }>>, docs: Map<string, { permalink: string }>, baseUrl: string): void {
  const withoutBase = (permalink: string) => `/${permalink.slice(baseUrl.length)}`;
  for (const item of items) {
    if (item.type === 'docSidebar') {
      const first = sidebars.get(item.sidebarId ?? '')?.[0];
      if (!first) throw new Error(`themeConfig.navbar.items: no sidebar "${item.sidebarId}" for a docSidebar item (sidebars: ${[...sidebars.keys()].join(', ')})`);
      item.to = withoutBase(first.href);
    } else if (item.type === 'doc') {
      const doc = docs.get(item.docId ?? '');
      if (!doc) throw new Error(`themeConfig.navbar.items: no doc "${item.docId}" for a doc item`);
      item.to = withoutBase(doc.permalink);
    }
  }
}

export default function docsPlugin(context: LoadContext): Plugin<DocsContent> {
  const { siteConfig, siteDir } = context;
  const docsOptions = siteConfig.docs;
  const docsDir = path.resolve(siteDir, docsOptions.path);
  const base = joinUrl(context.baseUrl, docsOptions.routeBasePath);

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
      for (const relative of listFiles(docsDir, /\.mdx?$/)) {
        if (isPartial(relative)) continue;
        const file = path.join(docsDir, relative);
        const source = fs.readFileSync(file, 'utf8');
        const shown = path.relative(siteDir, file);
        const { frontMatter, body } = parseFrontMatter(source, shown);
        checkFrontMatter(frontMatter, FRONT_MATTER_SCHEMA, shown, source);
        const draft = frontMatter.draft === true;
        if (draft && !context.dev) continue;
        const dir = path.posix.dirname(relative) === '.' ? '' : path.posix.dirname(relative);
        const baseName = path.posix.basename(relative).replace(/\.mdx?$/, '');
        const id = (dir ? `${dir}/` : '') + (typeof frontMatter.id === 'string' ? frontMatter.id : baseName);
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
          description: (frontMatter.description as string | undefined) ?? firstParagraph(body),
          unlisted: frontMatter.unlisted === true,
          permalink: permalinkOf(id, frontMatter.slug as string | undefined, dir),
        });
      }
      const byId = new Map(docs.map((d) => [d.id, d]));
      const sidebarsConfig = await loadSidebarsConfig();
      const sidebars = resolveSidebars(sidebarsConfig, byId, docsOptions.sidebarPath ? path.relative(siteDir, path.resolve(siteDir, docsOptions.sidebarPath)) : 'autogenerated sidebar', readCategoryMeta());
      return { docs, sidebars };
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
      actions.setGlobalData({ path: base, docs: content.docs.length });
      linkDocsNavbarItems(siteConfig.themeConfig.navbar.items, orderBySidebar, byId, context.baseUrl);
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

