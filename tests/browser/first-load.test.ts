/**
 * What a page downloads to open: the structure that keeps a docs page's first-load JS small.
 * Sizes are measured by `npm run bench`; these tests check where code lives, not bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { cssModuleClassName } from '../../src/node/bundle/css-modules';
import { listedScripts, readPage } from '../helpers/fixture';
import { REPO_ROOT, serveRealSite, type ServedSite } from '../helpers/site';

const outDir = () => inject('realSiteOutDir');

/** The `<script defer src>` files of a built page, main first. */
const pageScripts = (route: string) => listedScripts(readPage(outDir(), route));

const read = (src: string) => fs.readFileSync(path.join(outDir(), src.replace(/^\//, '')), 'utf8');

/** A class name of a theme component's CSS module: it shows up in the JS chunk holding the component. */
const themeClass = (component: string, localName: string) => cssModuleClassName(path.join(REPO_ROOT, 'src/theme', component, 'styles.module.css'), localName, REPO_ROOT);

const MDX_ONLY = { Tabs: 'tabList', CodeBlock: 'lineContent', Admonition: 'admonition', Details: 'details', DocCardList: 'card', Mermaid: 'diagram' };

describe('first-load JS', () => {
  it('main carries none of the components only Markdown pages use', () => {
    const [main = ''] = pageScripts('/docs/intro');
    expect(main).toMatch(/\/main\.[^/]+\.js$/);
    const code = read(main);
    // (Booleans: a failing toContain would print all of main.)
    expect(code.includes(themeClass('Heading', 'hashLink'))).toBe(true);
    for (const [component, localName] of Object.entries(MDX_ONLY)) expect(code.includes(themeClass(component, localName)), component).toBe(false);
  });

  it('a page loads the Tabs and CodeBlock code only when it uses them', () => {
    const has = (route: string, component: string, localName: string) => pageScripts(route).some((src) => read(src).includes(themeClass(component, localName)));
    // /docs/intro has neither tabs nor code blocks; /docs/user-setup has both.
    expect(has('/docs/intro', 'Tabs', 'tabList')).toBe(false);
    expect(has('/docs/intro', 'CodeBlock', 'lineContent')).toBe(false);
    expect(has('/docs/user-setup', 'Tabs', 'tabList')).toBe(true);
    expect(has('/docs/user-setup', 'CodeBlock', 'lineContent')).toBe(true);
  });

  it("main's runtime does not list route chunks' file names (the route table brings them)", () => {
    for (const route of ['/docs/intro', '/docs/keymaps/behaviors/hold-tap', '/blog']) {
      const [main = '', ...chunks] = pageScripts(route);
      const code = read(main);
      const named = chunks.map((src) => path.basename(src, '.js')).filter((hash) => code.includes(hash));
      // Only chunks that on-demand parts (the not-found page, search) share with pages may stay
      // listed: the router hooks and the page shell.
      expect(chunks.length, route).toBeGreaterThan(4);
      expect(named.length, route).toBeLessThanOrEqual(2);
    }
  });

  it('loads the page shell (navbar, footer, table of contents, pagination) as one chunk on docs pages and posts', () => {
    for (const route of ['/docs/intro', '/docs/keymaps/behaviors/hold-tap', '/blog/2020/05/24/wip']) {
      const holding = (component: string, localName: string) => pageScripts(route).filter((src) => read(src).includes(themeClass(component, localName)));
      const [shell, ...others] = holding('Navbar', 'link');
      expect(shell, route).toBeDefined();
      expect(others, route).toEqual([]);
      expect(holding('Footer', 'footer'), route).toEqual([shell]);
      expect(holding('TOC', 'list'), route).toEqual([shell]);
      expect(holding('DocPaginator', 'pager'), route).toEqual([shell]);
    }
  });

  it('leaves the announcement bar out when the site config has none', () => {
    for (const route of ['/', '/docs/intro']) {
      expect(pageScripts(route).some((src) => read(src).includes(themeClass('AnnouncementBar', 'bar'))), route).toBe(false);
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

  it('hydrates from the scripts the page lists, with every other script blocked', async () => {
    const page = await site.browser.newPage();
    const listed = new Set(pageScripts('/docs/keymaps/behaviors/hold-tap'));
    await page.route((url) => /^\/assets\/js\//.test(url.pathname) && !listed.has(url.pathname), (route) => route.abort());
    const requested: string[] = [];
    page.on('request', (request) => void requested.push(new URL(request.url()).pathname));
    const messages: string[] = [];
    page.on('console', (m) => void ((m.type() === 'error' || m.type() === 'warning') && messages.push(m.text())));
    page.on('pageerror', (e) => messages.push(e.message));
    await page.goto(`${site.origin}/docs/keymaps/behaviors/hold-tap`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 10_000 });
    // The tabs respond, so their chunk ran and hydrated.
    const tab = page.locator('[role="tab"][aria-selected="false"]').first();
    const id = (await tab.getAttribute('id')) ?? '';
    expect(id).not.toBe('');
    await tab.click();
    await page.waitForFunction((tabId) => document.getElementById(tabId)?.getAttribute('aria-selected') === 'true', id);
    expect(messages.filter((m) => !/Failed to load resource|net::ERR_FAILED/.test(m))).toEqual([]);
    // The page's chunks were taken from its own scripts, never asked for by a name main does not know.
    expect(requested.filter((p) => p.includes('undefined'))).toEqual([]);
    await page.close();
  });
});
