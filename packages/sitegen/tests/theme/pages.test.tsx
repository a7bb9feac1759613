import { describe, expect, it } from 'vitest';
import BlogArchivePage from '@theme/BlogArchivePage';
import BlogAuthorsPage from '@theme/BlogAuthorsPage';
import BlogListPage, { tagHeading } from '@theme/BlogListPage';
import BlogPostItem, { initialsOf, postCountLabel, readingTimeLabel } from '@theme/BlogPostItem';
import BlogPostPage from '@theme/BlogPostPage';
import { groupByYear } from '@theme/BlogSidebar';
import BlogTagsListPage, { groupTagsByLetter } from '@theme/BlogTagsListPage';
import DocPage from '@theme/DocPage';
import MDXPage from '@theme/MDXPage';
import type { BlogListMetadata, BlogPostMetadata, BlogSidebarData } from '../../src/shared/blog';
import type { DocMetadata, TocItem } from '../../src/shared/types';
import { formatDate } from '../../src/theme/_internal/date';
import type { MDXModule } from '../../src/theme/_internal/types';
import { render, siteConfig, text } from './_render';
import { HeadContext } from '../../src/client/context';
import { decodeSidebar, encodeSidebar } from '../../src/shared/sidebar-wire';
import { sidebarBreadcrumbs } from '@theme/DocBreadcrumbs';

function mdx(body: string, extra: Partial<MDXModule> = {}): MDXModule {
  return { default: () => <p>{body}</p>, frontMatter: {}, toc: [], ...extra };
}

const toc: TocItem[] = [
  { value: 'Summary', id: 'summary', level: 2 },
  { value: 'Details', id: 'details', level: 3 },
];

const docMeta: DocMetadata = {
  id: 'keymaps/behaviors/hold-tap',
  title: 'Hold-Tap Behavior',
  description: 'Hold or tap',
  permalink: '/docs/keymaps/behaviors/hold-tap',
  sidebar: 'docs',
  editUrl: 'https://git.example.org/edit/main/docs/keymaps/behaviors/hold-tap.mdx',
  previous: { title: 'Miscellaneous', permalink: '/docs/keymaps/behaviors/misc' },
  next: { title: 'Mod-Morph', permalink: '/docs/keymaps/behaviors/mod-morph' },
  frontMatter: {},
  unlisted: false,
};

const sidebar = { name: 'docs', items: encodeSidebar([{ type: 'link' as const, label: 'Hold-Tap', href: '/docs/keymaps/behaviors/hold-tap' }, { type: 'link' as const, label: 'FAQ', href: '/docs/faq' }]) };

