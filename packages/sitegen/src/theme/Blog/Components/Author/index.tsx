import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import AuthorSocials from '@theme/Blog/Components/Author/Socials';
import Heading from '@theme/Heading';
import type { BlogAuthor } from '../../../../shared/blog';
import { clsx } from '../../../_internal/clsx';
import styles from './styles.module.css';

export interface BlogAuthorProps {
  author: BlogAuthor;
  /** The name as a heading (`h1` on the author's page, `h2` on the authors list); a span otherwise. */
  as?: 'h1' | 'h2';
  className?: string;
  /** The author's number of posts, beside the name (the authors list). */
  count?: number;
}

function MaybeLink({ href, className, children }: { href?: string; className?: string; children: ReactNode }) {
  return href ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

/** "Pete Johanson" → "PJ": sitegen draws them (by CSS) for an author without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => (w ?? '').charAt(0).toUpperCase()).join('') || '?';
}

/**
 * One author (theme-classic's Blog/Components/Author): picture, name, title and socials, linked to
 * their page, else their URL, else their email.
 */
export default function BlogAuthor({ as, author, className, count }: BlogAuthorProps) {
  const { name, title, url, imageURL, email, page } = author;
  const link = page?.permalink || url || (email && `mailto:${email}`) || undefined;
  return (
    <div className={clsx('avatar margin-bottom--sm', className, styles.author, as && styles[`author-as-${as}`])}>
      {imageURL ? (
        <MaybeLink href={link} className="avatar__photo-link">
          <img className={clsx('avatar__photo', styles.authorImage)} src={imageURL} alt={name} />
        </MaybeLink>
      ) : (
        name && <span className={styles.initials} aria-hidden="true" data-initials={initialsOf(name)} />
      )}
      {(name || title) && (
        <div className={clsx('avatar__intro', styles.authorDetails)}>
          <div className="avatar__name">
            {name && (
              <MaybeLink href={link}>
                {as ? (
                  <Heading as={as} className={styles.authorName} translate="no">
                    {name}
                  </Heading>
                ) : (
                  <span className={styles.authorName} translate="no">
                    {name}
                  </span>
                )}
              </MaybeLink>
            )}
            {count !== undefined && <span className={styles.authorBlogPostCount}>{count}</span>}
          </div>
          {!!title && (
            <small className={styles.authorTitle} title={title}>
              {title}
            </small>
          )}
          {/* Always there, empty without socials, as theme-classic's: it keeps the layout. */}
          <AuthorSocials author={author} />
        </div>
      )}
    </div>
  );
}
