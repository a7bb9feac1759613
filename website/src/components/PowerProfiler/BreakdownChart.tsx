/**
 * Where the charge goes: one stacked bar per half (share of all the charge the cell gives up
 * from full to empty), and a table that is both the legend and the text alternative.
 */
import { halfTitle } from './halves';
import { CATEGORY_LABELS, CHARGE_CATEGORIES, type ChargeCategory, type HalfEstimate, sumOf } from './model/estimate';
import { type CurrentUnit, formatCurrent, formatPercent } from './model/format';
import styles from './styles.module.css';
import { useElementWidth } from './useElementWidth';

const BAR = 28;
const ROW = 56;

/** One theme colour per use, distinct in light and dark mode. */
const COLORS: Record<ChargeCategory, string> = {
  typing: 'var(--color-primary)',
  idle: 'var(--color-success)',
  sleep: 'var(--color-primary-soft)',
  display: 'var(--color-warning)',
  lighting: 'var(--color-danger)',
  batteryLosses: 'var(--color-text-muted)',
  selfDischarge: 'var(--color-border)',
};

function shares(half: HalfEstimate): Record<ChargeCategory, number> {
  const total = sumOf(half.charge);
  const out = {} as Record<ChargeCategory, number>;
  for (const c of CHARGE_CATEGORIES) out[c] = total > 0 ? half.charge[c] / total : 0;
  return out;
}

/** Average current of a category over the battery's life (µA). */
const averageMicroA = (half: HalfEstimate, c: ChargeCategory) => (half.hours > 0 ? (half.charge[c] / half.hours) * 1000 : 0);

export default function BreakdownChart({ halves, unit }: { halves: HalfEstimate[]; unit: CurrentUnit }) {
  const [figureRef, WIDTH] = useElementWidth<HTMLElement>(640);
  const rows = halves.map((half) => ({ half, shares: shares(half) }));
  // Uses no half has (e.g. lighting when it is off) stay out of the table.
  const used = CHARGE_CATEGORIES.filter((c) => rows.some((r) => r.shares[c] > 0));
  const summary = rows
    .map(({ half, shares: s }) => {
      const top = [...used].sort((a, b) => s[b] - s[a]).slice(0, 3);
      return `${halfTitle(half)}: ${top.map((c) => `${CATEGORY_LABELS[c].toLowerCase()} ${formatPercent(s[c])}`).join(', ')}`;
    })
    .join('; ');

  return (
    <figure className={styles.chart} ref={figureRef}>
      <figcaption id="pp-breakdown-title" className={styles.chartTitle}>
        Where the charge goes
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`} className={styles.svg} role="img" aria-labelledby="pp-breakdown-title pp-breakdown-desc">
        <desc id="pp-breakdown-desc">{`Share of the battery's charge by use. ${summary}. The table below lists every share.`}</desc>
        {rows.map(({ half, shares: s }, row) => {
          let x = 0;
          return (
            <g key={half.role} transform={`translate(0 ${row * ROW})`}>
              <text x={0} y={16} className={styles.svgLabel}>
                {halfTitle(half)}
              </text>
              <rect x={0} y={22} width={WIDTH} height={BAR} className={styles.track} />
              {CHARGE_CATEGORIES.map((c) => {
                const width = s[c] * WIDTH;
                const rect = width > 0 ? <rect key={c} x={x} y={22} width={width} height={BAR} fill={COLORS[c]} className={styles.segment} /> : null;
                x += width;
                return rect;
              })}
            </g>
          );
        })}
      </svg>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="sr-only">Where the charge goes, by use</caption>
          <thead>
            <tr>
              <th scope="col">Use</th>
              {rows.map(({ half }) => (
                <th key={half.role} scope="col" colSpan={2}>
                  {halfTitle(half)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {used.map((c) => (
              <tr key={c}>
                <th scope="row">
                  <span className={styles.swatch} style={{ background: COLORS[c] }} aria-hidden="true" />
                  {CATEGORY_LABELS[c]}
                </th>
                {rows.map(({ half, shares: s }) => [
                  <td key={`${half.role}-share`} className={styles.numeric}>
                    {formatPercent(s[c])}
                  </td>,
                  <td key={`${half.role}-current`} className={styles.numeric}>
                    {formatCurrent(averageMicroA(half, c), unit)}
                  </td>,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
