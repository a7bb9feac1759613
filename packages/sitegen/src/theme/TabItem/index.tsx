import type { ReactNode } from 'react';
import { clsx } from '../_internal/clsx';
import styles from '../Tabs/styles.module.css';

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  children?: ReactNode;
  className?: string;
  attributes?: Record<string, unknown>;
  /** Set by Tabs. */
  hidden?: boolean;
  id?: string;
  'aria-labelledby'?: string;
}

/** One panel of a Tabs group; Tabs decides which one is shown. */
export default function TabItem({ children, className, hidden, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} className={clsx(styles.panel, className)}>
      {children}
    </div>
  );
}
