import fs from 'node:fs';
import path from 'node:path';
import { toPlainText } from '../../src/node/content/markdown-meta';
import { parseFrontMatter, parseFrontMatterWith } from '../../src/node/mdx/front-matter';
import type { LoadContext, Plugin } from '../../src/node/plugins/types';
import { listFiles } from '../../src/node/utils/fs';
import { contentFileMatcher } from '../../src/node/utils/glob';
import { report } from '../../src/node/utils/report';
import { usesHashRouter } from '../../src/shared/router';
import { siteVcs } from '../../src/node/content/vcs';
import { lastUpdateReader } from '../../src/node/content/last-update';
import { blogTranslationFiles, translateBlogContent } from './translations';
import { localizedContentDir, localizedFile } from '../../src/node/i18n/content';
import { codeTranslations } from '../../src/node/i18n/translations';
import { joinUrl, routeToHtmlFile, workDir } from '../../src/node/utils/paths';
import { fileFacts, type FileFactsTable } from '../../src/node/utils/file-facts';
import type { LocaleMessages } from '../../src/shared/i18n';
import { authorPageTitle, tagPageTitle, type BlogArchivePost, type BlogAuthor, type BlogAuthorWithPosts, type BlogGlobalData, type BlogListMetadata, type BlogPostMetadata, type BlogSidebarData, type BlogTagPageTag } from '../../src/shared/blog';
import type { Item } from 'feed';
import { FEED_FORMATS, feedDocuments, feedItems, withStylesheet, type FeedPost, type FeedSite } from './feeds';
import { defaultReadingTime, parsePost, parsePostPath, readAuthorsFile, tagSlug } from './posts';
import { readTagsFile, reportInlineTags } from '../../src/node/content/tags';
import type { BlogOptions } from '../../src/shared/types';
import { joinEditUrl, siteRelativePath } from '../../src/node/content/edit-url';

export { TRUNCATE_MARKER } from './truncate';
export { parsePost, readAuthorsFile } from './posts';

export interface BlogPost {
  file: string;
  metadata: BlogPostMetadata;
  /** Drafts are only loaded in dev, where they show like any post but are marked unlisted in route metadata. */
  draft: boolean;
  /** What Docusaurus's options that take posts see of it (`processBlogPosts`, `createFeedItems`): see docusaurusPost. */
  frontMatter: Record<string, unknown>;
  content: string;
  /** Path below the blog folder (POSIX), as Docusaurus names the post in its messages relative to the site: see `shown`. */
  shown: string;
}

/** Docusaurus's default component of each kind of blog page, and the one of sitegen's theme that is that page. */
const COMPONENTS = {
  blogListComponent: ['@theme/BlogListPage', '@theme/BlogListPage'],
  blogPostComponent: ['@theme/BlogPostPage', '@theme/BlogPostPage'],
  blogTagsListComponent: ['@theme/BlogTagsListPage', '@theme/BlogTagsListPage'],
  blogTagsPostsComponent: ['@theme/BlogTagsPostsPage', '@theme/BlogTagsPostsPage'],
  blogAuthorsPostsComponent: ['@theme/Blog/Pages/BlogAuthorsPostsPage', '@theme/Blog/Pages/BlogAuthorsPostsPage'],
  blogAuthorsListComponent: ['@theme/Blog/Pages/BlogAuthorsListPage', '@theme/Blog/Pages/BlogAuthorsListPage'],
  blogArchiveComponent: ['@theme/BlogArchivePage', '@theme/BlogArchivePage'],
} as const;

/** The component a kind of page is rendered with: the site's own (a `blog*Component` option), else sitegen's. */
function componentOf(options: BlogOptions, key: keyof typeof COMPONENTS): string {
  const [docusaurusDefault, own] = COMPONENTS[key];
  const given = options[key];
  return given === undefined || given === docusaurusDefault ? own : given;
}


