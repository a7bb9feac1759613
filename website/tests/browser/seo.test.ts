/**
 * The deployed-site outputs on the real site, in Chromium: Lighthouse SEO on a docs page, a post
 * and the home page; head metadata per page type; the Content-Security-Policy of `_headers`
 * (served as a real header) against every page type; gtag page views over client navigations;
 * redirects (every fact row, every target route and anchor, the client-side redirect pages);
 * llms.txt links.
 */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandRedirects } from 'sitegen/plugins/redirects';
import { parseRedirectsFile } from 'sitegen/utils';
import { routeToHtmlFile } from 'sitegen/utils';
import { parseTsv } from 'sitegen/utils';
import { launchChromium } from '../helpers/browser';
import { REPO_ROOT, serveRealSite, type ServedSite } from '../helpers/site';

const repoRoot = REPO_ROOT;
const factsRedirects = path.resolve(repoRoot, '../../shared/facts/redirects.tsv');
const DOC = '/docs/keymaps/behaviors/hold-tap';
const POST = '/blog/2020/05/24/wip';
const DEBUG_PORT = 9400 + (process.pid % 400);

describe('search-engine and static-host outputs of the real site', () => {
  let site: ServedSite;
  let browser: Browser;
  let outDir = '';
  let origin = '';
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
  /** A built route: its HTML file exists and is a page, not a client-side redirect. */
  const isRoute = (route: string) => fs.existsSync(path.join(outDir, routeToHtmlFile(route))) && !read(routeToHtmlFile(route)).includes('data-redirect=');

  beforeAll(async () => {
    site = await serveRealSite();
    ({ origin, browser, outDir } = site);
  }, 180_000);

  afterAll(() => site?.close());

  /** A context (launchChromium's contexts answer the Google tag with an empty script: the sandbox is offline). */
  const newContext = (): Promise<BrowserContext> => browser.newContext();

  async function open(context: BrowserContext, pathname: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(origin + pathname, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return page;
  }

  describe('Lighthouse SEO', () => {
    // Lighthouse drives its own Chromium through the DevTools port.
    let lighthouseBrowser: Browser;
    beforeAll(async () => {
      lighthouseBrowser = await launchChromium([`--remote-debugging-port=${DEBUG_PORT}`]);
    });
    afterAll(() => lighthouseBrowser?.close());

    for (const pathname of [DOC, POST, '/']) {
      it(`scores 100 on ${pathname}`, async () => {
        const result = await lighthouse(origin + pathname, { port: DEBUG_PORT, onlyCategories: ['seo'], output: 'json', logLevel: 'error', disableFullPageScreenshot: true });
        const lhr = result?.lhr;
        const failed = Object.values(lhr?.audits ?? {}).filter((a) => a.score !== null && a.score < 1 && lhr?.categories.seo?.auditRefs.some((r) => r.id === a.id && r.weight > 0));
        expect(failed.map((a) => `${a.id}: ${a.title}`)).toEqual([]);
        expect(lhr?.categories.seo?.score).toBe(1);
      }, 120_000);
    }
  });

  describe('head metadata per page type', () => {
    const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

    it('docs page: "Title | ZMK Firmware", front-matter description, canonical, Open Graph, Twitter card', () => {
      const html = read(routeToHtmlFile(DOC));
      expect(titleOf(html)).toBe('Hold-Tap Behavior | ZMK Firmware');
      expect(meta(html, 'description')).toMatch(/^Make one key do two jobs/);
      expect(html).toContain(`<link rel="canonical" href="https://zmk.dev${DOC}">`);
      expect(meta(html, 'og:title')).toBe('Hold-Tap Behavior | ZMK Firmware');
      expect(meta(html, 'og:url')).toBe(`https://zmk.dev${DOC}`);
      expect(meta(html, 'og:image')).toBe('https://zmk.dev/img/social-card.png');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe('https://zmk.dev/img/social-card.png');
      expect(html).not.toContain('application/ld+json');
      expect(fs.existsSync(path.join(outDir, 'img/social-card.png'))).toBe(true);
    });

    it('blog post: article type and BlogPosting JSON-LD (theme-classic\'s: the date as an ISO time, part of the blog)', () => {
      const html = read(routeToHtmlFile(POST));
      expect(titleOf(html)).toBe('WIP | ZMK Firmware');
      expect(meta(html, 'og:type')).toBe('article');
      const json = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown>;
      expect(json).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'WIP', datePublished: '2020-05-24T00:00:00.000Z', url: `https://zmk.dev${POST}` });
      // One author: a Person, not a list of one (as theme-classic writes it).
      expect(json.author).toMatchObject({ '@type': 'Person', name: 'Pete Johanson' });
      expect(json.isPartOf).toMatchObject({ '@type': 'Blog', '@id': 'https://zmk.dev/blog' });
      expect(json.description).toBe(meta(html, 'description'));
    });

    it('React page: its own title and description from <Head>, once', () => {
      const html = read('power-profiler.html');
      expect(titleOf(html)).toBe('Power Profiler | ZMK Firmware');
      expect(meta(html, 'og:title')).toBe('Power Profiler | ZMK Firmware');
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    });

    it('home page: the site title, the tagline as description', () => {
      const html = read('index.html');
      expect(titleOf(html)).toBe('ZMK Firmware');
      expect(meta(html, 'description')).toBe('Modern, open source keyboard firmware');
      expect(html).toContain('<link rel="canonical" href="https://zmk.dev/">');
    });
  });

  it('renders every page type under the _headers CSP with no violation', async () => {
    const csp = (await fetch(`${origin}/docs`)).headers.get('content-security-policy');
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    const context = await newContext();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const pages = ['/', '/docs', DOC, '/docs/development/hardware-integration/pointing', '/docs/keymaps/list-of-keycodes', '/docs/hardware', POST, '/blog', '/blog/tags', '/power-profiler', '/keymap-upgrader', '/search', '/no/such/page'];
    for (const pathname of pages) {
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (m) => void (/Content.Security.Policy|Refused to/i.test(m.text()) && messages.push(m.text())));
      await page.goto(origin + pathname, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Diagrams render after hydration, from the vendored Mermaid build.
      if (pathname === DOC) await page.locator('.mermaid-diagram svg').first().waitFor();
      else await page.waitForTimeout(300);
      expect([...messages, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))], pathname).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.theme), pathname).toMatch(/light|dark/);
      await page.close();
    }
    // What loads on demand runs under the policy too: the upgrader's WebAssembly parser, the search modal.
    const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const upgrader = await open(context, '/keymap-upgrader');
    await upgrader.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === '');
    await upgrader.locator('#keymap-upgrader-input').fill('/ {\n  keymap {\n    compatible = "zmk,keymap";\n    base { bindings = <&kp A>; };\n  };\n};\n');
    await upgrader.locator('pre[aria-label="Upgraded keymap"]').waitFor();
    expect(await violations(upgrader), 'keymap upgrader').toEqual([]);
    const search = await open(context, '/docs');
    await search.keyboard.press('Control+k');
    await search.locator('.DocSearch-Modal input').fill('hold tap');
    await search.locator('.DocSearch-Hit').first().waitFor();
    expect(await violations(search), 'search modal').toEqual([]);

    // The policy is enforced and the listener sees it: an injected inline script is refused.
    const page = await context.newPage();
    await page.goto(`${origin}/docs`, { waitUntil: 'load' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
    });
    await page.waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await context.close();
  }, 120_000);

  it('records one page view per client-side route change, the first load once, none for an anchor jump', async () => {
    const context = await newContext();
    const tagRequests: string[] = [];
    context.on('request', (r) => void (r.url().startsWith('https://www.googletagmanager.com/') && tagRequests.push(r.url())));
    const page = await open(context, '/');
    expect(await page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]').getAttribute('async')).not.toBeNull();
    await page.locator('header a[href="/docs"]').first().click();
    await page.waitForURL(`${origin}/docs`);
    await page.locator('nav a[href="/docs/faq"]').first().click();
    await page.waitForURL(`${origin}/docs/faq`);
    await page.waitForFunction(() => document.title.startsWith('FAQ'));
    await page.locator('header a[href="/blog"]').first().click();
    await page.waitForURL(`${origin}/blog`);
    await page.waitForFunction(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length >= 5);
    // An in-page anchor is not a new page.
    await page.evaluate(() => history.pushState(null, '', '#x'));
    await page.waitForTimeout(200);
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => JSON.parse(JSON.stringify(Array.from(args))) as unknown[]));
    expect(layer[0]?.[0]).toBe('js');
    expect(layer[1]).toEqual(['config', 'UA-145201102-2', { anonymize_ip: true }]);
    const views = layer.filter((entry) => entry[0] === 'event' && entry[1] === 'page_view').map((entry) => entry[2] as { page_path: string; page_title: string; page_location: string });
    expect(views.map((v) => v.page_path)).toEqual(['/docs', '/docs/faq', '/blog']);
    expect(views[1]?.page_title).toMatch(/^FAQ.* \| ZMK Firmware$/);
    expect(views[2]?.page_location).toBe(`${origin}/blog`);
    expect(layer).toHaveLength(5);
    expect(tagRequests).toHaveLength(1); // the tag script, loaded once
    await context.close();
  }, 60_000);

  describe('redirects', () => {
    const rules = () => parseRedirectsFile(read('_redirects'));

    it('keeps the repo copy of redirects.tsv in step with the facts', () => {
      if (!fs.existsSync(factsRedirects)) return;
      expect(fs.readFileSync(path.join(repoRoot, 'src/data/redirects.tsv'), 'utf8')).toBe(fs.readFileSync(factsRedirects, 'utf8'));
    });

    it('writes every redirect of redirects.tsv and the chat invite to _redirects', () => {
      const rows = parseTsv(fs.readFileSync(path.join(repoRoot, 'src/data/redirects.tsv'), 'utf8'));
      expect(rows.length).toBeGreaterThan(20);
      for (const row of rows) expect(rules(), row.from).toContainEqual({ from: row.from, to: row.to, status: Number(row.status) });
      expect(rules()).toContainEqual({ from: '/community/discord/invite', to: 'https://discord.gg/sycytVQ', status: 302 });
    });

    it('sends every old path to an existing route and anchor of the build', () => {
      const internal = rules().filter((r) => r.to.startsWith('/'));
      const routes = fs.readdirSync(outDir, { recursive: true }).map(String).filter((f) => f.endsWith('.html')).map((f) => (f === 'index.html' ? '/' : `/${f.replace(/\.html$/, '')}`)).filter(isRoute);
      const targets = expandRedirects(internal, routes);
      expect(targets.length).toBeGreaterThanOrEqual(internal.length);
      for (const { from, to } of targets) {
        const [route = '', anchor] = to.split('#');
        expect(isRoute(route), `${from} → ${to}`).toBe(true);
        if (anchor) expect(read(routeToHtmlFile(route)), `${from} → ${to}`).toContain(`id="${anchor}"`);
        // The client-side page for hosts without _redirects.
        expect(read(routeToHtmlFile(from)), from).toContain(`data-redirect="${to}"`);
      }
      expect(targets.map((t) => t.from)).toEqual(expect.arrayContaining(['/docs/behaviors/hold-tap', '/docs/codes', '/docs/features/underglow']));
    });

    it('client-side redirect pages land on the target, keeping the reader’s anchor', async () => {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/docs/behaviors/hold-tap#mod-tap`);
      await page.waitForURL(`${origin}/docs/keymaps/behaviors/hold-tap#mod-tap`);
      await page.goto(`${origin}/docs/features/underglow`);
      await page.waitForURL(`${origin}/docs/features/lighting#rgb-underglow`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.evaluate(() => !!document.getElementById('rgb-underglow'))).toBe(true);
      await context.close();
    });
  });

  it('llms.txt links every listed doc to a Markdown copy that exists', () => {
    const text = read('llms.txt');
    const links = [...text.matchAll(/\]\((https:\/\/zmk\.dev\/[^)]+)\)/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(links.length).toBeGreaterThan(90);
    for (const link of links) {
      expect(link).toMatch(/\.md$/);
      expect(fs.existsSync(path.join(outDir, link)), link).toBe(true);
      expect(isRoute(link.replace(/\.md$/, '')), link).toBe(true);
    }
    expect(text).toContain('## Keymaps › Behaviors');
    expect(read('docs/config/battery.md')).toMatch(/\| `CONFIG_ZMK_BATTERY_REPORTING` +\| bool +\|/);
  });
});
