import { describe, expect, it } from 'vitest';
import { leavesOut, sidebarView, sidebarViews } from '../../plugins/docs/sidebar-view';
import { decodeSidebar, encodeSidebar } from '../../src/shared/sidebar-wire';
import type { SidebarItem } from '../../src/shared/types';
import { findFirstSidebarItemLink, isInitiallyCollapsed, isVisibleSidebarItem } from '../../src/theme/DocSidebar/utils';

const link = (n: number): SidebarItem => ({ type: 'link', label: `Page ${n}`, href: `/docs/page-${n}` });
const category = (label: string, items: SidebarItem[], extra: Partial<Extract<SidebarItem, { type: 'category' }>> = {}): SidebarItem => ({ type: 'category', label, collapsed: true, collapsible: true, items, ...extra });

const SIDEBAR: SidebarItem[] = [
  link(0),
  category('A', [link(1), category('A1', [link(2)]), category('A2', [link(3)])]),
  category('B', [link(4), link(5)]),
  category('Open', [link(6)], { collapsed: false }),
  category('Hidden', [{ type: 'link', label: 'Unlisted', href: '/docs/unlisted', unlisted: true }]),
];

describe("a docs page's view of its sidebar", () => {
  const view = sidebarView(SIDEBAR, '/docs/page-2');

  it('keeps the categories around the page and those open by default, and only the labels of the collapsed ones', () => {
    expect(view.map((item) => (item.type === 'html' ? '' : item.label))).toEqual(['Page 0', 'A', 'B', 'Open']);
    const [, a, b, open] = view as Array<Extract<SidebarItem, { type: 'category' }>>;
    expect(a!.items.map((item) => (item.type === 'html' ? '' : item.label))).toEqual(['Page 1', 'A1', 'A2']);
    expect((a!.items[1] as Extract<SidebarItem, { type: 'category' }>).items).toEqual([link(2)]);
    expect(a!.items[2]).toMatchObject({ items: [], itemsLeftOut: true });
    expect(b).toMatchObject({ items: [], itemsLeftOut: true });
    expect(open!.items).toEqual([link(6)]);
    expect(leavesOut(view)).toBe(true);
  });

  it('still shows a category whose items it left out, and the wire form keeps that', () => {
    const decoded = decodeSidebar(encodeSidebar(view));
    // Without a page of its own, it keeps its first item's link: the server's HTML links there, as Docusaurus's.
    expect(decoded[2]).toMatchObject({ label: 'B', itemsLeftOut: true, items: [], firstItemHref: '/docs/page-4' });
    expect(decoded[2]).not.toHaveProperty('href');
    const withUnlistedPage = sidebarView([category('C', [link(7)], { href: '/docs/c', linkUnlisted: true })], '/docs/page-1');
    expect(decodeSidebar(encodeSidebar(withUnlistedPage))[0]).toMatchObject({ href: '/docs/c', linkUnlisted: true, firstItemHref: '/docs/page-7' });
    expect(isVisibleSidebarItem(decoded[2]!, '/docs/page-2')).toBe(true);
  });

  it('leaves nothing out of a sidebar whose categories are all open', () => {
    expect(leavesOut(sidebarView([category('Open', [link(1)], { collapsed: false })], '/docs/page-1'))).toBe(false);
  });

  it("is what the theme's rules give for every page, and pages with the same view share its key", () => {
    /** The view as the theme's rules state it, asked item by item (what sidebarViews works out once per sidebar). */
    const byRules = (items: SidebarItem[], active: string): SidebarItem[] =>
      items.flatMap((item): SidebarItem[] => {
        if (item.type !== 'category') return [item];
        if (!isVisibleSidebarItem(item, active)) return [];
        if (isInitiallyCollapsed(item, active)) {
          const first = item.collapsible && (!item.href || item.linkUnlisted) ? findFirstSidebarItemLink({ ...item, href: undefined }) : undefined;
          return [{ ...item, items: [], itemsLeftOut: true, ...(first ? { firstItemHref: first } : {}) }];
        }
        return [{ ...item, items: byRules(item.items, active) }];
      });
    const unlisted = (n: number): SidebarItem => ({ type: 'link', label: `Unlisted ${n}`, href: `/docs/page-${n}/`, unlisted: true });
    const sidebar: SidebarItem[] = [
      ...SIDEBAR,
      category('Own page', [link(10), category('Deep', [link(11), unlisted(12)], { href: '/docs/deep' })], { href: '/docs/own/index.html' }),
      category('Unlisted page', [unlisted(13)], { href: '/docs/unlisted-page', linkUnlisted: true }),
      category('Fixed', [link(14), category('Fixed inner', [link(15)])], { collapsible: false }),
      { type: 'html', value: '<hr>' },
    ];
    const views = sidebarViews(sidebar);
    const pages = ['/docs/page-0', '/docs/page-2', '/docs/page-3#x', '/docs/page-6', '/docs/unlisted', '/docs/page-11', '/docs/page-12', '/docs/deep/', '/docs/own', '/docs/unlisted-page', '/docs/page-13', '/docs/page-15', '/elsewhere'];
    const keys = new Map<string, string>();
    for (const page of pages) {
      const view = views(page);
      expect(view.items, page).toEqual(byRules(sidebar, page));
      const same = keys.get(view.key);
      if (same !== undefined) expect(view.items, `${page} and ${same}`).toEqual(views(same).items);
      keys.set(view.key, page);
    }
    // Pages in the same category share a view; pages in different ones do not.
    expect(views('/docs/page-4').key).toBe(views('/docs/page-5').key);
    expect(views('/docs/page-4').key).not.toBe(views('/docs/page-1').key);
  });
});
