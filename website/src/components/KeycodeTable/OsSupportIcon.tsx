import styles from './styles.module.css';

/** `y` supported, `n` not supported, `u` unknown. */
export type OsSupport = 'y' | 'n' | 'u';

export const SUPPORT_TEXT: Record<OsSupport, string> = {
  y: 'Supported',
  n: 'Not supported',
  u: 'Unknown',
};

export function toSupport(flag: string | undefined): OsSupport {
  return flag === 'y' || flag === 'n' ? flag : 'u';
}

export interface OsSupportIconProps {
  value: OsSupport;
  /** Hide the icon from assistive technology, when text next to it says the same thing. */
  decorative?: boolean;
}

/**
 * A yes / no / unknown icon with a text alternative. The shape is drawn by CSS (a mask on an
 * empty element), which keeps the markup small: the keycode page has nearly 2,000 of these.
 */
export default function OsSupportIcon({ value, decorative = false }: OsSupportIconProps) {
  const cls = value === 'y' ? styles.yes : value === 'n' ? styles.no : styles.unknown;
  if (decorative) return <span className={cls} aria-hidden="true" />;
  return <span className={cls} role="img" aria-label={SUPPORT_TEXT[value]} />;
}
