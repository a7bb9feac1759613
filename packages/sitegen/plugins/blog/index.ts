import fs from 'node:fs';
import path from 'node:path';
import { toPlainText } from '../../src/node/content/markdown-meta';
import { parseFrontMatterWith } from '../../src/node/mdx/front-matter';
import type { LoadContext, Plugin } from '../../src/node/plugins/types';
import { isPartial, listFiles } from '../../src/node/utils/fs';
import { localizedContentDir, localizedFile } from '../../src/node/i18n/content';
import { codeTranslations } from '../../src/node/i18n/translations';
import { joinUrl, routeToHtmlFile } from '../../src/node/utils/paths';
import type { LocaleMessages } from '../../src/shared/i18n';
import { authorPageTitle, tagPageTitle, type BlogAuthor, type BlogAuthorWithPosts, type BlogListMetadata, type BlogPostMetadata, type BlogSidebarData } from '../../src/shared/blog';
import { buildFeeds, FEED_FORMATS } from './feeds';
import { parsePost, readAuthorsFile, tagSlug } from './posts';

export { TRUNCATE_MARKER } from './truncate';
export { parsePost, readAuthorsFile } from './posts';

export interface BlogPost {
  file: string;
  metadata: BlogPostMetadata;
  /** Drafts are only loaded in dev, where they show like any post but are marked unlisted in route metadata. */
  draft: boolean;
}

export interface BlogContent {
  posts: BlogPost[];
  authors: Record<string, BlogAuthor>;
}

