/**
 * search-index: the local search provider's data. After the pages are pre-rendered, reads the
 * HTML of every listed docs page and blog post and writes one section per heading to
 * `search-index.<hash>.json`, plus the fixed-name pointer `search-index.json` naming it. The
 * browser fetches both only when search is first used (the modal or the search page).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PostBuildProps } from '../../src/node/plugins/types';
import { DOCS_VERSION_TAG, SEARCH_INDEX_POINTER, type SearchIndexFile, type SearchIndexPointer, type SearchSection } from '../../src/shared/search';
import type { RouteConfig, SidebarItem } from '../../src/shared/types';
import { extractSections } from './extract';

export { extractSections, collapseWhitespace } from './extract';
export type { PageInfo } from './extract';

export interface SearchIndexPluginOptions {
  /** lvl0 of docs pages outside every sidebar category. Default: `Documentation`. */
  docsSection?: string;
  /** lvl0 of blog posts. Default: `Blog`. */
  blogSection?: string;
}

interface ContextLike {
  siteConfig: { i18n: { defaultLocale: string } };
}

/** Route path → label of the top-level sidebar category it sits under. */
export function topCategories(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const byHref = new Map<string, string>();
  const visit = (item: SidebarItem, top: string) => {
    if (item.type === 'link' && !byHref.has(item.href)) byHref.set(item.href, top);
    if (item.type === 'category') {
      if (item.href && !byHref.has(item.href)) byHref.set(item.href, top);
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
    if (route.meta?.noIndex) return false;
    // The home doc is served at both /docs and /docs/intro: index it once.
    const content = route.modules?.content ?? route.path;
    if (seen.has(content)) return false;
    seen.add(content);
    return true;
  });
}

/** The HTML file the build wrote for a route (`/docs/intro` → `docs/intro.html`, `/` → `index.html`). */
export function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.slice(baseUrl.replace(/\/$/, '').length).replace(/^\/+/, '');
  return path.join(outDir, relative === '' ? 'index.html' : `${relative}.html`);
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
  let categories = new Map<string, string>();

  return {
    name: 'search-index',

    contentLoaded({ allContent }: { allContent: Record<string, unknown> }): void {
      const docs = allContent.docs as { sidebars?: Record<string, SidebarItem[]> } | undefined;
      categories = topCategories(docs?.sidebars ?? {});
    },

    async postBuild({ outDir, routes, siteConfig }: PostBuildProps): Promise<void> {
      const sections: SearchSection[] = [];
      for (const route of indexedRoutes(routes)) {
        const file = htmlFileOf(outDir, siteConfig.baseUrl, route.path);
        const html = await fs.readFile(file, 'utf8').catch(() => {
          throw new Error(`search-index: no pre-rendered HTML for ${route.path} (looked for ${path.relative(outDir, file)})`);
        });
        const blog = route.component === '@theme/BlogPostPage';
        sections.push(
          ...extractSections(html, {
            url: route.path,
            section: blog ? blogSection : categories.get(route.path) || docsSection,
            title: route.meta?.title ?? route.path,
            tag: blog ? 'default' : DOCS_VERSION_TAG,
          }),
        );
      }
      const { file, json } = serializeIndex({ version: 1, language: context.siteConfig.i18n.defaultLocale, sections });
      await fs.writeFile(path.join(outDir, file), json);
      const pointer: SearchIndexPointer = { file };
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_POINTER), JSON.stringify(pointer));
    },
  };
}
