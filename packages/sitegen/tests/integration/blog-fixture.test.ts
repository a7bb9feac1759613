/**
 * The blog on its own fixture site (tests/fixtures/blog) with the real theme: routes and
 * pagination, a folder post with its picture, inline authors, unlisted and draft posts, and the
 * three feeds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xml2js, type ElementCompact } from 'xml-js';
import { buildSite } from '../../src/node/commands/build';
import { loadSite } from '../../src/node/plugins/host';
import { copyFixture, read } from '../helpers/fixture';

const LISTED = ['/blog/2024/05/20/release-notes', '/blog/2024/02/01/folder-post', '/blog/2024/01/10/first-steps', '/blog/guest-post'];
const UNLISTED = '/blog/2024/03/05/quiet-notes';
const DRAFT = '/blog/2024/04/01/coming-soon';
const ORIGIN = 'https://blog.example';

/** href and src values in an HTML fragment. */
const urlsIn = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1] ?? '');
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (node: ElementCompact | undefined) => String(node?._text ?? node?._cdata ?? '');

describe('blog fixture build', () => {
  const fixture = copyFixture('blog');
  beforeAll(async () => {
    await buildSite(fixture.siteDir, { outDir: fixture.outDir });
  }, 120_000);
  afterAll(() => fixture.cleanup());
  const exists = (file: string) => fs.existsSync(path.join(fixture.outDir, file));

  it('builds posts (file, folder and front-matter dated), paginated lists, tags, archive and authors', () => {
    for (const route of [...LISTED, UNLISTED, '/blog', '/blog/page/2', '/blog/tags', '/blog/tags/news', '/blog/tags/news/page/2', '/blog/tags/guest', '/blog/archive', '/blog/authors', '/blog/authors/ada', '/blog/authors/bo-sample']) {
      expect(exists(`${route.slice(1)}.html`), route).toBe(true);
    }
    expect(exists('blog/page/3.html')).toBe(false);
    expect(exists('blog/tags/news/page/3.html')).toBe(false);
  });

  it('leaves drafts and partials out of the production build', () => {
    expect(exists(`${DRAFT.slice(1)}.html`)).toBe(false);
    for (const file of fs.readdirSync(fixture.outDir, { recursive: true }) as string[]) {
      if (file.endsWith('.html') || file.endsWith('.xml') || file.endsWith('.json')) expect(fs.readFileSync(path.join(fixture.outDir, file), 'utf8'), file).not.toContain('DRAFT-POST-TEXT');
    }
    expect(fs.readdirSync(fixture.outDir, { recursive: true }).join('\n')).not.toContain('draft-partial');
  });

  it('builds unlisted posts with noindex but keeps them out of lists, tags, archive, authors and the sidebar', () => {
    const unlisted = read(fixture.outDir, `${UNLISTED.slice(1)}.html`);
    expect(unlisted).toContain('UNLISTED-POST-TEXT');
    expect(unlisted).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const file of ['blog.html', 'blog/page/2.html', 'blog/tags/news.html', 'blog/tags/news/page/2.html', 'blog/archive.html', 'blog/authors/bo-sample.html', 'blog/2024/01/10/first-steps.html']) {
      expect(read(fixture.outDir, file), file).not.toContain(UNLISTED);
    }
    // news: release-notes, folder-post, first-steps; the unlisted one is not counted.
    expect(read(fixture.outDir, 'blog/tags.html')).toMatch(/news<span[^>]*>3<\/span>/);
    // theme-classic's authors list: the name (an h2) links to the author's page, their number of posts beside it.
    expect(read(fixture.outDir, 'blog/authors.html')).toMatch(/href="\/blog\/authors\/bo-sample"><h2 [^>]*>Bo Sample<\/h2><\/a><span class="[^"]*">2<\/span>/);
  });

  it('shows excerpts with "Read more" in lists and the full post with reading time, authors, tags, edit link and neighbours', () => {
    const list = read(fixture.outDir, 'blog.html');
    expect(list).toContain('The newest post, with a summary before the marker.');
    expect(list).not.toContain('The rest of the release notes.');
    expect(list).toContain('Read more');
    // The post's title is in the link's name; its text is theme-classic's.
    expect(list).toMatch(/<a aria-label="Read more about [^"]+" class="[^"]*" href="\/blog\/[^"]+"><b>Read more<\/b><\/a>/);
    expect(list).toContain('href="/blog/page/2"');
    const post = read(fixture.outDir, 'blog/2024/02/01/folder-post.html');
    expect(post).toContain('min read');
    expect(post).toContain('Ada Example');
    expect(post).toMatch(/aria-hidden="true" data-initials="BS"><\/span>/); // Bo has no picture: initials, drawn by CSS
    expect(post).toContain('href="/blog/tags/release"');
    expect(post).toContain('href="https://example.com/edit/blog/2024-02-01-folder-post/index.mdx"');
    expect(post).toContain('href="/blog/2024/05/20/release-notes"'); // newer
    expect(post).toContain('href="/blog/2024/01/10/first-steps"'); // older
    const picture = /<img[^>]*src="(\/assets\/images\/drawing-[0-9a-f]{8}\.svg)"/.exec(post)?.[1];
    expect(picture).toBeDefined();
    expect(exists(picture?.slice(1) ?? 'missing')).toBe(true);
    expect(read(fixture.outDir, 'blog/guest-post.html')).toContain('Cy Guest');
  });

  it("reads authors as Docusaurus: authors.yml entries with the post's overrides, socials as profile links, the legacy author fields", () => {
    // bo with the post's own title, linked to bo's page.
    const release = read(fixture.outDir, 'blog/2024/05/20/release-notes.html');
    expect(release).toMatch(/<a href="\/blog\/authors\/bo-sample"><span class="[^"]*" translate="no">Bo Sample<\/span><\/a><\/div><small class="[^"]*" title="Release manager">Release manager<\/small>/);
    // ada's socials, each an icon link titled with its platform.
    const first = read(fixture.outDir, 'blog/2024/01/10/first-steps.html');
    for (const [href, title] of [
      ['https://github.com/ada-example', 'GitHub'],
      ['https://x.com/ada_x', 'X'],
      ['https://www.linkedin.com/in/ada-li/', 'LinkedIn'],
      ['https://mastodon.social/@ada@example.social', 'Mastodon'],
      ['mailto:ada@example.com', 'Email'],
      ['https://ada.example', 'website'],
    ]) {
      expect(first).toMatch(new RegExp(`<a [^>]*href="${href.replace(/[.?]/g, '\\$&')}"[^>]*title="${title}"[^>]*><svg`));
    }
    // The legacy fields: one author without a page, the picture below the base URL.
    const guest = read(fixture.outDir, 'blog/guest-post.html');
    expect(guest).toMatch(/<a href="https:\/\/example.com\/cy"[^>]*><img class="avatar__photo [^"]*" src="\/img\/ada.svg" alt="Cy Guest"/);
    expect(guest).toContain('title="Visitor"');
  });

  it('reads `title_meta`, `sidebar_label` and tag objects, and groups the sidebar by year', () => {
    const release = read(fixture.outDir, 'blog/2024/05/20/release-notes.html');
    expect(release).toContain('<title>Release notes of the fixture | Blog Fixture</title>');
    expect(release).toMatch(/<h1 class="[^"]*">Release notes<\/h1>/);
    // The sidebar: `sidebar_label` for first-steps, under year headings (themeConfig.blog.sidebar.groupByYear, true by default).
    expect(release).toMatch(/<div role="group"><h3 class="[^"]*">2024<\/h3><ul class="[^"]*">[\s\S]*>Starting out<\/a><\/li><\/ul><\/div><div role="group"><h3 class="[^"]*">2023<\/h3>/);
    const folder = read(fixture.outDir, 'blog/2024/02/01/folder-post.html');
    expect(folder).toContain('href="/blog/tags/drawings"');
    expect(read(fixture.outDir, 'blog/tags/drawings.html')).toContain('One post tagged with &quot;Drawings&quot;');
  });

  it('links the three feeds from the head of every page', () => {
    for (const file of ['index.html', 'docs/intro.html', 'blog.html', 'blog/2024/01/10/first-steps.html', '404.html']) {
      const html = read(fixture.outDir, file);
      expect(html, file).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"');
      expect(html, file).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml"');
      expect(html, file).toContain('<link rel="alternate" type="application/json" href="/blog/feed.json"');
    }
  });

  describe('feeds', () => {
    const rss = () => xml2js(read(fixture.outDir, 'blog/rss.xml'), { compact: true }) as ElementCompact;
    const atom = () => xml2js(read(fixture.outDir, 'blog/atom.xml'), { compact: true }) as ElementCompact;
    const json = () => JSON.parse(read(fixture.outDir, 'blog/feed.json')) as { items: Array<{ url: string; title: string; content_html: string; tags?: string[] }> };

    it('RSS 2.0 lists the listed posts newest first with full content and absolute URLs', () => {
      const channel = rss().rss.channel as ElementCompact;
      expect(rss().rss._attributes.version).toBe('2.0');
      expect(text(channel.link)).toBe(`${ORIGIN}/blog`);
      expect(text(channel.copyright)).toBe('Copyright Fixture authors');
      const items = asArray(channel.item as ElementCompact | ElementCompact[]);
      expect(items.map((i) => text(i.link))).toEqual(LISTED.map((p) => ORIGIN + p));
      const first = items.find((i) => text(i.link).endsWith('first-steps'));
      const content = text(first?.['content:encoded']);
      expect(content).toContain('The end of the first post.');
      expect(content).toContain(`href="${ORIGIN}/blog/2024/02/01/folder-post"`);
      expect(content).toContain(`href="${ORIGIN}/blog/2024/01/10/first-steps#details"`);
      // A static image under url-loader's limit is a data URI, in the page and its feed entry, as in Docusaurus.
      expect(content).toContain('src="data:image/svg+xml;base64,');
      expect(content).not.toContain('hash-link');
    });

    it('Atom lists the same entries with full content', () => {
      const feed = atom().feed as ElementCompact;
      const entries = asArray(feed.entry as ElementCompact | ElementCompact[]);
      expect(entries.map((e) => (e.link as ElementCompact)._attributes?.href)).toEqual(LISTED.map((p) => ORIGIN + p));
      const folder = entries.find((e) => text(e.title).includes('own folder'));
      expect(text(folder?.content)).toMatch(new RegExp(`src="${ORIGIN}/assets/images/drawing-[0-9a-f]{8}\\.svg"`));
      expect(text(folder?.content)).toContain('closing words');
    });

    it('JSON Feed lists the same items, with tags', () => {
      const { items } = json();
      expect(items.map((i) => i.url)).toEqual(LISTED.map((p) => ORIGIN + p));
      expect(items[0]?.tags).toEqual(['release', 'news']);
      expect(items.find((i) => i.url.endsWith('guest-post'))?.content_html).toContain('dated in front matter');
    });

    it('shows the RSS feed through its stylesheet (feedOptions.xslt), copied beside it with its CSS', () => {
      expect(read(fixture.outDir, 'blog/rss.xml').startsWith('<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="feed-style.xsl"?>')).toBe(true);
      expect(read(fixture.outDir, 'blog/atom.xml')).not.toContain('xml-stylesheet');
      expect(exists('blog/feed-style.xsl') && exists('blog/feed-style.css')).toBe(true);
    });

    it('has only absolute URLs and leaves unlisted and draft posts out', () => {
      const all = [read(fixture.outDir, 'blog/rss.xml'), read(fixture.outDir, 'blog/atom.xml'), read(fixture.outDir, 'blog/feed.json')];
      for (const item of json().items) for (const url of urlsIn(item.content_html)) expect(url).toMatch(/^(https:\/\/|mailto:|data:)/);
      for (const feed of all) {
        expect(feed).not.toContain('UNLISTED-POST-TEXT');
        expect(feed).not.toContain('quiet-notes');
        expect(feed).not.toContain('coming-soon');
      }
    });
  });
});

describe('blog drafts and route metadata', () => {
  const fixture = copyFixture('blog');
  afterAll(() => fixture.cleanup());
  const route = (routes: Array<{ path: string; meta?: { unlisted?: boolean; noIndex?: boolean } }>, p: string) => routes.find((r) => r.path === p);

  it('keeps drafts in dev, marked unlisted in route metadata, and drops them in production', async () => {
    const dev = await loadSite(fixture.siteDir, { dev: true });
    expect(route(dev.routes, DRAFT)?.meta).toMatchObject({ unlisted: true, noIndex: true });
    const prod = await loadSite(fixture.siteDir, { dev: false });
    expect(route(prod.routes, DRAFT)).toBeUndefined();
    expect(route(prod.routes, UNLISTED)?.meta).toMatchObject({ unlisted: true, noIndex: true });
    expect(route(prod.routes, LISTED[0] ?? '')?.meta?.unlisted).toBe(false);
  });
});
