import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem, { BlogAuthorView, postCountLabel } from '@theme/BlogPostItem';
import DocPaginator from '@theme/DocPaginator';
import type { BlogListMetadata, BlogSidebarData } from '../../shared/blog';
import type { MDXModule } from '../_internal/types';
import styles from './styles.module.css';

export interface BlogListPageProps {
  metadata: BlogListMetadata;
  sidebar?: BlogSidebarData;
  /** `excerpt0` … `excerptN`: the posts' excerpts, in the order of `metadata.items`. */
  [excerpt: `excerpt${number}`]: MDXModule | undefined;
}

export function tagHeading(label: string, count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${label}"`;
}

/** A page of the post list (the whole blog or one tag). */
export default function BlogListPage(props: BlogListPageProps) {
  const { metadata, sidebar } = props;
  const { tag, author } = metadata;
  const pageSuffix = metadata.page > 1 ? ` (page ${metadata.page})` : '';
  return (
    <BlogLayout title={`${metadata.title}${pageSuffix}`} description={tag ? `Blog posts tagged "${tag.label}"` : author ? `Blog posts by ${author.name}` : undefined} sidebar={sidebar}>
      {tag ? (
        <header className={styles.tagHeader}>
          <h1 className={styles.tagTitle}>
            {tagHeading(tag.label, tag.count)}
            {pageSuffix}
          </h1>
          {metadata.allTagsPath && <Link to={metadata.allTagsPath}>View all tags</Link>}
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
              <Link to={metadata.allAuthorsPath}>View all authors</Link>
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
        label="Blog list page navigation"
        previous={metadata.previousPage ? { title: 'Newer entries', permalink: metadata.previousPage } : undefined}
        next={metadata.nextPage ? { title: 'Older entries', permalink: metadata.nextPage } : undefined}
        previousLabel=""
        nextLabel=""
      />
    </BlogLayout>
  );
}
