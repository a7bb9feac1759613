import fs from 'node:fs';
import path from 'node:path';
import { firstHeading, createExcerpt } from '../../src/node/content/markdown-meta';
import { checkFrontMatter, parseFrontMatter, parseFrontMatterWith } from '../../src/node/mdx/front-matter';
import { checkLastUpdate, lastUpdateReader, type LastUpdate } from '../../src/node/content/last-update';
import type { LoadContext, Plugin } from '../../src/node/plugins/types';
import { isPartial, listFiles } from '../../src/node/utils/fs';
import { localizedContentDir, localizedFile } from '../../src/node/i18n/content';
import { siteConfigModulePath } from '../../src/node/generate/site-config-module';
import { joinUrlAsWritten } from '../../src/node/utils/paths';
import { contentFileMatcher, GLOB_EXCLUDE_DEFAULT } from '../../src/node/utils/glob';
import type { PagesOptions } from '../../src/shared/types';
import { joinEditUrl, siteRelativePath } from '../../src/node/content/edit-url';

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
  /** Markdown pages: the "Edit this page" link, with the `editUrl` option. */
  editUrl?: string;
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

/**
 * Another pages instance's options (Docusaurus's `id`: a second `@docusaurus/plugin-content-pages`
 * with its own folder and routes); the `default` instance reads the site's `pages`.
 */
export interface PagesInstanceOptions {
  id: string;
  /** Its folder, relative to the site. Default: `src/pages`. */
  path?: string;
  /** The route its pages are under. Default: the base URL. */
  routeBasePath?: string;
  /** Which files of the folder are pages (plugin-content-pages' globs; its defaults when left out). */
  include?: string[];
  exclude?: string[];
  /** The component a Markdown page renders in. Default: `@theme/MDXPage`. */
  mdxPageComponent?: string;
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  editUrl?: PagesOptions['editUrl'];
  editLocalizedFiles?: boolean;
}

/** plugin-content-pages' default `include`: its components and Markdown. */
const PAGES_INCLUDE_DEFAULT = ['**/*.{js,jsx,ts,tsx,md,mdx}'];

