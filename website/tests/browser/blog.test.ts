/**
 * The blog on the real site: the built pages and feeds against ../shared/facts/blog.json (those
 * checks skip when the facts are absent), and the list and post pages in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsDir } from '../components/_facts';
import { type ServedSite, serveRealSite } from '../helpers/site';

const factsFile = path.join(factsDir, 'blog.json');
const facts = fs.existsSync(factsFile)
  ? (JSON.parse(fs.readFileSync(factsFile, 'utf8')) as {
      posts: Array<{ url_path: string; title: string; date: string }>;
      meta: { tag_counts: Record<string, number>; posts_per_year: Record<string, number>; post_count: number };
    })
  : undefined;
const POST = '/blog/2022/04/02/zephyr-3-0';

describe('blog on the real site', () => {
  let site: ServedSite | undefined;
  let browser: Browser;
  let origin = '';
  let outDir = '';

  beforeAll(async () => {
    site = await serveRealSite();
    ({ browser, origin, outDir } = site);
  }, 180_000);
  afterAll(() => site?.close());

  /** Opens a page, waits for hydration and collects console errors. */
  async function open(context: BrowserContext, pathname: string): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin + pathname, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return { page, errors };
  }

  describe.skipIf(!facts)('against blog.json', () => {
    it('builds every post at its URL with its title and reading time, and the paginated lists', () => {
      for (const post of facts?.posts ?? []) {
        const html = fs.readFileSync(path.join(outDir, `${post.url_path.slice(1)}.html`), 'utf8');
        expect(html, post.url_path).toContain(`<title>${post.title} | ZMK Firmware</title>`);
        // theme-classic's BlogPostItem/Header/Info: the date, then the reading time.
        expect(html, post.url_path).toMatch(/<\/time>(<!-- -->)? · (<!-- -->)?(One|\d+) min read<\/div>/);
      }
      for (const file of ['blog.html', 'blog/page/2.html', 'blog/tags/firmware/page/2.html', 'blog/tags/keyboards/page/2.html', 'blog/archive.html', 'blog/authors.html']) {
        expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
      }
      for (const file of ['blog/page/3.html', 'blog/tags/firmware/page/3.html', 'blog/tags/oss/page/2.html']) expect(fs.existsSync(path.join(outDir, file)), file).toBe(false);
    });

    it('shows the tag counts of blog.json on /blog/tags', async () => {
      const context = await browser.newContext();
      const { page, errors } = await open(context, '/blog/tags');
      const shown = await page.$$eval('main a[href^="/blog/tags/"]', (links) => links.map((a) => [a.firstChild?.textContent?.trim() ?? '', Number(a.querySelector('span')?.firstChild?.textContent)]));
      expect(Object.fromEntries(shown)).toEqual(facts?.meta.tag_counts);
      expect(shown.map(([label]) => label)).toContain('SOTF');
      expect(await page.locator('main a[href="/blog/tags/sotf"]').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('lists every post under its year in the post sidebar, newest first, and marks the current one', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const { page, errors } = await open(context, POST);
      const sidebar = page.locator('aside nav').first();
      expect(await sidebar.locator(':scope > div').first().textContent()).toBe('All posts');
      // theme-classic's BlogSidebar/Content: a group per year (themeConfig.blog.sidebar.groupByYear), its heading and its posts.
      const groups = await sidebar.evaluate((nav) =>
        [...nav.querySelectorAll(':scope > [role=group]')].map((group) => [group.querySelector('h3')?.textContent ?? '', [...group.querySelectorAll('a')].map((a) => a.getAttribute('href'))] as const),
      );
      const expected = new Map<string, string[]>();
      for (const post of facts?.posts.slice().sort((a, b) => b.date.localeCompare(a.date)) ?? []) expected.set(post.date.slice(0, 4), [...(expected.get(post.date.slice(0, 4)) ?? []), post.url_path]);
      expect(groups).toEqual([...expected.entries()]);
      expect(Object.fromEntries(groups.map(([year, links]) => [year, links.length]))).toEqual(facts?.meta.posts_per_year);
      expect(await sidebar.locator('[aria-current=page]').getAttribute('href')).toBe(POST);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('publishes RSS, Atom and JSON feeds with all 20 posts that a browser parses', async () => {
      const context = await browser.newContext();
      const { page } = await open(context, '/blog');
      const counts = await page.evaluate(async () => {
        const xml = async (url: string, selector: string) => {
          const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
          return doc.querySelector('parsererror') ? -1 : doc.querySelectorAll(selector).length;
        };
        const json = (await (await fetch('/blog/feed.json')).json()) as { items: unknown[] };
        return { rss: await xml('/blog/rss.xml', 'rss > channel > item'), atom: await xml('/blog/atom.xml', 'feed > entry'), json: json.items.length };
      });
      expect(counts).toEqual({ rss: facts?.meta.post_count, atom: facts?.meta.post_count, json: facts?.meta.post_count });
      await context.close();
    });
  });

  it('shows ten excerpts a page with reading time and "Read more", and pages to older entries client-side', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await open(context, '/blog');
    const main = page.locator('main');
    expect(await main.locator('article').count()).toBe(10);
    expect(await main.locator('article', { hasText: 'min read' }).count()).toBe(10);
    expect(await main.locator('article a', { hasText: 'Read more' }).count()).toBe(10);
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
    await main.locator('a', { hasText: 'Older entries' }).click();
    await page.waitForURL(`${origin}/blog/page/2`);
    await expect.poll(() => main.locator('a', { hasText: 'Older entries' }).count()).toBe(0);
    expect(await main.locator('article').count()).toBe(10);
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);
    expect(await main.locator('a', { hasText: 'Newer entries' }).getAttribute('href')).toBe('/blog');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a post with authors, tags, edit link and neighbours, and the post list in the drawer on narrow screens', async () => {
    const context = await browser.newContext({ viewport: { width: 600, height: 900 } });
    const { page, errors } = await open(context, POST);
    const article = page.locator('main article');
    expect(await article.locator('h1').textContent()).toBe('Zephyr 3.0 Update');
    expect(await article.locator('header').textContent()).toMatch(/April 2, 2022 · (One|\d+) min read/);
    const avatar = article.locator('header img').first();
    expect(await avatar.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await article.locator('a[href="/blog/tags/zephyr"]').count()).toBe(1);
    expect(await article.locator('a', { hasText: 'Edit this page' }).getAttribute('href')).toBe('https://github.com/zmkfirmware/zmk/edit/main/docs/blog/2022-04-02-zephyr-3-0.md');
    await expect(page.locator('aside nav').first().isVisible()).resolves.toBe(false);
    await page.click('button[aria-label="Open navigation menu"]');
    const dialog = page.locator('[role=dialog]');
    await dialog.waitFor();
    expect(await dialog.locator('[aria-current=page]').getAttribute('href')).toBe(POST);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('nav[aria-label="Blog post page navigation"] a', { hasText: 'Zephyr 3.0 Update Preparation' }).click();
    await page.waitForURL(`${origin}/blog/2022/03/08/zephyr-3-0-upgrade-prep`);
    await expect.poll(() => page.locator('main article h1').textContent()).toBe('Zephyr 3.0 Update Preparation');
    expect(errors).toEqual([]);
    await context.close();
  });
});
