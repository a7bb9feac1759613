/**
 * Pure rules of the docs sidebar: which item is active, which items are shown, which
 * categories start expanded.
 */
import type { SidebarCategory, SidebarItem } from '../../shared/types';

/** A path as links compare: without query, hash, `index.html`/`.html` and trailing slashes. */
export function sidebarPathKey(path: string): string {
  const p = (path.split(/[?#]/)[0] ?? '').replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p || '/';
}

export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && sidebarPathKey(a) === sidebarPathKey(b);
}

/** A link is active on its own page; a category when its page or any page inside it is. */
export function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'html') return false;
  if (item.type === 'link') return isSamePath(item.href, activePath);
  return isSamePath(item.href, activePath) || item.items.some((child) => isActiveSidebarItem(child, activePath));
}

/**
 * Visibility: a link is shown unless it is unlisted (an unlisted page still shows while it is
 * the page being read); a category is shown while it contains the active page, when it has a
 * listed link of its own, or when at least one of its children is shown.
 */
export function isVisibleSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'html') return true;
  if (item.type === 'link') return !item.unlisted || isSamePath(item.href, activePath);
  if (isActiveSidebarItem(item, activePath)) return true;
  // A page's view leaves out only the items of categories that are shown.
  if ((item.href && !item.linkUnlisted) || item.itemsLeftOut) return true;
  return item.items.some((child) => isVisibleSidebarItem(child, activePath));
}

export function visibleItems(items: SidebarItem[], activePath: string): SidebarItem[] {
  return items.filter((item) => isVisibleSidebarItem(item, activePath));
}

/** The category's own link, unless it is unlisted (then only on its own page). */
export function categoryHref(category: SidebarCategory, activePath: string): string | undefined {
  if (!category.href) return undefined;
  return !category.linkUnlisted || isSamePath(category.href, activePath) ? category.href : undefined;
}

/** A category starts collapsed as configured, except that the active page's categories are open. */
export function isInitiallyCollapsed(category: SidebarCategory, activePath: string): boolean {
  if (category.collapsible === false) return false;
  if (isActiveSidebarItem(category, activePath)) return false;
  return category.collapsed;
}

/** The category whose own page is `href` (searched depth-first). */
export function findCategoryByHref(items: SidebarItem[], href: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (isSamePath(item.href, href)) return item;
    const inner = findCategoryByHref(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

/** The first page a category leads to: its own link, else its first visible link. */
export function firstHref(item: SidebarItem, activePath = ''): string | undefined {
  if (item.type === 'html') return undefined;
  if (item.type === 'link') return item.href;
  if (item.href) return item.href;
  for (const child of visibleItems(item.items, activePath)) {
    const href = firstHref(child, activePath);
    if (href) return href;
  }
  return undefined;
}

/**
 * Where an item leads (Docusaurus's findFirstSidebarItemLink): a listed link's page; a category's
 * own listed page, else its first item's (the one a page's view kept when it left the items out).
 */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item.href;
  if (item.type !== 'category') return undefined;
  if (item.href && !item.linkUnlisted) return item.href;
  for (const child of item.items) {
    const link = findFirstSidebarItemLink(child);
    if (link) return link;
  }
  return item.firstItemHref;
}
