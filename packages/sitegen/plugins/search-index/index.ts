/**
 * search-index: the local search provider's data. Each pre-rendered page's HTML gives its
 * sections in the render workers (analyze.ts); postBuild gathers those of the listed docs pages
 * and blog posts, one section per heading, into
 * `search-index.<hash>.json`, plus the fixed-name pointer `search-index.json` naming it. The
 * browser fetches both only when search is first used (the modal or the search page).
 *
 * The dev server pre-renders nothing: there the plugin answers the same two files itself
 * (`devFile`), built from the Markdown sources when first asked for after a content change.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MarkdownFormat } from '../../src/node/mdx/format';
import type { DevFile, PostBuildProps } from '../../src/node/plugins/types';
import { DOCS_VERSION_TAG, SEARCH_INDEX_POINTER, type SearchIndexFile, type SearchIndexPointer, type SearchSection } from '../../src/shared/search';
import { applyTrailingSlash, normalizePath } from '../../src/shared/paths';
import type { RouteConfig, SidebarItem } from '../../src/shared/types';
import { placeSections, type PageInfo } from './extract';

export { extractSections, collapseWhitespace, placeSections } from './extract';
export type { PageInfo } from './extract';

export interface SearchIndexPluginOptions {
  /** lvl0 of docs pages outside every sidebar category. Default: `Documentation`. */
  docsSection?: string;
  /** lvl0 of blog posts. Default: `Blog`. */
  blogSection?: string;
}

interface ContextLike {
  siteConfig: { i18n: { defaultLocale: string }; markdown?: { format: MarkdownFormat }; baseUrl?: string; trailingSlash?: boolean };
  /** The locale being built: its pages' language, which the search bar filters on (as DocSearch's `language` facet). */
  i18n?: { currentLocale: string };
  /** true in the dev server. */
  dev?: boolean;
}

/** A page of the dev index: its source file and where it shows. */
interface DevPage {
  file: string;
  /** The file's text when the content plugin kept it (docs); read from disk otherwise (blog). */
  source?: string;
  page: PageInfo;
}

interface DocLike {
  file: string;
  source: string;
  permalink: string;
  title: string;
  unlisted?: boolean;
  draft?: boolean;
  /** The docs version it belongs to: its sections get that version's facet. */
  versionName?: string;
}

/** The docs plugin's content, as far as the index reads it: each version's sidebars (the categories of its pages). */
interface DocsContentLike {
  sidebars?: Record<string, SidebarItem[]>;
  docs?: DocLike[];
  versions?: Array<{ sidebars: Record<string, SidebarItem[]> }>;
}

interface PostLike {
  file: string;
  draft: boolean;
  metadata: { permalink: string; title: string; unlisted?: boolean };
}

/**
 * Sections per source text, kept across the dev server's content reloads (each reload makes a
 * new plugin instance from a fresh module), so an edit re-parses only the files that changed.
 */
const devCache: Map<string, SearchSection[]> = ((globalThis as Record<symbol, unknown>)[Symbol.for('sitegen.search-index.dev-cache')] ??= new Map()) as Map<string, SearchSection[]>;

/** The dev index of `pages` (listed docs pages and blog posts). */
export async function buildDevIndex(pages: DevPage[], language: string, markdownFormat?: MarkdownFormat): Promise<SearchIndexFile> {
  const sections: SearchSection[] = [];
  for (const { file, source, page } of pages) {
    const text = source ?? (await fs.readFile(file, 'utf8'));
    const key = createHash('sha1').update(JSON.stringify([file, page, text, markdownFormat])).digest('hex');
    let cached = devCache.get(key);
    if (!cached) {
      // The MDX parser is loaded by the dev server's first index, not by every build.
      const { sectionsFromMarkdown } = await import('./markdown');
      cached = sectionsFromMarkdown(file, text, page, markdownFormat);
      devCache.set(key, cached);
    }
    sections.push(...cached);
  }
  return { version: 1, language, sections };
}

/** Route path (normalizePath: an index doc's `/docs/guides/` is `/docs/guides`) → label of the top-level sidebar category it sits under. */
export function topCategories(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const byHref = new Map<string, string>();
  const add = (href: string, top: string) => {
    if (!byHref.has(normalizePath(href))) byHref.set(normalizePath(href), top);
  };
  const visit = (item: SidebarItem, top: string) => {
    if (item.type === 'link') add(item.href, top);
    if (item.type === 'category') {
      if (item.href) add(item.href, top);
      for (const child of item.items) visit(child, top);
    }
  };
  for (const items of Object.values(sidebars)) {
    for (const item of items) visit(item, item.type === 'category' ? item.label : '');
  }
  return byHref;
}

/** The routes worth indexing: listed docs pages and blog posts, one route per content file. */
export function indexedRoutes(routes: RouteConfig[]): RouteConfig[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (route.component !== '@theme/DocPage' && route.component !== '@theme/BlogPostPage') return false;
    // A docs route without a doc is a category's generated index (a list of cards).
    if (route.component === '@theme/DocPage' && route.modules?.categoryGeneratedIndex) return false;
    // Unlisted and draft pages; a version's `noIndex` keeps it from search engines, not from readers of that version.
    if (route.meta?.unlisted ?? route.meta?.noIndex) return false;
    // The home doc is served at both /docs and /docs/intro: index it once.
    const content = route.modules?.content ?? route.path;
    if (seen.has(content)) return false;
    seen.add(content);
    return true;
  });
}

