import { useId, useState } from 'react';
import type { TocItem } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { Collapsible } from '../_internal/Collapsible';
import { ChevronIcon } from '../_internal/icons';
import { TOCItems } from '@theme/TOC';
import styles from './styles.module.css';

/** "On this page" as a collapsible panel above the content (narrow screens). */
export default function TOCCollapsible({ toc, minLevel, maxLevel, className }: { toc: readonly TocItem[]; minLevel?: number; maxLevel?: number; className?: string }) {
  const [collapsed, setCollapsed] = useState(true);
  const panelId = useId();
  if (toc.length === 0) return null;
  return (
    <nav className={clsx(styles.box, !collapsed && styles.open, className)} aria-label="On this page">
      <button type="button" className={styles.button} aria-expanded={!collapsed} aria-controls={panelId} onClick={() => setCollapsed((c) => !c)}>
        On this page
        <ChevronIcon className={clsx(styles.chevron, !collapsed && styles.chevronOpen)} />
      </button>
      <Collapsible collapsed={collapsed} id={panelId}>
        <TOCItems toc={toc} minLevel={minLevel} maxLevel={maxLevel} className={styles.items} onLinkClick={() => setCollapsed(true)} />
      </Collapsible>
    </nav>
  );
}