describe('DocPage', () => {
  const path = '/docs/keymaps/behaviors/hold-tap';

  it('renders sidebar, title, content, edit link, pagination and both TOCs', () => {
    const html = render(<DocPage content={mdx('The body', { toc })} metadata={docMeta} sidebar={sidebar} />, { path });
    expect(html).toContain('aria-label="Docs sidebar"');
    expect(html).toMatch(/<h1>Hold-Tap Behavior<\/h1>/);
    expect(text(html)).toContain('The body');
    expect(html).toMatch(/<a [^>]*href="https:\/\/git\.example\.org\/edit\/main\/docs\/keymaps\/behaviors\/hold-tap\.mdx"/);
    expect(text(html)).toContain('Edit this page');
    expect(html).toContain('href="/docs/keymaps/behaviors/misc"');
    expect(html).toContain('href="/docs/keymaps/behaviors/mod-morph"');
    expect(text(html)).toContain('Previous');
    expect(text(html)).toContain('Next');
    // The desktop table of contents; the mobile one renders its links once opened (as theme-classic's).
    expect((html.match(/href="#details"/g) ?? []).length).toBe(1);
    expect(html).not.toMatch(/breadcrumb/i);
  });

  it('lets the content provide the title, or hides it on request', () => {
    expect(render(<DocPage content={mdx('x', { contentTitle: 'Own title' })} metadata={docMeta} />, { path })).not.toContain('<h1>Hold-Tap Behavior</h1>');
    expect(render(<DocPage content={mdx('x', { frontMatter: { hide_title: true } })} metadata={docMeta} />, { path })).not.toContain('<h1>');
  });

  it('hides the TOC with hide_table_of_contents and when there are no headings', () => {
    expect(render(<DocPage content={mdx('x', { toc, frontMatter: { hide_table_of_contents: true } })} metadata={docMeta} />, { path })).not.toContain('href="#summary"');
    expect(render(<DocPage content={mdx('x')} metadata={docMeta} />, { path })).not.toContain('On this page');
  });

  it('works without sidebar, edit link or neighbours', () => {
    const html = render(<DocPage content={mdx('x')} metadata={{ ...docMeta, editUrl: undefined, previous: undefined, next: undefined }} />, { path: '/docs/keymap-example' });
    expect(html).not.toContain('Docs sidebar');
    expect(html).not.toContain('Edit this page');
    expect(html).not.toContain('aria-label="Docs pages"');
    expect(html).not.toContain('Last updated');
  });

  it('puts the doc footer (edit link, last update) in the article, with theme-classic\'s class names, as DocItem/Footer is', () => {
    const html = render(<DocPage content={mdx('x')} metadata={{ ...docMeta, lastUpdatedBy: 'Ada' }} />, { path });
    const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
    // The edit link in a block of its own (theme-classic's column): its text and the date read as two lines.
    expect(article).toMatch(/<footer class="theme-doc-footer [^"]*"><div><a [^>]*class="theme-edit-this-page [^"]*"[^>]*>[\s\S]*Edit this page<\/a><\/div><span class="theme-last-updated[\s\S]*Last updated[\s\S]*<\/footer>$/);
  });

  it('says when and by whom the doc was last updated, as theme-classic does, each part only when known', () => {
    const at = Date.parse('2024-05-01T10:00:00Z');
    const both = render(<DocPage content={mdx('x')} metadata={{ ...docMeta, lastUpdatedAt: at, lastUpdatedBy: 'Ada' }} />, { path });
    expect(both).toMatch(/<span class="theme-last-updated [^"]*">Last updated on <b><time datetime="2024-05-01T10:00:00.000Z" itemProp="dateModified">May 1, 2024<\/time><\/b> by <b>Ada<\/b><\/span>/i);
    expect(text(render(<DocPage content={mdx('x')} metadata={{ ...docMeta, lastUpdatedAt: at }} />, { path }))).toContain('Last updated on May 1, 2024');
    expect(text(render(<DocPage content={mdx('x')} metadata={{ ...docMeta, editUrl: undefined, lastUpdatedBy: 'Ada' }} />, { path }))).toContain('Last updated by Ada');
  });
});

describe('DocBreadcrumbs on a docs page', () => {
  const trailSidebar = {
    name: 'docs',
    items: encodeSidebar([
      { type: 'link', label: 'Start here', href: '/docs/intro' },
      {
        type: 'category',
        label: 'Guides',
        href: '/docs/guides',
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'Wiring', href: '/docs/guides/wiring' },
          { type: 'category', label: 'Behaviors', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Hold-Tap', href: '/docs/keymaps/behaviors/hold-tap' }] },
        ],
      },
      { type: 'category', label: 'Drafts', href: '/docs/drafts', linkUnlisted: true, collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Sketch', href: '/docs/drafts/sketch' }] },
    ]),
  };
  const on = { ...siteConfig, docs: { ...siteConfig.docs, breadcrumbs: true } };
  const withHome = { 'docusaurus-plugin-content-docs': { default: { path: '/docs', hasHomePage: true } } };
  const page = (path: string, options: { config?: typeof siteConfig; globalData?: Record<string, Record<string, unknown>>; sidebar?: typeof trailSidebar | undefined } = {}) =>
    render(<DocPage content={mdx('x')} metadata={{ ...docMeta, permalink: path }} sidebar={'sidebar' in options ? options.sidebar : trailSidebar} />, { path, config: options.config ?? on, globalData: options.globalData ?? withHome });
  const trail = (html: string) => /<nav class="theme-doc-breadcrumbs [^"]*" aria-label="Breadcrumbs"><ul class="breadcrumbs [^"]*">([\s\S]*?)<\/ul><\/nav>/.exec(html)?.[1];

  it('starts with the home page, then each category down to the doc, which is the last item, active and unlinked', () => {
    const html = page('/docs/keymaps/behaviors/hold-tap');
    const items = trail(html) ?? '';
    expect(items).toMatch(/^<li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="\/"><svg /);
    expect(items).toContain('<a class="breadcrumbs__link" href="/docs/guides"><span>Guides</span></a>');
    // A category without a page of its own is not a link.
    expect(items).toMatch(/<li class="breadcrumbs__item [^"]*"><span class="breadcrumbs__link">Behaviors<\/span><\/li>/);
    expect(items).toMatch(/<li class="breadcrumbs__item breadcrumbs__item--active [^"]*"><span class="breadcrumbs__link" aria-current="page">Hold-Tap<\/span><\/li>$/);
    // In the article, before the title (theme-classic's DocItem/Layout).
    expect(html).toMatch(/<article[^>]*><nav class="theme-doc-breadcrumbs/);
  });

  it('shows a doc at the top of the sidebar as the home link and itself', () => {
    const items = trail(page('/docs/intro')) ?? '';
    expect(text(items)).toBe('Start here');
    expect(items).toContain('aria-label="Home page"');
    expect(items).toMatch(/breadcrumbs__item--active[^>]*><span class="breadcrumbs__link" aria-current="page">Start here<\/span>/);
  });

  it("leaves out the home link when the site has no home page, and an unlisted category's link", () => {
    expect(trail(page('/docs/intro', { globalData: { 'docusaurus-plugin-content-docs': { default: { path: '/docs', hasHomePage: false } } } }))).not.toContain('Home page');
    const drafts = trail(page('/docs/drafts/sketch')) ?? '';
    expect(drafts).toContain('<span class="breadcrumbs__link">Drafts</span>');
    expect(drafts).not.toContain('href="/docs/drafts"');
  });

  it('has none with the `breadcrumbs` option off or for a doc in no sidebar', () => {
    expect(page('/docs/intro', { config: siteConfig })).not.toMatch(/breadcrumb/i);
    expect(page('/docs/intro', { sidebar: undefined })).not.toMatch(/breadcrumb/i);
  });

  it('gives the trail to search engines as BreadcrumbList JSON-LD, its linked items with absolute URLs', () => {
    const heads: Array<{ type: string; props: Record<string, unknown> }> = [];
    render(
      <HeadContext.Provider value={{ tags: heads }}>
        <DocPage content={mdx('x')} metadata={docMeta} sidebar={trailSidebar} />
      </HeadContext.Provider>,
      { path: '/docs/keymaps/behaviors/hold-tap', config: on, globalData: withHome },
    );
    const json = heads.find((t) => t.type === 'script' && t.props.type === 'application/ld+json')?.props.children;
    expect(JSON.parse(String(json))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Guides', item: 'https://example.org/docs/guides' },
        { '@type': 'ListItem', position: 2, name: 'Hold-Tap', item: 'https://example.org/docs/keymaps/behaviors/hold-tap' },
      ],
    });
  });

  it('finds the trail in the sidebar: the categories holding a page, or whose own page it is', () => {
    const items = decodeSidebar(trailSidebar.items);
    expect(sidebarBreadcrumbs(items, '/docs/guides/wiring').map((i) => i.label)).toEqual(['Guides', 'Wiring']);
    expect(sidebarBreadcrumbs(items, '/docs/guides/').map((i) => i.label)).toEqual(['Guides']);
    expect(sidebarBreadcrumbs(items, '/docs/elsewhere')).toEqual([]);
  });
});

