import type { SidebarItem } from '../../../../shared/types';
import { clsx } from '../../../_internal/clsx';
import styles from './styles.module.css';

/** theme-classic's DocCard/Heading/Text: the card's title. */
export default function DocCardHeadingText({ title }: { item?: SidebarItem; title: string }) {
  return <span className={clsx('text--truncate theme-doc-card-title', styles.cardTitleText)}>{title}</span>;
}
