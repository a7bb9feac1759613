import { translate } from '@docusaurus/Translate';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import TagsListByLetter from '@theme/TagsListByLetter';
// Named helpers from the theme's own file: a site's src/theme/TagsListByLetter exports only a component.
import { groupTagsByLetter, type TagWithCount } from '../TagsListByLetter';
import type { BlogSidebarData } from '../../shared/blog';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export { groupTagsByLetter, type TagWithCount };

/** Every tag with its number of posts, by first letter (theme-classic's BlogTagsListPage; no description). */
export default function BlogTagsListPage({ tags, sidebar }: { tags: TagWithCount[]; sidebar?: BlogSidebarData }) {
  const title = translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });
  return (
    <HtmlClassNameProvider className={clsx('blog-wrapper', 'blog-tags-list-page')}>
      <PageMetadata title={title} />
      <SearchMetadata tag="blog_tags_list" />
      <BlogLayout title={title} sidebar={sidebar}>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <TagsListByLetter tags={tags} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
