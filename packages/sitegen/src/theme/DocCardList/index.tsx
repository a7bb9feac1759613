import Link from '@docusaurus/Link';
import { selectPluralMessage, translate } from '@docusaurus/Translate';
import type { SidebarItem } from '../../shared/types';
import { clsx } from '../_internal/clsx';
import { useDocsSidebar } from '../_internal/docsSidebar';
import { FileIcon, FolderIcon } from './icons';
import { useActivePath } from '../_internal/useActivePath';
import { findCategoryByHref, firstHref, visibleItems } from '../DocSidebar/utils';
import styles from './styles.module.css';

function countLinks(items: SidebarItem[], activePath: string): number {
  return visibleItems(items, activePath).reduce((n, item) => n + (item.type === 'link' ? 1 : countLinks(item.items, activePath)), 0);
}

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
        const count = item.type === 'category' ? countLinks(item.items, activePath) : 0;
        const description = item.type === 'link' ? (item.description ?? sidebar?.descriptions?.[item.href]) : selectPluralMessage(count, translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' }, { count }));
        return (
          <li key={`${i}-${href}`} className={styles.cell}>
            <Link href={href} className={styles.card}>
              <span className={styles.title}>
                {item.type === 'link' ? <FileIcon /> : <FolderIcon />}
                <span>{item.label}</span>
              </span>
              {description && <span className={styles.description}>{description}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
