import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import type { SidebarItem } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { useDocsSidebar } from '../_internal/docsSidebar';
import { useActivePath } from '../_internal/useActivePath';
import { isSamePath } from '../DocSidebar/utils';
import styles from './styles.module.css';

declare const __SITEGEN_DOCS_BREADCRUMBS__: boolean;

/**
 * The sidebar items that lead to the page at `path`, outermost first: each category holding it
 * (or whose own page it is), then the page's link (theme-classic's getSidebarBreadcrumbs). Empty
 * when the sidebar does not hold the page.
 */
export function sidebarBreadcrumbs(items: readonly SidebarItem[], path: string): SidebarItem[] {
  for (const item of items) {
    if (item.type === 'link') {
      if (isSamePath(item.href, path)) return [item];
    } else if (item.type === 'category') {
      if (isSamePath(item.href, path)) return [item];
      const inner = sidebarBreadcrumbs(item.items, path);
      if (inner.length > 0) return [item, ...inner];
    }
  }
  return [];
}

/**
 * The current doc's breadcrumbs, or null where theme-classic shows none: the docs option
 * `breadcrumbs` is false, or the doc is in no sidebar.
 */
export function useSidebarBreadcrumbs(): SidebarItem[] | null {
  const { siteConfig } = useDocusaurusContext();
  const sidebar = useDocsSidebar();
  const activePath = useActivePath();
  // The option of the docs instance being read (each docs plugin has its own `breadcrumbs`).
  const breadcrumbs = useActivePlugin()?.pluginData.breadcrumbs ?? (siteConfig.docs && siteConfig.docs.breadcrumbs);
  if (!breadcrumbs || !sidebar) return null;
  return sidebarBreadcrumbs(sidebar.items, activePath);
}

function BreadcrumbsItem({ active, children }: { active: boolean; children: ReactNode }) {
  return <li className={clsx('breadcrumbs__item', active && 'breadcrumbs__item--active', styles.item)}>{children}</li>;
}

/** A category without a page of its own (or whose page is unlisted), and the current page, are not links. */
function BreadcrumbsItemLink({ href, isLast, children }: { href: string | undefined; isLast: boolean; children: ReactNode }) {
  if (isLast || !href) {
    return (
      <span className="breadcrumbs__link" aria-current={isLast ? 'page' : undefined}>
        {children}
      </span>
    );
  }
  return (
    <Link className="breadcrumbs__link" href={href}>
      <span>{children}</span>
    </Link>
  );
}

/**
 * The trail above a doc's title: the home page (when the site has one), then the sidebar's
 * categories down to the doc itself, which ends it unlinked; a doc at the sidebar's top level has
 * the home link and itself.
 */
export default function DocBreadcrumbs() {
  // A site with the docs option `breadcrumbs` false: nothing to render, and no code for it.
  if (typeof __SITEGEN_DOCS_BREADCRUMBS__ !== 'undefined' && !__SITEGEN_DOCS_BREADCRUMBS__) return null;
  return <Breadcrumbs />;
}

function Breadcrumbs() {
  const breadcrumbs = useSidebarBreadcrumbs();
  // Any docs instance's data says it (a site may have no `default` instance).
  const hasHomePage = useActivePlugin()?.pluginData.hasHomePage === true;
  if (!breadcrumbs) return null;
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav className={clsx('theme-doc-breadcrumbs', styles.breadcrumbs)} aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}>
        <ul className={clsx('breadcrumbs', styles.list)}>
          {hasHomePage && <HomeBreadcrumbItem />}
          {breadcrumbs.map((item, index) => {
            const isLast = index === breadcrumbs.length - 1;
            if (item.type === 'html') return null;
            const href = item.type === 'category' && item.linkUnlisted ? undefined : item.href;
            return (
              <BreadcrumbsItem key={index} active={isLast}>
                <BreadcrumbsItemLink href={href} isLast={isLast}>
                  {item.label}
                </BreadcrumbsItemLink>
              </BreadcrumbsItem>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
