import { memo, useMemo } from 'react';
import { DocSidebarItemsExpandedStateProvider } from '@docusaurus/plugin-content-docs/client';
import DocSidebarItem from '@theme/DocSidebarItem';
import type { SidebarItem } from '../../shared/types';
import { visibleItems as visibleOf } from '../DocSidebar/utils';

export interface DocSidebarItemsProps {
  items: readonly SidebarItem[];
  activePath: string;
  level: number;
  /** Called when an item is clicked (the drawer closes on a link). */
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

/** theme-classic's DocSidebarItems: one level's visible items, which share which category is open (`autoCollapseCategories`). */
function DocSidebarItems({ items, ...props }: DocSidebarItemsProps) {
  const visibleItems = useMemo(() => visibleOf(items as SidebarItem[], props.activePath), [items, props.activePath]);
  return (
    <DocSidebarItemsExpandedStateProvider>
      {visibleItems.map((item, index) => (
        <DocSidebarItem key={index} item={item} index={index} {...props} />
      ))}
    </DocSidebarItemsExpandedStateProvider>
  );
}

export default memo(DocSidebarItems);
