import { useEffect, useMemo, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocSidebarItemsExpandedState } from '@docusaurus/plugin-content-docs/client';
import DocSidebarItems from '@theme/DocSidebarItems';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type { DocSidebarItemProps } from '@theme/DocSidebarItem';
import type { SidebarCategory, SidebarLink } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import { LazyCollapsible } from '../../_internal/Collapsible';
import { useDocsSidebar } from '../../_internal/docsSidebar';
import { findFirstSidebarItemLink, isActiveSidebarItem, isSamePath, visibleItems } from '../../DocSidebar/utils';
import styles from '../../DocSidebar/styles.module.css';

type Props = DocSidebarItemProps<SidebarCategory>;

declare const __SITEGEN_DOCS_AUTO_COLLAPSE__: boolean;
/** `themeConfig.docs.sidebar.autoCollapseCategories` may be on (a build-time constant: without, its effect is left out). */
const AUTO_COLLAPSE = typeof __SITEGEN_DOCS_AUTO_COLLAPSE__ === 'undefined' || __SITEGEN_DOCS_AUTO_COLLAPSE__;

/**
 * theme-classic's DocSidebarItem/Category: a category with something to show opens and closes; one
 * whose items are all hidden is a link to its own page, or nothing.
 */
export default function DocSidebarItemCategory(props: Props) {
  const hasVisibleChildren = useMemo(() => visibleItems(props.item.items, props.activePath).length > 0, [props.item.items, props.activePath]);
  // A page's view of the sidebar left the items out: they are there, to be loaded.
  if (!hasVisibleChildren && !props.item.itemsLeftOut) return <DocSidebarItemCategoryEmpty {...props} />;
  return <DocSidebarItemCategoryCollapsible {...props} />;
}

/** A category without visible items, as a link to its page (without a page, nothing to show). */
function DocSidebarItemCategoryEmpty({ item, ...props }: Props) {
  if (typeof item.href !== 'string') return null;
  const { type: _type, collapsed: _collapsed, collapsible: _collapsible, items: _items, linkUnlisted: _linkUnlisted, itemsLeftOut: _left, firstItemHref: _first, generatedIndex: _index, ...forwarded } = item;
  const link: SidebarLink = { type: 'link', ...forwarded, href: item.href };
  return <DocSidebarItemLink item={link} {...props} />;
}

/**
 * A collapsible category's link: its own listed page, else (in the server's HTML, which works
 * without JavaScript) its first item's; in the browser a category without a page is a toggle.
 */
function useCategoryHrefWithSSRFallback(item: SidebarCategory): string | undefined {
  const isBrowser = useIsBrowser();
  return useMemo(() => {
    if (item.href && !item.linkUnlisted) return item.href;
    if (isBrowser || !item.collapsible) return undefined;
    return findFirstSidebarItemLink(item);
  }, [item, isBrowser]);
}

/** theme-common's usePrevious (kept here: its module would be a chunk of its own on docs pages). */
function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** Opens the category when the page being read comes to be in it, or moves within it. */
function useAutoExpandActiveCategory({ isActive, collapsed, updateCollapsed, activePath }: { isActive: boolean; collapsed: boolean; updateCollapsed: (collapsed: boolean) => void; activePath: string }) {
  const wasActive = usePrevious(isActive);
  const previousActivePath = usePrevious(activePath);
  useEffect(() => {
    const justBecameActive = isActive && !wasActive;
    const stillActiveButPathChanged = isActive && wasActive && activePath !== previousActivePath;
    if ((justBecameActive || stillActiveButPathChanged) && collapsed) updateCollapsed(false);
  }, [isActive, wasActive, collapsed, updateCollapsed, activePath, previousActivePath]);
}

/** The category's link; a category that cannot collapse and leads nowhere is an `<a>` without `href`, as Docusaurus's Link renders it. */
function CategoryLink(props: ComponentProps<typeof Link>) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- its label is its child
  return props.href === undefined ? <a {...props} /> : <Link {...props} />;
}

