import styles from './styles.module.css';

/** `y` supported, `n` not supported, anything else unknown. */
export type OsSupport = 'y' | 'n' | 'u';

export const SUPPORT_TEXT: Record<OsSupport, string> = {
  y: 'Supported',
  n: 'Not supported',
  u: 'Unknown',
};

export function toSupport(flag: string | undefined): OsSupport {
  return flag === 'y' || flag === 'n' ? flag : 'u';
}

const PATHS: Record<OsSupport, string> = {
  y: 'M3.5 8.5l3 3 6-7',
  n: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  u: 'M6 6.2a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.3v.4M8 12v.01',
};

export interface OsSupportIconProps {
  value: OsSupport;
  /** Hide the text alternative, when the icon sits next to text saying the same thing. */
  decorative?: boolean;
}

/** A yes / no / unknown icon with a text alternative for assistive technology. */
export default function OsSupportIcon({ value, decorative = false }: OsSupportIconProps) {
  const cls = value === 'y' ? styles.yes : value === 'n' ? styles.no : styles.unknown;
  return (
    <span className={`${styles.icon} ${cls}`} title={decorative ? undefined : SUPPORT_TEXT[value]}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={PATHS[value]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {decorative ? null : <span className={styles.srOnly}>{SUPPORT_TEXT[value]}</span>}
    </span>
  );
}
