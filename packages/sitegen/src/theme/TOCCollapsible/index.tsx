import { useId, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import TOCItems from '@theme/TOCItems';
import type { TOCProps } from '../TOC';
import { clsx } from '../_internal/clsx';
import { Collapsible } from '../_internal/Collapsible';
import styles from './styles.module.css';

/** The table of contents' own props (theme-classic's TOCCollapsible takes TOC's). */
export type TOCCollapsibleProps = TOCProps;

/** "On this page" as a collapsible panel above the content (narrow screens). */
export default function TOCCollapsible({ toc, minHeadingLevel, maxHeadingLevel, minLevel, maxLevel, className }: TOCCollapsibleProps) {
  const [collapsed, setCollapsed] = useState(true);
  // The links are rendered once the panel is first opened, as theme-classic's (a lazy
  // Collapsible): the page's HTML does not repeat its headings.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  if (toc.length === 0) return null;
  return (
    <nav className={clsx(styles.box, !collapsed && styles.open, className)} aria-label={translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' })}>
      <CollapseButton
        collapsed={collapsed}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setCollapsed((c) => !c);
        }}
      />
      <Collapsible collapsed={collapsed} id={panelId}>
        {opened && <TOCItems toc={toc} minHeadingLevel={minHeadingLevel ?? minLevel} maxHeadingLevel={maxHeadingLevel ?? maxLevel} className={clsx('table-of-contents', styles.items)} onLinkClick={() => setCollapsed(true)} />}
      </Collapsible>
    </nav>
  );
}
