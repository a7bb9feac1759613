import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import searchIndexPlugin, { extractSections, indexedRoutes, placeSections, serializeIndex, topCategories } from '../../plugins/search-index/index';
import analyzeSearchSections from '../../plugins/search-index/analyze';
import type { PostBuildProps } from '../../src/node/plugins/types';
import type { SearchIndexFile } from '../../src/shared/search';
import type { RouteConfig, SidebarItem } from '../../src/shared/types';

const PAGE = `<!doctype html><html><head><title>x</title></head><body>
<nav>Sidebar link text</nav>
<main><article><div class="markdown">
<header><h1>Hold-Tap Behavior</h1></header>
<p>Intro   text with <code>&amp;mt</code>.</p>
<h2 id="summary" class="heading_x">Summary<a href="#summary" class="hashLink_abc" aria-label="Direct link">#</a></h2>
<p>First</p><p>second</p>
<div class="wrapper"><pre class="source mermaid-source">flowchart TD</pre></div>
<h3 id="flavors">Flavors<a class="hashLink_abc" href="#flavors">#</a></h3>
<table><tr><td>balanced</td><td>tap-preferred</td></tr></table>
<pre><code>&amp;kp A</code><button>Copy</button></pre>
<svg><text>drawn</text></svg>
<h4>Minor heading</h4><p>under h4</p>
<h2 id="empty">Empty</h2>
</div></article></main>
<footer>Footer text</footer></body></html>`;

const page = { url: '/docs/hold-tap', section: 'Keymaps', title: 'Hold-Tap Behavior', tag: 'docs-default-current' };

describe('extractSections', () => {
  const sections = extractSections(PAGE, page);

  it('makes the page intro and one section per h2/h3, with the heading anchors', () => {
    expect(sections.map((s) => [s.url, s.level, s.hierarchy])).toEqual([
      ['/docs/hold-tap', 1, ['Keymaps', 'Hold-Tap Behavior']],
      ['/docs/hold-tap#summary', 2, ['Keymaps', 'Hold-Tap Behavior', 'Summary']],
      ['/docs/hold-tap#flavors', 3, ['Keymaps', 'Hold-Tap Behavior', 'Summary', 'Flavors']],
      ['/docs/hold-tap#empty', 2, ['Keymaps', 'Hold-Tap Behavior', 'Empty']],
    ]);
  });

  it('keeps the text of the section, with words separated at block boundaries', () => {
    expect(sections[0]!.content).toBe('Intro text with &mt.');
    expect(sections[1]!.content).toBe('First second');
    expect(sections[2]!.content).toBe('balanced tap-preferred &kp A Minor heading under h4');
    expect(sections[3]!.content).toBe('');
  });

  it('leaves out the chrome, direct-link marks, buttons, drawings and diagram sources', () => {
    const all = sections.map((s) => s.content + s.hierarchy.join(' ')).join(' ');
    for (const absent of ['Sidebar', 'Footer', '#', 'Copy', 'drawn', 'flowchart']) expect(all).not.toContain(absent);
  });

  it('yields nothing for a page without a Markdown container', () => {
    expect(extractSections('<html><body><p>hi</p></body></html>', page)).toEqual([]);
  });
});

describe('which routes are indexed', () => {
  const route = (path: string, component: string, extra: Partial<RouteConfig> = {}): RouteConfig => ({ path, component, modules: { content: `${path}.mdx` }, ...extra });
  it('keeps listed docs and blog posts, once per content file', () => {
    const routes = [
      route('/docs/intro', '@theme/DocPage'),
      { ...route('/docs', '@theme/DocPage'), modules: { content: '/docs/intro.mdx' } },
      route('/docs/hidden', '@theme/DocPage', { meta: { noIndex: true } }),
      route('/blog/2020/01/01/post', '@theme/BlogPostPage'),
      route('/blog', '@theme/BlogListPage'),
      route('/search', '/src/pages/search.tsx'),
    ];
    expect(indexedRoutes(routes).map((r) => r.path)).toEqual(['/docs/intro', '/blog/2020/01/01/post']);
  });
});

describe('topCategories', () => {
  it('maps every link under a top-level category to that category', () => {
    const sidebar: SidebarItem[] = [
      { type: 'category', label: 'Keymaps', href: '/docs/keymaps', collapsed: false, collapsible: true, items: [
        { type: 'category', label: 'Behaviors', href: '/docs/keymaps/behaviors', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'Hold-Tap', href: '/docs/keymaps/behaviors/hold-tap' }] },
      ] },
      { type: 'link', label: 'FAQ', href: '/docs/faq' },
    ];
    const map = topCategories({ docs: sidebar });
    expect(map.get('/docs/keymaps/behaviors/hold-tap')).toBe('Keymaps');
    expect(map.get('/docs/keymaps/behaviors')).toBe('Keymaps');
    expect(map.get('/docs/faq')).toBe('');
  });
});

describe('serializeIndex', () => {
  it('names the file after its content', () => {
    const a = serializeIndex({ version: 1, language: 'en', sections: [] });
    const b = serializeIndex({ version: 1, language: 'en', sections: extractSections(PAGE, page) });
    expect(a.file).toMatch(/^search-index\.[0-9a-f]{10}\.json$/);
    expect(a.file).not.toBe(b.file);
    expect(serializeIndex({ version: 1, language: 'en', sections: [] }).file).toBe(a.file);
  });
});

describe('page analyzer and postBuild', () => {
  it('extracts sections in the render worker without page info; postBuild places them under the section and title', () => {
    const analyzed = analyzeSearchSections({ path: '/docs/hold-tap', url: 'https://x.test/docs/hold-tap', html: PAGE }) as ReturnType<typeof extractSections>;
    expect(placeSections(analyzed, { section: page.section, title: page.title, tag: page.tag })).toEqual(extractSections(PAGE, page));
  });

  it('writes the index from the pages\' analyzer results, and names a route without one', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-postbuild-'));
    const routes = [{ path: '/docs/hold-tap', component: '@theme/DocPage', modules: { content: 'a.mdx' }, meta: { title: 'Hold-Tap Behavior' } }] as RouteConfig[];
    const plugin = searchIndexPlugin({ siteConfig: { i18n: { defaultLocale: 'en' } } });
    plugin.contentLoaded({ allContent: { docs: { sidebars: { docs: [{ type: 'category', label: 'Keymaps', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'Hold-Tap', href: '/docs/hold-tap' }] }] } } } });
    const pageData = { '/docs/hold-tap': analyzeSearchSections({ path: '/docs/hold-tap', url: 'https://x.test/docs/hold-tap', html: PAGE }) };
    await plugin.postBuild({ outDir, routes, pageData } as unknown as PostBuildProps);
    const { file } = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index.json'), 'utf8')) as { file: string };
    const index = JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')) as SearchIndexFile;
    expect(index.sections.map((s) => s.content).join(' ')).toContain('tap-preferred');
    expect(index.sections[0]?.hierarchy).toEqual(['Keymaps', 'Hold-Tap Behavior']);
    await expect(plugin.postBuild({ outDir, routes, pageData: {} } as unknown as PostBuildProps)).rejects.toThrow('no pre-rendered page for /docs/hold-tap');
    fs.rmSync(outDir, { recursive: true });
  });
});

describe('extractSections', () => {
  it('reads the same sections when the page has markup before the content container', () => {
    const padded = PAGE.replace('<nav>Sidebar link text</nav>', `<nav>${'<ul><li><a href="/x">Link</a></li></ul>'.repeat(50)}</nav>`);
    expect(extractSections(padded, page)).toEqual(extractSections(PAGE, page));
  });
});
