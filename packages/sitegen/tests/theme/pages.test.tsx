import { describe, expect, it } from 'vitest';
import BlogArchivePage from '@theme/BlogArchivePage';
import BlogAuthorsListPage from '@theme/Blog/Pages/BlogAuthorsListPage';
import { initialsOf } from '@theme/Blog/Components/Author';
import BlogListPage from '@theme/BlogListPage';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPage from '@theme/BlogPostPage';
import BlogTagsPostsPage from '@theme/BlogTagsPostsPage';
import { BlogPostProvider, groupBlogSidebarItemsByYear } from '@docusaurus/plugin-content-blog/client';
import { blogPostContent } from '../../src/theme/_internal/blogContent';
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
    // theme-classic's EditMetaRow: the edit link and the date each in a column of their own, so they read as two lines.
    expect(article).toMatch(/<footer class="theme-doc-footer docusaurus-mt-lg[^"]*"><div class="row [^"]*theme-doc-footer-edit-meta-row"><div class="col [^"]*"><a [^>]*class="theme-edit-this-page [^"]*"[^>]*>[\s\S]*Edit this page<\/a><\/div><div class="col [^"]*"><span class="theme-last-updated[\s\S]*Last updated[\s\S]*<\/footer>$/);
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
  const on = { ...siteConfig, docs: { ...siteConfig.docs, breadcrumbs: true } as typeof siteConfig.docs };
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
    expect(sidebarBreadcrumbs(items, '/docs/guides/wiring').map((i) => (i as { label: string }).label)).toEqual(['Guides', 'Wiring']);
    expect(sidebarBreadcrumbs(items, '/docs/guides/').map((i) => (i as { label: string }).label)).toEqual(['Guides']);
    expect(sidebarBreadcrumbs(items, '/docs/elsewhere')).toEqual([]);
  });
});

describe('MDXPage', () => {
  it('renders Markdown content in the layout', () => {
    const html = render(<MDXPage content={mdx('Page text', { frontMatter: { title: 'About' }, toc })} />, { path: '/about' });
    // The layout's content wrapper (a div, as theme-classic's), the page's own <main> in it.
    expect(html).toContain('<div id="__docusaurus_skipToContent_fallback"');
    expect(html).toMatch(/<main[ >]/);
    expect(html).toContain('class="markdown');
    expect(text(html)).toContain('Page text');
    expect(html).toContain('href="#summary"');
  });

  it("shows the page's edit link (the pages option editUrl), as theme-classic's EditMetaRow", () => {
    const html = render(<MDXPage content={mdx('Page text', { frontMatter: { title: 'About' } })} metadata={{ editUrl: 'https://git.example/edit/main/src/pages/about.md' }} />, { path: '/about' });
    expect(html).toContain('theme-pages-footer-edit-meta-row');
    expect(html).toMatch(/<a [^>]*href="https:\/\/git\.example\/edit\/main\/src\/pages\/about\.md"/);
  });
});

