import { useContext } from 'react';
import { filterDocCardListItems, useCurrentSidebarSiblings } from '@docusaurus/plugin-content-docs/client';
import DocCard from '@theme/DocCard';
import type { SidebarItem } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { DocsSidebarContext } from '../_internal/docsSidebar';
import styles from './styles.module.css';

export interface DocCardListProps {
  /** The items to show; by default, those beside the page in its sidebar (its category's). */
  items?: SidebarItem[];
  className?: string;
}

function DocCardListForCurrentSidebarCategory({ className }: DocCardListProps) {
  const items = useCurrentSidebarSiblings();
  return <DocCardList items={items} className={className} />;
}

/** theme-classic's DocCardList: sidebar items as cards, those that lead somewhere (raw HTML items are not cards). */
export default function DocCardList({ items, className }: DocCardListProps) {
  // Without a sidebar (a page outside the docs) there is nothing beside the page to show.
  const sidebar = useContext(DocsSidebarContext);
  if (!items) return sidebar ? <DocCardListForCurrentSidebarCategory className={className} /> : null;
  const filtered = filterDocCardListItems(items).filter((item) => item.type !== 'html');
  if (filtered.length === 0) return null;
  return (
    <section className={clsx('row', styles.grid, className)}>
      {filtered.map((item, index) => (
        <article key={index} className={clsx('col col--6', styles.cell)}>
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