/** Blog: posts by date, paginated lists, tags, archive, authors and feeds. */
export default function blogPlugin(context: LoadContext): Plugin<BlogContent> {
  const options = context.siteConfig.blog;
  if (!options) throw new Error('blog plugin loaded while `blog` is false in the config');
  const blogDir = path.resolve(context.siteDir, options.path);
  const base = joinUrl(context.baseUrl, options.routeBasePath);
  // The theme's strings in the build's locale: the titles written here are theme-classic's, which it translates.
  const { currentLocale, localeConfigs } = context.i18n;
  const theme: LocaleMessages = { locale: currentLocale, messages: codeTranslations(context.localizationDir, currentLocale, localeConfigs[currentLocale]?.translate ?? false) };
  const themeMessage = (id: string, english: string) => theme.messages[id] ?? english;

  return {
    name: 'blog',
    getPathsToWatch: () => [blogDir],
    getContentPaths: () => [{ contentPath: blogDir, contentPathLocalized: localizedContentDir(context, 'docusaurus-plugin-content-blog') }],
    async loadContent() {
      // The site's `markdown.parseFrontMatter`: Docusaurus reads the posts' metadata with it too.
      const parse = context.siteConfig.markdown?.parseFrontMatter;
      // A translated locale's copies of the posts (and authors) are read in their place.
      const localizedDir = localizedContentDir(context, 'docusaurus-plugin-content-blog');
      const authorsFile = localizedFile(blogDir, 'authors.yml', localizedDir);
      const authors = fs.existsSync(authorsFile) ? readAuthorsFile(authorsFile, path.relative(context.siteDir, authorsFile)) : {};
      const posts: BlogPost[] = [];
      for (const relative of listFiles(blogDir, /\.mdx?$/)) {
        if (isPartial(relative)) continue;
        const file = localizedFile(blogDir, relative, localizedDir);
        const shown = path.relative(context.siteDir, file);
        const editUrl = options.editUrl ? `${options.editUrl.replace(/\/$/, '')}/${shown.split(path.sep).join('/')}` : undefined;
        const source = fs.readFileSync(file, 'utf8');
        const frontMatter = parse ? (await parseFrontMatterWith(parse, source, file, shown)).frontMatter : undefined;
        const { metadata, draft } = parsePost({ relative, source, shown, authors, base, editUrl, frontMatter });
        if (draft && !context.dev) continue;
        posts.push({ file, metadata, draft });
      }
      posts.sort((a, b) => b.metadata.date.localeCompare(a.metadata.date) || a.metadata.permalink.localeCompare(b.metadata.permalink));
      return { posts, authors };
    },

    async contentLoaded({ content, actions }) {
      const listed = content.posts.filter((p) => !p.metadata.unlisted);
      const sidebarPosts = options.blogSidebarCount === 'ALL' ? listed : listed.slice(0, options.blogSidebarCount);
      const sidebar = await actions.createData(
        'blog-sidebar.json',
        JSON.stringify({ title: options.blogSidebarTitle, items: sidebarPosts.map((p) => ({ title: p.metadata.title, permalink: p.metadata.permalink, date: p.metadata.date })) } satisfies BlogSidebarData),
      );

      // Post pages, with newer/older neighbours among the listed posts.
      for (const [i, post] of content.posts.entries()) {
        const index = listed.indexOf(post);
        const newer = index > 0 ? listed[index - 1] : undefined;
        const older = index >= 0 ? listed[index + 1] : undefined;
        const metadata: BlogPostMetadata = {
          ...post.metadata,
          newer: newer && { title: newer.metadata.title, permalink: newer.metadata.permalink },
          older: older && { title: older.metadata.title, permalink: older.metadata.permalink },
        };
        const hidden = post.metadata.unlisted || post.draft;
        actions.addRoute({
          path: post.metadata.permalink,
          component: '@theme/BlogPostPage',
          modules: { content: post.file, metadata: await actions.createData(`post-${i}.json`, JSON.stringify(metadata)), sidebar },
          meta: { title: post.metadata.title, description: post.metadata.description, type: 'article', image: post.metadata.image, noIndex: hidden, unlisted: hidden, htmlClassName: 'blog-wrapper blog-post-page' },
        });
      }

      // Paginated lists: the blog itself, each tag and each author. Every page of a list has its
      // title and description, as in Docusaurus (whose blog list at `/` takes the site's title).
      const addList = async (posts: BlogPost[], listBase: string, name: string, title: string, extra: Partial<BlogListMetadata>, htmlClassName: string) => {
        const pages = Math.max(1, Math.ceil(posts.length / options.postsPerPage));
        const pagePath = (page: number) => (page === 1 ? listBase : joinUrl(listBase, 'page', String(page)));
        for (let page = 1; page <= pages; page++) {
          const slice = posts.slice((page - 1) * options.postsPerPage, page * options.postsPerPage);
          const metadata: BlogListMetadata = {
            ...extra,
            title: pagePath(page) === '/' ? context.siteConfig.title : title,
            page,
            totalPages: pages,
            totalCount: posts.length,
            permalink: pagePath(page),
            previousPage: page > 1 ? pagePath(page - 1) : undefined,
            nextPage: page < pages ? pagePath(page + 1) : undefined,
            items: slice.map((p) => p.metadata),
          };
          const modules: Record<string, string> = { metadata: await actions.createData(`list-${name}-${page}.json`, JSON.stringify(metadata)), sidebar };
          slice.forEach((p, i) => (modules[`excerpt${i}`] = `${p.file}?truncated=true`));
          actions.addRoute({ path: metadata.permalink, component: '@theme/BlogListPage', modules, meta: { title: metadata.title, description: metadata.description, htmlClassName } });
        }
      };
      await addList(listed, base, 'blog', options.blogTitle, { description: options.blogDescription }, 'blog-wrapper blog-list-page');

      const tags = new Map<string, { label: string; permalink: string; posts: BlogPost[] }>();
      for (const post of listed) {
        for (const tag of post.metadata.tags) {
          const entry = tags.get(tag.permalink) ?? { ...tag, posts: [] };
          entry.posts.push(post);
          tags.set(tag.permalink, entry);
        }
      }
      const tagList = [...tags.values()].sort((a, b) => a.label.localeCompare(b.label));
      const allTagsPath = joinUrl(base, 'tags');
      for (const tag of tagList) {
        await addList(tag.posts, tag.permalink, `tag-${tagSlug(tag.label)}`, tagPageTitle(tag.label, tag.posts.length, theme), { tag: { label: tag.label, permalink: tag.permalink, count: tag.posts.length }, allTagsPath }, 'blog-wrapper blog-tags-post-list-page');
      }
      // As in Docusaurus: the tags page exists once a post has a tag (an unlisted one's too), the
      // archive once a post is listed. Their titles are theme-classic's; the archive's description
      // is its title, the tags page has none.
      if (content.posts.some((p) => p.metadata.tags.length > 0)) {
        actions.addRoute({
          path: allTagsPath,
          component: '@theme/BlogTagsListPage',
          modules: { tags: await actions.createData('tags.json', JSON.stringify(tagList.map((t) => ({ label: t.label, permalink: t.permalink, count: t.posts.length })))), sidebar },
          meta: { title: themeMessage('theme.tags.tagsPageTitle', 'Tags'), htmlClassName: 'blog-wrapper blog-tags-list-page' },
        });
      }

      if (listed.length > 0) {
        actions.addRoute({
          path: joinUrl(base, 'archive'),
          component: '@theme/BlogArchivePage',
          modules: { archive: await actions.createData('archive.json', JSON.stringify(listed.map((p) => ({ title: p.metadata.title, permalink: p.metadata.permalink, date: p.metadata.date })))) },
          meta: { title: themeMessage('theme.blog.archive.title', 'Archive'), description: themeMessage('theme.blog.archive.description', 'Archive') },
        });
      }

      // Authors of authors.yml; those with `page` (as in Docusaurus) get a page of their posts.
      const allAuthorsPath = joinUrl(base, 'authors');
      const authorList: BlogAuthorWithPosts[] = [];
      for (const author of Object.values(content.authors)) {
        const posts = listed.filter((p) => p.metadata.authors.some((a) => a.key === author.key));
        const permalink = author.page && posts.length > 0 ? joinUrl(allAuthorsPath, author.page.permalink ?? tagSlug(author.key)) : undefined;
        const entry: BlogAuthorWithPosts = { ...author, count: posts.length, ...(permalink ? { permalink } : {}) };
        authorList.push(entry);
        if (permalink) await addList(posts, permalink, `author-${tagSlug(author.key)}`, authorPageTitle(author.name, posts.length, theme), { author: entry, allAuthorsPath }, 'blog-wrapper blog-authors-posts-page');
      }
      // The authors page lists authors.yml: a blog without one has none (Docusaurus's rule).
      if (authorList.length > 0) {
        actions.addRoute({
          path: allAuthorsPath,
          component: '@theme/BlogAuthorsPage',
          modules: { authors: await actions.createData('authors.json', JSON.stringify(authorList)), sidebar },
          meta: { title: themeMessage('theme.blog.authorsList.pageTitle', 'Authors'), htmlClassName: 'blog-wrapper blog-authors-list-page' },
        });
      }
      actions.setGlobalData({ path: base, postCount: listed.length });
    },

    injectHtmlTags() {
      return {
        headTags: FEED_FORMATS.map((format) => ({
          tagName: 'link',
          attributes: { rel: 'alternate', type: format.type, href: joinUrl(base, format.file), title: `${context.siteConfig.title} Blog ${format.label}` },
        })),
      };
    },

    /** Feeds need each post's full HTML, which exists once the pages are pre-rendered. */
    pageAnalyzer: path.join(import.meta.dirname, 'analyze.ts'),
    async postBuild({ outDir, content, pageData }) {
      const { posts } = content as BlogContent;
      const origin = context.siteConfig.url.replace(/\/$/, '');
      const listed = posts.filter((p) => !p.metadata.unlisted && !p.draft);
      // Taken in the render workers (analyze.ts), or here for a post page without `articleBody`
      // (the HTML parser loads only then).
      const fromPage = listed.some((post) => pageData[post.metadata.permalink] === undefined) ? (await import('./feed-content')).feedContentFromPage : undefined;
      const feedPosts = listed
        .map((post) => {
          const page = path.join(outDir, routeToHtmlFile(post.metadata.permalink, context.siteConfig));
          const contentHtml = (pageData[post.metadata.permalink] as string | undefined) ?? fromPage?.(fs.readFileSync(page, 'utf8'), origin + post.metadata.permalink);
          if (contentHtml === undefined) throw new Error(`${page}: no element with itemprop="articleBody" (nor a <main>) to take the feed content from`);
          return { metadata: post.metadata, contentHtml };
        });
      const feeds = buildFeeds(
        {
          title: `${context.siteConfig.title} Blog`,
          description: `${context.siteConfig.title} Blog`,
          origin,
          blogPath: base,
          language: context.siteConfig.i18n.defaultLocale,
          favicon: context.siteConfig.favicon ? joinUrl(context.baseUrl, context.siteConfig.favicon) : undefined,
          // The footer copyright may hold HTML; feeds want plain text.
          copyright: context.siteConfig.themeConfig.footer.copyright && toPlainText(context.siteConfig.themeConfig.footer.copyright),
        },
        feedPosts,
      );
      for (const format of FEED_FORMATS) {
        // The output folder is the base URL's.
        const file = path.join(outDir, joinUrl(options.routeBasePath, format.file).slice(1));
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, feeds[format.key]);
      }
    },
  };
}