/** A post's metadata as its pages get it: the excerpt's plain text is for the node side only (feeds, search). */
function pageMetadata(post: BlogPost): BlogPostMetadata {
  const { excerptText: _excerpt, ...metadata } = post.metadata;
  return metadata;
}

/** A link from the objects Docusaurus's options see back to the post they show. */
const POST = Symbol('sitegen.blogPost');

/**
 * A post as Docusaurus's `BlogPost` (`{ id, metadata, content }`, its date a Date and its front
 * matter in the metadata), for the options that take posts; it leads back to the post.
 */
function docusaurusPost(post: BlogPost, siteDir: string): Record<string, unknown> {
  const { prevItem: _p, nextItem: _n, excerptText: _e, ...metadata } = post.metadata;
  const view = {
    id: post.metadata.permalink,
    metadata: { ...metadata, date: new Date(`${post.metadata.date}T00:00:00Z`), source: `@site/${path.relative(siteDir, post.file).split(path.sep).join('/')}`, frontMatter: post.frontMatter },
    content: post.content,
  };
  Object.defineProperty(view, POST, { value: post });
  return view;
}

/** The post a Docusaurus-shaped post leads back to (see docusaurusPost), by its link or its id. */
function postOf(view: unknown, byId: Map<string, BlogPost>): BlogPost | undefined {
  if (typeof view !== 'object' || view === null) return undefined;
  return (view as { [POST]?: BlogPost })[POST] ?? byId.get(String((view as { id?: unknown }).id));
}

/**
 * The `processBlogPosts` option: the posts it returns, in its order (all of them, as they were,
 * when it returns nothing). A post it changed keeps its new title, description, unlisted and tags.
 */
async function processPosts(posts: BlogPost[], processBlogPosts: NonNullable<BlogOptions['processBlogPosts']>, siteDir: string): Promise<BlogPost[]> {
  const views = posts.map((post) => docusaurusPost(post, siteDir));
  const returned = await processBlogPosts({ blogPosts: views });
  const byId = new Map(posts.map((post) => [post.metadata.permalink, post]));
  const kept = Array.isArray(returned) ? returned : views;
  return kept.flatMap((view) => {
    const post = postOf(view, byId);
    if (!post) return [];
    const { title, description, unlisted, tags } = ((view as { metadata?: Record<string, unknown> }).metadata ?? {}) as Partial<BlogPostMetadata>;
    return [{ ...post, metadata: { ...post.metadata, ...(typeof title === 'string' ? { title } : {}), ...(typeof description === 'string' ? { description } : {}), ...(typeof unlisted === 'boolean' ? { unlisted } : {}), ...(Array.isArray(tags) ? { tags: tags.map(({ label, permalink }) => ({ label, permalink })) } : {}) } }];
  });
}

/**
 * Minutes to read a post, as Docusaurus's options give them: none without `showReadingTime`; the
 * `readingTime` option's answer (given the default count), else the default count in the locale.
 */
function readingTimeOf(options: BlogOptions, locale: string, facts: FileFactsTable | undefined): (file: string) => (content: string, frontMatter: Record<string, unknown>) => number | undefined {
  if (!options.showReadingTime) return () => () => undefined;
  const { readingTime } = options;
  if (readingTime) return () => (content, frontMatter) => readingTime({ content, frontMatter, defaultReadingTime, locale });
  // The default count (words as Intl.Segmenter finds them: 0.4 ms a post) is kept with the file's
  // facts, when the post's content is a function of its text alone (not of the site's front matter parser).
  if (!facts) return () => (content) => defaultReadingTime({ content, locale });
  return (file) => (content) => facts.derive(file, `blog:reading-time:${locale}`, () => defaultReadingTime({ content, locale })) ?? defaultReadingTime({ content, locale });
}