/** The facet of a docs version's sections (Docusaurus's getDocsVersionSearchTag: `docs-<pluginId>-<version>`). */
export function docsVersionTag(versionName = 'current', pluginId = 'default'): string {
  return `docs-${pluginId}-${versionName}`;
}

/** Stable JSON and the file name carrying its content hash. */
export function serializeIndex(index: SearchIndexFile): { file: string; json: string } {
  const json = JSON.stringify(index);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { file: `search-index.${hash}.json`, json };
}

export default function searchIndexPlugin(context: ContextLike, options: SearchIndexPluginOptions = {}) {
  const docsSection = options.docsSection ?? 'Documentation';
  const blogSection = options.blogSection ?? 'Blog';
  const language = context.i18n?.currentLocale ?? context.siteConfig.i18n.defaultLocale;
  // Results link to each page's URL as the site writes it (`/docs/a/` with trailingSlash true).
  const pageUrl = (routePath: string) => applyTrailingSlash(routePath, { trailingSlash: context.siteConfig.trailingSlash, baseUrl: context.siteConfig.baseUrl ?? '/' });
  let categories = new Map<string, string>();
  let devPages: DevPage[] = [];
  let devIndex: Promise<{ file: string; json: string }> | null = null;

  return {
    name: 'search-index',
    pageAnalyzer: path.join(import.meta.dirname, 'analyze.ts'),

    contentLoaded({ allContent }: { allContent: Record<string, unknown> }): void {
      // Every docs instance's (Docusaurus's allContent by plugin name and id), else sitegen's one.
      const instances = Object.entries((allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContentLike | undefined> | undefined) ?? { default: allContent.docs as DocsContentLike | undefined });
      // Every version's sidebars: their pages' paths differ, so one map holds them all.
      categories = new Map(instances.flatMap(([, docs]) => (docs?.versions ?? [{ sidebars: docs?.sidebars ?? {} }]).flatMap((version) => [...topCategories(version.sidebars)])));
      if (!context.dev) return;
      // Every blog instance's posts (Docusaurus's allContent by plugin name and id), else sitegen's one.
      const blogs = Object.values((allContent['docusaurus-plugin-content-blog'] as Record<string, { posts?: PostLike[] } | undefined> | undefined) ?? { default: allContent.blog as { posts?: PostLike[] } | undefined });
      const posts = blogs.flatMap((blog) => blog?.posts ?? []);
      devPages = [
        ...instances.flatMap(([pluginId, docs]) =>
          (docs?.docs ?? [])
            .filter((doc) => !doc.unlisted && !doc.draft)
            .map((doc) => ({ file: doc.file, source: doc.source, page: { url: pageUrl(doc.permalink), section: categories.get(normalizePath(doc.permalink)) || docsSection, title: doc.title, tag: docsVersionTag(doc.versionName, pluginId) } })),
        ),
        ...posts
          .filter((post) => !post.draft && !post.metadata.unlisted)
          .map((post) => ({ file: post.file, page: { url: pageUrl(post.metadata.permalink), section: blogSection, title: post.metadata.title, tag: 'default' } })),
      ];
      devIndex = null;
    },

    /** Dev server only: `search-index.json` and the index file it names, built on first request. */
    async devFile(pathname: string): Promise<DevFile | undefined> {
      if (!context.dev || !/^search-index(\.[0-9a-f]{10})?\.json$/.test(pathname)) return undefined;
      devIndex ??= buildDevIndex(devPages, language, context.siteConfig.markdown?.format).then(serializeIndex);
      const { file, json } = await devIndex.catch((error: unknown) => {
        devIndex = null;
        throw error;
      });
      const contentType = 'application/json; charset=utf-8';
      if (pathname === SEARCH_INDEX_POINTER) return { contentType, body: JSON.stringify({ file } satisfies SearchIndexPointer) };
      return pathname === file ? { contentType, body: json } : undefined;
    },

    // The sections come from the render workers (analyze.ts), one page at a time as it is written.
    async postBuild({ outDir, routes, pageData }: PostBuildProps): Promise<void> {
      const sections: SearchSection[] = [];
      for (const route of indexedRoutes(routes)) {
        const extracted = pageData[route.path] as SearchSection[] | undefined;
        if (!extracted) throw new Error(`search-index: no pre-rendered page for ${route.path}`);
        const blog = route.component === '@theme/BlogPostPage';
        sections.push(...placeSections(extracted, { url: pageUrl(route.path), section: blog ? blogSection : categories.get(normalizePath(route.path)) || docsSection, title: route.meta?.title ?? route.path, tag: blog ? 'default' : (route.meta?.search?.tag ?? DOCS_VERSION_TAG) }));
      }
      const { file, json } = serializeIndex({ version: 1, language, sections });
      await fs.writeFile(path.join(outDir, file), json);
      const pointer: SearchIndexPointer = { file };
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_POINTER), JSON.stringify(pointer));
    },
  };
}
