import type { DocSidebarItemProps } from '@theme/DocSidebarItem';
import type { SidebarHtml } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import styles from '../../DocSidebar/styles.module.css';

/** theme-classic's DocSidebarItem/Html: an `html` item's markup in a list item. */
export default function DocSidebarItemHtml({ item, level, index }: DocSidebarItemProps<SidebarHtml>) {
  const { value, defaultStyle, className } = item;
  return (
    <li
      className={clsx(`theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}`, styles.item, defaultStyle && styles.menuHtmlItem, defaultStyle && 'menu__list-item', className)}
      key={index}
      dangerouslySetInnerHTML={{ __html: value }}
    />
  );
}
