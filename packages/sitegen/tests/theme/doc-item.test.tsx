/**
 * The docs page as theme-classic's component tree (DocsRoot, DocVersionRoot, DocRoot/*, DocItem/*,
 * TOC*, EditThisPage, EditMetaRow, PaginatorNavLink, ContentVisibility/*) and the docs plugin's
 * client hooks (`@docusaurus/plugin-content-docs/client`).
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DocProvider,
  DocSidebarItemsExpandedStateProvider,
  DocsSidebarProvider,
  filterDocCardListItems,
  findFirstSidebarItemLink,
  findSidebarCategory,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useBreadcrumbsStructuredData,
  useCurrentSidebarCategory,
  useCurrentSidebarSiblings,
  useDoc,
  useDocById,
  useDocRootMetadata,
  useDocsSidebar,
  useDocSidebarItemsExpandedState,
  useSidebarBreadcrumbs,
  useVisibleSidebarItems,
  type DocContent,
} from '@docusaurus/plugin-content-docs/client';
import { useCurrentSidebarCategory as themeCommonCurrentCategory } from '@docusaurus/theme-common';
import ContentVisibility from '@theme/ContentVisibility';
import DocPage from '@theme/DocPage';
import DocRootLayoutSidebarExpandButton from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import EditMetaRow from '@theme/EditMetaRow';
import EditThisPage from '@theme/EditThisPage';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import TOCCollapsibleCollapseButton from '@theme/TOCCollapsible/CollapseButton';
import TOCInline from '@theme/TOCInline';
import TOCItems from '@theme/TOCItems';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemLayout from '@theme/DocItem/Layout';
import renderRoutes from '@docusaurus/renderRoutes';
import type { DocCategoryGeneratedIndex, DocMetadata, SidebarItem, TocItem } from '../../src/shared/types';
import { encodeSidebar } from '../../src/shared/sidebar-wire';
import type { MDXModule } from '../../src/theme/_internal/types';
import { render, siteConfig, text } from './_render';

const toc: TocItem[] = [
  { value: 'Summary', id: 'summary', level: 2 },
  { value: 'Details', id: 'details', level: 3 },
  { value: 'Deep', id: 'deep', level: 4 },
];

function mdx(body: string, extra: Partial<MDXModule> = {}): MDXModule {
  return { default: () => <p>{body}</p>, frontMatter: {}, toc: [], ...extra };
}

const path = '/docs/guides/wiring';
const meta: DocMetadata = {
  id: 'guides/wiring',
  title: 'Wiring',
  description: 'How to wire',
  permalink: path,
  sidebar: 'docs',
  editUrl: 'https://git.example.org/edit/docs/guides/wiring.md',
  previous: { title: 'Guides', permalink: '/docs/guides' },
  next: { title: 'FAQ', permalink: '/docs/faq' },
  frontMatter: {},
  unlisted: false,
};

const items: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/guides',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'Wiring', href: '/docs/guides/wiring', docId: 'guides/wiring', description: 'How to wire' },
      { type: 'link', label: 'Hidden', href: '/docs/guides/hidden', docId: 'guides/hidden', unlisted: true },
      { type: 'category', label: 'Empty', collapsed: true, collapsible: true, items: [] },
    ],
  },
  { type: 'html', value: '<hr>' },
];
const sidebar = { name: 'docs', items: encodeSidebar(items) };

/** Renders `children` in a docs page's doc (its DocProvider and sidebar), through DocPage with a docItemComponent. */
/** A versioned site's global data: its docs by id and path (what useDocById finds a doc's sidebar link by). */
const globalData = { 'docusaurus-plugin-content-docs': { default: { path: '/docs', versions: [{ name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'intro', docs: [{ id: 'guides/wiring', path: '/docs/guides/wiring' }], draftIds: [] }] } } };

