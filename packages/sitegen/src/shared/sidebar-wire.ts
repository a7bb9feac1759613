import type { SidebarCategory, SidebarItem, SidebarLink } from './types';

/**
 * The docs sidebar as every docs page downloads it: arrays instead of objects, without what the
 * browser never reads (card descriptions, doc ids). About a quarter smaller gzipped than the
 * objects (1.9 → 1.4 KB on this site), and every docs page loads it.
 *
 * - link: `[label, href]`, or `[label, href, 1]` when unlisted;
 * - category: `[label, href or 0, flags, items]` with flags 1 collapsed, 2 collapsible, 4 link unlisted,
 *   8 items left out (a page's view of the sidebar, see plugins/docs/sidebar-view.ts), 16 the href
 *   is its first item's (a view's category without a link of its own); a category given a
 *   `description` (what its card says; rare) has it fifth;
 * - html: `{ h: value, s: 1 when defaultStyle, c: className }`;
 * - a link or category with a className, customProps or key (front matter `sidebar_class_name`,
 *   `sidebar_custom_props`, `sidebar_key`; rare) has them last, as `{ c, p, k }` (`a: 0`: a link's
 *   autoAddBaseUrl false), after its unlisted flag (0 or 1) or description (0 for none).
 */
export interface WireExtras {
  c?: string;
  p?: Record<string, unknown>;
  k?: string;
  a?: 0;
  /** A category's first item's link where its own is unlisted. */
  f?: string;
}

export interface WireHtml {
  h: string;
  s?: 1;
  c?: string;
}

export type WireSidebarItem =
  | [label: string, href: string]
  | [label: string, href: string, unlisted: 0 | 1]
  | [label: string, href: string, unlisted: 0 | 1, extras: WireExtras]
  | [label: string, href: string | 0, flags: number, items: WireSidebarItem[]]
  | [label: string, href: string | 0, flags: number, items: WireSidebarItem[], description: string | 0]
  | [label: string, href: string | 0, flags: number, items: WireSidebarItem[], description: string | 0, extras: WireExtras]
  | WireHtml;

const COLLAPSED = 1;
const COLLAPSIBLE = 2;
const LINK_UNLISTED = 4;
const ITEMS_LEFT_OUT = 8;
const FIRST_ITEM_HREF = 16;

function encodeExtras(item: SidebarLink | SidebarCategory): WireExtras | undefined {
  const extras: WireExtras = {};
  if (item.className !== undefined) extras.c = item.className;
  if (item.customProps !== undefined) extras.p = item.customProps;
  if (item.key !== undefined) extras.k = item.key;
  if (item.type === 'link' && item.autoAddBaseUrl === false) extras.a = 0;
  if (item.type === 'category' && item.href && item.firstItemHref) extras.f = item.firstItemHref;
  return Object.keys(extras).length > 0 ? extras : undefined;
}

function decodeExtras(extras: WireExtras | undefined): Partial<SidebarLink> {
  if (!extras) return {};
  return {
    ...(extras.c !== undefined ? { className: extras.c } : {}),
    ...(extras.p !== undefined ? { customProps: extras.p } : {}),
    ...(extras.k !== undefined ? { key: extras.k } : {}),
    ...(extras.a === 0 ? { autoAddBaseUrl: false } : {}),
    ...(extras.f !== undefined ? ({ firstItemHref: extras.f } as Partial<SidebarLink>) : {}),
  };
}

export function encodeSidebar(items: SidebarItem[]): WireSidebarItem[] {
  return items.map((item): WireSidebarItem => {
    if (item.type === 'html') return { h: item.value, ...(item.defaultStyle ? { s: 1 as const } : {}), ...(item.className !== undefined ? { c: item.className } : {}) };
    const extras = encodeExtras(item);
    if (item.type === 'link') {
      if (extras) return [item.label, item.href, item.unlisted ? 1 : 0, extras];
      return item.unlisted ? [item.label, item.href, 1] : [item.label, item.href];
    }
    const flags =
      (item.collapsed ? COLLAPSED : 0) | (item.collapsible ? COLLAPSIBLE : 0) | (item.linkUnlisted ? LINK_UNLISTED : 0) | (item.itemsLeftOut ? ITEMS_LEFT_OUT : 0) | (!item.href && item.firstItemHref ? FIRST_ITEM_HREF : 0);
    const href = item.href ?? item.firstItemHref ?? 0;
    if (extras) return [item.label, href, flags, encodeSidebar(item.items), item.description ?? 0, extras];
    return item.description ? [item.label, href, flags, encodeSidebar(item.items), item.description] : [item.label, href, flags, encodeSidebar(item.items)];
  });
}

const decoded = new WeakMap<WireSidebarItem[], SidebarItem[]>();

/** The sidebar items again (the same array for the same wire data, so React memos hold). */
export function decodeSidebar(wire: WireSidebarItem[]): SidebarItem[] {
  let items = decoded.get(wire);
  if (!items) {
    items = wire.map((entry): SidebarItem => {
      if (!Array.isArray(entry)) return { type: 'html', value: entry.h, ...(entry.s ? { defaultStyle: true } : {}), ...(entry.c !== undefined ? { className: entry.c } : {}) };
      if (!Array.isArray(entry[3])) return { type: 'link', label: entry[0], href: entry[1] as string, ...(entry[2] ? { unlisted: true } : {}), ...decodeExtras(entry[3] as WireExtras | undefined) };
      const [label, href, flags, children, description, extras] = entry as [string, string | 0, number, WireSidebarItem[], (string | 0)?, WireExtras?];
      return {
        type: 'category',
        label,
        ...(href ? (flags & FIRST_ITEM_HREF ? { firstItemHref: href } : { href }) : {}),
        ...(flags & LINK_UNLISTED ? { linkUnlisted: true } : {}),
        ...(flags & ITEMS_LEFT_OUT ? { itemsLeftOut: true } : {}),
        ...(description ? { description } : {}),
        collapsed: (flags & COLLAPSED) !== 0,
        collapsible: (flags & COLLAPSIBLE) !== 0,
        ...(decodeExtras(extras) as Partial<SidebarCategory>),
        items: decodeSidebar(children),
      };
    });
    decoded.set(wire, items);
  }
  return items;
}
