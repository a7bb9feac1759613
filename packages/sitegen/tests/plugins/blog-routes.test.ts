/**
 * The routes the blog and docs plugins add, with their head titles and descriptions, as
 * Docusaurus's do (plugin-content-blog's routes.ts, theme-classic's blog pages): which list pages
 * exist, what they are titled, and whether the docs' breadcrumbs have a home page to start with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import blogPlugin, { type BlogContent } from '../../plugins/blog/index';
import docsPlugin from '../../plugins/docs/index';
import { resolveConfig } from '../../src/node/config/schema';
import type { LoadContext, Plugin, PluginActions } from '../../src/node/plugins/types';
import type { RouteConfig } from '../../src/shared/types';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site folder with these files (path → text). */
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-routes-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function contextOf(siteDir: string, config: Record<string, unknown> = {}): LoadContext {
  const siteConfig = resolveConfig({ title: 'Lantern', url: 'https://lantern.example', ...config }, 'site.config.ts');
  return {
    siteDir,
    outDir: path.join(siteDir, 'build'),
    generatedDir: path.join(siteDir, '.generated'),
    generatedFilesDir: path.join(siteDir, '.generated'),
    i18n: { ...siteConfig.i18n, currentLocale: 'en', localeConfigs: {} },
    localizationDir: path.join(siteDir, 'i18n', 'en'),
    cacheDir: path.join(siteDir, '.cache'),
    siteConfig,
    baseUrl: siteConfig.baseUrl,
    dev: false,
  };
}

/** Runs a plugin's content hooks, as the host does: its routes and global data. */
async function run<T>(plugin: Plugin<T>, routesSoFar: RouteConfig[] = []): Promise<{ routes: RouteConfig[]; globalData: unknown }> {
  const routes: RouteConfig[] = [];
  let globalData: unknown;
  const actions: PluginActions = {
    addRoute: (route) => void routes.push(route),
    createData: async (name) => name,
    setGlobalData: (data) => void (globalData = data),
  };
  const content = (await plugin.loadContent?.()) as T;
  await plugin.contentLoaded?.({ content, actions, allContent: {} });
  await plugin.allContentLoaded?.({ actions, allContent: {}, routes: [...routesSoFar, ...routes] });
  return { routes, globalData };
}

const byPath = (routes: RouteConfig[]) => new Map(routes.map((r) => [r.path, r]));

