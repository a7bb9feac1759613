import BlogPostItemHeaderAuthors from '@theme/BlogPostItem/Header/Authors';
import BlogPostItemHeaderInfo from '@theme/BlogPostItem/Header/Info';
import BlogPostItemHeaderTitle from '@theme/BlogPostItem/Header/Title';
import styles from './styles.module.css';

/** The post's header: title, date and reading time, authors (theme-classic's BlogPostItem/Header). */
export default function BlogPostItemHeader() {
  return (
    <header className={styles.header}>
      <BlogPostItemHeaderTitle />
      <BlogPostItemHeaderInfo />
      <BlogPostItemHeaderAuthors />
    </header>
  );
}
