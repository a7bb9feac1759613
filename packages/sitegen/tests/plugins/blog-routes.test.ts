/**
 * The routes the blog and docs plugins add, with their head titles and descriptions, as
 * Docusaurus's do (plugin-content-blog's routes.ts, theme-classic's blog pages): which list pages
 * exist, what they are titled, and whether the docs' breadcrumbs have a home page to start with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import blogPlugin from '../../plugins/blog/index';
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
