import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { clsx } from '../_internal/clsx';
import { AdmonitionIcon, type AdmonitionType } from './icons';
import styles from './styles.module.css';

export const ADMONITION_TYPES: readonly AdmonitionType[] = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];

/** The type's name, as theme-classic writes it (its heading's CSS shows it in capitals), in the page's language: theme-classic's ids are `theme.admonition.<type>`. */
function defaultTitle(type: AdmonitionType): string {
  return translate({ id: `theme.admonition.${type}`, message: type });
}

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

/** Infima's alert colour of each type: Docusaurus 3 gives an admonition `alert alert--<colour>`, which a site's CSS may style. */
const ALERT_COLOURS: Record<AdmonitionType, string> = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', danger: 'danger', caution: 'warning' };

/** A callout box (note, tip, info, warning, danger, caution) with an icon and a title. */
export default function Admonition({ type: rawType, title, icon, children, className }: AdmonitionProps) {
  const type = normalizeAdmonitionType(rawType);
  const heading = title ?? defaultTitle(type);
  return (
    // Docusaurus 3's class names: a site's CSS for those applies as it does there (v2's `admonition` would style what v3 no longer does).
    <div className={clsx(styles.admonition, styles[type], `theme-admonition theme-admonition-${type} alert alert--${ALERT_COLOURS[type]}`, className)} role="note" aria-label={typeof heading === 'string' ? heading : defaultTitle(type)}>
      <div className={styles.heading}>
        <span className={styles.icon}>{icon ?? <AdmonitionIcon type={type} size={18} />}</span>
        <span className={styles.title}>{heading}</span>
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
