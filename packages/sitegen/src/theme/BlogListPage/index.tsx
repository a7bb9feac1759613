import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { localeMessages } from '@docusaurus/Translate';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem, { BlogAuthorView, postCountLabel } from '@theme/BlogPostItem';
import DocPaginator from '@theme/DocPaginator';
import { tagPageTitle, type BlogListMetadata, type BlogSidebarData } from '../../shared/blog';
import type { MDXModule } from '../_internal/types';
import styles from './styles.module.css';

export interface BlogListPageProps {
  metadata: BlogListMetadata;
  sidebar?: BlogSidebarData;
  /** `excerpt0` … `excerptN`: the posts' excerpts, in the order of `metadata.items`. */
  [excerpt: `excerpt${number}`]: MDXModule | undefined;
}

/** A tag page's heading, its title too: theme-classic's `One post tagged with "ble"`. */
export function tagHeading(label: string, count: number): string {
  return tagPageTitle(label, count, localeMessages());
}

/** A page of the post list (the whole blog or one tag). */
export default function BlogListPage(props: BlogListPageProps) {
  const { metadata, sidebar } = props;
  const { tag, author } = metadata;
  const pageSuffix = metadata.page > 1 ? ` (page ${metadata.page})` : '';
  return (
    <BlogLayout title={metadata.title} description={metadata.description} sidebar={sidebar}>
      {tag ? (
        <header className={styles.tagHeader}>
          <h1 className={styles.tagTitle}>{tagHeading(tag.label, tag.count)}</h1>
          {metadata.allTagsPath && <Link to={metadata.allTagsPath}>
              <Translate id="theme.tags.tagsPageLink">View all tags</Translate>
            </Link>}
        </header>
      ) : author ? (
        <header className={styles.tagHeader}>
          <h1 className="sr-only">
            {metadata.title}
            {pageSuffix}
          </h1>
          <BlogAuthorView author={author} size="large" extra={<span className={styles.authorCount}>{postCountLabel(author.count)}</span>} />
          {metadata.allAuthorsPath && (
            <p className={styles.allLink}>
              <Link to={metadata.allAuthorsPath}>
                <Translate id="theme.blog.authorsList.viewAll">View all authors</Translate>
              </Link>
            </p>
          )}
        </header>
      ) : (
        <h1 className="sr-only">
          {metadata.title}
          {pageSuffix}
        </h1>
      )}
      {metadata.items.map((item, i) => {
        const excerpt = props[`excerpt${i}`];
        const Excerpt = excerpt?.default;
        return (
          <BlogPostItem key={item.permalink} metadata={item} isList>
            {Excerpt ? <Excerpt /> : <p>{item.excerptText || item.description}</p>}
          </BlogPostItem>
        );
      })}
      <DocPaginator
        label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })}
        previous={metadata.previousPage ? { title: translate({ id: 'theme.blog.paginator.newerEntries', message: 'Newer entries' }), permalink: metadata.previousPage } : undefined}
        next={metadata.nextPage ? { title: translate({ id: 'theme.blog.paginator.olderEntries', message: 'Older entries' }), permalink: metadata.nextPage } : undefined}
        previousLabel=""
        nextLabel=""
      />
    </BlogLayout>
  );
}