function inDoc(children: ReactNode, { metadata = meta, at = path, content = mdx('x', { toc }) }: { metadata?: DocMetadata; at?: string; content?: MDXModule } = {}) {
  const Probe = ({ content: doc }: { content: DocContent }) => <DocProvider content={doc}>{children}</DocProvider>;
  return render(<DocPage content={content} metadata={metadata} sidebar={sidebar} cardDescriptions={{ '/docs/guides/wiring': 'How to wire' }} docItemComponent={{ default: Probe as never }} />, { path: at, config: { ...siteConfig, docs: { ...siteConfig.docs, breadcrumbs: true } as typeof siteConfig.docs }, globalData });
}

describe('DocPage as theme-classic’s route tree', () => {
  it('nests DocsRoot, DocRoot/Layout (sidebar and main) and DocItem/Layout with theme-classic’s classes', () => {
    const html = render(<DocPage content={mdx('The body', { toc })} metadata={meta} sidebar={sidebar} />, { path });
    // DocsRoot's Layout; DocRoot/Layout/Sidebar's aside holding the sidebar; Main's container.
    // The sidebar, then DocRoot/Layout/Main: the page's <main>, as theme-classic's.
    expect(html).toMatch(/<aside class="theme-doc-sidebar-container [^"]*">[\s\S]*aria-label="Docs sidebar"[\s\S]*<\/aside><main class="[^"]*"><div class="container padding-top--md padding-bottom--lg [^"]*">/);
    // DocItem/Layout: the doc's column and the TOC's, the article with the content and footer, the paginator after it.
    expect(html).toMatch(/<div class="row [^"]*"><div class="col [^"]*">[\s\S]*<article>[\s\S]*<div class="theme-doc-markdown markdown"><header><h1>Wiring<\/h1><\/header><p>The body<\/p><\/div><footer class="theme-doc-footer[\s\S]*<\/footer><\/article><nav class="docusaurus-mt-lg pagination-nav[\s\S]*<div class="col col--3 [^"]*"><nav class="[^"]*theme-doc-toc-desktop/);
    expect(html).toMatch(/<nav class="[^"]*theme-doc-toc-mobile[^"]*" aria-label="On this page">/);
    // The TOC shows the doc's levels (front matter or 2 to 3).
    const desktop = /theme-doc-toc-desktop[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(desktop).toContain('href="#details"');
    expect(desktop).not.toContain('href="#deep"');
    const deep = render(<DocPage content={mdx('x', { toc, frontMatter: { toc_max_heading_level: 4 } })} metadata={meta} />, { path });
    expect(/theme-doc-toc-desktop[\s\S]*?<\/nav>/.exec(deep)?.[0]).toContain('href="#deep"');
  });

  it('gives the doc to useDoc: metadata, front matter, toc, content title and assets', () => {
    let seen: ReturnType<typeof useDoc> | undefined;
    const Spy = () => {
      seen = useDoc();
      return null;
    };
    inDoc(<Spy />, { content: mdx('x', { toc, frontMatter: { keywords: ['a'] }, contentTitle: 'Own' }) });
    expect(seen).toEqual({ metadata: meta, frontMatter: { keywords: ['a'] }, toc, contentTitle: 'Own', assets: {} });
    expect(() => render(<Spy />)).toThrow(/outside the <DocProvider>/);
  });

  it('renders the docs options’ components: docItemComponent gets the doc as Docusaurus’s `content`, docRootComponent wraps its routes', () => {
    const Item = ({ content: Content }: { content: DocContent }) => (
      <p className="custom-item">
        {Content.metadata?.title} {Content.toc?.length} <span><Content /></span>
      </p>
    );
    const Root = ({ route }: { route: { routes?: Array<{ sidebar?: string }> } }) => {
      const current = useDocRootMetadata({ route });
      return (
        <section className="custom-root" data-sidebar={current?.sidebarName}>
          {renderRoutes(route.routes)}
        </section>
      );
    };
    const html = render(<DocPage content={mdx('Body text', { toc })} metadata={meta} sidebar={sidebar} docItemComponent={{ default: Item as never }} docRootComponent={{ default: Root as never }} />, { path });
    expect(html).toContain('<section class="custom-root" data-sidebar="docs"><p class="custom-item">Wiring 3 <span><p>Body text</p></span></p></section>');
  });

  it('shows a category’s generated index inside DocRoot with the component the route names', () => {
    const index: DocCategoryGeneratedIndex = { title: 'Guides', description: 'All guides', slug: '/category/guides', permalink: '/docs/guides', sidebar: 'docs', navigation: { previous: { title: 'Intro', permalink: '/docs/intro' } } } as DocCategoryGeneratedIndex;
    const Index = ({ categoryGeneratedIndex }: { categoryGeneratedIndex: DocCategoryGeneratedIndex }) => {
      const category = useCurrentSidebarCategory();
      return (
        <p className="index">
          {categoryGeneratedIndex.title}: {category.items.length} items
        </p>
      );
    };
    const html = render(<DocPage categoryGeneratedIndex={index} sidebar={sidebar} docCategoryGeneratedIndexComponent={{ default: Index as never }} />, { path: '/docs/guides' });
    expect(html).toMatch(/<aside class="theme-doc-sidebar-container[\s\S]*<p class="index">Guides: 3 items<\/p>/);
  });

  it('puts the tags row and EditMetaRow in the doc footer', () => {
    const html = render(<DocPage content={mdx('x')} metadata={{ ...meta, tags: [{ label: 'Wires', permalink: '/docs/tags/wires' }], lastUpdatedBy: 'Ada' }} />, { path });
    expect(html).toMatch(/<footer class="theme-doc-footer docusaurus-mt-lg[^"]*"><div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col">[\s\S]*href="\/docs\/tags\/wires"[\s\S]*<div class="row [^"]*theme-doc-footer-edit-meta-row">/);
    expect(render(<DocPage content={mdx('x')} metadata={{ ...meta, editUrl: undefined }} />, { path })).not.toContain('theme-doc-footer');
  });

  it('shows theme-classic’s unlisted and draft banners (ContentVisibility)', () => {
    const unlisted = text(render(<DocPage content={mdx('x')} metadata={{ ...meta, unlisted: true }} />, { path }));
    expect(unlisted).toContain('Unlisted page');
    expect(unlisted).toContain('This page is unlisted.');
    expect(render(<ContentVisibility metadata={{ unlisted: false, frontMatter: { draft: true } }} />)).toMatch(/class="theme-admonition theme-admonition-caution [^"]*theme-draft-banner"[\s\S]*Draft page/);
    expect(render(<ContentVisibility metadata={{ unlisted: false, frontMatter: {} }} />)).toBe('');
  });

  it('lets a wrapped DocItem/Footer and DocItem/Layout use the doc (as a site’s swizzled wrappers do)', () => {
    const Footer = () => {
      const { metadata } = useDoc();
      return (
        <>
          <DocItemFooter />
          <p className="extra">Footer for {metadata.id}</p>
        </>
      );
    };
    const html = inDoc(
      <DocItemLayout>
        <p>Body</p>
        <Footer />
      </DocItemLayout>,
    );
    expect(html).toMatch(/<div class="theme-doc-markdown markdown"><header><h1>Wiring<\/h1><\/header><p>Body<\/p><footer class="theme-doc-footer[\s\S]*<\/footer><p class="extra">Footer for guides\/wiring<\/p>/);
  });
});

describe('@docusaurus/plugin-content-docs/client sidebar hooks', () => {
  it('finds the current category, its siblings, the breadcrumbs and their structured data', () => {
    let found: Record<string, unknown> = {};
    const Spy = () => {
      const breadcrumbs = useSidebarBreadcrumbs() ?? [];
      found = {
        category: useCurrentSidebarCategory().label,
        siblings: useCurrentSidebarSiblings().map((item) => (item.type === 'html' ? 'html' : item.label)),
        breadcrumbs: breadcrumbs.map((item) => (item.type === 'html' ? 'html' : item.label)),
        structured: useBreadcrumbsStructuredData({ breadcrumbs }),
        sidebar: useDocsSidebar()?.name,
        doc: useDocById('guides/wiring'),
        unknownDoc: useDocById('nope'),
        visible: useVisibleSidebarItems((items[1] as { items: SidebarItem[] }).items, path).map((item) => (item.type === 'html' ? 'html' : item.label)),
      };
      return null;
    };
    inDoc(<Spy />);
    expect(found).toEqual({
      category: 'Guides',
      siblings: ['Wiring', 'Hidden', 'Empty'],
      breadcrumbs: ['Guides', 'Wiring'],
      structured: {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Guides', item: 'https://example.org/docs/guides' },
          { '@type': 'ListItem', position: 2, name: 'Wiring', item: 'https://example.org/docs/guides/wiring' },
        ],
      },
      sidebar: 'docs',
      doc: { id: 'guides/wiring', title: 'Wiring', description: 'How to wire', sidebar: 'docs' },
      unknownDoc: undefined,
      visible: ['Wiring'],
    });
    // theme-common re-exports it, as Docusaurus's does.
    expect(themeCommonCurrentCategory).toBe(useCurrentSidebarCategory);
  });

  it('throws where the page is no category’s (useCurrentSidebarCategory), gives the top level as siblings there', () => {
    const Category = () => <>{useCurrentSidebarCategory().label}</>;
    expect(() => inDoc(<Category />, { at: '/docs/intro' })).toThrow('/docs/intro is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.');
    let siblings: SidebarItem[] = [];
    const Siblings = () => {
      siblings = useCurrentSidebarSiblings();
      return null;
    };
    inDoc(<Siblings />, { at: '/docs/intro' });
    expect(siblings).toHaveLength(3);
    expect(() => render(<Category />)).toThrow('Unexpected: cant find current sidebar in context');
  });

  it('has Docusaurus’s pure sidebar utilities', () => {
    const guides = items[1]!;
    expect(findSidebarCategory(items, (category) => category.label === 'Empty')?.label).toBe('Empty');
    expect(findFirstSidebarItemLink(guides)).toBe('/docs/guides');
    expect(findFirstSidebarItemLink({ type: 'category', label: 'x', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'h', href: '/h', unlisted: true }, { type: 'link', label: 'y', href: '/y' }] })).toBe('/y');
    expect(findFirstSidebarItemLink({ type: 'html', value: '' })).toBeUndefined();
    expect(filterDocCardListItems((guides as { items: SidebarItem[] }).items).map((item) => (item as { label: string }).label)).toEqual(['Wiring']);
    expect(isActiveSidebarItem(guides, '/docs/guides/wiring/')).toBe(true);
    expect(isActiveSidebarItem(items[0]!, '/docs/guides/wiring')).toBe(false);
    expect(isVisibleSidebarItem({ type: 'link', label: 'h', href: '/h', unlisted: true }, '/docs')).toBe(false);
    expect(isVisibleSidebarItem({ type: 'link', label: 'h', href: '/h', unlisted: true }, '/h')).toBe(true);
  });

  it('provides a sidebar (DocsSidebarProvider), the doc root’s route element (useDocRootMetadata) and the expanded state of a level', () => {
    const Probe = () => {
      const { expandedItem, setExpandedItem } = useDocSidebarItemsExpandedState();
      return (
        <i>
          {useDocsSidebar()?.items.length} {String(expandedItem)} {typeof setExpandedItem}
        </i>
      );
    };
    expect(
      render(
        <DocsSidebarProvider name="other" items={items}>
          <DocSidebarItemsExpandedStateProvider>
            <Probe />
          </DocSidebarItemsExpandedStateProvider>
        </DocsSidebarProvider>,
      ),
    ).toBe('<i>3 null function</i>');
    expect(() => render(<Probe />)).toThrow(/outside the <DocSidebarItemsExpandedStateProvider>/);
    let rootMetadata: ReturnType<typeof useDocRootMetadata> = null;
    const Root = () => {
      rootMetadata = useDocRootMetadata({ route: { routes: [{ sidebar: 'docs' }] } });
      return null;
    };
    render(<Root />);
    expect(rootMetadata).toMatchObject({ sidebarName: 'docs', sidebarItems: undefined });
  });
});