function CollapseButton({ collapsed, categoryLabel, onClick }: { collapsed: boolean; categoryLabel: string; onClick: (event: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <button
      aria-label={
        collapsed
          ? translate({ id: 'theme.DocSidebarItem.expandCategoryAriaLabel', message: "Expand sidebar category '{label}'" }, { label: categoryLabel })
          : translate({ id: 'theme.DocSidebarItem.collapseCategoryAriaLabel', message: "Collapse sidebar category '{label}'" }, { label: categoryLabel })
      }
      aria-expanded={!collapsed}
      type="button"
      className={clsx('clean-btn menu__caret', styles.caret)}
      onClick={onClick}
    />
  );
}

function DocSidebarItemCategoryCollapsible({ item, onItemClick, activePath, level, index, ...props }: Props) {
  const { items, label, collapsible, className, href } = item;
  const { docs } = useDocusaurusContext().siteConfig.themeConfig as { docs?: { sidebar?: { autoCollapseCategories?: boolean } } };
  const autoCollapseCategories = AUTO_COLLAPSE && docs?.sidebar?.autoCollapseCategories === true;
  const hrefWithSSRFallback = useCategoryHrefWithSSRFallback(item);
  const isActive = isActiveSidebarItem(item, activePath);
  const isCurrentPage = isSamePath(href, activePath);
  // Active categories start open; the others as they are configured.
  const [collapsed, setCollapsed] = useState(() => (collapsible ? (isActive ? false : item.collapsed) : false));
  const { expandedItem, setExpandedItem } = useDocSidebarItemsExpandedState();
  const loadWhole = useDocsSidebar()?.loadWhole;
  const updateCollapsed = (toCollapsed: boolean = !collapsed) => {
    setExpandedItem(toCollapsed ? null : index);
    // Items the page's view left out come with the whole sidebar, which loads first.
    if (!toCollapsed && item.itemsLeftOut && loadWhole) void loadWhole().then(() => setCollapsed(false));
    else setCollapsed(toCollapsed);
  };
  useAutoExpandActiveCategory({ isActive, collapsed, updateCollapsed, activePath });
  // `autoCollapseCategories`: opening a category closes the others of its level.
  useEffect(() => {
    if (collapsible && expandedItem != null && expandedItem !== index && autoCollapseCategories) setCollapsed(true);
  }, [collapsible, expandedItem, index, setCollapsed, autoCollapseCategories]);

  const handleItemClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onItemClick?.(item);
    if (!collapsible) return;
    if (href) {
      // On the category's own page its link closes it; going to the page opens it.
      if (isCurrentPage) {
        event.preventDefault();
        updateCollapsed();
      } else {
        updateCollapsed(false);
      }
    } else {
      event.preventDefault();
      updateCollapsed();
    }
  };

  return (
    <li
      className={clsx(
        `theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level}`,
        'menu__list-item',
        collapsed && 'menu__list-item--collapsed',
        styles.item,
        styles.category,
        className,
      )}
    >
      <div className={clsx('menu__list-item-collapsible', isCurrentPage && 'menu__list-item-collapsible--active', styles.categoryRow)}>
        <CategoryLink
          className={clsx(
            'menu__link',
            styles.link,
            styles.categoryLink,
            collapsible && 'menu__link--sublist',
            !href && collapsible && 'menu__link--sublist-caret',
            !href && collapsible && styles.sublistCaret,
            isActive && 'menu__link--active',
            isCurrentPage && styles.active,
            !collapsible && !hrefWithSSRFallback && styles.categoryLabel,
          )}
          onClick={handleItemClick}
          aria-current={isCurrentPage ? 'page' : undefined}
          role={collapsible && !href ? 'button' : undefined}
          aria-expanded={collapsible && !href ? !collapsed : undefined}
          href={collapsible ? (hrefWithSSRFallback ?? '#') : hrefWithSSRFallback}
          {...props}
        >
          <span className={styles.categoryLinkLabel}>{label}</span>
        </CategoryLink>
        {href && collapsible && (
          <CollapseButton
            collapsed={collapsed}
            categoryLabel={label}
            onClick={(event) => {
              event.preventDefault();
              updateCollapsed();
            }}
          />
        )}
      </div>
      <LazyCollapsible as="ul" className={clsx('menu__list', styles.list, styles.nested)} collapsed={collapsed}>
        <DocSidebarItems items={items} tabIndex={collapsed ? -1 : 0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </LazyCollapsible>
    </li>
  );
}
