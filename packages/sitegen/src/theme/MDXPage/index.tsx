import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import type { MDXModule } from '../_internal/types';
import styles from './styles.module.css';

/** A Markdown page from `src/pages`. */
export default function MDXPage({ content }: { content: MDXModule }) {
  const { default: MDXContent, frontMatter = {}, toc = [], contentTitle } = content;
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : contentTitle;
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : undefined;
  const showToc = frontMatter.hide_table_of_contents !== true && toc.length > 0;
  return (
    <Layout title={title} description={description}>
      <div className={styles.wrap}>
        <article className={`markdown ${styles.article}`}>
          <MDXContent />
        </article>
        {showToc && (
          <div className={styles.tocColumn}>
            <TOC toc={toc} />
          </div>
        )}
      </div>
    </Layout>
  );
}
