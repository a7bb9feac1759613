import Translate from '@docusaurus/Translate';
import TOCItems from '@theme/TOCItems';
import type { TocItem } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export { buildTocTree, pickActiveHeading, useActiveHeading, type TocTreeNode } from '../_internal/toc';
export { TOCItems };

export interface TOCProps {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  /** Sitegen's former names of the two levels. */
  minLevel?: number;
  maxLevel?: number;
  className?: string;
}

/** The page's table of contents (right column), marking the heading in view. */
export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, minLevel, maxLevel, className }: TOCProps) {
  if (toc.length === 0) return null;
  return (
    <nav className={clsx(styles.toc, 'thin-scrollbar', className)} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        <Translate id="theme.TOCCollapsible.toggleButtonLabel">On this page</Translate>
      </p>
      <TOCItems toc={toc} minHeadingLevel={minHeadingLevel ?? minLevel} maxHeadingLevel={maxHeadingLevel ?? maxLevel} linkClassName="table-of-contents__link toc-highlight" linkActiveClassName="table-of-contents__link--active" />
    </nav>
  );
}
