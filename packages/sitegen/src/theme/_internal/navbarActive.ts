import { withBaseUrl } from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { NavbarItem } from '../../shared/types';
import { useDocsSidebar } from './docsSidebar';
import { cleanPath, useActivePath } from './useActivePath';

/**
 * Whether a navbar link is the current section, by theme-classic's rules: a `doc` item on its doc
 * and a `docSidebar` item on the pages of its sidebar (`sidebar`: the current page's); a link with
 * `activeBaseRegex` or `activeBasePath` on the pages they match; any other on its `to` and the
 * pages under it (`/docs` for every docs page). `activePath` includes the base URL.
 */
export function isActiveNavItem(item: NavbarItem, activePath: string, baseUrl: string, sidebar?: string): boolean {
  if (item.to === undefined) return false;
  const target = cleanPath(withBaseUrl(baseUrl, item.to));
  if (item.type === 'doc' || item.type === 'docSidebar') return (item.sidebarId !== undefined && item.sidebarId === sidebar) || (item.type === 'doc' && activePath === target);
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex, 'i').test(activePath);
  if (item.activeBasePath) return activePath.startsWith(withBaseUrl(baseUrl, item.activeBasePath));
  if (target === cleanPath(baseUrl)) return activePath === target;
  return activePath === target || activePath.startsWith(`${target}/`);
}

/** isActiveNavItem on the current page (its path and its docs sidebar). */
export function useIsActiveNavItem(): (item: NavbarItem) => boolean {
  const { siteConfig } = useDocusaurusContext();
  const activePath = useActivePath();
  const sidebar = useDocsSidebar()?.name;
  return (item) => isActiveNavItem(item, activePath, siteConfig.baseUrl, sidebar);
}
