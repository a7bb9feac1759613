import { useMemo, type MouseEvent } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import TOCItemTree from '@theme/TOCItems/Tree';
import type { TocItem } from '../../shared/types';
import { buildTocTree, useActiveHeading } from '../_internal/toc';

export interface TOCItemsProps {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  /** With it, the link of the heading in view gets this class (theme-classic's TOC highlight). */
  linkActiveClassName?: string;
  /** Sitegen's: the heading marked active, when the caller tracks it; its former names of the levels. */
  activeId?: string;
  minLevel?: number;
  maxLevel?: number;
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The levels shown when the caller gives none: `themeConfig.tableOfContents`'s, else theme-classic's 2 to 3. */
function useTOCLevels(min: number | undefined, max: number | undefined): [number, number] {
  const { tableOfContents } = useDocusaurusContext().siteConfig.themeConfig as { tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number } };
  return [min ?? tableOfContents?.minHeadingLevel ?? 2, max ?? tableOfContents?.maxHeadingLevel ?? 3];
}

/** Follows the heading in view only where the links show it. */
function HighlightedTree(props: Parameters<typeof TOCItemTree>[0] & { ids: string[] }) {
  const { ids, ...rest } = props;
  const activeId = useActiveHeading(ids);
  return <TOCItemTree {...rest} activeId={activeId} />;
}

/** theme-classic's TOCItems: the headings between two levels, as nested lists of links. */
export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName,
  minHeadingLevel,
  maxHeadingLevel,
  minLevel,
  maxLevel,
  activeId,
  onLinkClick,
}: TOCItemsProps) {
  const [min, max] = useTOCLevels(minHeadingLevel ?? minLevel, maxHeadingLevel ?? maxLevel);
  const tree = useMemo(() => buildTocTree(toc, min, max), [toc, min, max]);
  if (tree.length === 0) return null;
  const props = { toc: tree, className, linkClassName, linkActiveClassName, onLinkClick };
  // Only the headings the links show can be the one in view (theme-classic's useTOCHighlight looks at those levels).
  if (linkActiveClassName && activeId === undefined) return <HighlightedTree {...props} ids={toc.filter((item) => item.level >= min && item.level <= max).map((item) => item.id)} />;
  return <TOCItemTree {...props} activeId={activeId} />;
}
