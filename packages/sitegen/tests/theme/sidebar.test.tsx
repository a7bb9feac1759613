import { describe, expect, it } from 'vitest';
import DocSidebar from '@theme/DocSidebar';
import {
  categoryHref,
  findCategoryByHref,
  firstHref,
  isActiveSidebarItem,
  isInitiallyCollapsed,
  isSamePath,
  isVisibleSidebarItem,
  visibleItems,
} from '@theme/DocSidebar/utils';
import styles from '@theme/DocSidebar/styles.module.css';
import DocCardList from '@theme/DocCardList';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../../src/shared/types';
import { DocsSidebarContext } from '../../src/theme/_internal/docsSidebar';
import { render, siteConfig, text } from './_render';

const link = (label: string, href: string, extra: Partial<SidebarLink> = {}): SidebarLink => ({ type: 'link', label, href, ...extra });
const category = (label: string, items: SidebarItem[], extra: Partial<SidebarCategory> = {}): SidebarCategory => ({ type: 'category', label, items, collapsed: true, collapsible: true, ...extra });

const hidden = link('Example keymap', '/docs/keymap-example', { unlisted: true });
const troubleshooting = category('Troubleshooting', [link('Building', '/docs/troubleshooting/building-issues', { description: 'When the build fails' }), link('Flashing', '/docs/troubleshooting/flashing-issues')], {
  href: '/docs/troubleshooting',
});
const sidebar: SidebarItem[] = [
  category('Getting Started', [link('FAQ', '/docs/faq'), hidden, troubleshooting], { href: '/docs/intro', collapsed: false }),
  category('Keymaps', [category('Behaviors', [link('Hold-Tap', '/docs/keymaps/behaviors/hold-tap'), link('Tap-Dance', '/docs/keymaps/behaviors/tap-dance')])]),
  category('Only unlisted', [link('Secret', '/docs/secret', { unlisted: true })]),
  category('Unlisted link', [link('Secret 2', '/docs/secret-2', { unlisted: true })], { href: '/docs/hidden-index', linkUnlisted: true }),
];

describe('DocSidebar rules', () => {
  it('compares paths without trailing slash, query or hash', () => {
    expect(isSamePath('/docs/faq/', '/docs/faq')).toBe(true);
    expect(isSamePath('/docs/faq#x', '/docs/faq')).toBe(true);
    expect(isSamePath('/docs/faq', '/docs/faqs')).toBe(false);
    expect(isSamePath(undefined, '/docs')).toBe(false);
  });

  it('marks the active link and every category containing it', () => {
    const path = '/docs/keymaps/behaviors/hold-tap';
    expect(isActiveSidebarItem(sidebar[1]!, path)).toBe(true);
    expect(isActiveSidebarItem((sidebar[1] as SidebarCategory).items[0]!, path)).toBe(true);
    expect(isActiveSidebarItem(sidebar[0]!, path)).toBe(false);
    expect(isActiveSidebarItem(troubleshooting, '/docs/troubleshooting')).toBe(true);
  });

  it('hides unlisted links unless they are the current page', () => {
    expect(isVisibleSidebarItem(hidden, '/docs/faq')).toBe(false);
    expect(isVisibleSidebarItem(hidden, '/docs/keymap-example')).toBe(true);
    expect(visibleItems((sidebar[0] as SidebarCategory).items, '/docs/faq').map((i) => (i as SidebarLink | SidebarCategory).label)).toEqual(['FAQ', 'Troubleshooting']);
  });

  it('shows a category with a listed link or a visible child, or containing the current page', () => {
    expect(isVisibleSidebarItem(sidebar[2]!, '/docs/faq')).toBe(false);
    expect(isVisibleSidebarItem(sidebar[2]!, '/docs/secret')).toBe(true);
    expect(isVisibleSidebarItem(sidebar[3]!, '/docs/faq')).toBe(false);
    expect(isVisibleSidebarItem(sidebar[3]!, '/docs/hidden-index')).toBe(true);
    expect(isVisibleSidebarItem(troubleshooting, '/docs/faq')).toBe(true);
    expect(isVisibleSidebarItem(category('Linked', [], { href: '/docs/x' }), '/docs/faq')).toBe(true);
  });

  it('links an unlisted category page only while it is the current page', () => {
    expect(categoryHref(sidebar[3] as SidebarCategory, '/docs/faq')).toBeUndefined();
    expect(categoryHref(sidebar[3] as SidebarCategory, '/docs/hidden-index')).toBe('/docs/hidden-index');
    expect(categoryHref(troubleshooting, '/docs/faq')).toBe('/docs/troubleshooting');
  });

  it('opens the categories of the active page, otherwise follows `collapsed`', () => {
    const keymaps = sidebar[1] as SidebarCategory;
    expect(isInitiallyCollapsed(keymaps, '/docs/faq')).toBe(true);
    expect(isInitiallyCollapsed(keymaps, '/docs/keymaps/behaviors/tap-dance')).toBe(false);
    expect(isInitiallyCollapsed(keymaps.items[0] as SidebarCategory, '/docs/keymaps/behaviors/tap-dance')).toBe(false);
    expect(isInitiallyCollapsed(sidebar[0] as SidebarCategory, '/docs/keymaps/behaviors/tap-dance')).toBe(false);
    expect(isInitiallyCollapsed(category('Fixed', [], { collapsible: false }), '/docs/faq')).toBe(false);
  });

  it('finds a category by its page and the first page of an item', () => {
    expect(findCategoryByHref(sidebar, '/docs/troubleshooting')).toBe(troubleshooting);
    expect(findCategoryByHref(sidebar, '/docs/nothing')).toBeUndefined();
    expect(firstHref(sidebar[1]!)).toBe('/docs/keymaps/behaviors/hold-tap');
    expect(firstHref(troubleshooting)).toBe('/docs/troubleshooting');
  });
});

