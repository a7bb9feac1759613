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
import { render, text } from './_render';

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
    expect(visibleItems((sidebar[0] as SidebarCategory).items, '/docs/faq').map((i) => i.label)).toEqual(['FAQ', 'Troubleshooting']);
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
  it('highlights the current page with aria-current and opens its categories', () => {
    const html = render(<DocSidebar items={sidebar} />, { path: '/docs/keymaps/behaviors/hold-tap' });
    expect(html).toContain('aria-label="Docs sidebar"');
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(current).toEqual(['Hold-Tap']);
    expect(html).toMatch(new RegExp(`class="[^"]*${styles.active}[^"]*"[^>]*aria-current="page"`));
    // Keymaps and Behaviors are open; Troubleshooting (collapsed in data) is closed.
    expect(html).toMatch(/aria-expanded="true"[^>]*>\s*<span>Keymaps/);
    expect(html).toMatch(/aria-label="Expand sidebar category &#x27;Troubleshooting&#x27;" aria-expanded="false"/);
  });

  it('renders collapsed categories hidden, and leaves out unlisted items', () => {
    const html = render(<DocSidebar items={sidebar} />, { path: '/docs/faq' });
    expect(text(html)).not.toContain('Example keymap');
    expect(text(html)).not.toContain('Only unlisted');
    expect(text(html)).not.toContain('Unlisted link');
    expect(html).toMatch(/aria-expanded="false" aria-controls="([^"]+)"[\s\S]*id="\1" style="display:none/);
    const onUnlisted = render(<DocSidebar items={sidebar} />, { path: '/docs/keymap-example' });
    expect(text(onUnlisted)).toContain('Example keymap');
  });

  it('renders a category with a page as a link plus a toggle button', () => {
    const html = render(<DocSidebar items={sidebar} />, { path: '/docs/troubleshooting' });
    const anchor = /<a [^>]*>Troubleshooting<\/a>/.exec(html)?.[0] ?? '';
    expect(anchor).toContain('href="/docs/troubleshooting"');
    expect(anchor).toContain('aria-current="page"');
    expect(html).toContain('aria-label="Collapse sidebar category &#x27;Troubleshooting&#x27;"');
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
