import { useMemo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { DocsVersionProvider } from '@docusaurus/plugin-content-docs/client';
import Translate, { translate } from '@docusaurus/Translate';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocPaginator from '@theme/DocPaginator';
import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { decodeSidebar, type WireSidebarItem } from '../../shared/sidebar-wire';
import type { DocMetadata, DocsVersionMeta } from '../../shared/types';
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

function DocPageContent({ content, metadata, sidebar: sidebarModule, cardDescriptions, banner, badge }: Omit<DocPageProps, 'version'> & { banner?: ReactNode; badge?: ReactNode }) {
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

  const editThisPage = translate({ id: 'theme.common.editThisPage', message: 'Edit this page' });
  return (
    <DocsSidebarContext.Provider value={sidebarValue}>
      <SecondaryMenuContext.Provider value={menu}>
        <Layout title={metadata.title} description={metadata.description}>
          <div className={styles.page}>
            {sidebar && (
              <aside className={clsx('theme-doc-sidebar-container', styles.sidebar)}>
                <div className={styles.sidebarInner}>
                  <DocSidebar items={sidebar.items} />
                </div>
              </aside>
            )}
            <div className={clsx(styles.body, showToc && styles.bodyWithToc)}>
              <div className={styles.column}>
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
                        // The new tab is said in the link's name: its text stays theme-classic's.
                        <Link href={metadata.editUrl} className={clsx('theme-edit-this-page', styles.editLink)} aria-label={`${editThisPage} ${translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in a new tab)' })}`}>
                          <EditIcon />
                          {editThisPage}
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
                  <TOC toc={toc} minLevel={minLevel} maxLevel={maxLevel} className="theme-doc-toc-desktop" />
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
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        values={{
          atDate:
            at !== undefined ? (
              <Translate
                id="theme.lastUpdated.atDate"
                values={{
                  date: (
                    <b>
                      <time dateTime={new Date(at).toISOString()} itemProp="dateModified">
                        {formatShortDate(at)}
                      </time>
                    </b>
                  ),
                }}
              >
                {' on {date}'}
              </Translate>
            ) : (
              ''
            ),
          byUser: by ? (
            <Translate id="theme.lastUpdated.byUser" values={{ user: <b>{by}</b> }}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
