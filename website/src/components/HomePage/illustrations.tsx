/**
 * Illustrations of the home page, drawn for this site. Colours come from the theme tokens
 * (CSS classes), so they follow the colour mode.
 */
import type { ReactNode } from 'react';
import styles from './illustrations.module.css';

function Frame({ label, children, viewBox = '0 0 200 140' }: { label?: string; children: ReactNode; viewBox?: string }) {
  return (
    <svg className={styles.svg} viewBox={viewBox} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      {children}
    </svg>
  );
}

/** Key caps in a grid starting at (x, y). */
function Keys({ x, y, cols, rows, size = 14, gap = 4, highlight = [] }: { x: number; y: number; cols: number; rows: number; size?: number; gap?: number; highlight?: number[] }) {
  const keys: ReactNode[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      keys.push(<rect key={i} x={x + c * (size + gap)} y={y + r * (size + gap)} width={size} height={size} rx={3} className={highlight.includes(i) ? styles.keyAccent : styles.key} />);
    }
  }
  return <>{keys}</>;
}

/** A microcontroller with a breeze running through it: firmware on a real-time OS. */
export function ZephyrIllustration() {
  const pins = [0, 1, 2, 3, 4];
  return (
    <Frame>
      <rect x="20" y="108" width="160" height="14" rx="7" className={styles.soft} />
      {pins.map((i) => (
        <g key={i}>
          <rect x={68 + i * 14} y="14" width="6" height="12" rx="2" className={styles.pin} />
          <rect x={68 + i * 14} y="100" width="6" height="12" rx="2" className={styles.pin} />
          <rect x="46" y={36 + i * 14} width="12" height="6" rx="2" className={styles.pin} />
          <rect x="142" y={36 + i * 14} width="12" height="6" rx="2" className={styles.pin} />
        </g>
      ))}
      <rect x="56" y="24" width="88" height="78" rx="10" className={styles.surfaceStrong} />
      <rect x="66" y="34" width="68" height="58" rx="6" className={styles.primary} />
      <path d="M76 52c10-8 20 8 30 0s20-8 22 0" className={styles.wind} />
      <path d="M76 64c10-8 20 8 30 0s16-6 20 0" className={styles.wind} />
      <path d="M76 76c10-8 20 8 30 0s12-4 16 0" className={styles.wind} />
      <circle cx="72" cy="40" r="2.5" className={styles.dot} />
    </Frame>
  );
}

/** A licence page with a seal and an open padlock: free to use, change and ship. */
export function LicenseIllustration() {
  return (
    <Frame>
      <rect x="20" y="108" width="160" height="14" rx="7" className={styles.soft} />
      <path d="M52 14h62l22 22v76a6 6 0 0 1-6 6H52a6 6 0 0 1-6-6V20a6 6 0 0 1 6-6Z" className={styles.surfaceStrong} />
      <path d="M114 14v16a6 6 0 0 0 6 6h16" className={styles.outline} />
      <rect x="58" y="30" width="40" height="7" rx="3.5" className={styles.primary} />
      <rect x="58" y="46" width="64" height="5" rx="2.5" className={styles.line} />
      <rect x="58" y="57" width="58" height="5" rx="2.5" className={styles.line} />
      <rect x="58" y="68" width="62" height="5" rx="2.5" className={styles.line} />
      <rect x="58" y="79" width="36" height="5" rx="2.5" className={styles.line} />
      <circle cx="112" cy="96" r="13" className={styles.primary} />
      <path d="M105 96l5 5 9-10" className={styles.check} />
      <path d="M146 60v-12a12 12 0 0 1 24 0" className={styles.shackle} />
      <rect x="140" y="60" width="36" height="30" rx="6" className={styles.accent} />
      <circle cx="158" cy="73" r="4" className={styles.dot} />
      <rect x="156.5" y="74" width="3" height="8" rx="1.5" className={styles.dot} />
    </Frame>
  );
}

/** Two keyboard halves talking over the air, with a well-charged battery. */
export function WirelessIllustration() {
  return (
    <Frame>
      <rect x="12" y="108" width="176" height="14" rx="7" className={styles.soft} />
      <rect x="10" y="46" width="72" height="56" rx="8" className={styles.surfaceStrong} />
      <Keys x={17} y={53} cols={4} rows={3} size={12} gap={4} highlight={[5]} />
      <rect x="118" y="46" width="72" height="56" rx="8" className={styles.surfaceStrong} />
      <Keys x={125} y={53} cols={4} rows={3} size={12} gap={4} highlight={[6]} />
      <path d="M88 52a16 16 0 0 1 24 0" className={styles.wave} />
      <path d="M82 42a26 26 0 0 1 36 0" className={styles.wave} />
      <path d="M76 32a36 36 0 0 1 48 0" className={styles.waveFaint} />
      <circle cx="100" cy="60" r="4" className={styles.primary} />
      <rect x="150" y="16" width="30" height="14" rx="3" className={styles.outline} />
      <rect x="180" y="20" width="3" height="6" rx="1" className={styles.pin} />
      <rect x="153" y="19" width="19" height="8" rx="1.5" className={styles.good} />
    </Frame>
  );
}

/** The hero picture: a split keyboard with thumb clusters. */
export function SplitKeyboardIllustration() {
  return (
    <Frame viewBox="0 0 320 170" label="Drawing of a wireless split keyboard">
      <ellipse cx="160" cy="150" rx="150" ry="12" className={styles.soft} />
      <g transform="rotate(-6 80 80)">
        <rect x="12" y="24" width="132" height="104" rx="12" className={styles.surfaceStrong} />
        <Keys x={22} y={34} cols={6} rows={4} size={16} gap={4} highlight={[7, 8, 9]} />
        <rect x="82" y="116" width="18" height="16" rx="3" className={styles.keyAccent} />
        <rect x="104" y="114" width="18" height="16" rx="3" className={styles.key} />
        <rect x="126" y="110" width="14" height="16" rx="3" className={styles.key} />
      </g>
      <g transform="rotate(6 240 80)">
        <rect x="176" y="24" width="132" height="104" rx="12" className={styles.surfaceStrong} />
        <Keys x={186} y={34} cols={6} rows={4} size={16} gap={4} highlight={[8, 9, 10]} />
        <rect x="220" y="116" width="18" height="16" rx="3" className={styles.keyAccent} />
        <rect x="198" y="114" width="18" height="16" rx="3" className={styles.key} />
        <rect x="180" y="110" width="14" height="16" rx="3" className={styles.key} />
      </g>
      <path d="M148 18a16 16 0 0 1 24 0" className={styles.wave} />
      <path d="M142 9a25 25 0 0 1 36 0" className={styles.waveFaint} />
    </Frame>
  );
}
