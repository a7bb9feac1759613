import type { SidebarItem } from './types';

/**
 * The docs sidebar as every docs page downloads it: arrays instead of objects, without what the
 * browser never reads (card descriptions, doc ids). About a quarter smaller gzipped than the
 * objects (1.9 → 1.4 KB on this site), and every docs page loads it.
 *
 * - link: `[label, href]`, or `[label, href, 1]` when unlisted;
 * - category: `[label, href or 0, flags, items]` with flags 1 collapsed, 2 collapsible, 4 link unlisted,
 *   8 items left out (a page's view of the sidebar, see plugins/docs/sidebar-view.ts); a category
 *   given a `description` (what its card says; rare) has it fifth.
 */
export type WireSidebarItem =
  | [label: string, href: string]
  | [label: string, href: string, unlisted: 1]
  | [label: string, href: string | 0, flags: number, items: WireSidebarItem[]]
  | [label: string, href: string | 0, flags: number, items: WireSidebarItem[], description: string];

const COLLAPSED = 1;
const COLLAPSIBLE = 2;
const LINK_UNLISTED = 4;
const ITEMS_LEFT_OUT = 8;

export function encodeSidebar(items: SidebarItem[]): WireSidebarItem[] {
  return items.map((item): WireSidebarItem => {
    if (item.type === 'link') return item.unlisted ? [item.label, item.href, 1] : [item.label, item.href];
    const flags = (item.collapsed ? COLLAPSED : 0) | (item.collapsible ? COLLAPSIBLE : 0) | (item.linkUnlisted ? LINK_UNLISTED : 0) | (item.itemsLeftOut ? ITEMS_LEFT_OUT : 0);
    return item.description ? [item.label, item.href ?? 0, flags, encodeSidebar(item.items), item.description] : [item.label, item.href ?? 0, flags, encodeSidebar(item.items)];
  });
}

const decoded = new WeakMap<WireSidebarItem[], SidebarItem[]>();

/** The sidebar items again (the same array for the same wire data, so React memos hold). */
export function decodeSidebar(wire: WireSidebarItem[]): SidebarItem[] {
  let items = decoded.get(wire);
  if (!items) {
    items = wire.map((entry): SidebarItem => {
      if (entry.length < 4) return { type: 'link', label: entry[0], href: entry[1] as string, ...(entry[2] ? { unlisted: true } : {}) };
      const [label, href, flags, children, description] = entry as [string, string | 0, number, WireSidebarItem[], string?];
      return {
        type: 'category',
        label,
        ...(href ? { href } : {}),
        ...(flags & LINK_UNLISTED ? { linkUnlisted: true } : {}),
        ...(flags & ITEMS_LEFT_OUT ? { itemsLeftOut: true } : {}),
        ...(description ? { description } : {}),
        collapsed: (flags & COLLAPSED) !== 0,
        collapsible: (flags & COLLAPSIBLE) !== 0,
        items: decodeSidebar(children),
      };
    });
    decoded.set(wire, items);
  }
  return items;
}