describe('the doc’s parts as theme-classic names them', () => {
  it('TOCItems, TOCItems/Tree and TOCInline', () => {
    const items = render(<TOCItems toc={toc} />);
    expect(items).toMatch(/^<ul class="table-of-contents table-of-contents__left-border [^"]*"><li[^>]*><a href="#summary" class="table-of-contents__link [^"]*">Summary<\/a><ul class="[^"]*"><li[^>]*><a href="#details"/);
    // theme-classic's levels by default, else themeConfig.tableOfContents's.
    expect(items).not.toContain('#deep');
    const config = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 } } };
    expect(render(<TOCItems toc={toc} />, { config })).toContain('#deep');
    const inline = render(<TOCInline toc={toc} maxHeadingLevel={3} />);
    expect(inline).toMatch(/^<div class="[^"]*"><ul class="table-of-contents [^"]*"><li[^>]*><a href="#summary" class="[^"]*">Summary<\/a>/);
    expect(inline).not.toContain('table-of-contents__link');
    expect(inline).not.toContain('#deep');
  });

  it('TOCCollapsible/CollapseButton, EditThisPage, EditMetaRow, PaginatorNavLink, the sidebar’s ExpandButton', () => {
    expect(render(<TOCCollapsibleCollapseButton collapsed onClick={() => undefined} />)).toMatch(/^<button type="button" aria-expanded="false" class="clean-btn [^"]*">On this page<svg/);
    expect(render(<EditThisPage editUrl="https://e.example/x.md" />)).toMatch(/^<a href="https:\/\/e\.example\/x\.md"[^>]*class="theme-edit-this-page [^"]*"[^>]*><svg[\s\S]*Edit this page<\/a>$/);
    expect(render(<EditMetaRow className="extra" editUrl="https://e.example/x.md" lastUpdatedBy="Ada" />)).toMatch(/^<div class="row [^"]*extra"><div class="col [^"]*"><a [\s\S]*<\/a><\/div><div class="col [^"]*"><span class="theme-last-updated[\s\S]*Ada/);
    expect(render(<EditMetaRow editUrl={null} lastUpdatedAt={null} lastUpdatedBy={null} />)).toMatch(/^<div class="row [^"]*"><div class="col [^"]*"><\/div><div class="col [^"]*"><\/div><\/div>$/);
    expect(render(<PaginatorNavLink permalink="/docs/b" title="B" subLabel="Next" isNext />)).toMatch(/^<a [^>]*class="pagination-nav__link pagination-nav__link--next [^"]*"[^>]*><span class="pagination-nav__sublabel [^"]*">Next<\/span><span class="pagination-nav__label [^"]*">B<\/span><\/a>$/);
    expect(render(<DocRootLayoutSidebarExpandButton toggleSidebar={() => undefined} />)).toMatch(/^<div class="[^"]*" title="Expand sidebar" aria-label="Expand sidebar" tabindex="0" role="button"><svg/);
  });

  it('hides the sidebar container with themeConfig.docs.sidebar.hideable (its collapse button is the sidebar’s)', () => {
    const config = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, docs: { sidebar: { hideable: true, autoCollapseCategories: false } } } };
    const html = render(<DocPage content={mdx('x')} metadata={meta} sidebar={sidebar} />, { path, config });
    expect(html).toMatch(/<aside class="theme-doc-sidebar-container [^"]*">[\s\S]*Collapse sidebar[\s\S]*<\/aside>/);
  });
});
