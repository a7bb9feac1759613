import { translate } from '@docusaurus/Translate';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import TagsListByLetter, { groupTagsByLetter, type TagWithCount } from '@theme/TagsListByLetter';
import type { BlogSidebarData } from '../../shared/blog';
import styles from './styles.module.css';

export { groupTagsByLetter, type TagWithCount };

/** Every tag with its number of posts, by first letter (the page's title is theme-classic's; it has no description). */
export default function BlogTagsListPage({ tags, sidebar }: { tags: TagWithCount[]; sidebar?: BlogSidebarData }) {
  const title = translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });
  return (
    <BlogLayout title={title} sidebar={sidebar}>
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      <TagsListByLetter tags={tags} />
    </BlogLayout>
  );
}