/** Docusaurus's message for posts without a truncate marker (`onUntruncatedBlogPosts`). */
function untruncatedMessage(files: string[]): string {
  return `Docusaurus found blog posts without truncation markers:
- ${files.map((file) => `"${file}"`).join('\n- ')}

We recommend using truncation markers (\`<!-- truncate -->\` or \`{/* truncate */}\`) in blog posts to create shorter previews on blog paginated lists.
Tip: turn this security off with the \`onUntruncatedBlogPosts: 'ignore'\` blog plugin option.`;
}

/** Docusaurus's message for authors written out in a post (`onInlineAuthors`). */
function inlineAuthorsMessage(file: string, authorsMapPath: string, authors: unknown[]): string {
  return `Some blog authors used in "${file}" are not defined in "${authorsMapPath}":
- ${authors.map((author) => JSON.stringify(author)).join('\n- ')}

Note that we recommend to declare authors once in a "${authorsMapPath}" file and reference them by key in blog posts front matter to avoid author info duplication.
But if you want to allow inline blog authors, you can disable this message by setting onInlineAuthors: 'ignore' in your blog plugin options.
More info at https://docusaurus.io/docs/blog
`;
}

export interface BlogContent {
  posts: BlogPost[];
  authors: Record<string, BlogAuthor>;
  /** The blog's titles (its options'), translated from the locale's `options.json` (translations.ts). */
  blogTitle?: string;
  blogDescription?: string;
  blogSidebarTitle?: string;
}