describe('blog routes', () => {
  const tagged = {
    'blog/2025-03-01-first-light.md': '---\ntitle: First light\ntags: [build-log]\nauthors: [wren]\n---\nBoth halves typed.\n',
    'blog/2025-04-01-second.md': '---\ntitle: Second\ntags: [build-log, keys]\n---\nMore.\n',
    'blog/authors.yml': 'wren:\n  name: Wren Example\n  page: true\n',
  };

  it("titles the blog list with `blogTitle` and describes it with `blogDescription` (both 'Blog' by default), on every page", async () => {
    const defaults = byPath((await run(blogPlugin(contextOf(site(tagged))))).routes);
    expect(defaults.get('/blog')?.meta).toMatchObject({ title: 'Blog', description: 'Blog' });

    const own = byPath((await run(blogPlugin(contextOf(site(tagged), { blog: { postsPerPage: 1, blogTitle: 'Notes', blogDescription: 'Build notes' } })))).routes);
    expect(own.get('/blog')?.meta).toMatchObject({ title: 'Notes', description: 'Build notes' });
    expect(own.get('/blog/page/2')?.meta).toMatchObject({ title: 'Notes', description: 'Build notes' });
  });

  it('gives a blog without a folder its list page only, with no feeds nor feed links, as Docusaurus 3.10 does', async () => {
    const siteDir = site({ 'docs/intro.md': '# Intro\n' });
    const plugin = blogPlugin(contextOf(siteDir));
    const { routes } = await run(plugin);
    expect(routes.map((r) => r.path)).toEqual(['/blog']);
    expect(routes[0]?.meta).toMatchObject({ title: 'Blog', description: 'Blog' });
    expect(plugin.injectHtmlTags?.()).toEqual({});
    const outDir = path.join(siteDir, 'build');
    fs.mkdirSync(outDir, { recursive: true });
    await plugin.postBuild?.({ outDir, content: await plugin.loadContent?.(), pageData: {} } as never);
    expect(fs.readdirSync(outDir)).toEqual([]);
  });

  it("titles a blog at the site's root with the site's title", async () => {
    const routes = byPath((await run(blogPlugin(contextOf(site(tagged), { blog: { routeBasePath: '/' } })))).routes);
    expect(routes.get('/')?.meta?.title).toBe('Lantern');
  });

  // (With the classes Docusaurus puts on these pages' <html>, less the plugin's, which all its routes get.)
  it("titles tag pages with theme-classic's count of posts, without a description, and the archive 'Archive'", async () => {
    const routes = byPath((await run(blogPlugin(contextOf(site(tagged))))).routes);
    expect(routes.get('/blog/tags/keys')?.meta).toEqual({ title: 'One post tagged with "keys"', htmlClassName: 'blog-wrapper blog-tags-post-list-page' });
    expect(routes.get('/blog/tags/build-log')?.meta).toEqual({ title: '2 posts tagged with "build-log"', htmlClassName: 'blog-wrapper blog-tags-post-list-page' });
    expect(routes.get('/blog/tags')?.meta).toEqual({ title: 'Tags', htmlClassName: 'blog-wrapper blog-tags-list-page' });
    expect(routes.get('/blog/authors')?.meta).toEqual({ title: 'Authors', htmlClassName: 'blog-wrapper blog-authors-list-page' });
    expect(routes.get('/blog/authors/wren')?.meta).toEqual({ title: 'Wren Example - One post', htmlClassName: 'blog-wrapper blog-authors-posts-page' });
    expect(routes.get('/blog/archive')?.meta).toEqual({ title: 'Archive', description: 'Archive' });
  });

  it('adds the tags page only when a post has a tag, the authors page only with authors.yml', async () => {
    const untagged = byPath((await run(blogPlugin(contextOf(site({ 'blog/2025-03-01-first-light.md': '---\ntitle: First light\n---\nBoth halves typed.\n' }))))).routes);
    expect([...untagged.keys()]).toEqual(['/blog/2025/03/01/first-light', '/blog', '/blog/archive']);

    // A tag of an unlisted post is enough for the tags page (Docusaurus lists it there, without the post).
    const unlistedTag = byPath((await run(blogPlugin(contextOf(site({ 'blog/2025-03-01-a.md': '---\ntitle: A\n---\nA.\n', 'blog/2025-03-02-b.md': '---\ntitle: B\nunlisted: true\ntags: [later]\n---\nB.\n' }))))).routes);
    expect(unlistedTag.has('/blog/tags')).toBe(true);
  });

  it('adds no archive while no post is listed', async () => {
    const routes = byPath((await run(blogPlugin(contextOf(site({ 'blog/2025-03-01-a.md': '---\ntitle: A\nunlisted: true\n---\nA.\n' }))))).routes);
    expect(routes.has('/blog/archive')).toBe(false);
  });
});

describe('docs breadcrumbs data', () => {
  const docs = { 'docs/intro.md': '# Start here\n\nHello.\n' };

  it("publishes the `breadcrumbs` option and whether the site has a home page, once every plugin's routes are in", async () => {
    const withHome = await run(docsPlugin(contextOf(site(docs), { docs: { breadcrumbs: true } })), [{ path: '/', component: '@theme/MDXPage' }]);
    expect(withHome.globalData).toEqual({ path: '/docs', docs: 1, breadcrumbs: true, hasHomePage: true });
    const withoutHome = await run(docsPlugin(contextOf(site(docs))));
    expect(withoutHome.globalData).toMatchObject({ breadcrumbs: false, hasHomePage: false });
  });

  it('finds the home page under a base URL', async () => {
    const { globalData } = await run(docsPlugin(contextOf(site(docs), { baseUrl: '/lantern/' })), [{ path: '/lantern/', component: '@theme/MDXPage' }]);
    expect(globalData).toMatchObject({ path: '/lantern/docs', hasHomePage: true });
  });
});

/** The feeds postBuild writes, by file name, for posts whose pages hold `<p>Body of <permalink></p>`. */
async function feedsOf(siteDir: string, config: Record<string, unknown>): Promise<{ files: Record<string, string>; headTags: unknown }> {
  const plugin = blogPlugin(contextOf(siteDir, config));
  const content = (await plugin.loadContent?.()) as BlogContent;
  const outDir = fs.mkdtempSync(path.join(siteDir, 'build-'));
  const pageData = Object.fromEntries(content.posts.map((p) => [p.metadata.permalink, `<p>Body of ${p.metadata.permalink}</p>`]));
  await plugin.postBuild?.({ outDir, content, pageData } as never);
  const blogOut = path.join(outDir, 'blog');
  const files = fs.existsSync(blogOut) ? Object.fromEntries(fs.readdirSync(blogOut).map((name) => [name, fs.readFileSync(path.join(blogOut, name), 'utf8')])) : {};
  return { files, headTags: plugin.injectHtmlTags?.() };
}

