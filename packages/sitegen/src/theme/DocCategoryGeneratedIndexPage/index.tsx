import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import Heading from '@theme/Heading';
import { PageMetadata } from '../../client/theme-common/components';
import { DocVersionPart as VersionPart } from '../_internal/DocVersionPart';
import type { DocCategoryGeneratedIndex } from '../../shared/types';
import styles from './styles.module.css';

export interface DocCategoryGeneratedIndexPageProps {
  categoryGeneratedIndex: DocCategoryGeneratedIndex;
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
