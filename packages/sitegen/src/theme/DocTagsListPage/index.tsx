import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import TagsListByLetter from '@theme/TagsListByLetter';
import { translateTagsPageTitle } from '../../client/theme-common/components';
import type { TagsListItem } from '../../shared/tags';
import styles from './styles.module.css';

/**
 * A docs version's tags, by letter, with their counts (theme-classic's DocTagsListPage). Its
 * `<html>` classes (`docs-wrapper`, the version's, `docs-tags-list-page`) and search metadata
 * (`doc_tags_list`) are the route's.
 */
export default function DocTagsListPage({ tags }: { tags: TagsListItem[] }) {
  const title = translateTagsPageTitle();
  return (
    <Layout title={title}>
      <div className="container margin-vert--lg">
        <div className="row">
          <main className={`col col--8 col--offset-2 ${styles.column}`}>
            <Heading as="h1">{title}</Heading>
            <TagsListByLetter tags={tags} />
          </main>
        </div>
      </div>
    </Layout>
  );
}
