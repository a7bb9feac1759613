import type { ReactNode } from 'react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type { SidebarItem } from '../../../../shared/types';
import { clsx } from '../../../_internal/clsx';
import { ExternalLinkIcon, FileIcon, FolderIcon } from '../../../_internal/docCardIcons';
import styles from './styles.module.css';

/** The theme's drawing for a card without an emoji of its own: a folder, a page, or a link out. */
function FallbackIcon({ item }: { item: SidebarItem }) {
  if (item.type === 'category') return <FolderIcon />;
  return item.type === 'link' && !isInternalUrl(item.href) ? <ExternalLinkIcon /> : <FileIcon />;
}

/** theme-classic's DocCard/Heading/Icon: the label's leading emoji, else the theme's icon for the item. */
export default function DocCardHeadingIcon({ item, icon }: { item: SidebarItem; icon?: ReactNode }) {
  return <span className={clsx('theme-doc-card-icon', styles.cardTitleIcon)}>{icon ?? <FallbackIcon item={item} />}</span>;
}