describe('MDXPage', () => {
  it('renders Markdown content in the layout', () => {
    const html = render(<MDXPage content={mdx('Page text', { frontMatter: { title: 'About' }, toc })} />, { path: '/about' });
    expect(html).toContain('<main id="__docusaurus_skipToContent_fallback"');
    expect(html).toContain('class="markdown');
    expect(text(html)).toContain('Page text');
    expect(html).toContain('href="#summary"');
  });
});

const post = (n: number, extra: Partial<BlogPostMetadata> = {}): BlogPostMetadata => ({
  permalink: `/blog/2024/0${n}/01/post-${n}`,
  title: `Post ${n}`,
  date: `2024-0${n}-01`,
  description: `About ${n}`,
  tags: [{ label: 'firmware', permalink: '/blog/tags/firmware' }],
  authors: [
    { key: 'pete', name: 'Pete Johanson', title: 'Project Creator', url: 'https://example.org/pete', imageUrl: '/img/authors/pete.svg' },
    { key: 'anon', name: 'Ada Lovelace' },
  ],
  readingTime: 4.4,
  hasTruncateMarker: true,
  unlisted: false,
  editUrl: 'https://git.example.org/edit/blog/post.md',
  excerptText: 'Excerpt text',
  ...extra,
});

const blogSidebar: BlogSidebarData = {
  title: 'All posts',
  items: [
    { title: 'Newest', permalink: '/blog/2025/01/01/newest', date: '2025-01-01' },
    { title: 'Older', permalink: '/blog/2024/05/01/older', date: '2024-05-01' },
    { title: 'Oldest', permalink: '/blog/2020/05/24/wip', date: '2020-05-24' },
  ],
};

