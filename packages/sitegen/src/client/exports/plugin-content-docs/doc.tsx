/**
 * The docs plugin's page contexts (part of `@docusaurus/plugin-content-docs/client`, see client.ts),
 * as Docusaurus's doc.js, docsSidebar.js and docSidebarItemsExpandedState.js have them: the current
 * doc (useDoc), the current sidebar, DocRoot's route, a sidebar level's expanded category. What
 * components find in the sidebar is in sidebar.ts: the docs page's code does not carry it (doc
 * cards do).
 */
import { createContext, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { DocMetadata, SidebarItem, TocItem } from '../../../shared/types';
import { DocsSidebarContext, type DocsSidebarValue } from '../../../theme/_internal/docsSidebar';
import renderRoutes from '../renderRoutes';

/** What a doc's MDX gives besides its component (Docusaurus's `content` prop carries them as statics). */
export interface DocContextValue {
  metadata: DocMetadata;
  frontMatter: Record<string, unknown>;
  /** The doc's assets: its front matter `image` as the bundler emitted it, when it has one. */
  assets: { image?: string };
  contentTitle: string | undefined;
  toc: readonly TocItem[];
}

/** Docusaurus's DocItem `content` prop: the doc's MDX component, with its data as statics. */
export type DocContent = ComponentType<Record<string, unknown>> & Partial<Omit<DocContextValue, 'contentTitle'>> & { contentTitle?: string };

const DocContext = createContext<DocContextValue | null>(null);

/** Hook called outside its provider: Docusaurus's ReactContextError message. */
function outside(providerName: string): Error {
  const error = new Error(`Hook is called outside the <${providerName}>. `.trim());
  error.name = 'ReactContextError';
  return error;
}

/** Provides the doc of the page (its MDX component's statics) to the components inside. */
export function DocProvider({ children, content }: { children?: ReactNode; content: DocContent }) {
  const value = useMemo<DocContextValue>(
    () => ({ metadata: content.metadata as DocMetadata, frontMatter: content.frontMatter ?? {}, assets: content.assets ?? {}, contentTitle: content.contentTitle, toc: content.toc ?? [] }),
    // The component keeps its identity when its data changes (see DocPage's docContent): its statics are the keys.
    [content, content.metadata, content.frontMatter, content.contentTitle, content.toc],
  );
  return <DocContext.Provider value={value}>{children}</DocContext.Provider>;
}

/** The doc being read: its metadata, front matter, assets, content title and table of contents. */
export function useDoc(): DocContextValue {
  const doc = useContext(DocContext);
  if (doc === null) throw outside('DocProvider');
  return doc;
}

/** Provides the sidebar of the page (`null`: a doc in no sidebar). */
export function DocsSidebarProvider({ children, name, items }: { children?: ReactNode; name: string | undefined; items: SidebarItem[] | undefined }) {
  const outer = useContext(DocsSidebarContext);
  const value = useMemo<DocsSidebarValue | null>(() => (name && items ? { ...(outer?.name === name ? outer : {}), name, items } : null), [name, items, outer]);
  return <DocsSidebarContext.Provider value={value}>{children}</DocsSidebarContext.Provider>;
}

/** The sidebar shown on the page, `{ name, items }`, or null. */
export function useDocsSidebar(): DocsSidebarValue | null {
  return useContext(DocsSidebarContext);
}

/**
 * What DocRoot renders, from its props (Docusaurus's useDocRootMetadata): the doc route inside it
 * and the name and items of its sidebar (the route's `sidebar`; its items are those the docs page
 * provides, the page's view of the sidebar). Null when DocRoot has no route inside.
 */
export function useDocRootMetadata({ route }: { route?: { routes?: Array<{ sidebar?: string }> } }): { docElement: ReactNode; sidebarName: string | undefined; sidebarItems: SidebarItem[] | undefined } | null {
  const available = useContext(DocsSidebarContext);
  const current = route?.routes?.[0];
  if (!current) return null;
  const sidebarName = current.sidebar;
  return { docElement: renderRoutes(route.routes), sidebarName, sidebarItems: sidebarName && available?.name === sidebarName ? available.items : undefined };
}

interface ExpandedState {
  expandedItem: number | null;
  setExpandedItem: (index: number | null) => void;
}
const ExpandedStateContext = createContext<ExpandedState | symbol>(Symbol.for('EmptyContext'));

/** Keeps which category of one sidebar level is expanded (`autoCollapseCategories`). */
export function DocSidebarItemsExpandedStateProvider({ children }: { children?: ReactNode }) {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  const value = useMemo(() => ({ expandedItem, setExpandedItem }), [expandedItem]);
  return <ExpandedStateContext.Provider value={value}>{children}</ExpandedStateContext.Provider>;
}

export function useDocSidebarItemsExpandedState(): ExpandedState {
  const value = useContext(ExpandedStateContext);
  if (typeof value === 'symbol') throw outside('DocSidebarItemsExpandedStateProvider');
  return value;
}
