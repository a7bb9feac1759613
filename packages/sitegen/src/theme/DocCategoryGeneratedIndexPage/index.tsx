import type { ReactNode } from 'react';
import { DocsVersionProvider } from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { PageMetadata } from '../../client/theme-common/components';
import type { DocCategoryGeneratedIndex, DocsVersionMeta } from '../../shared/types';
import { DocsPageFrame, type SidebarModule } from '../DocPage/index';
import styles from './styles.module.css';

export interface DocCategoryGeneratedIndexPageProps {
  categoryGeneratedIndex: DocCategoryGeneratedIndex;
  /** The whole sidebar (the cards list the category's items from it). */
  sidebar?: SidebarModule;
  /** The docs' descriptions for their cards. */
  cardDescriptions?: Record<string, string>;
  /** The docs version of the page, on a versioned site only. */
  version?: DocsVersionMeta;
}

declare const __SITEGEN_DOCS_VERSIONS__: boolean;

/**
 * A category's generated index (theme-classic's DocCategoryGeneratedIndexPage): its title and
 * description, the category's items as cards, previous/next in the sidebar.
 */
export default function DocCategoryGeneratedIndexPage({ version, ...props }: DocCategoryGeneratedIndexPageProps) {
  // As DocPage: the version components are left out of the bundles of a site without versions.
  if (typeof __SITEGEN_DOCS_VERSIONS__ === 'undefined' || __SITEGEN_DOCS_VERSIONS__) {
    if (version) {
      return (
        <DocsVersionProvider version={version}>
          <GeneratedIndexContent {...props} banner={<DocVersionBanner />} badge={<DocVersionBadge />} />
        </DocsVersionProvider>
      );
    }
  }
  return <GeneratedIndexContent {...props} />;
}

function GeneratedIndexContent({ categoryGeneratedIndex: index, sidebar, cardDescriptions, banner, badge }: Omit<DocCategoryGeneratedIndexPageProps, 'version'> & { banner?: ReactNode; badge?: ReactNode }) {
  return (
    <DocsPageFrame sidebar={sidebar} cardDescriptions={cardDescriptions} title={index.title} description={index.description}>
      {index.keywords && <PageMetadata keywords={index.keywords} />}
      <div className={styles.generatedIndexPage}>
        {banner}
        <DocBreadcrumbs />
        {badge}
        <header>
          <h1 className={styles.title}>{index.title}</h1>
          {index.description && <p>{index.description}</p>}
        </header>
        {/* The cards of the current page's category (DocCardList finds it by the page's path). */}
        <article className="margin-top--lg">
          <DocCardList className={styles.list} />
        </article>
        <footer className="margin-top--md">
          <DocPaginator previous={index.navigation.previous} next={index.navigation.next} />
        </footer>
      </div>
    </DocsPageFrame>
  );
}
