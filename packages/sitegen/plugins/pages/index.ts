import fs from 'node:fs';
import path from 'node:path';
import { firstHeading, createExcerpt } from '../../src/node/content/markdown-meta';
import { parseFrontMatter, parseFrontMatterWith } from '../../src/node/mdx/front-matter';
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
}

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
      return Promise.all(
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
            page.title = (frontMatter.title as string | undefined) ?? firstHeading(body);
            page.description = (frontMatter.description as string | undefined) ?? createExcerpt(body);
          }
          return page;
        }),
      );
    },
    contentLoaded({ content, actions }) {
      for (const page of content) {
        if (page.kind === 'component') actions.addRoute({ path: page.permalink, component: page.file, exact: true });
        else actions.addRoute({ path: page.permalink, component: '@theme/MDXPage', modules: { content: page.file }, exact: true, meta: { title: page.title, description: page.description, htmlClassName: 'mdx-wrapper mdx-page' } });
      }
    },
  };
}
