import { useId, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import type { TocItem } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { Collapsible } from '../_internal/Collapsible';
import { ChevronIcon } from '../_internal/icons';
import { TOCItems } from '@theme/TOC';
import styles from './styles.module.css';

/** "On this page" as a collapsible panel above the content (narrow screens). */
export default function TOCCollapsible({ toc, minLevel, maxLevel, className }: { toc: readonly TocItem[]; minLevel?: number; maxLevel?: number; className?: string }) {
  const [collapsed, setCollapsed] = useState(true);
  // The links are rendered once the panel is first opened, as theme-classic's (a lazy
  // Collapsible): the page's HTML does not repeat its headings.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  if (toc.length === 0) return null;
  const label = translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' });
  return (
    <nav className={clsx(styles.box, !collapsed && styles.open, className)} aria-label={label}>
      <button type="button" className={styles.button} aria-expanded={!collapsed} aria-controls={panelId} onClick={() => {
          setOpened(true);
          setCollapsed((c) => !c);
        }}>
        {label}
        <ChevronIcon className={clsx(styles.chevron, !collapsed && styles.chevronOpen)} />
      </button>
      <Collapsible collapsed={collapsed} id={panelId}>
        {opened && <TOCItems toc={toc} minLevel={minLevel} maxLevel={maxLevel} className={styles.items} onLinkClick={() => setCollapsed(true)} />}
      </Collapsible>
    </nav>
  );
}
