import { describe, expect, it } from 'vitest';
import { siteDefines } from '../../../src/node/bundle/defines';
import type { LoadedSite } from '../../../src/node/plugins/host';

/** A loaded site as siteDefines reads it: the config's options, the plugins' content and the routes. */
function site({ config = {}, themeConfig = {}, contents = {}, routes = [], plugins = [] }: { config?: Record<string, unknown>; themeConfig?: Record<string, unknown>; contents?: Record<string, unknown>; routes?: unknown[]; plugins?: Array<{ name: string }> } = {}): LoadedSite {
  return { config: { baseUrl: '/', docs: { breadcrumbs: false }, themeConfig: { navbar: { items: [] }, docs: { sidebar: { hideable: false, autoCollapseCategories: false } }, ...themeConfig }, ...config }, contents, routes, plugins } as unknown as LoadedSite;
}

const flags = (loaded: LoadedSite, dev = false) => siteDefines(loaded, { dev, browser: true });

describe('siteDefines: what the theme leaves out of a site that shows none of it', () => {
  it('leaves out the breadcrumbs, the sidebar collapse button and autoCollapseCategories when their options are off', () => {
    expect(flags(site())).toMatchObject({ __SITEGEN_DOCS_BREADCRUMBS__: 'false', __SITEGEN_DOCS_SIDEBAR_HIDEABLE__: 'false', __SITEGEN_DOCS_AUTO_COLLAPSE__: 'false' });
    const on = site({ config: { docs: { breadcrumbs: true } }, themeConfig: { docs: { sidebar: { hideable: true, autoCollapseCategories: true } } } });
    expect(flags(on)).toMatchObject({ __SITEGEN_DOCS_BREADCRUMBS__: 'true', __SITEGEN_DOCS_SIDEBAR_HIDEABLE__: 'true', __SITEGEN_DOCS_AUTO_COLLAPSE__: 'true' });
  });

  it("keeps the unlisted banner for a site with an unlisted doc, post or page (a route marked noIndex), nested routes' too", () => {
    expect(flags(site({ routes: [{ path: '/a', meta: {} }] })).__SITEGEN_UNLISTED__).toBe('false');
    expect(flags(site({ routes: [{ path: '/docs', routes: [{ path: '/docs/secret', meta: { noIndex: true } }] }] })).__SITEGEN_UNLISTED__).toBe('true');
    expect(flags(site({ routes: [{ path: '/blog/x', meta: { unlisted: true } }] })).__SITEGEN_UNLISTED__).toBe('true');
    // In development drafts show, with their banner, and a page may become unlisted while the server runs.
    expect(flags(site(), true).__SITEGEN_UNLISTED__).toBe('true');
  });

  it("keeps the authors' social icons when an author of the authors file or a post's inline author has some", () => {
    const blog = (authors: Record<string, unknown>, postAuthors: unknown[] = []) => site({ contents: { blog: { authors, posts: [{ metadata: { authors: postAuthors } }] } } });
    expect(flags(blog({ ann: { name: 'Ann' } })).__SITEGEN_BLOG_SOCIALS__).toBe('false');
    expect(flags(blog({ ann: { name: 'Ann', socials: {} } })).__SITEGEN_BLOG_SOCIALS__).toBe('false');
    expect(flags(blog({ ann: { name: 'Ann', socials: { github: 'https://github.com/ann' } } })).__SITEGEN_BLOG_SOCIALS__).toBe('true');
    expect(flags(blog({}, [{ name: 'Bo', socials: { x: 'https://x.com/bo' } }])).__SITEGEN_BLOG_SOCIALS__).toBe('true');
  });

  it('keeps LastUpdated when a plugin shows last updates (its options, or a last update in the content)', () => {
    expect(flags(site({ contents: { docs: { docs: [{ id: 'a' }] } } })).__SITEGEN_LAST_UPDATE__).toBe('false');
    expect(flags(site({ config: { docs: { breadcrumbs: false, showLastUpdateTime: true } } })).__SITEGEN_LAST_UPDATE__).toBe('true');
    expect(flags(site({ config: { plugins: [['@docusaurus/plugin-content-pages', { showLastUpdateAuthor: true }]] } })).__SITEGEN_LAST_UPDATE__).toBe('true');
    expect(flags(site({ contents: { pages: [{ lastUpdate: { lastUpdatedAt: 1700000000000 } }] } })).__SITEGEN_LAST_UPDATE__).toBe('true');
    // Content that refers to itself is walked once.
    const loop: Record<string, unknown> = { id: 'a' };
    loop.self = loop;
    expect(flags(site({ contents: { docs: loop } })).__SITEGEN_LAST_UPDATE__).toBe('false');
  });

  it("leaves out the navbar's hiding, the footer's one-line links and the sidebars' HTML items where the site has none", () => {
    const columns = { footer: { links: [{ title: 'Docs', items: [] }] } };
    expect(flags(site({ themeConfig: columns }))).toMatchObject({ __SITEGEN_NAVBAR_HIDE_ON_SCROLL__: 'false', __SITEGEN_FOOTER_SIMPLE_LINKS__: 'false', __SITEGEN_DOCS_SIDEBAR_HTML__: 'false' });
    expect(flags(site({ themeConfig: { navbar: { items: [], hideOnScroll: true }, footer: { links: [{ label: 'A', to: '/a' }] } } }))).toMatchObject({ __SITEGEN_NAVBAR_HIDE_ON_SCROLL__: 'true', __SITEGEN_FOOTER_SIMPLE_LINKS__: 'true' });
    const html = site({ contents: { docs: { versions: [{ sidebars: { main: [{ type: 'html', value: '<hr>' }] } }] } } });
    expect(flags(html).__SITEGEN_DOCS_SIDEBAR_HTML__).toBe('true');
  });

  it("keeps DocSearch's Ask AI modal only with algolia.askAi", () => {
    expect(flags(site({ themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i' } } })).__SITEGEN_SEARCH_ASK_AI__).toBe('false');
    expect(flags(site({ themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i', askAi: 'assistant-id' } } })).__SITEGEN_SEARCH_ASK_AI__).toBe('true');
  });
  it("lays the doc page on Infima's grid only for a site that loads Infima (a Docusaurus config's)", () => {
    expect(flags(site()).__SITEGEN_INFIMA_LAYOUT__).toBe('false');
    expect(flags(site({ plugins: [{ name: 'docusaurus-theme-classic-infima' }] })).__SITEGEN_INFIMA_LAYOUT__).toBe('true');
  });
});
