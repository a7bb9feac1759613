import Link from '@docusaurus/Link';
import { selectPluralMessage, translate } from '@docusaurus/Translate';
import type { SidebarItem } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { useDocsSidebar } from '../_internal/docsSidebar';
import { FileIcon, FolderIcon } from './icons';
import { useActivePath } from '../_internal/useActivePath';
import { findCategoryByHref, firstHref, visibleItems } from '../DocSidebar/utils';
import styles from './styles.module.css';

/** The items of the current page's sidebar category (or `items`), as cards. */
export default function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  const sidebar = useDocsSidebar();
  const activePath = useActivePath();
  const list = items ?? (sidebar ? (findCategoryByHref(sidebar.items, activePath)?.items ?? []) : []);
  const shown = visibleItems(list, activePath);
  if (shown.length === 0) return null;
  return (
    <ul className={clsx(styles.grid, className)}>
      {shown.map((item, i) => {
        const href = firstHref(item, activePath);
        if (!href) return null;
        // As theme-classic's DocCard: a category's own description, else how many items it has (its direct ones).
        const count = item.type === 'category' ? visibleItems(item.items, activePath).length : 0;
        const description = item.type === 'link' ? (item.description ?? sidebar?.descriptions?.[item.href]) : (item.description ?? selectPluralMessage(count, translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' }, { count })));
        return (
          <li key={`${i}-${href}`} className={styles.cell}>
            <Link href={href} className={styles.card}>
              {/* A heading and a paragraph, as theme-classic's CardLayout: they read as separate lines. */}
              <h2 className={styles.title} title={item.label}>
                {item.type === 'link' ? <FileIcon /> : <FolderIcon />}
                <span>{item.label}</span>
              </h2>
              {description && (
                <p className={styles.description} title={description}>
                  {description}
                </p>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
