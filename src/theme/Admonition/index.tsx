import type { ReactNode } from 'react';
import { clsx } from '../_internal/clsx';
import { AdmonitionIcon, type AdmonitionType } from './icons';
import styles from './styles.module.css';

export const ADMONITION_TYPES: readonly AdmonitionType[] = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** Other names Docusaurus content uses, mapped onto the six types. */
const ALIASES: Record<string, AdmonitionType> = { important: 'info', secondary: 'note', success: 'tip' };

export function normalizeAdmonitionType(type: string | undefined): AdmonitionType {
  const t = (type ?? 'note').toLowerCase();
  return (ADMONITION_TYPES as readonly string[]).includes(t) ? (t as AdmonitionType) : (ALIASES[t] ?? 'note');
}

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A callout box (note, tip, info, warning, danger, caution) with an icon and a title. */
export default function Admonition({ type: rawType, title, icon, children, className }: AdmonitionProps) {
  const type = normalizeAdmonitionType(rawType);
  const heading = title ?? DEFAULT_TITLES[type];
  return (
    <div className={clsx(styles.admonition, styles[type], `admonition admonition-${type}`, className)} role="note" aria-label={typeof heading === 'string' ? heading : DEFAULT_TITLES[type]}>
      <div className={styles.heading}>
        <span className={styles.icon}>{icon ?? <AdmonitionIcon type={type} size={18} />}</span>
        <span className={styles.title}>{heading}</span>
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
