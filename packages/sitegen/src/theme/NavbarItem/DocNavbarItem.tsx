import { usePluginData } from '@docusaurus/useGlobalData';
import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import type { NavbarItemProps } from '@theme/NavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useIsActiveNavItem } from '../_internal/navbarActive';

declare const __SITEGEN_DOCS_VERSIONS__: boolean;

/**
 * A doc's item (the docs plugin gave it the doc's link, a label and the doc's sidebar), as
 * theme-classic's DocNavbarItem: active on the doc and on the pages of its sidebar. An unlisted
 * doc's item shows on that doc only. On a versioned site it links to the doc in the version being
 * read, else the preferred one, else the latest (the link the build gave it).
 */
export default function DocNavbarItem(props: NavbarItemProps) {
  const versioned = Array.isArray((usePluginData('docusaurus-plugin-content-docs', (props.docsPluginId as string | undefined) ?? 'default') as { versions?: unknown } | undefined)?.versions);
  if (typeof __SITEGEN_DOCS_VERSIONS__ === 'undefined' || __SITEGEN_DOCS_VERSIONS__) {
    if (versioned && props.docId !== undefined) return <VersionedDocNavbarItem {...props} docId={props.docId} />;
  }
  return <DocLink {...props} />;
}

function VersionedDocNavbarItem({ docId, docsPluginId, ...props }: NavbarItemProps & { docId: string }) {
  const doc = useLayoutDoc(docId, docsPluginId as string | undefined);
  if (!doc) return null;
  return <DocLink {...props} docId={docId} to={doc.path} sidebarId={doc.sidebar} unlisted={doc.unlisted ?? props.unlisted} />;
}

function DocLink({ unlisted, ...props }: NavbarItemProps) {
  const isActiveItem = useIsActiveNavItem();
  if (unlisted && !isActiveItem({ type: 'doc', to: props.to })) return null;
  return <DefaultNavbarItem {...props} isActive={isActiveItem({ ...props, type: 'doc' })} />;
}
