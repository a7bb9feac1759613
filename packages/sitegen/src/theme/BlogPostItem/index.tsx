import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import LastUpdated from '@theme/LastUpdated';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { selectPluralMessage, translate } from '@docusaurus/Translate';
import type { BlogAuthor, BlogPostMetadata, BlogTag } from '../../shared/blog';
import { clsx } from '../_internal/clsx';
import { formatDate } from '../_internal/date';
import { EditIcon } from '../_internal/icons';
import { TagIcon } from './icons';
import styles from './styles.module.css';

/** "Pete Johanson" → "PJ". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => (w ?? '').charAt(0).toUpperCase()).join('') || '?';
}

export function postCountLabel(count: number): string {
  return selectPluralMessage(count, translate({ id: 'theme.blog.post.plurals', message: '{count} post|{count} posts' }, { count }));
}

export function readingTimeLabel(minutes: number): string {
  // theme-classic's rounding: up, to whole minutes.
  const rounded = Math.ceil(minutes);
  // theme-classic's plural form: a one-minute read is spelt out.
  return selectPluralMessage(rounded, translate({ id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read' }, { readingTime: rounded }));
}

function Avatar({ author, size }: { author: BlogAuthor; size: 'small' | 'large' }) {
  const src = useBaseUrl(author.imageUrl ?? '');
  if (author.imageUrl) return <img className={clsx(styles.avatar, size === 'large' && styles.avatarLarge)} src={src} alt="" width={size === 'large' ? 64 : 40} height={size === 'large' ? 64 : 40} loading="lazy" />;
  return (
    // The initials are drawn by CSS (data-initials): the page's text has none, as theme-classic's has no avatar without a picture.
    <span className={clsx(styles.avatar, styles.initials, size === 'large' && styles.avatarLarge)} aria-hidden="true" data-initials={initialsOf(author.name)} />
  );
}

/** An author: avatar (picture or initials), name (linked when there is a URL) and title. */
export function BlogAuthorView({ author, size = 'small', extra }: { author: BlogAuthor; size?: 'small' | 'large'; extra?: ReactNode }) {
  return (
    <div className={clsx(styles.author, size === 'large' && styles.authorLarge)}>
      <Avatar author={author} size={size} />
      <div className={styles.authorText}>
        {/* Blocks, as theme-classic's: the name and the title read (and copy) as two lines. */}
        <div className={styles.authorName}>{author.url ? <Link href={author.url}>{author.name}</Link> : author.name}</div>
        {author.title && <small className={styles.authorTitle}>{author.title}</small>}
        {extra}
      </div>
    </div>
  );
}

export function BlogTags({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null;
  return (
    <div className={styles.tags}>
      <span className={styles.tagsLabel}>
        <TagIcon />
        {translate({ id: 'theme.tags.tagsListLabel', message: 'Tags:' })}
      </span>
      <ul className={styles.tagList}>
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link to={tag.permalink} className={styles.tag}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface BlogPostItemProps {
  metadata: BlogPostMetadata;
  /** In a list: the title links to the post and "Read more" follows a truncated excerpt. */
  isList?: boolean;
  children?: ReactNode;
}

/** One post: header (title, date, reading time, authors), content, tags and links. */
export default function BlogPostItem({ metadata, isList = false, children }: BlogPostItemProps) {
  const TitleTag = isList ? 'h2' : 'h1';
  return (
    // schema.org microdata; the feeds take the post's full HTML from `articleBody` of the post page.
    <article className={clsx(styles.post, isList && styles.listItem)} itemScope itemType="https://schema.org/BlogPosting">
      <header className={styles.header}>
        <TitleTag className={styles.title} itemProp="headline">{isList ? <Link to={metadata.permalink}>{metadata.title}</Link> : metadata.title}</TitleTag>
        <p className={styles.meta}>
          <time dateTime={metadata.date} itemProp="datePublished">{formatDate(metadata.date)}</time>
          {/* None without `showReadingTime`, or when the `readingTime` option gives none. */}
          {metadata.readingTime !== undefined && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{readingTimeLabel(metadata.readingTime)}</span>
            </>
          )}
        </p>
        {metadata.authors.length > 0 && (
          <div className={styles.authors}>
            {metadata.authors.map((author) => (
              <BlogAuthorView key={author.key} author={author} />
            ))}
          </div>
        )}
      </header>
      <div className="markdown" itemProp={isList ? 'description' : 'articleBody'}>
        {children}
      </div>
      {(metadata.tags.length > 0 || (isList && metadata.hasTruncateMarker) || (!isList && (metadata.editUrl || metadata.lastUpdatedAt !== undefined || metadata.lastUpdatedBy))) && (
        <footer className={styles.footer}>
          <BlogTags tags={metadata.tags} />
          {isList && metadata.hasTruncateMarker && (
            // The link's name says where it goes; its text is theme-classic's.
            <Link to={metadata.permalink} className={styles.readMore} aria-label={translate({ id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' }, { title: metadata.title })}>
              <Translate id="theme.blog.post.readMore">Read more</Translate>
            </Link>
          )}
          {!isList && metadata.editUrl && (
            <Link href={metadata.editUrl} className={styles.editLink}>
              <EditIcon />
              <Translate id="theme.common.editThisPage">Edit this page</Translate>
              <span className="sr-only"> {translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in a new tab)' })}</span>
            </Link>
          )}
          {/* On the post's page, as theme-classic's BlogPostItem/Footer (`showLastUpdateTime`, `showLastUpdateAuthor`). */}
          {!isList && <LastUpdated lastUpdatedAt={metadata.lastUpdatedAt} lastUpdatedBy={metadata.lastUpdatedBy} />}
        </footer>
      )}
    </article>
  );
}
