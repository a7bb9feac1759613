import { usePluginData } from '@docusaurus/useGlobalData';
import { useLayoutDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { NavbarItemProps } from '@theme/NavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useIsActiveNavItem } from '../_internal/navbarActive';

declare const __SITEGEN_DOCS_VERSIONS__: boolean;

/**
 * A sidebar's item (the docs plugin gave it the link of the sidebar's first page and a label), as
 * theme-classic's DocSidebarNavbarItem: active on the pages of that sidebar. On a versioned site
 * it links to the sidebar's first page in the version being read, else the preferred one, else the latest.
 */
export default function DocSidebarNavbarItem(props: NavbarItemProps) {
  const versioned = Array.isArray((usePluginData('docusaurus-plugin-content-docs', (props.docsPluginId as string | undefined) ?? 'default') as { versions?: unknown } | undefined)?.versions);
  if (typeof __SITEGEN_DOCS_VERSIONS__ === 'undefined' || __SITEGEN_DOCS_VERSIONS__) {
    if (versioned && props.sidebarId !== undefined) return <VersionedSidebarItem {...props} sidebarId={props.sidebarId} />;
  }
  return <SidebarLink {...props} />;
}

function VersionedSidebarItem({ sidebarId, docsPluginId, ...props }: NavbarItemProps & { sidebarId: string }) {
  const sidebar = useLayoutDocsSidebar(sidebarId, docsPluginId as string | undefined);
  return <SidebarLink {...props} sidebarId={sidebarId} to={sidebar.link?.path ?? props.to} />;
}

function SidebarLink(props: NavbarItemProps) {
  const isActiveItem = useIsActiveNavItem();
  return <DefaultNavbarItem {...props} isActive={isActiveItem({ ...props, type: 'docSidebar' })} />;
}
