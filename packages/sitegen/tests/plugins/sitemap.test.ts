import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sitemapPlugin, { DOCUSAURUS_SITEMAP_DEFAULTS, isPublicRoute, robotsTxt, sitemapXml, type SitemapPluginOptions } from '../../plugins/sitemap/index';
import type { LoadContext, PostBuildProps } from '../../src/node/plugins/types';
import { lastModifiedDates } from '../../plugins/sitemap/last-modified';
import type { RouteConfig } from '../../src/shared/types';

const route = (path: string, extra: Partial<RouteConfig> = {}): RouteConfig => ({ path, component: '@theme/DocPage', ...extra });

describe('sitemap', () => {
  it('keeps public routes and drops search, 404, noindex, unlisted, drafts and aliases', () => {
    expect(isPublicRoute(route('/docs/a'))).toBe(true);
    expect(isPublicRoute(route('/search'))).toBe(false);
    expect(isPublicRoute(route('/404'))).toBe(false);
    expect(isPublicRoute(route('/docs/b', { meta: { noIndex: true } }))).toBe(false);
    // An `unlisted` flag on the route or its meta (another plugin may add one) is honoured too.
    expect(isPublicRoute({ ...route('/docs/c'), unlisted: true } as RouteConfig)).toBe(false);
    expect(isPublicRoute(route('/docs/d', { meta: { unlisted: true } as RouteConfig['meta'] }))).toBe(false);
    expect(isPublicRoute(route('/docs/intro', { meta: { canonicalPath: '/docs' } }))).toBe(false);
    expect(isPublicRoute(route('/docs', { meta: { canonicalPath: '/docs' } }))).toBe(true);
    expect(isPublicRoute(route('/tools'), { ignorePaths: ['/tools'] })).toBe(false);
  });

  it('writes escaped URLs with their date, change frequency and priority as the sitemap library does', () => {
    const xml = sitemapXml([
      { url: 'https://x.test/a' },
      { url: 'https://x.test/b?q=1&r=2', lastmod: '2024-03-05', changefreq: 'weekly', priority: 0.5 },
      { url: 'https://x.test/c', lastmod: null, changefreq: null, priority: 1 },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://x.test/a</loc></url>\n' +
        '  <url><loc>https://x.test/b?q=1&amp;r=2</loc><lastmod>2024-03-05</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>\n' +
        '  <url><loc>https://x.test/c</loc><priority>1.0</priority></url>\n</urlset>\n',
    );
  });

  describe("Docusaurus's options", () => {
    /** Runs the plugin's postBuild over `routes` in a temporary site; gives the files it wrote. */
    async function written(options: SitemapPluginOptions, routes: RouteConfig[]): Promise<Record<string, string>> {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-options-'));
      try {
        const siteConfig = { url: 'https://x.test', baseUrl: '/', trailingSlash: undefined } as PostBuildProps['siteConfig'];
        const context = { siteDir: dir, generatedDir: path.join(dir, '.gen'), cacheDir: path.join(dir, '.cache'), siteConfig } as LoadContext;
        const outDir = path.join(dir, 'build');
        fs.mkdirSync(outDir);
        await sitemapPlugin(context, options).postBuild?.({ outDir, routes, siteConfig, content: undefined, routesPaths: routes.map((r) => r.path), siteDir: dir, baseUrl: '/', pageData: {} });
        return Object.fromEntries(fs.readdirSync(outDir, { recursive: true }).map(String).filter((f) => f.includes('.')).map((f) => [f, fs.readFileSync(path.join(outDir, f), 'utf8')]));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }

    it("give Docusaurus's defaults to a Docusaurus site: weekly, 0.5, no dates, no robots.txt", async () => {
      const files = await written({ ...DOCUSAURUS_SITEMAP_DEFAULTS }, [route('/docs/a'), route('/')]);
      expect(Object.keys(files)).toEqual(['sitemap.xml']);
      expect(files['sitemap.xml']).toContain('<url><loc>https://x.test/docs/a</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>');
      expect(files['sitemap.xml']).not.toContain('<lastmod>');
    });

    it('take filename, ignorePatterns, changefreq, priority and lastmod', async () => {
      const files = await written({ ...DOCUSAURUS_SITEMAP_DEFAULTS, filename: 'maps/site.xml', ignorePatterns: ['/tags/**'], changefreq: 'daily', priority: 0.8, lastmod: 'datetime' }, [route('/docs/a'), route('/tags/x'), route('/tags/x/y')]);
      const xml = files[path.join('maps', 'site.xml')] ?? '';
      expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual(['https://x.test/docs/a']);
      // The route's component file does not exist: no date to give.
      expect(xml).toContain('<changefreq>daily</changefreq><priority>0.8</priority>');
    });

    it('let createSitemapItems change the default items', async () => {
      const files = await written(
        {
          ...DOCUSAURUS_SITEMAP_DEFAULTS,
          createSitemapItems: async ({ defaultCreateSitemapItems, ...params }) => (await defaultCreateSitemapItems(params)).filter((item) => !item.url.endsWith('/b')).map((item) => ({ ...item, priority: 0.1 })),
        },
        [route('/a'), route('/b')],
      );
      expect(files['sitemap.xml']).toContain('<url><loc>https://x.test/a</loc><changefreq>weekly</changefreq><priority>0.1</priority></url>');
      expect(files['sitemap.xml']).not.toContain('/b<');
    });

    it('write no sitemap when no route is public, as Docusaurus', async () => {
      expect(await written({ ...DOCUSAURUS_SITEMAP_DEFAULTS }, [route('/search')])).toEqual({});
    });

    it("reject what Docusaurus's schema rejects, in its words", () => {
      const context = {} as LoadContext;
      expect(() => sitemapPlugin(context, { changefreq: 'sometimes' } as unknown as SitemapPluginOptions)).toThrow(/changefreq/);
      expect(() => sitemapPlugin(context, { priority: 2 })).toThrow(/priority/);
      expect(() => sitemapPlugin(context, { priority: '0.5' } as unknown as SitemapPluginOptions)).toThrow(/priority/);
      expect(() => sitemapPlugin(context, { cacheTime: 600 } as unknown as SitemapPluginOptions)).toThrow('Option `cacheTime` in sitemap config is deprecated');
      expect(() => sitemapPlugin(context, { trailingSlash: true } as unknown as SitemapPluginOptions)).toThrow('global trailingSlash config');
      expect(() => sitemapPlugin(context, { lastmod: 'week' } as unknown as SitemapPluginOptions)).toThrow(/lastmod/);
    });
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://x.test/sitemap.xml')).toContain('\nSitemap: https://x.test/sitemap.xml\n');
  });
});

describe('last-modified dates from git', () => {
  it("are the last commit's time, read from the history once per commit checked out", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-git-'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@t.test', ...args], { cwd: dir, env: { ...process.env, GIT_COMMITTER_DATE: '2024-05-01T10:00:00Z', GIT_AUTHOR_DATE: '2024-05-01T10:00:00Z' } });
    try {
      git('init', '-q');
      fs.writeFileSync(path.join(dir, 'a.md'), 'A');
      git('add', '.');
      git('commit', '-q', '-m', 'a');
      const file = path.join(fs.realpathSync(dir), 'a.md');
      const cacheFile = path.join(dir, '.cache', 'dates.json');
      expect((await lastModifiedDates(fs.realpathSync(dir), [file], cacheFile)).get(file)).toBe(Date.parse('2024-05-01T10:00:00Z'));
      // Same commit: the kept answer (marked here to tell).
      const kept = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as { key: string; changes: Array<[string, { time: number; author: string }]> };
      expect(kept.changes).toEqual([[file, { time: Date.parse('2024-05-01T10:00:00Z'), author: 'T' }]]);
      fs.writeFileSync(cacheFile, JSON.stringify({ key: kept.key, changes: [[file, { time: 1, author: 'T' }]] }));
      expect((await lastModifiedDates(fs.realpathSync(dir), [file], cacheFile)).get(file)).toBe(1);
      // Another commit: the history is read again.
      fs.writeFileSync(path.join(dir, 'a.md'), 'A2');
      git('commit', '-q', '-am', 'a2');
      expect((await lastModifiedDates(fs.realpathSync(dir), [file], cacheFile)).get(file)).toBe(Date.parse('2024-05-01T10:00:00Z'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('count a change made on a branch before the move was merged, for the file under its new name', async () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-branch-')));
    const git = (date: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@t.test', '-c', 'init.defaultBranch=main', ...args], { cwd: dir, env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } });
    try {
      git('2024-01-01T00:00:00Z', 'init', '-q');
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.writeFileSync(path.join(dir, 'docs/kept.md'), 'A page whose text stays the same through the move.\n');
      fs.writeFileSync(path.join(dir, 'docs/edited.md'), 'A page that is edited on another branch, with enough text to be seen as moved.\n');
      git('2024-01-01T00:00:00Z', 'add', '.');
      git('2024-01-01T00:00:00Z', 'commit', '-q', '-m', 'pages');
      // The move, on a branch of its own; meanwhile an edit on main; then the move is merged.
      git('2025-06-01T00:00:00Z', 'checkout', '-q', '-b', 'move');
      fs.mkdirSync(path.join(dir, 'website'));
      git('2025-06-01T00:00:00Z', 'mv', 'docs', 'website/docs');
      git('2025-06-01T00:00:00Z', 'commit', '-q', '-m', 'workspace');
      git('2025-07-01T00:00:00Z', 'checkout', '-q', 'main');
      fs.appendFileSync(path.join(dir, 'docs/edited.md'), 'One more line.\n');
      git('2025-07-01T00:00:00Z', 'commit', '-q', '-am', 'edit');
      git('2025-07-02T00:00:00Z', 'merge', '-q', '--no-edit', 'move');
      const site = path.join(dir, 'website');
      const [kept, edited] = ['docs/kept.md', 'docs/edited.md'].map((f) => path.join(site, f));
      expect(fs.readFileSync(edited ?? '', 'utf8')).toContain('One more line.');
      const dates = await lastModifiedDates(site, [kept ?? '', edited ?? '']);
      expect(dates.get(kept ?? '')).toBe(Date.parse('2024-01-01T00:00:00Z'));
      expect(dates.get(edited ?? '')).toBe(Date.parse('2025-07-01T00:00:00Z'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are those of the last change before a move: a file moved into the site unchanged keeps its date', async () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-move-')));
    const git = (date: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@t.test', ...args], { cwd: dir, env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } });
    try {
      git('2024-01-01T00:00:00Z', 'init', '-q');
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.writeFileSync(path.join(dir, 'docs/kept.md'), 'A page whose text stays the same through the move.\n');
      fs.writeFileSync(path.join(dir, 'docs/edited.md'), 'A page that is edited as it moves, and has enough text to be seen as moved.\n');
      git('2024-01-01T00:00:00Z', 'add', '.');
      git('2024-01-01T00:00:00Z', 'commit', '-q', '-m', 'pages');
      // The repository becomes a workspace: the site moves into website/.
      fs.mkdirSync(path.join(dir, 'website'));
      git('2025-06-01T00:00:00Z', 'mv', 'docs', 'website/docs');
      fs.appendFileSync(path.join(dir, 'website/docs/edited.md'), 'One more line.\n');
      git('2025-06-01T00:00:00Z', 'commit', '-q', '-am', 'workspace');
      const site = path.join(dir, 'website');
      const [kept, edited] = ['docs/kept.md', 'docs/edited.md'].map((f) => path.join(site, f));
      const dates = await lastModifiedDates(site, [kept ?? '', edited ?? '']);
      expect(dates.get(kept ?? '')).toBe(Date.parse('2024-01-01T00:00:00Z'));
      expect(dates.get(edited ?? '')).toBe(Date.parse('2025-06-01T00:00:00Z'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
