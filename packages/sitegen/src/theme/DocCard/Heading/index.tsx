import type { ReactNode } from 'react';
import DocCardHeadingIcon from '@theme/DocCard/Heading/Icon';
import DocCardHeadingText from '@theme/DocCard/Heading/Text';
import Heading from '@theme/Heading';
import type { SidebarItem } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import styles from './styles.module.css';

/** theme-classic's DocCard/Heading: the card's icon and title, an h2 (a heading and a paragraph read as two lines). */
export default function DocCardHeading({ item, title, icon }: { item: SidebarItem; title: string; icon?: ReactNode }) {
  return (
    <Heading as="h2" className={clsx('theme-doc-card-heading', styles.cardTitle)} title={title}>
      <DocCardHeadingIcon item={item} icon={icon} />
      <DocCardHeadingText item={item} title={title} />
    </Heading>
  );
}
