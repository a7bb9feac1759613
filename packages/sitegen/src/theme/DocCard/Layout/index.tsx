import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DocCardDescription from '@theme/DocCard/Description';
import DocCardHeading from '@theme/DocCard/Heading';
import type { SidebarItem } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import styles from './styles.module.css';

export interface DocCardLayoutProps {
  item: SidebarItem;
  className?: string;
  href: string;
  icon?: ReactNode;
  title: string;
  description?: string;
}

/** theme-classic's DocCard/Layout: the card, a link holding its heading and description. */
export default function DocCardLayout({ item, className, href, icon, title, description }: DocCardLayoutProps) {
  return (
    <Link href={href} className={clsx('card padding--lg theme-doc-card-container', styles.cardContainer, className)}>
      <DocCardHeading item={item} icon={icon} title={title} />
      {description && <DocCardDescription item={item} description={description} />}
    </Link>
  );
}
