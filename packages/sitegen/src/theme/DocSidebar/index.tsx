import { useEffect, useId, useState } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { Collapsible } from '../_internal/Collapsible';
import { ChevronIcon } from '../_internal/icons';
import { useActivePath } from '../_internal/useActivePath';
import { useDocsSidebar } from '../_internal/docsSidebar';
import { categoryHref, isActiveSidebarItem, isInitiallyCollapsed, isSamePath, visibleItems } from './utils';
import styles from './styles.module.css';

export interface DocSidebarProps {
  items: SidebarItem[];
  /** Defaults to the current page. */
  activePath?: string;
  /** Called when a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
  className?: string;
}

/** The docs navigation tree: collapsible categories, the active page highlighted. */
export default function DocSidebar({ items, activePath: activePathProp, onNavigate, className }: DocSidebarProps) {
  const currentPath = useActivePath();
  const activePath = activePathProp ?? currentPath;
  return (
    <nav className={clsx('menu', styles.sidebar, className)} aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}>
      <ItemList items={items} activePath={activePath} level={1} onNavigate={onNavigate} />
    </nav>
  );
}

function ItemList({ items, activePath, level, onNavigate }: { items: SidebarItem[]; activePath: string; level: number; onNavigate?: () => void }) {
  return (
    <ul className={clsx(level === 1 && 'theme-doc-sidebar-menu', 'menu__list', styles.list, level > 1 && styles.nested)}>
      {visibleItems(items, activePath).map((item, i) =>
        item.type === 'link' ? (
          <LinkItem key={`${i}-${item.href}`} item={item} activePath={activePath} level={level} onNavigate={onNavigate} />
        ) : (
          <CategoryItem key={`${i}-${item.label}`} item={item} activePath={activePath} level={level} onNavigate={onNavigate} />
        ),
      )}
    </ul>
  );
}

function LinkItem({ item, activePath, level, onNavigate }: { item: SidebarLink; activePath: string; level: number; onNavigate?: () => void }) {
  const active = isSamePath(item.href, activePath);
  return (
    <li className={clsx(`theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level} menu__list-item`, styles.item)} data-level={level}>
      <Link href={item.href} className={clsx('menu__link', styles.link, active && 'menu__link--active', active && styles.active)} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {item.label}
      </Link>
    </li>
  );
}

function CategoryItem({ item, activePath, level, onNavigate }: { item: SidebarCategory; activePath: string; level: number; onNavigate?: () => void }) {
  const collapsible = item.collapsible !== false;
  const [collapsed, setCollapsed] = useState(() => isInitiallyCollapsed(item, activePath));
  const containsActive = isActiveSidebarItem(item, activePath);
  const href = categoryHref(item, activePath);
  const selfActive = isSamePath(item.href, activePath);
  const panelId = useId();

  // Navigating into a collapsed category opens it.
  useEffect(() => {
    if (containsActive) setCollapsed(false);
  }, [containsActive, activePath]);

  const loadWhole = useDocsSidebar()?.loadWhole;
  // A category the page's view left the items of opens once the whole sidebar has loaded.
  const toggle = () => {
    if (collapsed && item.itemsLeftOut && loadWhole) void loadWhole().then(() => setCollapsed(false));
    else setCollapsed((c) => !c);
  };
  const expanded = !collapsible || !collapsed;

  return (
    <li
      className={clsx(
        `theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level} menu__list-item`,
        collapsible && collapsed && 'menu__list-item--collapsed',
        styles.item,
        styles.category,
        containsActive && styles.containsActive,
      )}
      data-level={level}
    >
      <div className={clsx('menu__list-item-collapsible', styles.categoryRow)}>
        {href ? (
          <>
            <Link
              href={href}
              className={clsx('menu__link menu__link--sublist', selfActive && 'menu__link--active', styles.link, styles.categoryLink, selfActive && styles.active)}
              aria-current={selfActive ? 'page' : undefined}
              onClick={() => {
                if (collapsible && collapsed) setCollapsed(false);
                onNavigate?.();
              }}
            >
              {item.label}
            </Link>
            {collapsible && (
              <button
                type="button"
                className={clsx('clean-btn menu__caret', styles.caret)}
                aria-label={collapsed ? translate({ id: 'theme.DocSidebarItem.expandCategoryAriaLabel', message: "Expand sidebar category '{label}'" }, { label: item.label }) : translate({ id: 'theme.DocSidebarItem.collapseCategoryAriaLabel', message: "Collapse sidebar category '{label}'" }, { label: item.label })}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={toggle}
              >
                <ChevronIcon className={clsx(styles.chevron, expanded && styles.chevronOpen)} />
              </button>
            )}
          </>
        ) : collapsible ? (
          <button type="button" className={clsx('menu__link menu__link--sublist menu__link--sublist-caret', styles.link, styles.categoryButton)} aria-expanded={expanded} aria-controls={panelId} onClick={toggle}>
            <span>{item.label}</span>
            <ChevronIcon className={clsx(styles.chevron, expanded && styles.chevronOpen)} />
          </button>
        ) : (
          <span className={clsx('menu__link menu__link--sublist', styles.link, styles.categoryLabel)}>{item.label}</span>
        )}
      </div>
      <Collapsible collapsed={collapsible && collapsed} id={panelId}>
        <ItemList items={item.items} activePath={activePath} level={level + 1} onNavigate={onNavigate} />
      </Collapsible>
    </li>
  );
}
