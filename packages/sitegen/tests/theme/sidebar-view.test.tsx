import { describe, expect, it } from 'vitest';
import { leavesOut, sidebarView } from '../../plugins/docs/sidebar-view';
import { decodeSidebar, encodeSidebar } from '../../src/shared/sidebar-wire';
import type { SidebarItem } from '../../src/shared/types';
import { isVisibleSidebarItem } from '../../src/theme/DocSidebar/utils';

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
});
