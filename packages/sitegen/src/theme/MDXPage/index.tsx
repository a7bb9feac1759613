import ContentVisibility from '@theme/ContentVisibility';
import EditMetaRow from '@theme/EditMetaRow';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import type { MDXModule } from '../_internal/types';
import styles from './styles.module.css';

/** A Markdown page from `src/pages`; `metadata`, when the pages options show when it last changed. */
export default function MDXPage({ content, metadata }: { content: MDXModule; metadata?: { lastUpdatedAt?: number; lastUpdatedBy?: string } }) {
  const { default: Content, frontMatter = {}, toc = [], contentTitle } = content;
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : contentTitle;
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : undefined;
  const showToc = frontMatter.hide_table_of_contents !== true && toc.length > 0;
  return (
    <Layout title={title} description={description}>
      <main className={styles.wrap}>
        <div className={styles.article}>
          {/* An unlisted page says so (a draft too, in development); its keywords, image and `wrapperClassName` are the route's head and `<html>` classes. */}
          <ContentVisibility metadata={{ frontMatter }} />
          <article className="markdown">
            <MDXContent>
              <Content />
            </MDXContent>
          </article>
          {(metadata?.lastUpdatedAt !== undefined || metadata?.lastUpdatedBy) && <EditMetaRow className="margin-top--sm theme-pages-footer-edit-meta-row" lastUpdatedAt={metadata.lastUpdatedAt} lastUpdatedBy={metadata.lastUpdatedBy} />}
        </div>
        {showToc && (
          <div className={styles.tocColumn}>
            <TOC toc={toc} />
          </div>
        )}
      </main>
    </Layout>
  );
}
