import TOCItems from '@theme/TOCItems';
import type { TocItem } from '../../shared/types';
import styles from './styles.module.css';

/** theme-classic's TOCInline: a page's table of contents in its Markdown (`<TOCInline toc={toc} />`). */
export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  return (
    <div className={styles.tableOfContentsInline}>
      <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} className="table-of-contents" linkClassName={null} />
    </div>
  );
}
