/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's data for theme components, with
 * Docusaurus's hooks. Each docs instance's data is under its id (`default` unless the config names
 * another). A versioned site's global data lists every version with its docs' ids and paths (as Docusaurus's does); a site without versions
 * gets one version, `current`, without that list (it is not needed to link versions, and every
 * page would carry it). The data and the version hooks are two modules: a page uses only what it imports.
 */
export type { DocsVersionMeta, GlobalDoc, GlobalVersion } from '../../../shared/types';
export { useAllDocsData, type DocsPluginData } from './data';
// As Docusaurus's: the instance's data, or an error on a site without it (`docs: false`, another id).
export { useRequiredDocsData as useDocsData } from './versions';
export * from './versions';
export {
  DocProvider,
  DocSidebarItemsExpandedStateProvider,
  DocsSidebarProvider,
  useDoc,
  useDocRootMetadata,
  useDocsSidebar,
  useDocSidebarItemsExpandedState,
  type DocContent,
  type DocContextValue,
} from './doc';
export {
  filterDocCardListItems,
  findFirstSidebarItemLink,
  findSidebarCategory,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useBreadcrumbsStructuredData,
  useCurrentSidebarCategory,
  useCurrentSidebarSiblings,
  useDocById,
  useSidebarBreadcrumbs,
  useVisibleSidebarItems,
} from './sidebar';
