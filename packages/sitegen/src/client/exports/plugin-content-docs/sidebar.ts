/**
 * What components find in the docs sidebar (part of `@docusaurus/plugin-content-docs/client`, see
 * client.ts), as Docusaurus's docsUtils.js and structuredDataUtils.js have it: the current
 * category and its items, the breadcrumbs, the visible items, the items doc cards show, a doc by id.
 */
import { useContext, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../../../shared/types';
import { normalizePath } from '../../../shared/paths';
import { DocsSidebarContext, type DocsSidebarValue } from '../../../theme/_internal/docsSidebar';
import { useSiteContext } from '../../context';
import { findActivePlugin, useActivePlugin, useAllDocsData } from './data';
import { findFirstSidebarItemLink } from '../../../theme/DocSidebar/utils';

const samePath = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && normalizePath(a.split(/[?#]/)[0] ?? '') === normalizePath(b.split(/[?#]/)[0] ?? '');

/** Whether an item is the page at `activePath` or holds it. */
export function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'link') return samePath(item.href, activePath);
  if (item.type === 'category') return samePath(item.href, activePath) || item.items.some((child) => isActiveSidebarItem(child, activePath));
  return false;
}

/** Whether the sidebar shows an item: unlisted links only on their own page, categories with something to show. */
export function isVisibleSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'link') return !item.unlisted || isActiveSidebarItem(item, activePath);
  if (item.type === 'category') return isActiveSidebarItem(item, activePath) || (item.href !== undefined && !item.linkUnlisted) || !!item.itemsLeftOut || item.items.some((child) => isVisibleSidebarItem(child, activePath));
  return true;
}

export function useVisibleSidebarItems(items: readonly SidebarItem[], activePath: string): SidebarItem[] {
  return useMemo(() => items.filter((item) => isVisibleSidebarItem(item, activePath)), [items, activePath]);
}

/** Array#find on the sidebar's categories, depth first. */
export function findSidebarCategory(sidebar: readonly SidebarItem[], predicate: (category: SidebarCategory) => boolean): SidebarCategory | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

/** Where an item leads: the theme's rule (one rule for the sidebar and this API). */
export { findFirstSidebarItemLink };

/** The items a doc card list shows: those that lead somewhere. */
export function filterDocCardListItems(items: readonly SidebarItem[]): SidebarItem[] {
  return items.filter((item) => (item.type === 'category' || item.type === 'link' ? !!findFirstSidebarItemLink(item) : true));
}

/** The sidebar items leading to `pathname`, outermost first (only its categories, when asked). */
function sidebarBreadcrumbs(items: readonly SidebarItem[], pathname: string, onlyCategories: boolean): SidebarItem[] {
  const trail: SidebarItem[] = [];
  const extract = (list: readonly SidebarItem[]): boolean => {
    for (const item of list) {
      if (item.type === 'category') {
        if (samePath(item.href, pathname) || extract(item.items)) {
          trail.unshift(item);
          return true;
        }
      } else if (item.type === 'link' && samePath(item.href, pathname)) {
        // (Docusaurus asks for a doc's link; the page's sidebar as it travels has no doc ids, and only a doc's link is the page's path.)
        if (!onlyCategories) trail.unshift(item);
        return true;
      }
    }
    return false;
  };
  extract(items);
  return trail;
}

/** The page's path with the base URL, as sidebar links have it. */
function useSidebarPathname(): string {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteContext().siteConfig;
  return pathname.startsWith(baseUrl) || baseUrl === '/' ? pathname : `${baseUrl.replace(/\/$/, '')}${pathname}`;
}

function useRequiredSidebar(): DocsSidebarValue {
  const sidebar = useContext(DocsSidebarContext);
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  return sidebar;
}

/** The category whose page is being read (a category index page); throws elsewhere. */
export function useCurrentSidebarCategory(): SidebarCategory {
  const pathname = useSidebarPathname();
  const sidebar = useRequiredSidebar();
  const category = sidebarBreadcrumbs(sidebar.items, pathname, true).at(-1) as SidebarCategory | undefined;
  if (!category) throw new Error(`${useLocation().pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`);
  return category;
}

/** The items beside the page: its category's, else the sidebar's top level. */
export function useCurrentSidebarSiblings(): SidebarItem[] {
  const pathname = useSidebarPathname();
  const sidebar = useRequiredSidebar();
  const category = sidebarBreadcrumbs(sidebar.items, pathname, true).at(-1) as SidebarCategory | undefined;
  return category?.items ?? sidebar.items;
}

/** The page's breadcrumbs from its sidebar; null without a sidebar or with the docs option `breadcrumbs: false`. */
export function useSidebarBreadcrumbs(): SidebarItem[] | null {
  const sidebar = useContext(DocsSidebarContext);
  const pathname = useSidebarPathname();
  // The option of the docs instance being read (Docusaurus's useActivePlugin()?.pluginData.breadcrumbs).
  const breadcrumbs = findActivePlugin(useAllDocsData(), useLocation().pathname)?.pluginData.breadcrumbs;
  if (breadcrumbs === false || !sidebar) return null;
  return sidebarBreadcrumbs(sidebar.items, pathname, false);
}

/** The breadcrumbs as schema.org BreadcrumbList data (items without a link left out). */
export function useBreadcrumbsStructuredData({ breadcrumbs }: { breadcrumbs: readonly SidebarItem[] }): Record<string, unknown> {
  const { url } = useSiteContext().siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs
      .filter((item) => item.type !== 'html' && item.href)
      .map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: (item as { label: string }).label, item: `${url}${(item as { href: string }).href}` })),
  };
}

/**
 * A doc by id, `{ id, title, description, sidebar }`, as far as the page knows it: from its
 * sidebar's link to the doc (its label, and on pages that show doc cards its description), the
 * doc found by id in the sidebar or in the version's docs (a versioned site's global data lists
 * them). Undefined for a doc the page's sidebar does not link to: Docusaurus's version data lists
 * every doc, a sitegen page carries its sidebar only.
 */
export function useDocById(id: string | undefined): { id: string; title: string; description?: string; sidebar?: string } | undefined {
  const sidebar = useContext(DocsSidebarContext);
  // The page's docs instance's versions (a site may have no `default` instance).
  const versions = useActivePlugin()?.pluginData.versions ?? [];
  if (!id || !sidebar) return undefined;
  const paths = new Set(versions.flatMap((version) => version.docs.filter((doc) => doc.id === id).map((doc) => normalizePath(doc.path))));
  const find = (items: readonly SidebarItem[]): SidebarLink | undefined => {
    for (const item of items) {
      if (item.type === 'link' && (item.docId === id || paths.has(normalizePath(item.href)))) return item;
      const inner = item.type === 'category' ? find(item.items) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const link = find(sidebar.items);
  if (!link) return undefined;
  return { id, title: link.label, description: link.description ?? sidebar.descriptions?.[link.href], sidebar: sidebar.name };
}

