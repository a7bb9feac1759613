import { useMemo } from 'react';
import Link from '@docusaurus/Link';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocPaginator from '@theme/DocPaginator';
import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { decodeSidebar, type WireSidebarItem } from '../../shared/sidebar-wire';
import type { DocMetadata } from '../../shared/types';
import { DocsSidebarContext, type DocsSidebarValue } from '../_internal/docsSidebar';
import { clsx } from '../_internal/clsx';
import { formatShortDate } from '../_internal/date';
import { EditIcon } from '../_internal/icons';
import { SecondaryMenuContext, type SecondaryMenu } from '../_internal/secondaryMenu';
import type { MDXModule } from '../_internal/types';
import styles from './styles.module.css';

export interface DocPageProps {
  content: MDXModule;
  metadata: DocMetadata;
  /** The sidebar module, in its compact wire form (src/shared/sidebar-wire.ts). */
  sidebar?: { name: string; items: WireSidebarItem[] };
  /** Page descriptions for DocCardList, only on pages that use it. */
  cardDescriptions?: Record<string, string>;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/** A docs page: sidebar, content with title, edit link and pagination, table of contents. */
export default function DocPage({ content, metadata, sidebar: sidebarModule, cardDescriptions }: DocPageProps) {
  const sidebar = useMemo(() => (sidebarModule ? { name: sidebarModule.name, items: decodeSidebar(sidebarModule.items) } : undefined), [sidebarModule]);
  const { default: MDXContent, frontMatter = {}, toc = [], contentTitle } = content;
  const hideTitle = frontMatter.hide_title === true || !!contentTitle;
  const showToc = frontMatter.hide_table_of_contents !== true && toc.length > 0;
  const minLevel = numberOr(frontMatter.toc_min_heading_level, 2);
  const maxLevel = numberOr(frontMatter.toc_max_heading_level, 3);

  const sidebarValue = useMemo<DocsSidebarValue | null>(() => (sidebar ? { name: sidebar.name, items: sidebar.items, descriptions: cardDescriptions } : null), [sidebar, cardDescriptions]);
  const menu = useMemo<SecondaryMenu | null>(
    () => (sidebar ? { title: 'Docs', render: (onNavigate) => <DocSidebar items={sidebar.items} onNavigate={onNavigate} /> } : null),
    [sidebar],
  );

  return (
    <DocsSidebarContext.Provider value={sidebarValue}>
      <SecondaryMenuContext.Provider value={menu}>
        <Layout title={metadata.title} description={metadata.description}>
          <div className={styles.page}>
            {sidebar && (
              <aside className={styles.sidebar}>
                <div className={styles.sidebarInner}>
                  <DocSidebar items={sidebar.items} />
                </div>
              </aside>
            )}
            <div className={clsx(styles.body, showToc && styles.bodyWithToc)}>
              <div className={styles.column}>
                <article className={styles.article}>
                  <DocBreadcrumbs />
                  {showToc && <TOCCollapsible toc={toc} minLevel={minLevel} maxLevel={maxLevel} className={styles.mobileToc} />}
                  <div className="markdown">
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
                        // The new tab is said in the link's name: its text stays theme-classic's.
                        <Link href={metadata.editUrl} className={clsx('theme-edit-this-page', styles.editLink)} aria-label="Edit this page (opens in a new tab)">
                          <EditIcon />
                          Edit this page
                        </Link>
                      )}
                      <LastUpdated at={metadata.lastUpdatedAt} by={metadata.lastUpdatedBy} />
                    </footer>
                  )}
                </article>
                <DocPaginator previous={metadata.previous} next={metadata.next} />
              </div>
              {showToc && (
                <div className={styles.tocColumn}>
                  <TOC toc={toc} minLevel={minLevel} maxLevel={maxLevel} />
                </div>
              )}
            </div>
          </div>
        </Layout>
      </SecondaryMenuContext.Provider>
    </DocsSidebarContext.Provider>
  );
}

/** "Last updated on <date> by <author>", as theme-classic's LastUpdated writes it (either part may be missing). */
function LastUpdated({ at, by }: { at?: number; by?: string }) {
  if (at === undefined && !by) return null;
  return (
    <span className={clsx('theme-last-updated', styles.lastUpdated)}>
      Last updated
      {at !== undefined && (
        <>
          {' on '}
          <b>
            <time dateTime={new Date(at).toISOString()} itemProp="dateModified">
              {formatShortDate(at)}
            </time>
          </b>
        </>
      )}
      {by && (
        <>
          {' by '}
          <b>{by}</b>
        </>
      )}
    </span>
  );
}