describe('DocSidebar', () => {
  const noop = () => {};
  const sidebarHtml = (path: string, items: SidebarItem[] = sidebar, config = siteConfig) => render(<DocSidebar sidebar={items} path={path} onCollapse={noop} isHidden={false} />, { path, config });

  it('highlights the current page with aria-current and opens its categories', () => {
    const html = sidebarHtml('/docs/keymaps/behaviors/hold-tap');
    expect(html).toContain('aria-label="Docs sidebar"');
    expect(html).toMatch(/<nav [^>]*class="menu thin-scrollbar[^"]*"><ul class="theme-doc-sidebar-menu menu__list/);
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*><span[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(current).toEqual(['Hold-Tap']);
    expect(html).toMatch(new RegExp(`class="menu__link ${styles.link} menu__link--active ${styles.active}"[^>]*aria-current="page"`));
    // Keymaps and Behaviors hold the page: open and marked active (as theme-classic marks them).
    expect(html).toMatch(/<a class="menu__link[^"]* menu__link--sublist menu__link--sublist-caret [^"]*menu__link--active"[^>]*role="button" aria-expanded="true" href="\/docs\/keymaps\/behaviors\/hold-tap"><span[^>]*>Keymaps/);
    // Troubleshooting (collapsed in data) is closed: its page's link and a caret to open it.
    expect(html).toMatch(/aria-label="Expand sidebar category &#x27;Troubleshooting&#x27;" aria-expanded="false" type="button" class="clean-btn menu__caret/);
  });

  it("leaves a collapsed category's items out of the HTML, as theme-classic's lazy list, and unlisted items out", () => {
    const html = sidebarHtml('/docs/faq');
    expect(text(html)).not.toContain('Example keymap');
    expect(text(html)).not.toContain('Only unlisted');
    expect(text(html)).not.toContain('Unlisted link');
    // Keymaps is collapsed: its label, no items (Behaviors, Hold-Tap) until it is opened.
    expect(html).toMatch(/<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item menu__list-item--collapsed[^"]*">/);
    expect(text(html)).toContain('Keymaps');
    expect(text(html)).not.toContain('Behaviors');
    expect(text(html)).not.toContain('Hold-Tap');
    const onUnlisted = sidebarHtml('/docs/keymap-example');
    expect(text(onUnlisted)).toContain('Example keymap');
  });

  it('links a collapsed category without a page of its own to its first item in the server HTML, and to "#" once hydrated', () => {
    const html = sidebarHtml('/docs/faq');
    const keymaps = /<a [^>]*><span[^>]*>Keymaps<\/span>/.exec(html)?.[0] ?? '';
    expect(keymaps).toContain('class="menu__link');
    expect(keymaps).toContain('menu__link--sublist menu__link--sublist-caret');
    expect(keymaps).toContain('role="button" aria-expanded="false"');
    expect(keymaps).toContain('href="/docs/keymaps/behaviors/hold-tap"');
    // A page's view of the sidebar keeps that link when it leaves the items out.
    const view: SidebarItem[] = [category('Keymaps', [], { itemsLeftOut: true, firstItemHref: '/docs/keymaps/behaviors/hold-tap' })];
    expect(sidebarHtml('/docs/faq', view)).toContain('href="/docs/keymaps/behaviors/hold-tap"');
  });

  it('renders a category with a page as a link plus a caret button', () => {
    const html = sidebarHtml('/docs/troubleshooting');
    const anchor = /<a [^>]*><span[^>]*>Troubleshooting<\/span><\/a>/.exec(html)?.[0] ?? '';
    expect(anchor).toContain('href="/docs/troubleshooting"');
    expect(anchor).toContain('aria-current="page"');
    expect(anchor).not.toContain('menu__link--sublist-caret');
    expect(html).toContain('menu__list-item-collapsible menu__list-item-collapsible--active');
    expect(html).toContain('aria-label="Collapse sidebar category &#x27;Troubleshooting&#x27;"');
  });

  it('shows a category that cannot collapse open, without a caret', () => {
    const fixed = [category('Fixed', [link('Inside', '/docs/inside')], { collapsible: false, collapsed: false })];
    const html = sidebarHtml('/docs/faq', fixed);
    expect(html).toMatch(/<a class="menu__link [^"]*"><span[^>]*>Fixed<\/span><\/a>/);
    expect(html).not.toContain('menu__caret');
    expect(text(html)).toContain('Inside');
  });

  it('puts an item\'s className on its list item, renders html items and marks external links', () => {
    const items: SidebarItem[] = [
      link('Styled', '/docs/styled', { className: 'sidebar-new', customProps: { badge: 'new' } }),
      category('Group', [link('In group', '/docs/in-group')], { className: 'sidebar-group', collapsed: false }),
      { type: 'html', value: '<span class="sidebar-divider">Community</span>', defaultStyle: true, className: 'sidebar-html' },
      link('Forum', 'https://forum.example.org'),
    ];
    const html = sidebarHtml('/docs/faq', items);
    expect(html).toMatch(/<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item [^"]*sidebar-new"><a [^>]*href="\/docs\/styled"/);
    expect(html).toMatch(/<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item [^"]*sidebar-group">/);
    expect(html).toMatch(/<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 [^"]*menu__list-item sidebar-html"><span class="sidebar-divider">Community<\/span><\/li>/);
    expect(html).toMatch(/<a href="https:\/\/forum.example.org"[^>]*class="menu__link [^"]*"><span[^>]*>Forum<\/span><svg/);
  });

  it('has the collapse button with `themeConfig.docs.sidebar.hideable` only', () => {
    expect(sidebarHtml('/docs/faq')).not.toContain('title="Collapse sidebar"');
    const hideable = { ...siteConfig, themeConfig: { ...siteConfig.themeConfig, docs: { sidebar: { hideable: true, autoCollapseCategories: false } } } };
    const html = sidebarHtml('/docs/faq', sidebar, hideable);
    expect(html).toMatch(/<button type="button" title="Collapse sidebar" aria-label="Collapse sidebar" class="button button--secondary button--outline [^"]*">/);
  });
});

describe('DocCardList', () => {
  it("lists the current category's items as cards", () => {
    const html = render(
      <DocsSidebarContext.Provider value={{ name: 'docs', items: sidebar }}>
        <DocCardList />
      </DocsSidebarContext.Provider>,
      { path: '/docs/troubleshooting' },
    );
    expect(html).toContain('href="/docs/troubleshooting/building-issues"');
    expect(html).toContain('href="/docs/troubleshooting/flashing-issues"');
    expect(text(html)).toContain('When the build fails');
  });

  it('accepts explicit items and shows a category card with its item count', () => {
    const html = render(<DocCardList items={[troubleshooting, hidden]} />, { path: '/docs/faq' });
    expect(text(html)).toContain('Troubleshooting');
    expect(text(html)).toContain('2 items');
    expect(text(html)).not.toContain('Example keymap');
  });

  it("shows a category's own description instead of its count, as a heading and a paragraph per card", () => {
    const html = render(<DocCardList items={[{ ...troubleshooting, description: 'When things go wrong.' }]} />, { path: '/docs/faq' });
    expect(html).toMatch(/<h2 class="[^"]*" title="Troubleshooting">[\s\S]*Troubleshooting<\/span><\/h2><p class="[^"]*" title="When things go wrong.">When things go wrong.<\/p>/);
    expect(text(html)).not.toContain('2 items');
  });

  it('renders nothing outside a category page', () => {
    expect(render(<DocCardList />, { path: '/docs/faq' })).toBe('');
  });
});
