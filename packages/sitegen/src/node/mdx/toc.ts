import type { TocItem } from '../../shared/types';

/** The page's table of contents: headings between min and max level (2 to 3 by default). */
export function buildToc(headings: TocItem[], min = 2, max = 3): TocItem[] {
  return headings.filter((h) => h.level >= min && h.level <= max);
}
