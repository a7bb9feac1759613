import { memo, type MouseEvent } from 'react';
import type { TocTreeNode } from '../_internal/toc';
import { clsx } from '../_internal/clsx';
import { AnchorLink } from '../_internal/anchorLink';
import styles from './styles.module.css';

export interface TOCItemTreeProps {
  toc: readonly TocTreeNode[];
  className?: string;
  linkClassName?: string | null;
  isChild?: boolean;
  /** Sitegen's: the heading in view, its link marked with `linkActiveClassName` and `aria-current`. */
  activeId?: string;
  linkActiveClassName?: string;
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** theme-classic's TOCItems/Tree: one level of the table of contents, its class on the outer list only (links to the page's own headings: plain anchors, as Link renders them). */
function TOCItemTree({ toc, className, linkClassName, isChild, activeId, linkActiveClassName, onLinkClick }: TOCItemTreeProps) {
  if (toc.length === 0) return null;
  return (
    <ul className={clsx(isChild ? styles.nested : className, styles.list)}>
      {toc.map((heading) => {
        const active = heading.id === activeId;
        return (
          <li key={heading.id} className={styles.item}>
            <AnchorLink href={`#${heading.id}`} className={clsx(linkClassName ?? undefined, styles.link, active && linkActiveClassName, active && styles.active) || undefined} aria-current={active ? 'location' : undefined} onClick={onLinkClick}>
              {heading.value}
            </AnchorLink>
            <TOCItemTree isChild toc={heading.children} className={className} linkClassName={linkClassName} activeId={activeId} linkActiveClassName={linkActiveClassName} onLinkClick={onLinkClick} />
          </li>
        );
      })}
    </ul>
  );
}

export default memo(TOCItemTree);
