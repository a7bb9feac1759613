import { createHash } from 'node:crypto';
import { encodeSidebar } from '../../src/shared/sidebar-wire';
import type { SidebarItem } from '../../src/shared/types';
import { findFirstSidebarItemLink, isInitiallyCollapsed, isVisibleSidebarItem } from '../../src/theme/DocSidebar/utils';

/**
 * A docs page's view of its sidebar: the categories that start collapsed there keep their label
 * and link but not their items, which the theme loads with the whole sidebar when one is opened.
 * Every docs page loads its sidebar, and a whole sidebar grows with the site (9 KB gzip per
 * 1,000 pages); a view grows only with the categories around the page. Categories the page does
 * not show are left out; those it shows render the same either way (a collapsed category's
 * items are hidden).
 */
export function sidebarView(items: SidebarItem[], activePath: string): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type !== 'category') return [item];
    if (!isVisibleSidebarItem(item, activePath)) return [];
    if (isInitiallyCollapsed(item, activePath)) {
      // A collapsible category without a listed link of its own links to its first item in the server's HTML, as Docusaurus's.
      const first = item.collapsible && (!item.href || item.linkUnlisted) ? findFirstSidebarItemLink({ ...item, href: undefined }) : undefined;
      return [{ ...item, items: [], itemsLeftOut: true, ...(first ? { firstItemHref: first } : {}) }];
    }
    return [{ ...item, items: sidebarView(item.items, activePath) }];
  });
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
