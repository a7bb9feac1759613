import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import Heading from '@theme/Heading';
import { PageMetadata } from '../../client/theme-common/components';
import { useProvidedDocsVersion } from '../../client/exports/plugin-content-docs/versions';
import type { DocCategoryGeneratedIndex } from '../../shared/types';
import styles from './styles.module.css';

export interface DocCategoryGeneratedIndexPageProps {
  categoryGeneratedIndex: DocCategoryGeneratedIndex;
}

declare const __SITEGEN_DOCS_VERSIONS__: boolean;

/** The version banner or badge, inside a docs version (left out of the bundles of a site without versions). */
function VersionPart({ part }: { part: 'banner' | 'badge' }) {
  if (typeof __SITEGEN_DOCS_VERSIONS__ === 'undefined' || __SITEGEN_DOCS_VERSIONS__) return <ProvidedVersionPart part={part} />;
  return null;
}

function ProvidedVersionPart({ part }: { part: 'banner' | 'badge' }) {
  if (!useProvidedDocsVersion()) return null;
  return part === 'banner' ? <DocVersionBanner /> : <DocVersionBadge />;
}

/**
 * A category's generated index (theme-classic's DocCategoryGeneratedIndexPage), inside the docs
 * layout: its title and description, the category's items as cards, previous/next in the sidebar.
 * Its title, description and image are the route's head; keywords are added here.
 */
export default function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex: index }: DocCategoryGeneratedIndexPageProps) {
  const category = useCurrentSidebarCategory();
  return (
    <>
      {index.keywords && <PageMetadata keywords={index.keywords} />}
      <div className={styles.generatedIndexPage}>
        <VersionPart part="banner" />
        <DocBreadcrumbs />
        <VersionPart part="badge" />
        <header>
          <Heading as="h1" className={styles.title}>
            {index.title}
          </Heading>
          {index.description && <p>{index.description}</p>}
        </header>
        <article className="margin-top--lg">
          <DocCardList items={category.items} className={styles.list} />
        </article>
        <footer className="margin-top--md">
          <DocPaginator previous={index.navigation.previous} next={index.navigation.next} />
        </footer>
      </div>
    </>
  );
}