describe("blog options, read as Docusaurus's blog plugin reads them", () => {
  const posts = {
    'blog/2025-03-01-first-light.md': '---\ntitle: First light\ntags: [build-log]\nauthors: [wren]\n---\nBoth halves typed.\n<!-- truncate -->\nMore.\n',
    'blog/2025-04-01-second.md': '---\ntitle: Second\ntags: [build-log, keys]\n---\nMore.\n<!-- truncate -->\n',
    'blog/2025-05-01-third.md': '---\ntitle: Third\n---\nLast.\n<!-- truncate -->\n',
    'blog/authors.yml': 'wren:\n  name: Wren Example\n  page: true\n',
  };
  const paths = async (config: Record<string, unknown>, files: Record<string, string> = posts) => (await run(blogPlugin(contextOf(site(files), { blog: config })))).routes.map((r) => r.path);

  it('puts the archive, tags, later pages and authors at archiveBasePath, tagsBasePath, pageBasePath and authorsBasePath; no archive with archiveBasePath null', async () => {
    const routes = await paths({ archiveBasePath: 'all-posts', tagsBasePath: 'topics', pageBasePath: 'more', authorsBasePath: 'people', postsPerPage: 1 });
    expect(routes).toEqual(expect.arrayContaining(['/blog/all-posts', '/blog/topics', '/blog/topics/build-log', '/blog/topics/build-log/more/2', '/blog/more/2', '/blog/more/3', '/blog/people', '/blog/people/wren']));
    expect(routes.some((r) => /\/(archive|tags|page|authors)(\/|$)/.test(r))).toBe(false);
    expect(await paths({ archiveBasePath: null })).not.toContain('/blog/archive');
  });

  it('reads the authors from authorsMapPath', async () => {
    const files = { 'blog/2025-03-01-a.md': '---\ntitle: A\nauthors: [ike]\n---\nA.\n<!-- truncate -->\n', 'blog/crew.yml': 'ike:\n  name: Ike Crew\n  page: true\n' };
    expect(await paths({ authorsMapPath: 'crew.yml' }, files)).toContain('/blog/authors/ike');
    // Docusaurus's message: no authors map to look the key up in.
    await expect(paths({}, files)).rejects.toThrow(/can't reference blog post authors by a key \(such as 'ike'\) because no authors map file could be loaded/);
  });

  it('orders posts by sortPosts: the oldest first with "ascending"', async () => {
    const order = (routes: string[]) => routes.filter((r) => r.startsWith('/blog/2025'));
    expect(order(await paths({}))).toEqual(['/blog/2025/05/01/third', '/blog/2025/04/01/second', '/blog/2025/03/01/first-light']);
    expect(order(await paths({ sortPosts: 'ascending' }))).toEqual(['/blog/2025/03/01/first-light', '/blog/2025/04/01/second', '/blog/2025/05/01/third']);
  });

  it('takes the posts the include globs match and the exclude globs do not (partials left out by default)', async () => {
    const files = { 'blog/2025-03-01-a.md': 'A.<!-- truncate -->', 'blog/drafts/2025-03-02-b.mdx': 'B.<!-- truncate -->', 'blog/_partial.md': 'P', 'blog/2025-03-03-c.markdown': 'C' };
    const posted = async (config: Record<string, unknown>) => (await paths(config, files)).filter((r) => r.startsWith('/blog/2025'));
    expect(await posted({})).toEqual(['/blog/2025/03/02/drafts/b', '/blog/2025/03/01/a']);
    // Docusaurus's own `exclude` is replaced, not added to.
    expect(await posted({ exclude: ['drafts/**', '_*.md'] })).toEqual(['/blog/2025/03/01/a']);
    // A post its path and front matter do not date is dated by its file's creation (the VCS's, else the file system's), as Docusaurus's getDate.
    expect(await paths({ exclude: ['drafts/**'] }, files)).toContain('/blog/_partial');
    expect(await posted({ include: ['drafts/*.mdx'] })).toEqual(['/blog/2025/03/02/drafts/b']);
  });

  it('renders each kind of page with its blog*Component, sitegen’s own where Docusaurus’s default is named', async () => {
    const { routes } = await run(blogPlugin(contextOf(site(posts), { blog: { blogPostComponent: '@site/src/Post', blogListComponent: '@site/src/List', blogTagsPostsComponent: '@site/src/TagPosts', blogTagsListComponent: '@site/src/Tags', blogArchiveComponent: '@site/src/Archive', blogAuthorsListComponent: '@theme/Blog/Pages/BlogAuthorsListPage', blogAuthorsPostsComponent: '@site/src/AuthorPosts' } })));
    const component = (p: string) => routes.find((r) => r.path === p)?.component;
    expect([component('/blog/2025/03/01/first-light'), component('/blog'), component('/blog/tags/keys'), component('/blog/tags'), component('/blog/archive'), component('/blog/authors'), component('/blog/authors/wren')]).toEqual(['@site/src/Post', '@site/src/List', '@site/src/TagPosts', '@site/src/Tags', '@site/src/Archive', '@theme/Blog/Pages/BlogAuthorsListPage', '@site/src/AuthorPosts']);
  });

  it('gives readingTime the content, front matter, default count and locale; none without showReadingTime', async () => {
    const seen: unknown[] = [];
    const plugin = blogPlugin(contextOf(site(posts), { blog: { readingTime: ({ content, frontMatter, defaultReadingTime, locale }: { content: string; frontMatter: { title: string }; defaultReadingTime: (p: { content: string; options?: { wordsPerMinute: number } }) => number; locale: string }) => (seen.push([frontMatter.title, locale]), frontMatter.title === 'Third' ? undefined : defaultReadingTime({ content, options: { wordsPerMinute: 1 } })) } }));
    const content = (await plugin.loadContent?.()) as BlogContent;
    expect(content.posts.map((p) => [p.metadata.title, p.metadata.readingTime])).toEqual([['Third', undefined], ['Second', 2], ['First light', 5]]);
    expect(seen).toContainEqual(['Second', 'en']);
    const off = (await blogPlugin(contextOf(site(posts), { blog: { showReadingTime: false } })).loadContent?.()) as BlogContent;
    expect(off.posts.every((p) => p.metadata.readingTime === undefined)).toBe(true);
  });

  it('keeps the posts processBlogPosts returns, in its order, with the changes it made; all of them when it returns nothing', async () => {
    const processBlogPosts = ({ blogPosts }: { blogPosts: Array<{ id: string; metadata: { title: string; date: Date; frontMatter: Record<string, unknown> } }> }) =>
      blogPosts
        .filter((p) => p.metadata.frontMatter.title !== 'Second')
        .reverse()
        .map((p) => ({ ...p, metadata: { ...p.metadata, title: `${p.metadata.title} (${p.metadata.date.getUTCMonth() + 1})` } }));
    const content = (await blogPlugin(contextOf(site(posts), { blog: { processBlogPosts } })).loadContent?.()) as BlogContent;
    expect(content.posts.map((p) => p.metadata.title)).toEqual(['First light (3)', 'Third (5)']);
    const untouched = (await blogPlugin(contextOf(site(posts), { blog: { processBlogPosts: () => undefined } })).loadContent?.()) as BlogContent;
    expect(untouched.posts).toHaveLength(3);
  });

  it("reports posts without a truncate marker by onUntruncatedBlogPosts, with Docusaurus's message; truncateMarker says what the marker is", async () => {
    const files = { 'blog/2025-03-01-a.md': 'A.\n<!-- truncate -->\nmore', 'blog/2025-03-02-b.md': 'B.\n<!-- more -->\nmore' };
    await expect(blogPlugin(contextOf(site(files), { blog: { onUntruncatedBlogPosts: 'throw' } })).loadContent?.()).rejects.toThrow(/^Docusaurus found blog posts without truncation markers:\n- "blog\/2025-03-02-b\.md"\n\nWe recommend/);
    const content = (await blogPlugin(contextOf(site(files), { blog: { truncateMarker: /<!-- more -->/, onUntruncatedBlogPosts: 'ignore' } })).loadContent?.()) as BlogContent;
    expect(content.posts.map((p) => [p.metadata.title, p.metadata.hasTruncateMarker])).toEqual([['b', true], ['a', false]]);
  });

  it('takes tags from the tags file, and reports the others by onInlineTags; inline authors by onInlineAuthors', async () => {
    const files = {
      'blog/2025-03-01-a.md': '---\ntags: [hw, firmware]\nauthors: [{ name: Guest Writer }]\n---\nA.<!-- truncate -->',
      'blog/tags.yml': 'hw:\n  label: Hardware\n  permalink: /hardware\n  description: Boards and cases\n',
    };
    const content = (await blogPlugin(contextOf(site(files), { blog: { onInlineTags: 'ignore', onInlineAuthors: 'ignore' } })).loadContent?.()) as BlogContent;
    expect(content.posts[0]?.metadata.tags).toEqual([
      { label: 'Hardware', permalink: '/blog/tags/hardware', description: 'Boards and cases' },
      { label: 'firmware', permalink: '/blog/tags/firmware' },
    ]);
    await expect(blogPlugin(contextOf(site(files), { blog: { onInlineTags: 'throw', onInlineAuthors: 'ignore' } })).loadContent?.()).rejects.toThrow('Tags [firmware] used in 2025-03-01-a.md are not defined in tags.yml');
    await expect(blogPlugin(contextOf(site(files), { blog: { onInlineTags: 'ignore', onInlineAuthors: 'throw' } })).loadContent?.()).rejects.toThrow(/^Some blog authors used in "2025-03-01-a\.md" are not defined in "authors\.yml":\n- \{"name":"Guest Writer","socials":\{\},"key":null,"page":null\}/);
    // `tags: false`: no tags file, so no tag is inline.
    const noFile = (await blogPlugin(contextOf(site(files), { blog: { tags: false, onInlineTags: 'throw', onInlineAuthors: 'ignore' } })).loadContent?.()) as BlogContent;
    expect(noFile.posts[0]?.metadata.tags[0]).toEqual({ label: 'hw', permalink: '/blog/tags/hw' });
    await expect(blogPlugin(contextOf(site(files), { blog: { tags: 'missing.yml' } })).loadContent?.()).rejects.toThrow("No tags file 'missing.yml' could be found");
  });

  it('shows the last update of a post with showLastUpdateTime / showLastUpdateAuthor, from front matter `last_update`', async () => {
    const files = { 'blog/2025-03-01-a.md': '---\nlast_update:\n  date: 2025-06-02\n  author: Quill\n---\nA.<!-- truncate -->' };
    const load = async (blog: Record<string, unknown>) => ((await blogPlugin(contextOf(site(files), { blog })).loadContent?.()) as BlogContent).posts[0]?.metadata;
    expect(await load({ showLastUpdateTime: true, showLastUpdateAuthor: true })).toMatchObject({ lastUpdatedAt: Date.UTC(2025, 5, 2), lastUpdatedBy: 'Quill' });
    expect(await load({ showLastUpdateTime: true })).not.toHaveProperty('lastUpdatedBy');
    expect(await load({})).not.toHaveProperty('lastUpdatedAt');
  });

  it('writes the RSS and Atom feeds by default, not JSON; the ones feedOptions.type names; none with null', async () => {
    const dir = site(posts);
    const defaults = await feedsOf(dir, {});
    expect(Object.keys(defaults.files).sort()).toEqual(['atom.xml', 'rss.xml']);
    expect((defaults.headTags as { headTags: Array<{ attributes: { title: string } }> }).headTags.map((t) => t.attributes.title)).toEqual(['Lantern RSS Feed', 'Lantern Atom Feed']);
    expect(Object.keys((await feedsOf(dir, { blog: { feedOptions: { type: 'json' } } })).files)).toEqual(['feed.json']);
    expect(Object.keys((await feedsOf(dir, { blog: { feedOptions: { type: 'all' } } })).files).sort()).toEqual(['atom.xml', 'feed.json', 'rss.xml']);
    const none = await feedsOf(dir, { blog: { feedOptions: { type: null } } });
    expect([none.files, none.headTags]).toEqual([{}, {}]);
  });

  it('titles, describes, dates and limits the feeds by feedOptions', async () => {
    const dir = site(posts);
    const { files, headTags } = await feedsOf(dir, { blog: { feedOptions: { title: 'Harbour', description: 'Tides', copyright: 'Lantern crew', language: 'en-GB', limit: 2 } } });
    const rss = files['rss.xml'] ?? '';
    expect(rss).toContain('<title>Harbour</title>');
    expect(rss).toContain('<description>Tides</description>');
    expect(rss).toContain('<copyright>Lantern crew</copyright>');
    expect(rss).toContain('<language>en-GB</language>');
    expect(rss.match(/<item>/g)).toHaveLength(2);
    expect(JSON.stringify(headTags)).toContain('Harbour RSS Feed');
    expect((await feedsOf(dir, { blog: { feedOptions: { limit: false } } })).files['rss.xml']?.match(/<item>/g)).toHaveLength(3);
    // Docusaurus's defaults: "<title> Blog", no copyright of the footer's.
    expect((await feedsOf(dir, {})).files['rss.xml']).toContain('<title>Lantern Blog</title>');
  });

  it("builds the feeds' items with createFeedItems, given Docusaurus's posts and its default", async () => {
    const createFeedItems = async ({ blogPosts, defaultCreateFeedItems, siteConfig, outDir }: { blogPosts: Array<{ metadata: { title: string } }>; defaultCreateFeedItems: (p: { blogPosts: unknown[]; siteConfig: unknown; outDir: string }) => Promise<Array<{ title: string }>>; siteConfig: { title: string }; outDir: string }) => {
      const items = await defaultCreateFeedItems({ blogPosts: blogPosts.filter((p) => p.metadata.title !== 'Second'), siteConfig, outDir });
      return items.map((item) => ({ ...item, title: `${siteConfig.title}: ${item.title}` }));
    };
    const rss = (await feedsOf(site(posts), { blog: { feedOptions: { createFeedItems } } })).files['rss.xml'] ?? '';
    expect(rss.match(/<title><!\[CDATA\[[^\]]*\]\]><\/title>/g)).toEqual(['<title><![CDATA[Lantern: Third]]></title>', '<title><![CDATA[Lantern: First light]]></title>']);
    expect(rss).toContain('Body of /blog/2025/05/01/third');
  });

  it('links the XML feeds to feedOptions.xslt and copies it with its CSS beside them', async () => {
    const dir = site({ ...posts, 'blog/feed-style.xsl': '<xsl:stylesheet/>', 'blog/feed-style.css': 'body{}' });
    const { files } = await feedsOf(dir, { blog: { feedOptions: { xslt: { rss: 'feed-style.xsl' } } } });
    expect(files['rss.xml']).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><\?xml-stylesheet type="text\/xsl" href="feed-style\.xsl"\?>/);
    expect(files['atom.xml']).not.toContain('xml-stylesheet');
    expect([files['feed-style.xsl'], files['feed-style.css']]).toEqual(['<xsl:stylesheet/>', 'body{}']);
    // `true`: the generator's own stylesheets, each feed naming its own, as Docusaurus's.
    const builtIn = (await feedsOf(site(posts), { blog: { feedOptions: { xslt: true } } })).files;
    expect(builtIn['atom.xml']).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><\?xml-stylesheet type="text\/xsl" href="atom\.xsl"\?>/);
    expect(Object.keys(builtIn).filter((file) => /\.(xsl|css)$/.test(file)).sort()).toEqual(['atom.css', 'atom.xsl', 'rss.css', 'rss.xsl']);
    expect(builtIn['rss.xsl']).toContain('<xsl:stylesheet');
  });
});

