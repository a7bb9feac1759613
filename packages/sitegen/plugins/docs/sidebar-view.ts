import { createHash } from 'node:crypto';
import { encodeSidebar } from '../../src/shared/sidebar-wire';
import type { SidebarCategory, SidebarItem } from '../../src/shared/types';
import { findFirstSidebarItemLink, sidebarPathKey } from '../../src/theme/DocSidebar/utils';

/**
 * A docs page's view of its sidebar: the categories that start collapsed there keep their label
 * and link but not their items, which the theme loads with the whole sidebar when one is opened.
 * Every docs page loads its sidebar, and a whole sidebar grows with the site (9 KB gzip per
 * 1,000 pages); a view grows only with the categories around the page. Categories the page does
 * not show are left out; those it shows render the same either way (a collapsed category's
 * items are hidden). The same as the theme's rules (DocSidebar/utils.ts) give, see sidebarViews.
 */
export function sidebarView(items: SidebarItem[], activePath: string): SidebarItem[] {
  return sidebarViews(items)(activePath).items;
}

export interface SidebarView {
  items: SidebarItem[];
  /** The same for two pages exactly when their views are the same. */
  key: string;
}

/** What the view rules need of a category, whatever the page: every path in it (its own included), and whether it shows on a page outside it. */
interface CategoryFacts {
  id: number;
  paths: Set<string>;
  shownOutside: boolean;
  /** Its collapsed form (the same object for every page). */
  collapsed: SidebarCategory;
}

/**
 * The views of one sidebar, page by page. What the rules ask of each category (isActiveSidebarItem
 * walks all of it, isVisibleSidebarItem too) is worked out once, so a page's view costs the items
 * it shows, not the whole sidebar: asked of every page, the theme's rules took time growing with
 * the square of the page count (100 s of a 10,000-page build).
 */
export function sidebarViews(items: SidebarItem[]): (activePath: string) => SidebarView {
  const facts = new Map<SidebarCategory, CategoryFacts>();
  const ids = new Map<SidebarItem, number>();
  const idOf = (item: SidebarItem) => {
    let id = ids.get(item);
    if (id === undefined) ids.set(item, (id = ids.size));
    return id;
  };
  // The categories holding each path: the view depends on nothing else of the page (see below).
  const holders = new Map<string, number[]>();
  const learn = (list: SidebarItem[], into?: Set<string>) => {
    for (const item of list) {
      if (item.type === 'html') continue;
      if (item.type === 'link') {
        into?.add(sidebarPathKey(item.href));
        continue;
      }
      const paths = new Set<string>(item.href === undefined ? [] : [sidebarPathKey(item.href)]);
      learn(item.items, paths);
      // isVisibleSidebarItem for a page outside the category: no item in it is that page.
      const shownOutside =
        (Boolean(item.href) && !item.linkUnlisted) ||
        item.itemsLeftOut === true ||
        item.items.some((child) => child.type === 'html' || (child.type === 'link' ? !child.unlisted : facts.get(child)!.shownOutside));
      // A collapsible category without a listed link of its own links to its first item in the server's HTML, as Docusaurus's.
      const first = item.collapsible && (!item.href || item.linkUnlisted) ? findFirstSidebarItemLink({ ...item, href: undefined }) : undefined;
      const id = idOf(item);
      facts.set(item, { id, paths, shownOutside, collapsed: { ...item, items: [], itemsLeftOut: true, ...(first ? { firstItemHref: first } : {}) } });
      for (const path of paths) {
        into?.add(path);
        let holding = holders.get(path);
        if (!holding) holders.set(path, (holding = []));
        holding.push(id);
      }
    }
  };
  learn(items);
  const view = (list: SidebarItem[], active: string, key: string[]): SidebarItem[] =>
    list.flatMap((item): SidebarItem[] => {
      if (item.type === 'html') {
        key.push(`${idOf(item)}`);
        return [item];
      }
      if (item.type === 'link') {
        // Kept even when unlisted: the theme shows it on its own page (visibleItems).
        key.push(`${idOf(item)}`);
        return [item];
      }
      const { id, paths, shownOutside, collapsed } = facts.get(item)!;
      const inside = paths.has(active);
      if (!inside && !shownOutside) return [];
      // isInitiallyCollapsed: as configured, but the categories around the page are open.
      if (item.collapsible !== false && !inside && item.collapsed) {
        key.push(`c${id}`);
        return [collapsed];
      }
      key.push(`o${id}[`);
      const open = { ...item, items: view(item.items, active, key) };
      key.push(']');
      return [open];
    });
  // Pages in the same categories have the same view, made once (the 25 pages of a category, or
  // a 10,000-page site's 11,000 views made from 400).
  const made = new Map<string, SidebarView>();
  return (activePath) => {
    const active = sidebarPathKey(activePath);
    const holding = holders.get(active)?.join(',') ?? '';
    let shown = made.get(holding);
    if (!shown) {
      const key: string[] = [];
      const viewItems = view(items, active, key);
      made.set(holding, (shown = { items: viewItems, key: key.join(',') }));
    }
    return shown;
  };
}

/** Whether a view left anything out (else the page can use the whole sidebar's module). */
export function leavesOut(items: SidebarItem[]): boolean {
  return items.some((item) => item.type === 'category' && (item.itemsLeftOut === true || leavesOut(item.items)));
}

/**
 * The module of a sidebar view: its name and items as the sidebar's JSON module has them, and
 * `whole`, which loads that module (its own chunk, one per sidebar). `key` names the sidebar
 * across versions, for the theme's cache of loaded sidebars.
 */
export function sidebarViewModule(name: string, items: SidebarItem[], wholeModule: string, key: string): string {
  const wire = JSON.stringify(encodeSidebar(items));
  return [
    '// Generated: a docs page’s view of its sidebar (plugins/docs/sidebar-view.ts).',
    `export const name = ${JSON.stringify(name)};`,
    `export const key = ${JSON.stringify(key)};`,
    `export const items = JSON.parse(${JSON.stringify(wire)});`,
    `export const whole = () => import(/* webpackChunkName: ${JSON.stringify(`sidebar-${key.replace(/[^a-zA-Z0-9]+/g, '-')}`)} */ ${JSON.stringify(`./${wholeModule}`)});`,
    '',
  ].join('\n');
}

/** A short name for a view's module file, from its content. */
export function sidebarViewName(items: SidebarItem[]): string {
  return createHash('sha1').update(JSON.stringify(encodeSidebar(items))).digest('hex').slice(0, 10);
}
