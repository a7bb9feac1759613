import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import TagsListByLetter, { groupTagsByLetter, type TagWithCount } from '@theme/TagsListByLetter';
import type { BlogSidebarData } from '../../shared/blog';
import styles from './styles.module.css';

export { groupTagsByLetter, type TagWithCount };

/** Every tag with its number of posts, by first letter (the page's title is theme-classic's; it has no description). */
export default function BlogTagsListPage({ tags, sidebar }: { tags: TagWithCount[]; sidebar?: BlogSidebarData }) {
  return (
    <BlogLayout title="Tags" sidebar={sidebar}>
      <Heading as="h1" className={styles.title}>
        Tags
      </Heading>
      <TagsListByLetter tags={tags} />
    </BlogLayout>
  );
}