const post = (n: number, extra: Partial<BlogPostMetadata> = {}): BlogPostMetadata => ({
  permalink: `/blog/2024/0${n}/01/post-${n}`,
  title: `Post ${n}`,
  date: `2024-0${n}-01`,
  frontMatter: {},
  description: `About ${n}`,
  tags: [{ label: 'firmware', permalink: '/blog/tags/firmware' }],
  authors: [
    { key: 'pete', name: 'Pete Johanson', title: 'Project Creator', url: 'https://example.org/pete', imageURL: '/img/authors/pete.svg', page: null, socials: { github: 'https://github.com/petejohanson', email: 'mailto:pete@example.org' } },
    { key: null, page: null, name: 'Ada Lovelace' },
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
    { title: 'Newest', permalink: '/blog/2025/01/01/newest', date: '2025-01-01', unlisted: false },
    { title: 'Older', permalink: '/blog/2024/05/01/older', date: '2024-05-01', unlisted: false },
    { title: 'Hidden', permalink: '/blog/2024/04/01/hidden', date: '2024-04-01', unlisted: true },
    { title: 'Oldest', permalink: '/blog/2020/05/24/wip', date: '2020-05-24', unlisted: false },
  ],
};

const listMetadata = (extra: Partial<BlogListMetadata> = {}): BlogListMetadata => ({ title: 'Blog', blogTitle: 'Blog', blogDescription: 'Blog', postsPerPage: 10, page: 1, totalPages: 1, totalCount: 1, permalink: '/blog', items: [post(1)], ...extra });

/** One post as BlogPostItems shows it: in its BlogPostProvider, on its page or in a list. */
function postItem(metadata: BlogPostMetadata, isBlogPostPage: boolean, body = 'Full text') {
  return (
    <BlogPostProvider content={blogPostContent(mdx(body), metadata)} isBlogPostPage={isBlogPostPage}>
      <BlogPostItem>
        <p>{body}</p>
      </BlogPostItem>
    </BlogPostProvider>
  );
}

describe('blog', () => {
  it('formats dates and initials', () => {
    expect(formatDate('2025-03-20')).toBe('March 20, 2025');
    expect(formatDate('2020-05-04')).toBe('May 4, 2020');
    expect(initialsOf('Pete Johanson')).toBe('PJ');
    expect(initialsOf('Cem Van Aksoylar')).toBe('CA');
    expect(initialsOf('nick')).toBe('N');
  });

  it("shows a post's last update on its page (not in lists), and no reading time when the post has none", () => {
    const updated = post(3, { lastUpdatedAt: Date.UTC(2024, 4, 1), lastUpdatedBy: 'Ada', readingTime: undefined });
    const page = text(render(postItem(updated, true), { path: '/blog/2024/03/01/post-3' }));
    expect(page).toContain('Last updated on May 1, 2024 by Ada');
    expect(page).not.toContain('min read');
    expect(text(render(postItem(updated, false, 'Excerpt'), { path: '/blog' }))).not.toContain('Last updated');
  });

  it("shows a post as theme-classic's BlogPostItem: title, date, reading time rounded up, authors with picture, socials or initials, tags and edit link", () => {
    const html = render(postItem(post(3), true), { path: '/blog/2024/03/01/post-3' });
    expect(html).toMatch(/<article[^>]*><header[^>]*><h1 class="[^"]*">Post 3<\/h1>/);
    expect(html).toMatch(/<time dateTime="2024-03-01T00:00:00.000Z">March 1, 2024<\/time> · 5 min read/);
    expect(html).toContain('id="__blog-post-container"');
    expect(html).toMatch(/<img class="avatar__photo [^"]*" src="\/img\/authors\/pete.svg" alt="Pete Johanson"/);
    expect(html).toContain('href="https://example.org/pete"');
    expect(html).toMatch(/<a [^>]*href="https:\/\/github.com\/petejohanson"[^>]*title="GitHub"|<a [^>]*title="GitHub"[^>]*href="https:\/\/github.com\/petejohanson"/);
    expect(html).toContain('href="mailto:pete@example.org"');
    // Initials are drawn by CSS: in the markup, not the text.
    expect(html).toContain('data-initials="AL"');
    expect(html).toContain('href="/blog/tags/firmware"');
    expect(text(html)).toContain('Edit this page');
    expect(text(html)).not.toContain('Read more');
  });

  it('lists posts with excerpts, "Read more" for truncated ones and page links', () => {
    const metadata = listMetadata({ totalPages: 2, totalCount: 12, nextPage: '/blog/page/2', items: [post(1), post(2, { hasTruncateMarker: false })] });
    const html = render(<BlogListPage metadata={metadata} sidebar={blogSidebar} excerpt0={mdx('First excerpt')} excerpt1={mdx('Second excerpt')} />, { path: '/blog' });
    expect(html).toMatch(/<h2[^>]*><a [^>]*href="\/blog\/2024\/01\/01\/post-1"[^>]*>Post 1<\/a><\/h2>/);
    expect(text(html)).toContain('First excerpt');
    expect(text(html)).toContain('Second excerpt');
    expect(html).not.toContain('id="__blog-post-container"');
    expect((html.match(/>Read more</g) ?? []).length).toBe(1);
    expect(html).toContain('aria-label="Read more about Post 1"');
    expect(html).toContain('href="/blog/page/2"');
    expect(text(html)).toContain('Older entries');
    expect(text(html)).not.toContain('Newer entries');
    expect(text(html)).toContain('All posts');
    // An unlisted post is in the sidebar only on its own page.
    expect(text(html)).not.toContain('Hidden');
  });

  it('heads a tag page with the tag, its description and a link to all tags', () => {
    const tag = { label: 'ble', permalink: '/blog/tags/ble', description: 'Bluetooth notes', allTagsPath: '/blog/tags', count: 1, unlisted: false };
    const html = render(<BlogTagsPostsPage tag={tag} listMetadata={listMetadata({ permalink: '/blog/tags/ble' })} excerpt0={mdx('x')} />, { path: '/blog/tags/ble' });
    expect(html).toMatch(/<h1[^>]*>One post tagged with &quot;ble&quot;<\/h1><p>Bluetooth notes<\/p><a [^>]*href="\/blog\/tags"[^>]*>View All Tags<\/a>/);
  });

  it('titles and describes a list page with its metadata on every page, as theme-classic does (no page number)', () => {
    const metadata = listMetadata({ blogTitle: 'Notes', blogDescription: 'Build notes', page: 2, totalPages: 2, totalCount: 2, permalink: '/blog/page/2', previousPage: '/blog' });
    const heads: Array<{ type: string; props: Record<string, unknown> }> = [];
    render(
      <HeadContext.Provider value={{ tags: heads }}>
        <BlogListPage metadata={metadata} excerpt0={mdx('x')} />
      </HeadContext.Provider>,
      { path: '/blog/page/2' },
    );
    expect(heads.findLast((t) => t.type === 'title')?.props.children).toBe('Notes | Test Site');
    expect(heads.find((t) => t.type === 'meta' && t.props.name === 'description')?.props.content).toBe('Build notes');
  });

  it('shows a post page with the post list grouped by year, TOC and neighbours, and its own unlisted entry', () => {
    const metadata = { ...post(4), permalink: '/blog/2024/04/01/hidden', prevItem: { title: 'Newest', permalink: '/blog/2025/01/01/newest' }, nextItem: { title: 'Oldest', permalink: '/blog/2020/05/24/wip' } };
    const globalData = { 'docusaurus-plugin-content-blog': { default: { path: '/blog', postCount: 3, blogBasePath: '/blog', blogTitle: 'Notes', authorsListPath: '/blog/authors' } } };
    const heads: Array<{ type: string; props: Record<string, unknown> }> = [];
    const html = render(
      <HeadContext.Provider value={{ tags: heads }}>
        <BlogPostPage content={mdx('Body', { toc })} metadata={metadata} sidebar={blogSidebar} />
      </HeadContext.Provider>,
      { path: '/blog/2024/04/01/hidden', globalData },
    );
    // theme-classic's head: Open Graph's article tags, and the post's JSON-LD, part of the blog.
    expect(heads.find((t) => t.props.property === 'article:published_time')?.props.content).toBe('2024-04-01T00:00:00.000Z');
    expect(heads.find((t) => t.props.property === 'article:author')?.props.content).toBe('https://example.org/pete');
    const jsonLd = JSON.parse(String(heads.find((t) => t.type === 'script')?.props.children)) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', url: 'https://example.org/blog/2024/04/01/hidden', author: [{ '@type': 'Person', name: 'Pete Johanson', description: 'Project Creator', url: 'https://example.org/pete', image: '/img/authors/pete.svg' }, { '@type': 'Person', name: 'Ada Lovelace' }], isPartOf: { '@type': 'Blog', '@id': 'https://example.org/blog', name: 'Notes' } });
    expect(text(html)).toContain('Newer post');
    expect(text(html)).toContain('Older post');
    expect(html).toContain('href="#summary"');
    const years = [...html.matchAll(/<h3[^>]*>(\d{4})<\/h3>/g)].map((m) => m[1]);
    expect(years).toEqual(['2025', '2024', '2020']);
    expect(html).toMatch(/aria-current="page"[^>]*>Hidden</);
  });

  it('lists the sidebar without year headings with `themeConfig.blog.sidebar.groupByYear: false`', () => {
    const config = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, blog: { sidebar: { groupByYear: false } } } };
    const html = render(<BlogListPage metadata={listMetadata()} sidebar={blogSidebar} excerpt0={mdx('x')} />, { path: '/blog', config });
    expect(html).not.toContain('role="group"');
    expect([...html.matchAll(/<aside[\s\S]*?<\/aside>/g)][0]?.[0].match(/<li /g)).toHaveLength(3);
    expect(render(<BlogListPage metadata={listMetadata()} sidebar={blogSidebar} excerpt0={mdx('x')} />, { path: '/blog' })).toContain('<div role="group"><h3');
  });

  it("gives ejected blog pages theme-common/internal's titles and labels", async () => {
    const internal = await import('@docusaurus/theme-common/internal');
    function Titles() {
      return <p>{`${internal.useBlogTagsPostsPageTitle({ label: 'ble', count: 2 })} / ${internal.useBlogAuthorPageTitle({ name: 'Ada', count: 1 })} / ${internal.translateBlogAuthorsListPageTitle()}`}</p>;
    }
    expect(text(render(<Titles />))).toBe('2 posts tagged with "ble" / Ada - One post / Authors');
    expect(text(render(<internal.BlogAuthorNoPostsLabel />))).toBe('This author has not written any posts yet.');
  });

  it('groups the sidebar by year, newest first', () => {
    expect(groupBlogSidebarItemsByYear(blogSidebar.items).map(([year, items]) => [year, items.length])).toEqual([
      ['2025', 1],
      ['2024', 2],
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

    const archive = render(<BlogArchivePage archive={{ blogPosts: blogSidebar.items.map((item) => ({ id: item.permalink, metadata: item })) }} />, { path: '/blog/archive' });
    expect(archive).toMatch(/<h3[^>]*>2025<a [^>]*href="#2025"[\s\S]*<h3[^>]*>2024<a [\s\S]*<h3[^>]*>2020<a /);
    expect(archive).toContain('href="/blog/2020/05/24/wip"');
    // A year's posts oldest first, as theme-classic's archive lists them.
    expect(archive.indexOf('Hidden')).toBeLessThan(archive.indexOf('Older'));

    const authors = render(
      <BlogAuthorsListPage
        authors={[
          { key: 'pete', name: 'Pete Johanson', imageURL: '/img/authors/pete.svg', count: 9, page: { permalink: '/blog/authors/pete' } },
          { key: 'ada', name: 'Ada Lovelace', count: 1, page: null, url: 'https://ada.example' },
        ]}
        sidebar={blogSidebar}
      />,
      { path: '/blog/authors' },
    );
    // theme-classic's: the name as an h2 linking to the author's page, the count beside it.
    expect(authors).toMatch(/<a [^>]*href="\/blog\/authors\/pete"[^>]*><h2 class="[^"]*" translate="no">Pete Johanson<\/h2><\/a><span class="[^"]*">9<\/span>/);
    expect(authors).toContain('href="https://ada.example"');
    expect(authors).toContain('data-initials="AL"');
  });
});
