import ContentVisibility from '@theme/ContentVisibility';
import EditMetaRow from '@theme/EditMetaRow';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import { useContext } from 'react';
import { RouteContext } from '../../client/context';
import type { MDXModule } from '../_internal/types';
import { clsx } from '../_internal/clsx';
import { INFIMA_LAYOUT } from '../_internal/infimaLayout';
import styles from './styles.module.css';

const headingLevel = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * A Markdown page from `src/pages`; `metadata`, when the pages options show when it last changed.
 * On Infima (a Docusaurus site), theme-classic's markup and widths.
 */
export default function MDXPage({ content, metadata }: { content: MDXModule; metadata?: { lastUpdatedAt?: number; lastUpdatedBy?: string; editUrl?: string } }) {
  const { default: Content, frontMatter = {}, toc = [], contentTitle } = content;
  // The page's metadata title, as plugin-content-pages makes it: the front matter's, else an h1 that
  // opens the page (not one after a component, as the module's contentTitle would be).
  const route = useContext(RouteContext);
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : route ? route.meta.title : contentTitle;
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : undefined;
  const hideToc = frontMatter.hide_table_of_contents === true;
  const showToc = !hideToc && toc.length > 0;
  // An unlisted page says so (a draft too, in development); its keywords, image and `wrapperClassName` are the route's head and `<html>` classes.
  const visibility = <ContentVisibility metadata={{ frontMatter }} />;
  const editMeta = (metadata?.editUrl || metadata?.lastUpdatedAt !== undefined || metadata?.lastUpdatedBy) && <EditMetaRow className="margin-top--sm theme-pages-footer-edit-meta-row" editUrl={metadata.editUrl} lastUpdatedAt={metadata.lastUpdatedAt} lastUpdatedBy={metadata.lastUpdatedBy} />;
  // The front matter's levels, as theme-classic's MDXPage gives them (else themeConfig.tableOfContents').
  const pageToc = showToc && <TOC toc={toc} minHeadingLevel={headingLevel(frontMatter.toc_min_heading_level)} maxHeadingLevel={headingLevel(frontMatter.toc_max_heading_level)} />;
  const page = <MDXContent><Content /></MDXContent>;
  if (INFIMA_LAYOUT) {
    // theme-classic's markup on Infima's grid: a fluid container, the page in `col--8` beside a
    // `col--2` table of contents, the content without Infima's `markdown` class.
    return (
      <Layout title={title} description={description}>
        <main className="container container--fluid margin-vert--lg">
          <div className={clsx('row', styles.mdxPageWrapper)}>
            <div className={clsx('col', !hideToc && 'col--8')}>
              {visibility}
              <article>{page}</article>
              {editMeta}
            </div>
            {showToc && <div className="col col--2">{pageToc}</div>}
          </div>
        </main>
      </Layout>
    );
  }
  return (
    <Layout title={title} description={description}>
      <main className={styles.wrap}>
        <div className={styles.article}>
          {visibility}
          <article className="markdown">{page}</article>
          {editMeta}
        </div>
        {showToc && <div className={styles.tocColumn}>{pageToc}</div>}
      </main>
    </Layout>
  );
}
