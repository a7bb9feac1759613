import { useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { DocContent } from '@docusaurus/plugin-content-docs/client';
import DocItem from '@theme/DocItem';
import DocRoot from '@theme/DocRoot';
import DocsRoot from '@theme/DocsRoot';
// The drawer's menu from the theme's own file: a site's src/theme/DocSidebar/Mobile exports only a component.
import { DocSidebarMobileSecondaryMenu } from '../DocSidebar/Mobile';
import DocVersionRoot from '@theme/DocVersionRoot';
import { NestedRouteContext, RouteContext } from '../../client/context';
import { decodeSidebar, type WireSidebarItem } from '../../shared/sidebar-wire';
import type { DocCategoryGeneratedIndex, DocMetadata, DocsVersionMeta, SidebarItem } from '../../shared/types';
import { DocsSidebarContext, type DocsSidebarValue } from '../_internal/docsSidebar';
import { SecondaryMenuContext, type SecondaryMenu } from '../_internal/secondaryMenu';
import type { MDXModule } from '../_internal/types';
import { useActivePath } from '../_internal/useActivePath';

/** A route component a site names with a docs option (`docItemComponent`…): loaded with the route, as a module. */
export interface ComponentModule {
  default: ComponentType<Record<string, unknown>>;
}

/** The docs options' components around a docs route (Docusaurus's docsRootComponent, docVersionRootComponent, docRootComponent). */
export interface DocsRootComponents {
  docsRootComponent?: ComponentModule;
  docVersionRootComponent?: ComponentModule;
  docRootComponent?: ComponentModule;
}

export interface DocPageProps extends DocsRootComponents {
  /** A doc's route: its Markdown and metadata. */
  content?: MDXModule;
  metadata?: DocMetadata;
  /** A category's generated index route: its data, and the component showing it (the docs option `docCategoryGeneratedIndexComponent`, theme-classic's DocCategoryGeneratedIndexPage by default). */
  categoryGeneratedIndex?: DocCategoryGeneratedIndex;
  docCategoryGeneratedIndexComponent?: ComponentModule;
  /**
   * The sidebar module, in its compact wire form (src/shared/sidebar-wire.ts): the whole sidebar,
   * or the page's view of it with `whole` to load the rest (plugins/docs/sidebar-view.ts).
   */
  sidebar?: SidebarModule;
  /** Page descriptions for DocCardList, only on pages that use it. */
  cardDescriptions?: Record<string, string>;
  /** The docs version of the page, on a versioned site only. */
  version?: DocsVersionMeta;
  /** The docs option `docItemComponent`, when the site names one. */
  docItemComponent?: ComponentModule;
}

export interface SidebarModule {
  name: string;
  items: WireSidebarItem[];
  key?: string;
  whole?: () => Promise<{ default: { items: WireSidebarItem[] } }>;
}

/**
 * A docs page: sitegen's route component for the docs routes, which renders theme-classic's route
 * tree in one chunk: DocsRoot (the layout), DocVersionRoot (the version), DocRoot (the sidebar and
 * docs layout), then DocItem (a doc) or a category's generated index, each rendering the next
 * where it calls renderRoutes, as Docusaurus's nested routes do. A site's `src/theme/<Name>`
 * replaces or wraps any of them; the components the docs options name (`docItemComponent`…) come
 * with the route as modules.
 */
export default function DocPage({ content, metadata, docItemComponent, categoryGeneratedIndex, docCategoryGeneratedIndexComponent, ...props }: DocPageProps) {
  if (categoryGeneratedIndex) {
    const Index = docCategoryGeneratedIndexComponent?.default as ComponentType<{ categoryGeneratedIndex: DocCategoryGeneratedIndex }> | undefined;
    return <DocsRoute {...props}>{Index && <Index categoryGeneratedIndex={categoryGeneratedIndex} />}</DocsRoute>;
  }
  const Item = (docItemComponent?.default ?? DocItem) as ComponentType<{ content: DocContent }>;
  return <DocsRoute {...props}>{content && metadata && <Item content={docContent(content, metadata)} />}</DocsRoute>;
}

/**
 * Docusaurus's DocItem `content`: the doc's MDX component with its data as statics. One component
 * per MDX component, kept across new data (the dev server's update of the doc's table of contents
 * or metadata): a new one would be a new element type, and React would mount the content again,
 * losing its state (a code block's word wrap, an open tab).
 */
const docContents = new WeakMap<object, DocContent>();
function docContent(module: MDXModule, metadata: DocMetadata): DocContent {
  const Content = module.default;
  let content = docContents.get(Content);
  if (!content) {
    content = Object.assign((props: Record<string, unknown>) => <Content {...props} />, { metadata, toc: [], frontMatter: {}, assets: {} }) as DocContent;
    docContents.set(Content, content);
  }
  return Object.assign(content, { metadata, frontMatter: module.frontMatter ?? {}, toc: module.toc ?? [], contentTitle: module.contentTitle });
}

/** Whole sidebars loaded so far, by key: once one is, every page of that sidebar shows it whole. */
const wholeSidebars = new Map<string, WireSidebarItem[]>();

/** The page's sidebar: its view until a category it left out is opened, then the whole sidebar. */
function useSidebar(sidebarModule: SidebarModule | undefined): { name: string; items: SidebarItem[]; loadWhole?: () => Promise<void> } | undefined {
  const { key, whole } = sidebarModule ?? {};
  const [loaded, setLoaded] = useState(() => (key ? wholeSidebars.get(key) : undefined));
  const wire = (key && wholeSidebars.get(key)) || loaded || sidebarModule?.items;
  const loadWhole = useCallback(async () => {
    if (!key || !whole) return;
    const items = wholeSidebars.get(key) ?? (await whole()).default.items;
    wholeSidebars.set(key, items);
    setLoaded(items);
  }, [key, whole]);
  return useMemo(() => (sidebarModule && wire ? { name: sidebarModule.name, items: decodeSidebar(wire), ...(whole && wire !== wholeSidebars.get(key ?? '') ? { loadWhole } : {}) } : undefined), [sidebarModule, wire, whole, key, loadWhole]);
}

/** An element that renders `inner` where it calls renderRoutes. */
function nested(inner: ReactNode, outer: ReactNode): ReactNode {
  return <NestedRouteContext.Provider value={inner}>{outer}</NestedRouteContext.Provider>;
}

export interface DocsRouteProps extends DocsRootComponents {
  sidebar?: SidebarModule;
  cardDescriptions?: Record<string, string>;
  version?: DocsVersionMeta;
  /** The route's own element: the doc, or a category's generated index. */
  children: ReactNode;
}

/**
 * What every docs route renders around its own component: the sidebar it has (for DocRoot, the
 * breadcrumbs and the cards, and the small screens' drawer), then DocsRoot, DocVersionRoot and
 * DocRoot, each given its `route` as Docusaurus's nested routes give it.
 */
export function DocsRoute({ sidebar: sidebarModule, cardDescriptions, version, docsRootComponent, docVersionRootComponent, docRootComponent, children }: DocsRouteProps) {
  const sidebar = useSidebar(sidebarModule);
  const activePath = useActivePath();
  const path = useContext(RouteContext)?.path ?? activePath;
  const sidebarValue = useMemo<DocsSidebarValue | null>(() => (sidebar ? { name: sidebar.name, items: sidebar.items, descriptions: cardDescriptions, loadWhole: sidebar.loadWhole } : null), [sidebar, cardDescriptions]);
  const menu = useMemo<SecondaryMenu | null>(() => (sidebar ? { title: 'Docs', render: (onNavigate) => <DocSidebarMobileSecondaryMenu sidebar={sidebar.items} path={activePath} onNavigate={onNavigate} /> } : null), [sidebar, activePath]);
  const Root = docRootComponent?.default ?? DocRoot;
  const VersionRoot = docVersionRootComponent?.default ?? DocVersionRoot;
  const Docs = docsRootComponent?.default ?? DocsRoot;
  const route = <T,>(routes: T[]) => ({ path, exact: false, routes });
  const docRoot = nested(children, <Root route={route([{ path, exact: true, sidebar: sidebar?.name }])} />);
  const versionRoot = nested(docRoot, <VersionRoot route={route([{ path, exact: false }])} version={version} />);
  return (
    <DocsSidebarContext.Provider value={sidebarValue}>
      <SecondaryMenuContext.Provider value={menu}>{nested(versionRoot, <Docs route={route([{ path, exact: false }])} />)}</SecondaryMenuContext.Provider>
    </DocsSidebarContext.Provider>
  );
}
