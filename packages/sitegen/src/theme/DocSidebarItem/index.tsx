import DocSidebarItemCategory from '@theme/DocSidebarItem/Category';
import DocSidebarItemHtml from '@theme/DocSidebarItem/Html';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type { SidebarCategory, SidebarHtml, SidebarItem, SidebarLink } from '../../shared/types';

declare const __SITEGEN_DOCS_SIDEBAR_HTML__: boolean;
/** Whether the site's sidebars have HTML items (a build-time constant: without, DocSidebarItem/Html's code is left out). */
const HTML_ITEMS = typeof __SITEGEN_DOCS_SIDEBAR_HTML__ === 'undefined' || __SITEGEN_DOCS_SIDEBAR_HTML__;

/** What every sidebar item component gets besides its item (theme-classic's DocSidebarItem props). */
export interface DocSidebarItemProps<T extends SidebarItem = SidebarItem> {
  item: T;
  activePath: string;
  level: number;
  index: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

/** theme-classic's DocSidebarItem: a category, an HTML item or a link. */
export default function DocSidebarItem({ item, ...props }: DocSidebarItemProps) {
  switch (item.type) {
    case 'category':
      return <DocSidebarItemCategory item={item as SidebarCategory} {...props} />;
    case 'html':
      return HTML_ITEMS ? <DocSidebarItemHtml item={item as SidebarHtml} {...props} /> : null;
    case 'link':
    default:
      return <DocSidebarItemLink item={item as SidebarLink} {...props} />;
  }
}