describe('blog edit links of a translated post', () => {
  it('point at the blog folder, or with editLocalizedFiles at the locale’s copy that was read', async () => {
    const dir = site({ 'blog/2025-03-01-a.md': 'A.<!-- truncate -->', 'blog/2025-03-02-b.md': 'B.<!-- truncate -->', 'i18n/fr/docusaurus-plugin-content-blog/2025-03-01-a.md': 'A en français.<!-- truncate -->' });
    const editUrls = async (editLocalizedFiles: boolean) => {
      const context = contextOf(dir, { blog: { editUrl: 'https://git.example/edit/main/', editLocalizedFiles } });
      const french = { ...context, i18n: { ...context.i18n, currentLocale: 'fr', localeConfigs: { fr: { translate: true } } }, localizationDir: path.join(dir, 'i18n', 'fr') } as unknown as LoadContext;
      return ((await blogPlugin(french).loadContent?.()) as BlogContent).posts.map((p) => p.metadata.editUrl);
    };
    expect(await editUrls(false)).toEqual(['https://git.example/edit/main/blog/2025-03-02-b.md', 'https://git.example/edit/main/blog/2025-03-01-a.md']);
    expect(await editUrls(true)).toEqual(['https://git.example/edit/main/blog/2025-03-02-b.md', 'https://git.example/edit/main/i18n/fr/docusaurus-plugin-content-blog/2025-03-01-a.md']);
  });
});
