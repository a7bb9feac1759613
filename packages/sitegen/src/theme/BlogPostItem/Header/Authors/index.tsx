import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogAuthor from '@theme/Blog/Components/Author';
import { clsx } from '../../../_internal/clsx';
import styles from './styles.module.css';

/** The post's authors, side by side (theme-classic's BlogPostItem/Header/Authors); pictures only when none has a name. */
export default function BlogPostItemHeaderAuthors({ className }: { className?: string }) {
  const { metadata, assets } = useBlogPost();
  const { authors } = metadata;
  if (authors.length === 0) return null;
  const imageOnly = authors.every(({ name }) => !name);
  const singleAuthor = authors.length === 1;
  return (
    <div className={clsx('margin-top--md margin-bottom--sm', imageOnly ? styles.imageOnlyAuthorRow : clsx('row', styles.authorRow), className)}>
      {authors.map((author, index) => (
        <div key={index} className={clsx(!imageOnly && (singleAuthor ? 'col col--12' : 'col col--6'), imageOnly ? styles.imageOnlyAuthorCol : styles.authorCol)}>
          {/* A picture the bundler resolved (a relative path) takes the place of the written one. */}
          <BlogAuthor author={{ ...author, imageURL: assets.authorsImageUrls[index] ?? author.imageURL }} />
        </div>
      ))}
    </div>
  );
}