describe('blog', () => {
  it('formats dates, reading time, initials and counts', () => {
    expect(formatDate('2025-03-20')).toBe('March 20, 2025');
    expect(formatDate('2020-05-04')).toBe('May 4, 2020');
    // theme-classic rounds up.
    expect(readingTimeLabel(4.4)).toBe('5 min read');
    expect(readingTimeLabel(0.2)).toBe('One min read');
    expect(initialsOf('Pete Johanson')).toBe('PJ');
    expect(initialsOf('Cem Van Aksoylar')).toBe('CA');
    expect(initialsOf('nick')).toBe('N');
    expect(postCountLabel(1)).toBe('1 post');
    expect(postCountLabel(3)).toBe('3 posts');
    expect(tagHeading('ble', 2)).toBe('2 posts tagged with "ble"');
    expect(tagHeading('ble', 1)).toBe('One post tagged with "ble"');
  });

  it("shows a post's last update on its page (not in lists), and no reading time when the post has none", () => {
    const updated = post(3, { lastUpdatedAt: Date.UTC(2024, 4, 1), lastUpdatedBy: 'Ada', readingTime: undefined });
    const page = text(render(<BlogPostItem metadata={updated}><p>Full text</p></BlogPostItem>, { path: '/blog/2024/03/01/post-3' }));
    expect(page).toContain('Last updated on May 1, 2024 by Ada');
    expect(page).not.toContain('min read');
    expect(text(render(<BlogPostItem metadata={updated} isList><p>Excerpt</p></BlogPostItem>, { path: '/blog' }))).not.toContain('Last updated');
  });

  it('shows a post: title, date, reading time, authors with avatar or initials, tags and edit link', () => {
    const html = render(
      <BlogPostItem metadata={post(3)}>
        <p>Full text</p>
      </BlogPostItem>,
      { path: '/blog/2024/03/01/post-3' },
    );
    expect(html).toMatch(/<h1[^>]*>Post 3<\/h1>/);
    expect(html).toMatch(/<time dateTime="2024-03-01"[^>]*>March 1, 2024<\/time>/);
    expect(text(html)).toContain('5 min read');
    expect(html).toContain('src="/img/authors/pete.svg"');
    expect(html).toContain('href="https://example.org/pete"');
    // Initials are drawn by CSS: in the markup, not the text.
    expect(html).toContain('data-initials="AL"');
    expect(html).toContain('href="/blog/tags/firmware"');
    expect(text(html)).toContain('Edit this page');
    expect(text(html)).not.toContain('Read more');
  });

  it('lists posts with excerpts, "Read more" for truncated ones and page links', () => {
    const metadata: BlogListMetadata = {
      title: 'Blog',
      page: 1,
      totalPages: 2,
      totalCount: 12,
      permalink: '/blog',
      nextPage: '/blog/page/2',
      items: [post(1), post(2, { hasTruncateMarker: false })],
    };
    const html = render(<BlogListPage metadata={metadata} sidebar={blogSidebar} excerpt0={mdx('First excerpt')} excerpt1={mdx('Second excerpt')} />, { path: '/blog' });
    expect(html).toMatch(/<h2[^>]*><a [^>]*href="\/blog\/2024\/01\/01\/post-1"[^>]*>Post 1<\/a><\/h2>/);
    expect(text(html)).toContain('First excerpt');
    expect(text(html)).toContain('Second excerpt');
    expect((html.match(/>Read more</g) ?? []).length).toBe(1);
    expect(html).toContain('aria-label="Read more about Post 1"');
    expect(html).toContain('href="/blog/page/2"');
    expect(text(html)).toContain('Older entries');
    expect(text(html)).not.toContain('Newer entries');
    expect(text(html)).toContain('All posts');
  });

  it('heads a tag page with the tag and a link to all tags', () => {
    const metadata: BlogListMetadata = {
      title: 'Posts tagged "ble"',
      page: 1,
      totalPages: 1,
      totalCount: 1,
      permalink: '/blog/tags/ble',
      items: [post(1)],
      tag: { label: 'ble', permalink: '/blog/tags/ble', count: 1 },
      allTagsPath: '/blog/tags',
    };
    const html = render(<BlogListPage metadata={metadata} excerpt0={mdx('x')} />, { path: '/blog/tags/ble' });
    expect(html).toMatch(/<h1[^>]*>One post tagged with &quot;ble&quot;<\/h1>/);
    expect(html).toContain('href="/blog/tags"');
  });

  it('titles and describes a list page with its metadata on every page, as theme-classic does (no page number)', () => {
    const metadata: BlogListMetadata = { title: 'Notes', description: 'Build notes', page: 2, totalPages: 2, totalCount: 2, permalink: '/blog/page/2', previousPage: '/blog', items: [post(1)] };
    const heads: Array<{ type: string; props: Record<string, unknown> }> = [];
    render(
      <HeadContext.Provider value={{ tags: heads }}>
        <BlogListPage metadata={metadata} excerpt0={mdx('x')} />
      </HeadContext.Provider>,
      { path: '/blog/page/2' },
    );
    expect(heads.find((t) => t.type === 'title')?.props.children).toBe('Notes | Test Site');
    expect(heads.find((t) => t.type === 'meta' && t.props.name === 'description')?.props.content).toBe('Build notes');
  });

  it('shows a post page with the post list grouped by year, TOC and neighbours', () => {
    const metadata = { ...post(5), newer: { title: 'Newest', permalink: '/blog/2025/01/01/newest' }, older: { title: 'Oldest', permalink: '/blog/2020/05/24/wip' } };
    const html = render(<BlogPostPage content={mdx('Body', { toc })} metadata={metadata} sidebar={blogSidebar} />, { path: '/blog/2024/05/01/older' });
    expect(text(html)).toContain('Newer post');
    expect(text(html)).toContain('Older post');
    expect(html).toContain('href="#summary"');
    const years = [...html.matchAll(/<span class="[^"]*" id="[^"]*-(\d{4})">/g)].map((m) => m[1]);
    expect(years).toEqual(['2025', '2024', '2020']);
    expect(html).toMatch(/aria-current="page"[^>]*>Older</);
  });

  it('groups by year, newest first', () => {
    expect(groupByYear(blogSidebar.items).map(([year, items]) => [year, items.length])).toEqual([
      ['2025', 1],
      ['2024', 1],
      ['2020', 1],
    ]);
  });

  it('lists tags with counts, archive by year and authors with counts', () => {
    const tags = [
      { label: 'zephyr', permalink: '/blog/tags/zephyr', count: 4 },
      { label: 'ble', permalink: '/blog/tags/ble', count: 1 },
      { label: 'bootloader', permalink: '/blog/tags/bootloader', count: 2 },
    ];
    expect(groupTagsByLetter(tags).map(([l, g]) => [l, g.map((t) => t.label)])).toEqual([
      ['B', ['ble', 'bootloader']],
      ['Z', ['zephyr']],
    ]);
    const tagsHtml = render(<BlogTagsListPage tags={tags} sidebar={blogSidebar} />, { path: '/blog/tags' });
    expect(text(tagsHtml)).toContain('zephyr4');
    expect(text(tagsHtml)).toContain('ble1');

    const archive = render(<BlogArchivePage archive={blogSidebar.items} />, { path: '/blog/archive' });
    expect(archive).toMatch(/<h3[^>]*>2025<a [^>]*href="#2025"[\s\S]*<h3[^>]*>2024<a [\s\S]*<h3[^>]*>2020<a /);
    expect(archive).toContain('href="/blog/2020/05/24/wip"');

    const authors = render(
      <BlogAuthorsPage
        authors={[
          { key: 'pete', name: 'Pete Johanson', imageUrl: '/img/authors/pete.svg', count: 9, permalink: '/blog/authors/pete' },
          { key: 'ada', name: 'Ada Lovelace', count: 1, permalink: '/blog/authors/ada' },
        ]}
        sidebar={blogSidebar}
      />,
      { path: '/blog/authors' },
    );
    expect(text(authors)).toContain('9 posts');
    expect(authors).toContain('href="/blog/authors/pete"');
    expect(text(authors)).toContain('1 post');
    expect(authors).toContain('data-initials="AL"');
  });
});
