import type { SidebarItem } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import styles from './styles.module.css';

/** theme-classic's DocCard/Description: what the card's page is about (its title attribute has it whole). */
export default function DocCardDescription({ description }: { item?: SidebarItem; description: string }) {
  return (
    <p className={clsx('text--truncate theme-doc-card-description', styles.cardDescription)} title={description}>
      {description}
    </p>
  );
}
