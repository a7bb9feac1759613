import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import ContentVisibility from '@theme/ContentVisibility';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import { DocVersionPart as VersionPart } from '../../_internal/DocVersionPart';
import { clsx } from '../../_internal/clsx';
import { INFIMA_LAYOUT } from '../../_internal/infimaLayout';
import styles from './styles.module.css';

/**
 * Whether the table of contents shows: not when the front matter hides it or the doc has no
 * headings. Both are rendered, the desktop one in its column and the mobile one above the content;
 * CSS shows one (a page painted before its scripts ran must not shift).
 */
function useDocTOC(): { hidden: boolean; mobile?: ReactNode; desktop?: ReactNode } {
  const { frontMatter, toc } = useDoc();
  const hidden = frontMatter.hide_table_of_contents === true;
  const canRender = !hidden && toc.length > 0;
  return { hidden, mobile: canRender ? <DocItemTOCMobile /> : undefined, desktop: canRender ? <DocItemTOCDesktop /> : undefined };
}

/**
 * theme-classic's DocItem/Layout: the doc's column (banners, breadcrumbs, content, footer,
 * pagination) and its table of contents beside it; on Infima, with theme-classic's widths.
 */
export default function DocItemLayout({ children }: { children?: ReactNode }) {
  const docTOC = useDocTOC();
  const { metadata } = useDoc();
  return (
    <div className={clsx('row', !INFIMA_LAYOUT && styles.docItemRow, !INFIMA_LAYOUT && !!docTOC.desktop && styles.docItemRowWithToc)}>
      <div className={clsx('col', INFIMA_LAYOUT ? !docTOC.hidden && styles.docItemCol : styles.docItemColumn)}>
        <ContentVisibility metadata={metadata} />
        <VersionPart part="banner" />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <VersionPart part="badge" />
            {docTOC.mobile}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {docTOC.desktop && <div className={clsx('col col--3', INFIMA_LAYOUT ? styles.infimaTocColumn : styles.tocColumn)}>{docTOC.desktop}</div>}
    </div>
  );
}