/** Blog: posts by date, paginated lists, tags, archive, authors and feeds. */
export default function blogPlugin(context: LoadContext, instance?: Partial<BlogOptions> & { id?: string }): Plugin<BlogContent> {
  // The site's `blog` (the `default` instance), or another instance's own options (Docusaurus's `id`: a second blog, or one named otherwise).
  const pluginId = typeof instance?.id === 'string' ? instance.id : 'default';
  const configured = pluginId === 'default' ? context.siteConfig.blog : (instance as BlogOptions);
  if (!configured) throw new Error('blog plugin loaded while `blog` is false in the config');
  const options: BlogOptions = configured;
  const blogDir = path.resolve(context.siteDir, options.path);
  const base = joinUrl(context.baseUrl, options.routeBasePath);
  // The theme's strings in the build's locale: the titles written here are theme-classic's, which it translates.
  const { currentLocale, localeConfigs } = context.i18n;
  const theme: LocaleMessages = { locale: currentLocale, messages: codeTranslations(context.localizationDir, currentLocale, localeConfigs[currentLocale]?.translate ?? false) };
  const themeMessage = (id: string, english: string) => theme.messages[id] ?? english;
  const tagsBase = joinUrl(base, options.tagsBasePath);

  /**
   * A post's edit link (`editUrl`), as Docusaurus's getBlogEditUrl: a function's answer for the
   * post in the build's locale (`blogDirPath`: the folder the file was read from); else the URL
   * and the file in the blog folder, or with `editLocalizedFiles` the locale's copy that was read.
   */
  const editUrlOf = (relative: string, localized: boolean, permalink: string): string | undefined => {
    const { editUrl } = options;
    const localizedDir = localized ? localizedContentDir(context, 'docusaurus-plugin-content-blog', pluginId) : undefined;
    if (typeof editUrl === 'function') return editUrl({ blogDirPath: siteRelativePath(context.siteDir, localizedDir ?? blogDir), blogPath: relative, permalink, locale: currentLocale }) ?? undefined;
    if (!editUrl) return undefined;
    return joinEditUrl(joinEditUrl(editUrl, siteRelativePath(context.siteDir, options.editLocalizedFiles && localizedDir ? localizedDir : blogDir)), relative);
  };

  /** The day a file was created: the site's VCS's answer (`future.experimental_vcs`, git by default), else the file's birth time. */
  const creationDay = async (file: string): Promise<string> => {
    const created = await siteVcs(context.siteConfig).getFileCreationInfo(file);
    return new Date(created ? created.timestamp : fs.statSync(file).birthtimeMs).toISOString().slice(0, 10);
  };

  // As Docusaurus's: no feeds with the hash router, which writes no post pages to take their content from.
  const feedType = usesHashRouter(context.siteConfig) ? null : options.feedOptions.type;
  if (feedType === null && options.feedOptions.type) report('warn', "docusaurus-plugin-content-blog feed feature does not support the Hash Router. Feeds won't be generated.");

  // A blog without posts (its folder empty or missing) has its list page only, as in Docusaurus: no feeds, nor their head links.
  let hasPosts = true;
  const plugin: Plugin<BlogContent> = {
    name: 'blog',
    getPathsToWatch: () => [blogDir],
    getContentPaths: () => [{ contentPath: blogDir, contentPathLocalized: localizedContentDir(context, 'docusaurus-plugin-content-blog', pluginId) }],
    async loadContent() {
      // The site's `markdown.parseFrontMatter`: Docusaurus reads the posts' metadata with it too.
      const parse = context.siteConfig.markdown?.parseFrontMatter;
      // A translated locale's copies of the posts (and authors) are read in their place.
      const localizedDir = localizedContentDir(context, 'docusaurus-plugin-content-blog', pluginId);
      const authorsFile = path.isAbsolute(options.authorsMapPath) ? options.authorsMapPath : localizedFile(blogDir, options.authorsMapPath, localizedDir);
      const authors = fs.existsSync(authorsFile) ? readAuthorsFile(authorsFile, path.relative(context.siteDir, authorsFile), { authorsBase: joinUrl(base, options.authorsBasePath), baseUrl: context.baseUrl }) : {};
      const tagsFile = readTagsFile(options.tags, blogDir, localizedDir, context.siteDir);
      // What sitegen's own parser reads from a post is kept with its file's facts (utils/file-facts.ts).
      const facts = parse ? undefined : fileFacts(workDir(context.siteDir));
      const readingTime = readingTimeOf(options, currentLocale, facts);
      let posts: BlogPost[] = [];
      // Docusaurus globs the blog folder itself; a translated copy of a post is read in its place.
      for (const relative of listFiles(blogDir, /./).filter(contentFileMatcher(options))) {
        const file = localizedFile(blogDir, relative, localizedDir);
        const shown = path.relative(context.siteDir, file);
        const source = fs.readFileSync(file, 'utf8');
        // Without the site's parser, sitegen's: a rebuild after one edit parses that post's YAML alone.
        const frontMatter = parse ? (await parseFrontMatterWith(parse, source, file, shown)).frontMatter : facts?.derive(file, 'blog:front-matter', (text) => parseFrontMatter(text, shown).frontMatter);
        // As Docusaurus's getDate: a post its path does not date (nor its front matter) is dated by its file's creation.
        const undatedDate = parsePostPath(relative).date ? undefined : await creationDay(file);
        const parsed = parsePost({ relative, source, shown, authors, base, frontMatter, tagsBase, tagsFile, truncateMarker: options.truncateMarker, readingTime: readingTime(file), baseUrl: context.baseUrl, undatedDate });
        parsed.metadata.editUrl = editUrlOf(relative, file !== path.join(blogDir, relative), parsed.metadata.permalink);
        // As Docusaurus: `id` is deprecated, and does nothing.
        if (typeof parsed.frontMatter.id === 'string') report('warn', `The \`id\` front matter of ${relative} is deprecated: use \`slug\` instead`);
        if (parsed.draft && !context.dev) continue;
        // As Docusaurus's normalizeTags and reportAuthorsProblems: the post as named below the blog folder.
        reportInlineTags(parsed.inlineTags, relative, options);
        if (parsed.inlineAuthors.length > 0) report(options.onInlineAuthors, inlineAuthorsMessage(relative, options.authorsMapPath, parsed.inlineAuthors));
        posts.push({ file, metadata: parsed.metadata, draft: parsed.draft, frontMatter: parsed.frontMatter, content: parsed.content, shown: shown.split(path.sep).join('/') });
      }
      posts.sort((a, b) => b.metadata.date.localeCompare(a.metadata.date) || a.metadata.permalink.localeCompare(b.metadata.permalink));
      if (options.sortPosts === 'ascending') posts.reverse();
      const lastUpdate = await lastUpdateReader(context, options, posts.map((post) => post.file));
      posts = posts.map((post) => ({ ...post, metadata: { ...post.metadata, ...lastUpdate(post.file, post.frontMatter) } }));
      if (options.processBlogPosts) posts = await processPosts(posts, options.processBlogPosts, context.siteDir);
      const untruncated = posts.filter((post) => !post.metadata.hasTruncateMarker);
      if (untruncated.length > 0) report(options.onUntruncatedBlogPosts, untruncatedMessage(untruncated.map((post) => post.shown)));
      hasPosts = posts.length > 0;
      return { posts, authors, blogTitle: options.blogTitle, blogDescription: options.blogDescription, blogSidebarTitle: options.blogSidebarTitle };
    },

    // The locale's title, description and sidebar title (i18n/<locale>/docusaurus-plugin-content-blog/options.json).
    getTranslationFiles: () => blogTranslationFiles(options),
    translateContent: ({ content, translationFiles }) => translateBlogContent(content, translationFiles),

    async contentLoaded({ content, actions }) {
      const { blogTitle = options.blogTitle, blogDescription = options.blogDescription, blogSidebarTitle = options.blogSidebarTitle } = content;
      const listed = content.posts.filter((p) => !p.metadata.unlisted);
      // As Docusaurus's: unlisted posts too (the theme shows one only on its own page), by `sidebar_label` or title.
      const sidebarPosts = options.blogSidebarCount === 'ALL' ? content.posts : content.posts.slice(0, options.blogSidebarCount);
      const sidebar = await actions.createData(
        'blog-sidebar.json',
        JSON.stringify({
          title: blogSidebarTitle,
          items: sidebarPosts.map((p) => ({ title: typeof p.frontMatter.sidebar_label === 'string' ? p.frontMatter.sidebar_label : p.metadata.title, permalink: p.metadata.permalink, unlisted: p.metadata.unlisted, date: p.metadata.date })),
        } satisfies BlogSidebarData),
      );

      // Post pages, with newer/older neighbours among the listed posts.
      for (const [i, post] of content.posts.entries()) {
        const index = listed.indexOf(post);
        const newer = index > 0 ? listed[index - 1] : undefined;
        const older = index >= 0 ? listed[index + 1] : undefined;
        const metadata: BlogPostMetadata = {
          ...pageMetadata(post),
          prevItem: newer && { title: newer.metadata.title, permalink: newer.metadata.permalink },
          nextItem: older && { title: older.metadata.title, permalink: older.metadata.permalink },
        };
        const hidden = post.metadata.unlisted || post.draft;
        actions.addRoute({
          path: post.metadata.permalink,
          component: componentOf(options, 'blogPostComponent'),
          modules: { content: post.file, metadata: await actions.createData(`post-${i}.json`, JSON.stringify(metadata)), sidebar },
          meta: { title: post.metadata.title, description: post.metadata.description, keywords: post.frontMatter.keywords as string[] | undefined, type: 'article', image: post.metadata.image, noIndex: hidden, unlisted: hidden, htmlClassName: 'blog-wrapper blog-post-page' },
        });
      }

      // Paginated lists: the blog itself, each tag and each author. Every page of a list has its
      // title and description, as in Docusaurus (whose blog list at `/` takes the site's title).
      // Tag and author pages get their list as `listMetadata` and the tag or author as a prop of its own, as in Docusaurus.
      const addList = async (posts: BlogPost[], listBase: string, name: string, title: string, description: string | undefined, htmlClassName: string, component: string, subject?: { prop: 'tag' | 'author'; value: unknown }) => {
        const pages = Math.max(1, Math.ceil(posts.length / options.postsPerPage));
        const pagePath = (page: number) => (page === 1 ? listBase : joinUrl(listBase, options.pageBasePath, String(page)));
        for (let page = 1; page <= pages; page++) {
          const slice = posts.slice((page - 1) * options.postsPerPage, page * options.postsPerPage);
          const metadata: BlogListMetadata = {
            title: pagePath(page) === '/' ? context.siteConfig.title : title,
            description,
            blogTitle,
            blogDescription,
            postsPerPage: options.postsPerPage,
            page,
            totalPages: pages,
            totalCount: posts.length,
            permalink: pagePath(page),
            previousPage: page > 1 ? pagePath(page - 1) : undefined,
            nextPage: page < pages ? pagePath(page + 1) : undefined,
            items: slice.map(pageMetadata),
          };
          const list = await actions.createData(`list-${name}-${page}.json`, JSON.stringify(metadata));
          const modules: Record<string, string> = subject ? { [subject.prop]: await actions.createData(`${name}.json`, JSON.stringify(subject.value)), listMetadata: list, sidebar } : { metadata: list, sidebar };
          slice.forEach((p, i) => (modules[`excerpt${i}`] = `${p.file}?truncated=true`));
          actions.addRoute({ path: metadata.permalink, component, modules, meta: { title: metadata.title, description: metadata.description, htmlClassName } });
        }
      };
      await addList(listed, base, 'blog', blogTitle, blogDescription, 'blog-wrapper blog-list-page', componentOf(options, 'blogListComponent'));

      const tags = new Map<string, { label: string; permalink: string; description?: string; posts: BlogPost[] }>();
      for (const post of listed) {
        for (const tag of post.metadata.tags) {
          const entry = tags.get(tag.permalink) ?? { ...tag, posts: [] };
          entry.posts.push(post);
          tags.set(tag.permalink, entry);
        }
      }
      const tagList = [...tags.values()].sort((a, b) => a.label.localeCompare(b.label));
      const allTagsPath = tagsBase;
      for (const tag of tagList) {
        const tagProp: BlogTagPageTag = { label: tag.label, permalink: tag.permalink, ...(tag.description !== undefined ? { description: tag.description } : {}), allTagsPath, count: tag.posts.length, unlisted: false };
        await addList(tag.posts, tag.permalink, `tag-${tagSlug(tag.label)}`, tagPageTitle(tag.label, tag.posts.length, theme), tag.description, 'blog-wrapper blog-tags-post-list-page', componentOf(options, 'blogTagsPostsComponent'), { prop: 'tag', value: tagProp });
      }
      // As in Docusaurus: the tags page exists once a post has a tag (an unlisted one's too), the
      // archive once a post is listed. Their titles are theme-classic's; the archive's description
      // is its title, the tags page has none.
      if (content.posts.some((p) => p.metadata.tags.length > 0)) {
        actions.addRoute({
          path: allTagsPath,
          component: componentOf(options, 'blogTagsListComponent'),
          modules: { tags: await actions.createData('tags.json', JSON.stringify(tagList.map((t) => ({ label: t.label, permalink: t.permalink, count: t.posts.length })))), sidebar },
          meta: { title: themeMessage('theme.tags.tagsPageTitle', 'Tags'), htmlClassName: 'blog-wrapper blog-tags-list-page' },
        });
      }

      // `archiveBasePath: null`: no archive.
      if (listed.length > 0 && options.archiveBasePath !== null) {
        actions.addRoute({
          path: joinUrl(base, options.archiveBasePath),
          component: componentOf(options, 'blogArchiveComponent'),
          modules: { archive: await actions.createData('archive.json', JSON.stringify({ blogPosts: listed.map((p): BlogArchivePost => ({ id: p.metadata.permalink, metadata: { title: p.metadata.title, permalink: p.metadata.permalink, date: p.metadata.date } })) })) },
          meta: { title: themeMessage('theme.blog.archive.title', 'Archive'), description: themeMessage('theme.blog.archive.description', 'Archive') },
        });
      }

      // Authors of authors.yml; those with `page` (as in Docusaurus) get a page of their posts.
      const allAuthorsPath = joinUrl(base, options.authorsBasePath);
      const authorList: BlogAuthorWithPosts[] = [];
      for (const [key, author] of Object.entries(content.authors)) {
        const posts = listed.filter((p) => p.metadata.authors.some((a) => a.key === key));
        const entry: BlogAuthorWithPosts = { ...author, key, count: posts.length };
        authorList.push(entry);
        // Docusaurus's: every author with `page` has one, even before their first post.
        if (author.page) await addList(posts, author.page.permalink, `author-${tagSlug(key)}`, authorPageTitle(author.name ?? '', posts.length, theme), undefined, 'blog-wrapper blog-authors-posts-page', componentOf(options, 'blogAuthorsPostsComponent'), { prop: 'author', value: entry });
      }
      // The authors page lists authors.yml: a blog without one has none (Docusaurus's rule).
      if (authorList.length > 0) {
        actions.addRoute({
          path: allAuthorsPath,
          component: componentOf(options, 'blogAuthorsListComponent'),
          modules: { authors: await actions.createData('authors.json', JSON.stringify(authorList)), sidebar },
          meta: { title: themeMessage('theme.blog.authorsList.pageTitle', 'Authors'), htmlClassName: 'blog-wrapper blog-authors-list-page' },
        });
      }
      // `useBlogMetadata()` reads the blog's addresses and title from here.
      actions.setGlobalData({ path: base, postCount: listed.length, blogBasePath: base, blogTitle, authorsListPath: allAuthorsPath } satisfies BlogGlobalData);
    },

    injectHtmlTags() {
      const type = feedType;
      if (!hasPosts || !type) return {};
      // Docusaurus's titles: "<feed title or site title> RSS Feed".
      const feedTitle = options.feedOptions.title ?? context.siteConfig.title;
      return {
        headTags: FEED_FORMATS.filter((format) => type.includes(format.key)).map((format) => ({
          tagName: 'link',
          attributes: { rel: 'alternate', type: format.type, href: joinUrl(base, format.file), title: `${feedTitle} ${format.label}` },
        })),
      };
    },

    /** Feeds need each post's full HTML, which exists once the pages are pre-rendered. */
    pageAnalyzer: path.join(import.meta.dirname, 'analyze.ts'),
    async postBuild({ outDir, content, pageData }) {
      const { posts } = content as BlogContent;
      const { feedOptions } = options;
      if (posts.length === 0 || !feedType) return;
      const origin = context.siteConfig.url.replace(/\/$/, '');
      const listed = posts.filter((p) => !p.metadata.unlisted && !p.draft);
      const inFeed = feedOptions.limit === null || feedOptions.limit === false ? listed : listed.slice(0, feedOptions.limit);
      // Taken in the render workers (analyze.ts), or here for a post page without its body's container (`#__blog-post-container`)
      // (the HTML parser loads only then).
      const fromPage = inFeed.some((post) => pageData[post.metadata.permalink] === undefined) ? (await import('./feed-content')).feedContentFromPage : undefined;
      const feedPostOf = (post: BlogPost): FeedPost => {
        const page = path.join(outDir, routeToHtmlFile(post.metadata.permalink, context.siteConfig));
        const contentHtml = (pageData[post.metadata.permalink] as string | undefined) ?? fromPage?.(fs.readFileSync(page, 'utf8'), origin + post.metadata.permalink);
        if (contentHtml === undefined) throw new Error(`${page}: no element with id="__blog-post-container" (nor a <main>) to take the feed content from`);
        return { metadata: post.metadata, contentHtml };
      };
      const site: FeedSite = {
        title: feedOptions.title ?? `${context.siteConfig.title} Blog`,
        description: feedOptions.description ?? `${context.siteConfig.title} Blog`,
        origin,
        blogPath: base,
        language: feedOptions.language ?? currentLocale,
        favicon: context.siteConfig.favicon ? joinUrl(context.baseUrl, context.siteConfig.favicon) : undefined,
        copyright: feedOptions.copyright,
      };
      const items = await feedItemsOf(inFeed, feedPostOf, site, outDir);
      const feeds = feedDocuments(site, items, inFeed[0]?.metadata.date);
      // The output folder is the base URL's.
      const feedDir = path.join(outDir, options.routeBasePath);
      await fs.promises.mkdir(feedDir, { recursive: true });
      for (const format of FEED_FORMATS) {
        if (!feedType.includes(format.key)) continue;
        const key = format.key;
        const stylesheet = key === 'json' ? null : feedOptions.xslt[key];
        const document = stylesheet && key !== 'json' ? withStylesheet(feeds[key], await copyStylesheet(stylesheet, key, feedDir)) : feeds[key];
        await fs.promises.writeFile(path.join(feedDir, format.file), document);
      }
    },
  };

  /**
   * The feed's items: `feedOptions.createFeedItems` given Docusaurus's arguments (the posts as its
   * BlogPost, the site config, the output folder and the default), else each post's own item.
   */
  async function feedItemsOf(posts: BlogPost[], feedPostOf: (post: BlogPost) => FeedPost, site: FeedSite, outDir: string): Promise<Item[]> {
    const { createFeedItems } = options.feedOptions;
    if (!createFeedItems) return feedItems(site, posts.map(feedPostOf));
    const byId = new Map(posts.map((post) => [post.metadata.permalink, post]));
    const defaultCreateFeedItems = async ({ blogPosts }: { blogPosts: unknown[] }) => feedItems(site, blogPosts.flatMap((view) => postOf(view, byId) ?? []).map(feedPostOf));
    const items = await createFeedItems({ blogPosts: posts.map((post) => docusaurusPost(post, context.siteDir)), siteConfig: context.siteConfig, outDir, defaultCreateFeedItems });
    if (!Array.isArray(items)) throw new Error(`The blog's \`feedOptions.createFeedItems\` must return an array of feed items, got ${typeof items}`);
    return items as Item[];
  }

  /**
   * `feedOptions.xslt`: the stylesheet and the CSS file of its name beside it, copied beside the
   * feeds (as Docusaurus's generateXsltFiles); resolves to the stylesheet's name for the feed to link.
   */
  async function copyStylesheet(stylesheet: string | true, format: 'rss' | 'atom', feedDir: string): Promise<string> {
    const localizedDir = localizedContentDir(context, 'docusaurus-plugin-content-blog', pluginId);
    // `true`: sitegen's own stylesheet of the feed (`rss.xsl` / `atom.xsl` with its CSS), as Docusaurus ships its.
    const xslt = stylesheet === true ? path.join(import.meta.dirname, 'assets', `${format}.xsl`) : path.isAbsolute(stylesheet) ? stylesheet : localizedFile(blogDir, stylesheet, localizedDir);
    if (!fs.existsSync(xslt)) throw new Error(`Blog feed XSLT file not found at path=${path.relative(process.cwd(), xslt)}`);
    // sitegen's two stylesheets share one CSS file (written as `rss.css` and `atom.css`); a site's has its own beside it.
    const cssName = `${path.parse(xslt).name}.css`;
    const css = stylesheet === true ? path.join(import.meta.dirname, 'assets', 'feed.css') : path.join(path.dirname(xslt), cssName);
    if (!fs.existsSync(css)) {
      throw new Error(`Blog feed XSLT file was found at path=${path.relative(process.cwd(), xslt)}
But its expected co-located CSS file could not be found at path=${path.relative(process.cwd(), css)}
If you want to provide a custom XSLT file, you must provide a CSS file with the exact same name.`);
    }
    await Promise.all([fs.promises.copyFile(xslt, path.join(feedDir, path.basename(xslt))), fs.promises.copyFile(css, path.join(feedDir, cssName))]);
    return path.basename(xslt);
  }

  return plugin;
}
