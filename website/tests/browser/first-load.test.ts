/**
 * What a page downloads to open: the structure that keeps a docs page's first-load JS small.
 * Sizes are measured by `npm run bench`; these tests check where code lives, not bytes.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { cssModuleClassName } from 'sitegen/utils';
import { contentScripts, listedScripts, readPage } from '../helpers/fixture';
import { REPO_ROOT, serveRealSite, type ServedSite } from '../helpers/site';

const outDir = () => inject('realSiteOutDir');

/** The script files a built page loads, main first. */
const pageScripts = (route: string) => listedScripts(readPage(outDir(), route));
/** The script files of a built page's deferred content (loaded after hydration). */
const pageContentScripts = (route: string) => contentScripts(readPage(outDir(), route));

const read = (src: string) => fs.readFileSync(path.join(outDir(), src.replace(/^\//, '')), 'utf8');

/** A class name of a theme component's CSS module: it shows up in the JS chunk holding the component. */
/** The theme's folder in the installed generator (its real path, as the bundlers see it). */
const THEME_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('sitegen/package.json')), 'src/theme');
const themeClass = (component: string, localName: string) => cssModuleClassName(path.join(THEME_DIR, component, 'styles.module.css'), localName, REPO_ROOT);

const MDX_ONLY = { Tabs: 'tabList', CodeBlock: 'lineContent', Admonition: 'admonition', Details: 'details', 'DocCard/Layout': 'cardContainer', Mermaid: 'diagram', MDXComponents: 'tableWrapper' };

describe('first-load JS', () => {
  it('main carries none of the components only Markdown pages use', () => {
    const [main = ''] = pageScripts('/docs/intro');
    expect(main).toMatch(/\/main\.[^/]+\.js$/);
    const code = read(main);
    // (Booleans: a failing toContain would print all of main.) Heading is on the page, in the
    // articles' chunk (the doc's title), not in main: the theme's MDX components come with the content.
    expect(code.includes(themeClass('Heading', 'hashLink'))).toBe(false);
    expect(pageScripts('/docs/intro').some((src) => read(src).includes(themeClass('Heading', 'hashLink')))).toBe(true);
    for (const [component, localName] of Object.entries(MDX_ONLY)) expect(code.includes(themeClass(component, localName)), component).toBe(false);
  });

  it('a page loads the Tabs and CodeBlock code only when it uses them, with its content after hydration', () => {
    const holds = (scripts: string[], component: string, localName: string) => scripts.some((src) => read(src).includes(themeClass(component, localName)));
    // /docs/intro has neither tabs nor code blocks; /docs/user-setup has both.
    for (const route of ['/docs/intro', '/docs/user-setup']) {
      expect(holds(pageScripts(route), 'Tabs', 'tabList'), route).toBe(false);
      expect(holds(pageScripts(route), 'CodeBlock', 'lineContent'), route).toBe(false);
    }
    expect(holds(pageContentScripts('/docs/intro'), 'Tabs', 'tabList')).toBe(false);
    expect(holds(pageContentScripts('/docs/intro'), 'CodeBlock', 'lineContent')).toBe(false);
    expect(holds(pageContentScripts('/docs/user-setup'), 'Tabs', 'tabList')).toBe(true);
    expect(holds(pageContentScripts('/docs/user-setup'), 'CodeBlock', 'lineContent')).toBe(true);
  });

  it('a docs page lists its content’s data (front matter, table of contents) but not its content', () => {
    const scripts = pageScripts('/docs/keymaps/behaviors/hold-tap');
    const content = pageContentScripts('/docs/keymaps/behaviors/hold-tap');
    expect(content.length).toBeGreaterThan(0);
    for (const src of content) expect(scripts).not.toContain(src);
    // The table of contents is in a listed chunk; the prose is in the content's chunks only.
    expect(scripts.some((src) => read(src).includes('id:"interrupt-flavors"'))).toBe(true);
    const sentence = 'whichever comes first. This is the most eager to hold.';
    expect(scripts.some((src) => read(src).includes(sentence))).toBe(false);
    expect(content.some((src) => read(src).includes(sentence))).toBe(true);
  });

  it('defers the content of an MDX page that exports its own table of contents, listing the exports’ data', () => {
    const scripts = pageScripts('/docs/hardware');
    const content = pageContentScripts('/docs/hardware');
    expect(content.length).toBeGreaterThan(0);
    // The exported table of contents (computed from the hardware data) is listed…
    expect(scripts.some((src) => read(src).includes('Onboard Controller Keyboards'))).toBe(true);
    // …the list component and the prose are not.
    const componentText = 'Build them with their board id alone';
    expect(scripts.some((src) => read(src).includes(componentText))).toBe(false);
    expect(content.some((src) => read(src).includes(componentText))).toBe(true);
  });

  it("main's runtime does not list route chunks' file names (the route table brings them)", () => {
    for (const route of ['/docs/intro', '/docs/keymaps/behaviors/hold-tap', '/blog']) {
      const [main = '', ...chunks] = pageScripts(route);
      const code = read(main);
      const named = chunks.map((src) => path.basename(src, '.js')).filter((hash) => code.includes(hash));
      // Only chunks that on-demand parts (the not-found page, search, the browser's SiteMetadata)
      // share with pages may stay listed: the router hooks; on blog pages, theme-common's
      // components and SearchMetadata, which SiteMetadata loads too.
      expect(chunks.length, route).toBeGreaterThan(3);
      expect(named.length, route).toBeLessThanOrEqual(route === '/blog' ? 3 : 2);
      // The page's route data names its content's chunks; main does not.
      for (const src of pageContentScripts(route)) expect(code.includes(path.basename(src, '.js')), src).toBe(false);
    }
  });

  it('loads the page shell (navbar, footer) with main, and what articles add around their content (table of contents, pagination, edit row) as one chunk', () => {
    // The previous/next pair's CSS module, which DocPaginator shares with the blog's paginators.
    const pagination = cssModuleClassName(path.join(THEME_DIR, '_internal', 'pagination.module.css'), 'nav', REPO_ROOT);
    for (const route of ['/docs/intro', '/docs/keymaps/behaviors/hold-tap', '/blog/2020/05/24/wip']) {
      const holding = (component: string, localName: string) => pageScripts(route).filter((src) => read(src).includes(themeClass(component, localName)));
      const [shell, ...others] = holding('Navbar', 'link');
      expect(shell, route).toBe(pageScripts(route)[0]);
      expect(path.basename(shell ?? ''), route).toMatch(/^main\./);
      expect(others, route).toEqual([]);
      expect(holding('Footer', 'footer'), route).toEqual([shell]);
      const [article, ...moreArticles] = holding('TOC', 'toc');
      expect(article, route).toBeDefined();
      expect(article, route).not.toBe(shell);
      expect(moreArticles, route).toEqual([]);
      expect(holding('TOCItems', 'list'), route).toEqual([article]);
      expect(holding('EditMetaRow', 'row'), route).toEqual([article]);
      expect(pageScripts(route).filter((src) => read(src).includes(pagination)), route).toEqual([article]);
    }
    // A page without an article (the home page) loads the shell only: not the table of contents' code.
    const home = pageScripts('/');
    expect(home.some((src) => read(src).includes(themeClass('Navbar', 'link')))).toBe(true);
    expect(home.some((src) => read(src).includes(themeClass('TOCItems', 'list')))).toBe(false);
  });

  it("loads what every blog page shows around its posts (layout, sidebar, post item, authors, the blog's client API) as one chunk, which other pages do not load", () => {
    // Strings only each part's code holds: a class name of its CSS module, a translation id.
    const parts = [themeClass('BlogLayout', 'main'), themeClass('BlogSidebar/Desktop', 'sidebar'), themeClass('BlogPostItem/Header/Title', 'title'), themeClass('Blog/Components/Author', 'authorName'), 'theme.blog.paginator.navAriaLabel', 'useBlogMetadata()'];
    let blogChunk: string | undefined;
    for (const route of ['/blog', '/blog/2020/05/24/wip', '/blog/authors/petejohanson', '/blog/tags/firmware']) {
      for (const part of parts) {
        const holding = pageScripts(route).filter((src) => read(src).includes(part));
        expect(holding, `${route}: ${part}`).toHaveLength(1);
        blogChunk ??= holding[0];
        expect(holding[0], `${route}: ${part}`).toBe(blogChunk);
      }
    }
    for (const route of ['/', '/docs/intro', '/docs/config']) expect(pageScripts(route), route).not.toContain(blogChunk);
  });

  it('leaves the announcement bar out when the site config has none', () => {
    for (const route of ['/', '/docs/intro']) {
      expect(pageScripts(route).some((src) => read(src).includes(themeClass('AnnouncementBar', 'bar'))), route).toBe(false);
    }
  });

  it('leaves out the code of what the site shows nowhere: breadcrumbs, the sidebar collapse button, last updates, the unlisted banner, authors\' social icons, Ask AI', () => {
    // Each by a string only its code holds (a translation id, a platform's name, a chunk name).
    const absent = ['theme.docs.breadcrumbs.navAriaLabel', 'theme.docs.sidebar.collapseButtonTitle', 'theme.docs.sidebar.expandButtonTitle', 'theme.lastUpdated.atDate', 'Stack Overflow', 'search-ask-ai'];
    for (const route of ['/', '/docs/intro', '/docs/keymaps/behaviors/hold-tap', '/blog', '/blog/2020/05/24/wip']) {
      const code = pageScripts(route).map(read).join('\n');
      for (const text of absent) expect(code.includes(text), `${route}: ${text}`).toBe(false);
      // The unlisted banner's strings are theme-common's, which the blog's pages load for other parts.
      if (route.startsWith('/docs')) expect(code.includes('theme.contentVisibility.unlistedBanner.title'), route).toBe(false);
    }
  });

  it("links render their own <a>, without react-router's data-router <Link>", () => {
    const code = read(pageScripts('/docs/intro')[0] ?? '');
    expect(code.includes('data-discover')).toBe(false);
  });
});

describe('first load in Chromium', () => {
  let site: ServedSite;
  beforeAll(async () => {
    site = await serveRealSite();
  }, 60_000);
  afterAll(() => site?.close());

  const HOLD_TAP = '/docs/keymaps/behaviors/hold-tap';

  async function watchedPage(block: (pathname: string) => boolean, delay?: (pathname: string) => number) {
    const page = await site.browser.newPage();
    await page.route(
      (url) => /^\/assets\/js\//.test(url.pathname) && (block(url.pathname) || (delay?.(url.pathname) ?? 0) > 0),
      async (route) => {
        const pathname = new URL(route.request().url()).pathname;
        if (block(pathname)) return route.abort();
        await new Promise((resolve) => setTimeout(resolve, delay?.(pathname) ?? 0));
        await route.continue();
      },
    );
    const requested: string[] = [];
    page.on('request', (request) => void requested.push(new URL(request.url()).pathname));
    const messages: string[] = [];
    page.on('console', (m) => void ((m.type() === 'error' || m.type() === 'warning') && messages.push(m.text())));
    page.on('pageerror', (e) => messages.push(e.message));
    return { page, requested, messages };
  }
  /** Opens `route` with its content's scripts held back for `ms`, up to DOMContentLoaded. */
  async function openWithContentDelayed(route: string, ms: number) {
    const content = new Set(pageContentScripts(route));
    const watched = await watchedPage(
      () => false,
      (p) => (content.has(p) ? ms : 0),
    );
    await watched.page.goto(site.origin + route, { waitUntil: 'domcontentloaded' });
    return watched;
  }
  const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 10_000 });
  const notFailedLoad = (m: string) => !/Failed to load resource|net::ERR_FAILED/.test(m);

  it('opens with no stylesheet request when its CSS is inlined, one when linked, and never fetches CSS the page has', async () => {
    const marked = (route: string) => [...readPage(outDir(), route).matchAll(/<style data-href="([^"]+)"/g)].map((m) => m[1] ?? '');
    // The displays page is small enough to carry its CSS; hold-tap links one stylesheet with all of its CSS.
    for (const [route, linked] of [['/docs/features/displays', 0], [HOLD_TAP, 1]] as const) {
      const { page, requested } = await watchedPage(() => false);
      // No prefetching of linked routes (their CSS would be counted).
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
      await page.goto(site.origin + route, { waitUntil: 'load' });
      await hydrated(page);
      expect(requested.filter((p) => p.endsWith('.css')), route).toHaveLength(linked);
      // Styled from the start: the navbar has its height and the content its font.
      expect(await page.locator('.navbar, nav').first().evaluate((nav) => nav.getBoundingClientRect().height)).toBeGreaterThan(40);
      // Going to another page loads only the CSS this page does not have.
      const other = route === HOLD_TAP ? '/docs/features/displays' : HOLD_TAP;
      // Client-side, as a link does (the other page may be in a collapsed sidebar category, whose links the page leaves out).
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, other);
      await page.waitForURL(site.origin + other);
      await page.waitForTimeout(300);
      const fetchedLater = requested.filter((p) => p.endsWith('.css')).slice(linked);
      for (const href of marked(route)) expect(fetchedLater, `${route} has ${href}`).not.toContain(href);
      await page.close();
    }
  });

  it('paints the page before the app starts, and hydrates as a transition', async () => {
    const { page, messages } = await watchedPage(() => false);
    await page.goto(site.origin + '/blog', { waitUntil: 'load' });
    await hydrated(page);
    const [paint, boot] = await page.evaluate(() => [performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1, performance.getEntriesByName('sitegen:boot')[0]?.startTime ?? -1]);
    expect(paint).toBeGreaterThan(0);
    expect(boot).toBeGreaterThan(paint);
    expect(messages.filter(notFailedLoad)).toEqual([]);
    await page.close();
  });

  it('hydrates from the scripts the page lists and its content’s, with every other script blocked', async () => {
    const allowed = new Set([...pageScripts(HOLD_TAP), ...pageContentScripts(HOLD_TAP)]);
    const { page, requested, messages } = await watchedPage((p) => !allowed.has(p));
    await page.goto(site.origin + HOLD_TAP, { waitUntil: 'load' });
    await hydrated(page);
    // The tabs respond, so their chunk ran and hydrated.
    const tab = page.locator('[role="tab"][aria-selected="false"]').first();
    const id = (await tab.getAttribute('id')) ?? '';
    expect(id).not.toBe('');
    await tab.click();
    await page.waitForFunction((tabId) => document.getElementById(tabId)?.getAttribute('aria-selected') === 'true', id);
    expect(messages.filter(notFailedLoad)).toEqual([]);
    // The page's chunks were taken from its own scripts, never asked for by a name main does not know.
    expect(requested.filter((p) => p.includes('undefined'))).toEqual([]);
    await page.close();
  });

  it('hydrates the content in place: the server’s elements stay, and become interactive', async () => {
    const { page, messages } = await watchedPage(() => false);
    await page.goto(site.origin + HOLD_TAP, { waitUntil: 'domcontentloaded' });
    const paragraph = await page.$('.markdown p');
    const tabList = await page.$('.markdown [role="tablist"]');
    await hydrated(page);
    expect(await paragraph?.evaluate((p) => p.isConnected)).toBe(true);
    expect(await tabList?.evaluate((t) => t.isConnected)).toBe(true);
    await page.locator('.markdown [role="tab"][aria-selected="false"]').first().click();
    await page.waitForFunction(() => document.querySelectorAll('.markdown [role="tab"][aria-selected="true"]').length > 0);
    expect(messages.filter(notFailedLoad)).toEqual([]);
    await page.close();
  });

  it('keeps the server content while its code is on the way, through a colour change and a #fragment link', async () => {
    const { page, messages } = await openWithContentDelayed(HOLD_TAP, 2500);
    const paragraph = await page.$('.markdown p');
    // The head script has applied the colour mode; the page around the content may still be
    // hydrating (on a busy machine): clicks made before it answers are replayed once it does.
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    const toggle = page.locator('button[data-choice]').first();
    await toggle.click();
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const tocLink = page.locator('a[href="#interrupt-flavors"]:not(.markdown a):visible').first();
    await tocLink.click();
    expect(new URL(page.url()).hash).toBe('#interrupt-flavors');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.waitForTimeout(300);
    expect(await paragraph?.evaluate((p) => p.isConnected)).toBe(true);
    await hydrated(page);
    expect(await paragraph?.evaluate((p) => p.isConnected)).toBe(true);
    expect(await toggle.getAttribute('data-choice')).toBe('dark');
    expect(messages.filter(notFailedLoad)).toEqual([]);
    await page.close();
  });

  it('replays a click on a tab made before the content’s code arrived', async () => {
    const { page, messages } = await openWithContentDelayed(HOLD_TAP, 2000);
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    const tab = page.locator('.markdown [role="tab"][aria-selected="false"]').first();
    const id = (await tab.getAttribute('id')) ?? '';
    await tab.click();
    expect(await page.evaluate((tabId) => document.getElementById(tabId)?.getAttribute('aria-selected'), id)).toBe('false');
    await hydrated(page);
    await page.waitForFunction((tabId) => document.getElementById(tabId)?.getAttribute('aria-selected') === 'true', id);
    expect(messages.filter(notFailedLoad)).toEqual([]);
    await page.close();
  });

  it('replays a click on a tab made before any of the page’s scripts ran', async () => {
    const watched = await watchedPage(
      () => false,
      (p) => (p.endsWith('.js') ? 1500 : 0),
    );
    const { page, messages } = watched;
    await page.goto(site.origin + HOLD_TAP, { waitUntil: 'domcontentloaded' });
    const tab = page.locator('.markdown [role="tab"][aria-selected="false"]').first();
    const id = (await tab.getAttribute('id')) ?? '';
    await tab.click();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__sitegenScriptsRan)).toBeUndefined();
    await hydrated(page);
    await page.waitForFunction((tabId) => document.getElementById(tabId)?.getAttribute('aria-selected') === 'true', id);
    expect(messages.filter(notFailedLoad)).toEqual([]);
    await page.close();
  });

  it('filters the keycode tables by what was typed before the content’s code arrived', async () => {
    const route = '/docs/keymaps/list-of-keycodes';
    const { page, messages } = await openWithContentDelayed(route, 2000);
    const visibleRows = () => page.evaluate(() => [...document.querySelectorAll('.markdown table tbody tr')].filter((row) => (row as HTMLElement).offsetParent !== null).length);
    const input = page.locator('.markdown input[type="search"]');
    await input.click();
    await page.keyboard.type('PG_UP');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const all = await visibleRows();
    await hydrated(page);
    await page.waitForFunction((before) => [...document.querySelectorAll('.markdown table tbody tr')].filter((row) => (row as HTMLElement).offsetParent !== null).length < before, all);
    expect(await input.inputValue()).toBe('PG_UP');
    expect(await visibleRows()).toBeGreaterThan(0);
    expect(messages.filter(notFailedLoad)).toEqual([]);
    await page.close();
  });

  it('leaves the content static, with a warning, when its code cannot load', async () => {
    const content = new Set(pageContentScripts(HOLD_TAP));
    const { page, messages } = await watchedPage((p) => content.has(p));
    await page.goto(site.origin + HOLD_TAP, { waitUntil: 'load' });
    await hydrated(page);
    expect(await page.locator('.markdown p').count()).toBeGreaterThan(5);
    expect(await page.locator('.markdown [role="tab"]').count()).toBeGreaterThan(0);
    expect(messages.filter(notFailedLoad)).toEqual([expect.stringContaining('content did not load')]);
    await page.close();
  });
});
