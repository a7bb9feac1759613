import Link from '@docusaurus/Link';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { clsx } from '../../../_internal/clsx';
import styles from './styles.module.css';

/** The post's title: the page's `h1`, or in a list an `h2` linking to the post (theme-classic's BlogPostItem/Header/Title). */
export default function BlogPostItemHeaderTitle({ className }: { className?: string }) {
  const { metadata, isBlogPostPage } = useBlogPost();
  const { permalink, title } = metadata;
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  return <TitleHeading className={clsx(styles.title, className)}>{isBlogPostPage ? title : <Link to={permalink}>{title}</Link>}</TitleHeading>;
}
