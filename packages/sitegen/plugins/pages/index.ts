import fs from 'node:fs';
import path from 'node:path';
import { firstHeading, createExcerpt } from '../../src/node/content/markdown-meta';
import { checkFrontMatter, parseFrontMatter, parseFrontMatterWith } from '../../src/node/mdx/front-matter';
import { checkLastUpdate, lastUpdateReader, type LastUpdate } from '../../src/node/content/last-update';
import type { LoadContext, Plugin } from '../../src/node/plugins/types';
import { isPartial, listFiles } from '../../src/node/utils/fs';
import { localizedContentDir, localizedFile } from '../../src/node/i18n/content';
import { joinUrlAsWritten } from '../../src/node/utils/paths';

export interface PageFile {
  file: string;
  permalink: string;
  kind: 'component' | 'markdown';
  title?: string;
  description?: string;
  /** Markdown pages: their front matter `keywords`, `image` and `wrapperClassName`, whether unlisted. */
  keywords?: string[];
  image?: string;
  wrapperClassName?: string;
  unlisted?: boolean;
  /** A draft (left out of a build; shown in development, as in Docusaurus). */
  draft?: boolean;
  frontMatter?: Record<string, unknown>;
  /** With the pages options `showLastUpdateTime` / `showLastUpdateAuthor` (src/node/content/last-update.ts). */
  lastUpdate?: LastUpdate;
}

/** The front matter keys of plugin-content-pages's PageFrontMatterSchema that sitegen checks (`last_update` apart). */
const FRONT_MATTER_SCHEMA = {
  title: 'string',
  description: 'string',
  keywords: 'string[]',
  image: 'string',
  slug: 'string',
  wrapperClassName: 'string',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  draft: 'boolean',
  unlisted: 'boolean',
} as const;

/** As in Docusaurus: components in .js, .jsx, .ts or .tsx, Markdown in .md or .mdx (type declarations are not pages). */
const PAGE_FILE = /(?<!\.d)\.(tsx?|jsx?|mdx?)$/;
const EXCLUDED = /(\.test\.|\.spec\.|(^|\/)__tests__\/)/;

/** Pages: each `src/pages/**` file is a route (`index` → its folder), React components or Markdown. */
export default function pagesPlugin(context: LoadContext): Plugin<PageFile[]> {
  const pagesDir = path.join(context.siteDir, 'src', 'pages');
  return {
    name: 'pages',
    getPathsToWatch: () => [pagesDir],
    getContentPaths: () => [{ contentPath: pagesDir, contentPathLocalized: localizedContentDir(context, 'docusaurus-plugin-content-pages') }],
    async loadContent() {
      const relatives = listFiles(pagesDir, PAGE_FILE).filter((relative) => !isPartial(relative) && !EXCLUDED.test(relative));
      // A translated locale's copy of a page is used in its place.
      const localizedDir = localizedContentDir(context, 'docusaurus-plugin-content-pages');
      const pages = await Promise.all(
        relatives.map(async (relative): Promise<PageFile> => {
          const file = localizedFile(pagesDir, relative, localizedDir);
          // Docusaurus's fileToPath: an index file is its folder's page, `/kit/` with its slash (kept in links when `trailingSlash` is undefined).
          const routePath = relative.replace(PAGE_FILE, '').replace(/(^|\/)index$/i, '$1');
          const page: PageFile = { file, permalink: joinUrlAsWritten(context.baseUrl, routePath), kind: /\.mdx?$/.test(relative) ? 'markdown' : 'component' };
          if (page.kind === 'markdown') {
            const source = fs.readFileSync(file, 'utf8');
            const shown = path.relative(context.siteDir, file);
            // The site's `markdown.parseFrontMatter`, as Docusaurus reads pages with it.
            const parse = context.siteConfig.markdown?.parseFrontMatter;
            const { frontMatter, body } = parse ? await parseFrontMatterWith(parse, source, file, shown) : parseFrontMatter(source, shown);
            checkFrontMatter(frontMatter, FRONT_MATTER_SCHEMA, shown, source);
            checkLastUpdate(frontMatter, shown, source);
            // Docusaurus's: a `slug` in place of the file's path, from the base URL.
            if (typeof frontMatter.slug === 'string') page.permalink = joinUrlAsWritten(context.baseUrl, frontMatter.slug);
            page.title = (frontMatter.title as string | undefined) ?? firstHeading(body);
            page.description = (frontMatter.description as string | undefined) ?? createExcerpt(body);
            page.keywords = frontMatter.keywords as string[] | undefined;
            page.image = frontMatter.image as string | undefined;
            page.wrapperClassName = frontMatter.wrapperClassName as string | undefined;
            page.unlisted = frontMatter.unlisted === true;
            page.draft = frontMatter.draft === true;
            page.frontMatter = frontMatter;
          }
          return page;
        }),
      );
      // As Docusaurus's isDraft: a draft page is left out of a build, and shown in development.
      const kept = pages.filter((page) => !page.draft || context.dev);
      // A Markdown page's "Last updated", as the pages options ask (front matter `last_update`, else git).
      const markdown = kept.filter((page) => page.kind === 'markdown');
      const lastUpdate = await lastUpdateReader(context, context.siteConfig.pages ?? { showLastUpdateTime: false, showLastUpdateAuthor: false }, markdown.length);
      for (const page of markdown) page.lastUpdate = lastUpdate(page.file, page.frontMatter ?? {});
      return kept;
    },
    async contentLoaded({ content, actions }) {
      for (const page of content) {
        if (page.kind === 'component') actions.addRoute({ path: page.permalink, component: page.file, exact: true });
        else {
          // theme-classic's MDXPage: `wrapperClassName` in place of the pages' wrapper class on `<html>`; an unlisted page (a draft in development too) is kept from search engines and the sitemap.
          const hidden = page.unlisted || page.draft;
          const meta = { title: page.title, description: page.description, keywords: page.keywords, image: page.image, noIndex: hidden, unlisted: hidden, htmlClassName: `${page.wrapperClassName ?? 'mdx-wrapper'} mdx-page` };
          const modules: Record<string, string> = { content: page.file };
          // What its EditMetaRow shows (theme-classic's MDXPage reads it from the page's metadata).
          if (page.lastUpdate?.lastUpdatedAt !== undefined || page.lastUpdate?.lastUpdatedBy) modules.metadata = await actions.createData(`page-meta-${page.permalink.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'index'}.json`, JSON.stringify(page.lastUpdate));
          actions.addRoute({ path: page.permalink, component: '@theme/MDXPage', modules, exact: true, meta });
        }
      }
    },
  };
}
