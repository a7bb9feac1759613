import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import { useBlogListItems } from '../BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import Unlisted from '@theme/ContentVisibility/Unlisted';
import Heading from '@theme/Heading';
import { useBlogTagsPostsPageTitle } from '../_internal/blogTitles';
import type { BlogListMetadata, BlogSidebarData, BlogTagPageTag } from '../../shared/blog';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export interface BlogTagsPostsPageProps {
  tag: BlogTagPageTag;
  listMetadata: BlogListMetadata;
  sidebar?: BlogSidebarData;
  [prop: string]: unknown;
}

/** A tag's posts (theme-classic's BlogTagsPostsPage): `3 posts tagged with "ble"`, the tag's description, a link to all tags. */
export default function BlogTagsPostsPage(props: BlogTagsPostsPageProps) {
  const { tag, listMetadata, sidebar } = props;
  const title = useBlogTagsPostsPageTitle(tag);
  const items = useBlogListItems(props, listMetadata);
  return (
    <HtmlClassNameProvider className={clsx('blog-wrapper', 'blog-tags-post-list-page')}>
      <PageMetadata title={title} description={tag.description} />
      <SearchMetadata tag="blog_tags_posts" />
      <BlogLayout title={title} description={tag.description} sidebar={sidebar}>
        {tag.unlisted && <Unlisted />}
        <header className={clsx('margin-bottom--xl', styles.header)}>
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          {tag.description && <p>{tag.description}</p>}
          <Link href={tag.allTagsPath}>
            <Translate id="theme.tags.tagsPageLink">View All Tags</Translate>
          </Link>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={listMetadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
