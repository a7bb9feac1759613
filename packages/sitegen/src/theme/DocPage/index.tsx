import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { DocsVersionProvider } from '@docusaurus/plugin-content-docs/client';
import Translate, { translate } from '@docusaurus/Translate';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocPaginator from '@theme/DocPaginator';
import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import LastUpdated from '@theme/LastUpdated';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { decodeSidebar, type WireSidebarItem } from '../../shared/sidebar-wire';
import type { DocMetadata, DocsVersionMeta, SidebarItem } from '../../shared/types';
import { DocsSidebarContext, type DocsSidebarValue } from '../_internal/docsSidebar';
import { clsx } from '../_internal/clsx';
import { EditIcon } from '../_internal/icons';
import { SecondaryMenuContext, type SecondaryMenu } from '../_internal/secondaryMenu';
import type { MDXModule } from '../_internal/types';
import styles from './styles.module.css';

export interface DocPageProps {
  content: MDXModule;
  metadata: DocMetadata;
  /**
   * The sidebar module, in its compact wire form (src/shared/sidebar-wire.ts): the whole sidebar,
   * or the page's view of it with `whole` to load the rest (plugins/docs/sidebar-view.ts).
   */
  sidebar?: SidebarModule;
  /** Page descriptions for DocCardList, only on pages that use it. */
  cardDescriptions?: Record<string, string>;
  /** The docs version of the page, on a versioned site only. */
  version?: DocsVersionMeta;
}

declare const __SITEGEN_DOCS_VERSIONS__: boolean;


function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/** A docs page: sidebar, content with title, edit link and pagination, table of contents. */
export default function DocPage({ version, ...props }: DocPageProps) {
  // Whether the site has docs versions (the bundlers define the flag, and leave the dead branch
  // and the version components out of every page of a site without; undefined where nothing
  // bundles the theme, as in unit tests: on). Written in the condition itself for the bundlers to see.
  if (typeof __SITEGEN_DOCS_VERSIONS__ === 'undefined' || __SITEGEN_DOCS_VERSIONS__) {
    if (version) {
      return (
        // The version's class on `<html>` is the route's (meta.htmlClassName), which the app sets.
        <DocsVersionProvider version={version}>
          <DocPageContent {...props} banner={<DocVersionBanner />} badge={<DocVersionBadge />} />
        </DocsVersionProvider>
      );
    }
  }
  return <DocPageContent {...props} />;
}

export interface SidebarModule {
  name: string;
  items: WireSidebarItem[];
  key?: string;
  whole?: () => Promise<{ default: { items: WireSidebarItem[] } }>;
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

function DocPageContent({ content, metadata, sidebar: sidebarModule, cardDescriptions, banner, badge }: Omit<DocPageProps, 'version'> & { banner?: ReactNode; badge?: ReactNode }) {
  const { default: MDXContent, frontMatter = {}, toc = [], contentTitle } = content;
  const hideTitle = frontMatter.hide_title === true || !!contentTitle;
  const showToc = frontMatter.hide_table_of_contents !== true && toc.length > 0;
  const minLevel = numberOr(frontMatter.toc_min_heading_level, 2);
  const maxLevel = numberOr(frontMatter.toc_max_heading_level, 3);

  const editThisPage = translate({ id: 'theme.common.editThisPage', message: 'Edit this page' });
  return (
    <DocsPageFrame
      sidebar={sidebarModule}
      cardDescriptions={cardDescriptions}
      title={metadata.title}
      description={metadata.description}
      toc={showToc ? <TOC toc={toc} minLevel={minLevel} maxLevel={maxLevel} className="theme-doc-toc-desktop" /> : undefined}
    >
      {banner}
      <article className={styles.article}>
        <DocBreadcrumbs />
        {badge}
        {showToc && <TOCCollapsible toc={toc} minLevel={minLevel} maxLevel={maxLevel} className={clsx('theme-doc-toc-mobile', styles.mobileToc)} />}
        <div className="theme-doc-markdown markdown">
          {!hideTitle && (
            <header>
              <h1>{metadata.title}</h1>
            </header>
          )}
          <MDXContent />
        </div>
        {/* In the article, as theme-classic's DocItem/Footer is (a site's CSS and a swizzled footer expect it there). */}
        {(metadata.editUrl || metadata.lastUpdatedAt !== undefined || metadata.lastUpdatedBy) && (
          <footer className={clsx('theme-doc-footer', styles.docFooter)}>
            {metadata.editUrl && (
              // In a block of its own, as theme-classic's column: its text and the date read apart.
              <div>
                {/* The new tab is said in the link's name: its text stays theme-classic's. */}
                <Link href={metadata.editUrl} className={clsx('theme-edit-this-page', styles.editLink)} aria-label={`${editThisPage} ${translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in a new tab)' })}`}>
                  <EditIcon />
                  {editThisPage}
                </Link>
              </div>
            )}
            <LastUpdated lastUpdatedAt={metadata.lastUpdatedAt} lastUpdatedBy={metadata.lastUpdatedBy} />
          </footer>
        )}
      </article>
      <DocPaginator previous={metadata.previous} next={metadata.next} />
    </DocsPageFrame>
  );
}

/**
 * What every docs route's page shares (theme-classic's DocRoot and DocPage layout): the layout
 * with the page's title, the sidebar (its context for breadcrumbs and cards, and the small
 * screens' menu), the page's column and its table of contents beside it.
 */
export function DocsPageFrame({ sidebar: sidebarModule, cardDescriptions, title, description, toc, children }: { sidebar?: SidebarModule; cardDescriptions?: Record<string, string>; title: string; description?: string; toc?: ReactNode; children: ReactNode }) {
  const sidebar = useSidebar(sidebarModule);
  const sidebarValue = useMemo<DocsSidebarValue | null>(() => (sidebar ? { name: sidebar.name, items: sidebar.items, descriptions: cardDescriptions, loadWhole: sidebar.loadWhole } : null), [sidebar, cardDescriptions]);
  const menu = useMemo<SecondaryMenu | null>(
    () => (sidebar ? { title: 'Docs', render: (onNavigate) => <DocSidebar items={sidebar.items} onNavigate={onNavigate} /> } : null),
    [sidebar],
  );
  return (
    <DocsSidebarContext.Provider value={sidebarValue}>
      <SecondaryMenuContext.Provider value={menu}>
        <Layout title={title} description={description}>
          <div className={styles.page}>
            {sidebar && (
              <aside className={clsx('theme-doc-sidebar-container', styles.sidebar)}>
                <div className={styles.sidebarInner}>
                  <DocSidebar items={sidebar.items} />
                </div>
              </aside>
            )}
            <div className={clsx(styles.body, toc !== undefined && styles.bodyWithToc)}>
              <div className={styles.column}>{children}</div>
              {toc !== undefined && <div className={styles.tocColumn}>{toc}</div>}
            </div>
          </div>
        </Layout>
      </SecondaryMenuContext.Provider>
    </DocsSidebarContext.Provider>
  );
}
