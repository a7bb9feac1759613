/**
 * llms-txt: `/llms.txt` listing the docs by sidebar category, and a Markdown copy of every docs
 * page next to its route (`/docs/intro` → `/docs/intro.md`), converted from the MDX source.
 */
import { nearestLockFile } from '../../src/node/utils/paths';
import { applyTrailingSlash } from '../../src/shared/paths';
import fs from 'node:fs';
import path from 'node:path';
import type { DocsContent } from '../docs/index';
import type { LoadContext, Plugin, PostBuildProps } from '../../src/node/plugins/types';
import type { SidebarItem } from '../../src/shared/types';
import { llmsTxt, markdownPath } from './llms-txt';
import { componentsEntryConfig, keptComponentRenders, loadComponentRenderer, RendererNeeded, writeComponentsEntry } from './render-components';
import { componentImports } from './mdx-to-markdown';
import { GENERATOR_ROOT } from '../../src/node/bundle/aliases';
import { serverOutDir } from '../../src/node/bundle/server';
import { filesFingerprint, linkFiles } from '../../src/node/utils/fs';
import { cacheKey, openBuildCache } from '../../src/node/utils/build-cache';

export { llmsTxt, markdownPath } from './llms-txt';
export { htmlToMarkdown } from './html-to-markdown';

/** The links of the sidebar category whose own page is `permalink` (what DocCardList shows there). */
export function categoryLinks(sidebars: Record<string, SidebarItem[]>, permalink: string, descriptions: Map<string, string>): Array<{ label: string; href: string; description?: string }> | undefined {
  const find = (items: SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href === permalink) return item.items;
      const inner = find(item.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const firstHref = (item: SidebarItem): string | undefined => (item.type === 'html' ? undefined : item.type === 'link' ? item.href : (item.href ?? item.items.map(firstHref).find(Boolean)));
  const items = Object.values(sidebars).map(find).find(Boolean);
  return items?.flatMap((item) => {
    if (item.type === 'html') return [];
    const href = firstHref(item);
    if (!href || (item.type === 'link' && item.unlisted)) return [];
    return [{ label: item.label, href, description: item.type === 'link' ? (item.description ?? descriptions.get(href)) : undefined }];
  });
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let docsContent: DocsContent | undefined;
  let componentsEntry: string | undefined;
  const workDir = path.dirname(context.generatedDir);
  return {
    name: 'llms-txt',
    contentLoaded({ allContent }) {
      docsContent = allContent.docs as DocsContent | undefined;
      const format = context.siteConfig.markdown.format;
      componentsEntry = docsContent && writeComponentsEntry(path.join(workDir, 'llms-txt'), docsContent.docs.flatMap((d) => componentImports(d.file, format)));
    },
    // The components the docs import are bundled with the pages, by the site's bundler.
    configureWebpack(_config, isServer) {
      return isServer && componentsEntry ? componentsEntryConfig(componentsEntry) : undefined;
    },
    // Markdown from the compiled sources, not from the pages: written while they are rendered.
    async afterBundle({ outDir, routes, siteConfig }: Omit<PostBuildProps, 'pageData'>) {
      if (!docsContent) return;
      const { docs, sidebars } = docsContent;
      const siteUrl = siteConfig.url;
      const fileRoutes = new Map(docs.map((d) => [d.file, d.permalink]));
      const descriptions = new Map(docs.map((d) => [d.permalink, d.description]));
      // A page's Markdown depends on its source, the other pages (links, cards) and the components
      // that render into it; unchanged pages come from the cache without bundling the components.
      const cache = openBuildCache(path.join(context.cacheDir, 'llms-txt'));
      const shared = cacheKey(
        JSON.stringify([siteUrl, siteConfig.baseUrl, siteConfig.trailingSlash ?? null, [...fileRoutes], [...descriptions], sidebars]),
        filesFingerprint([path.join(context.siteDir, 'src'), path.join(GENERATOR_ROOT, 'src'), path.join(GENERATOR_ROOT, 'plugins', 'llms-txt'), nearestLockFile(context.siteDir)]),
      );
      const renders = keptComponentRenders(path.join(context.cacheDir, 'llms-txt-renders.json'), shared);
      const byFile = new Map(docs.map((d) => [d.file, d]));
      // Each page's Markdown is written once, into the cache, and linked into the output.
      const placed: Array<[entry: string, target: string]> = [];
      const writes: Array<Promise<void>> = [];
      for (const route of routes) {
        const doc = byFile.get(route.modules?.content ?? '');
        if (!doc || route.component !== '@theme/DocPage') continue;
        const key = cacheKey(shared, route.path, doc.source);
        const entry = cache.entryFile(key);
        if (!fs.existsSync(entry)) {
          // The Markdown pipeline is loaded only for pages not in the cache (none, on a warm build).
          const { mdxToMarkdown } = await import('./mdx-to-markdown');
          const convert = () =>
            mdxToMarkdown(doc.file, doc.title, doc.description, {
              pageUrl: siteUrl + applyTrailingSlash(route.path, siteConfig),
              siteUrl,
              baseUrl: siteConfig.baseUrl,
              trailingSlash: siteConfig.trailingSlash,
              fileRoutes,
              renderComponent: renders.render,
              categoryLinks: categoryLinks(sidebars, doc.permalink, descriptions),
              markdownFormat: siteConfig.markdown.format,
            });
          let markdown: string;
          try {
            markdown = convert();
          } catch (error) {
            if (!(error instanceof RendererNeeded)) throw error;
            renders.useRenderer(await loadComponentRenderer(serverOutDir({ workDir })));
            markdown = convert();
          }
          writes.push(cache.writeAsync(key, markdown));
          // The render workers wait for the main thread between batches: let it answer them.
          await new Promise((resolve) => setImmediate(resolve));
        }
        placed.push([entry, path.join(outDir, markdownPath(route.path))]);
      }
      renders.save();
      await Promise.all(writes);
      linkFiles(placed);
      cache.prune();
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt({ title: siteConfig.title, tagline: siteConfig.tagline, siteUrl, sidebars, docs: docs.filter((d) => !d.draft) }));
    },
  };
}