/** Pages: each `src/pages/**` file is a route (`index` → its folder), React components or Markdown. */
export default function pagesPlugin(context: LoadContext, instance?: Partial<PagesInstanceOptions>): Plugin<PageFile[]> {
  const pluginId = typeof instance?.id === 'string' ? instance.id : 'default';
  // The default instance's folder, routes, files and component are the site's `pages` options.
  const options: Partial<PagesInstanceOptions> = pluginId === 'default' ? { ...context.siteConfig.pages, ...instance } : (instance ?? {});
  const pagesDir = path.resolve(context.siteDir, options.path ?? path.join('src', 'pages'));
  // Docusaurus's permalink: the base URL, the instance's `routeBasePath`, the file's path or `slug`.
  const routeBase = joinUrlAsWritten(context.baseUrl, options.routeBasePath ?? '/');
  // With `include` or `exclude` given, their globs (and Docusaurus's defaults for the other) pick the pages.
  const globbed = options.include || options.exclude ? contentFileMatcher({ include: options.include ?? PAGES_INCLUDE_DEFAULT, exclude: options.exclude ?? GLOB_EXCLUDE_DEFAULT }) : undefined;
  const isPage = (relative: string) => (globbed ? globbed(relative) : !isPartial(relative) && !EXCLUDED.test(relative));
  const lastUpdateOptions = pluginId === 'default' ? context.siteConfig.pages : { showLastUpdateTime: instance?.showLastUpdateTime ?? false, showLastUpdateAuthor: instance?.showLastUpdateAuthor ?? false };
  /**
   * A Markdown page's edit link, as plugin-content-pages' getPagesEditUrl: the `editUrl`
   * function's answer for the page in the build's locale, or the URL with the pages' folder and
   * the page's path in it (the locale's folder for a translated copy, with `editLocalizedFiles`).
   */
  function pageEditUrl(relative: string, localized: boolean, permalink: string): string | undefined {
    const { editUrl } = options;
    const pagesPath = relative.split(path.sep).join('/');
    const localizedDir = localizedContentDir(context, 'docusaurus-plugin-content-pages', pluginId);
    const fromDir = localized && localizedDir ? localizedDir : pagesDir;
    if (typeof editUrl === 'function') return editUrl({ pagesDirPath: siteRelativePath(context.siteDir, fromDir), pagesPath, permalink, locale: context.i18n?.currentLocale ?? 'en' }) ?? undefined;
    if (!editUrl) return undefined;
    return joinEditUrl(joinEditUrl(editUrl, siteRelativePath(context.siteDir, localized && options.editLocalizedFiles && localizedDir ? localizedDir : pagesDir)), pagesPath);
  }
  return {
    name: 'pages',
    getPathsToWatch: () => [pagesDir],
    getContentPaths: () => [{ contentPath: pagesDir, contentPathLocalized: localizedContentDir(context, 'docusaurus-plugin-content-pages', pluginId) }],
    async loadContent() {
      const relatives = listFiles(pagesDir, PAGE_FILE).filter(isPage);
      // A translated locale's copy of a page is used in its place.
      const localizedDir = localizedContentDir(context, 'docusaurus-plugin-content-pages', pluginId);
      const pages = await Promise.all(
        relatives.map(async (relative): Promise<PageFile> => {
          const file = localizedFile(pagesDir, relative, localizedDir);
          // Docusaurus's fileToPath: an index file is its folder's page, `/kit/` with its slash (kept in links when `trailingSlash` is undefined); the top one `/` (`/visit/` under a routeBasePath).
          const routePath = relative.replace(PAGE_FILE, '').replace(/(^|\/)index$/i, '$1') || '/';
          const page: PageFile = { file, permalink: joinUrlAsWritten(routeBase, routePath), kind: /\.mdx?$/.test(relative) ? 'markdown' : 'component' };
          if (page.kind === 'markdown') {
            const source = fs.readFileSync(file, 'utf8');
            const shown = path.relative(context.siteDir, file);
            // The site's `markdown.parseFrontMatter`, as Docusaurus reads pages with it.
            const parse = context.siteConfig.markdown?.parseFrontMatter;
            const { frontMatter, body } = parse ? await parseFrontMatterWith(parse, source, file, shown) : parseFrontMatter(source, shown);
            checkFrontMatter(frontMatter, FRONT_MATTER_SCHEMA, shown, source);
            checkLastUpdate(frontMatter, shown, source);
            // Docusaurus's: a `slug` in place of the file's path, from the base URL.
            if (typeof frontMatter.slug === 'string') page.permalink = joinUrlAsWritten(routeBase, frontMatter.slug);
            page.title = (frontMatter.title as string | undefined) ?? firstHeading(body);
            page.description = (frontMatter.description as string | undefined) ?? createExcerpt(body);
            page.keywords = frontMatter.keywords as string[] | undefined;
            page.image = frontMatter.image as string | undefined;
            page.wrapperClassName = frontMatter.wrapperClassName as string | undefined;
            page.unlisted = frontMatter.unlisted === true;
            page.draft = frontMatter.draft === true;
            page.frontMatter = frontMatter;
            page.editUrl = pageEditUrl(relative, file !== path.join(pagesDir, relative), page.permalink);
          }
          return page;
        }),
      );
      // As Docusaurus's isDraft: a draft page is left out of a build, and shown in development.
      const kept = pages.filter((page) => !page.draft || context.dev);
      // A Markdown page's "Last updated", as the pages options ask (front matter `last_update`, else git).
      const markdown = kept.filter((page) => page.kind === 'markdown');
      const lastUpdate = await lastUpdateReader(context, lastUpdateOptions ?? { showLastUpdateTime: false, showLastUpdateAuthor: false }, markdown.map((page) => page.file));
      for (const page of markdown) page.lastUpdate = lastUpdate(page.file, page.frontMatter ?? {});
      return kept;
    },
    async contentLoaded({ content, actions }) {
      // A component page's `config` prop: the site config (plugin-content-pages' JSX routes' `@generated/docusaurus.config` module).
      const config = siteConfigModulePath(context.generatedDir);
      for (const page of content) {
        if (page.kind === 'component') actions.addRoute({ path: page.permalink, component: page.file, modules: { config }, exact: true });
        else {
          // theme-classic's MDXPage: `wrapperClassName` in place of the pages' wrapper class on `<html>`; an unlisted page (a draft in development too) is kept from search engines and the sitemap.
          const hidden = page.unlisted || page.draft;
          const meta = { title: page.title, description: page.description, keywords: page.keywords, image: page.image, noIndex: hidden, unlisted: hidden, htmlClassName: `${page.wrapperClassName ?? 'mdx-wrapper'} mdx-page` };
          const modules: Record<string, string> = { content: page.file };
          // What its EditMetaRow shows (theme-classic's MDXPage reads it from the page's metadata).
          if (page.lastUpdate?.lastUpdatedAt !== undefined || page.lastUpdate?.lastUpdatedBy || page.editUrl) modules.metadata = await actions.createData(`page-meta-${page.permalink.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'index'}.json`, JSON.stringify({ ...page.lastUpdate, ...(page.editUrl ? { editUrl: page.editUrl } : {}) }));
          actions.addRoute({ path: page.permalink, component: options.mdxPageComponent ?? '@theme/MDXPage', modules, exact: true, meta });
        }
      }
    },
  };
}
