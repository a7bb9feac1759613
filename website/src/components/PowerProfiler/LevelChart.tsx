/**
 * Battery level over time for each half, from full until the last half is empty, with
 * exponential self-discharge. The table under it is the text alternative.
 */
import { halfTitle } from './halves';
import { hoursUntilLevel, levelCurve } from './model/battery';
import type { HalfEstimate } from './model/estimate';
import { formatDuration } from './model/format';
import styles from './styles.module.css';
import { useElementWidth } from './useElementWidth';

const HEIGHT = 260;
const PAD = { left: 52, right: 16, top: 12, bottom: 40 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const LEVELS = [75, 50, 25, 0];

const TIME_UNITS: Array<{ hours: number; name: string }> = [
  { hours: 24 * 30, name: 'months' },
  { hours: 24 * 7, name: 'weeks' },
  { hours: 24, name: 'days' },
  { hours: 1, name: 'hours' },
];

/** A time unit that gives at least three ticks, and a round tick step in it. */
export function timeAxis(endHours: number): { unit: string; unitHours: number; ticks: number[] } {
  const unit = TIME_UNITS.find((u) => endHours / u.hours >= 3) ?? TIME_UNITS[TIME_UNITS.length - 1];
  const span = endHours / unit.hours;
  const rough = span / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough || 1));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  const ticks: number[] = [];
  for (let t = 0; t <= span + 1e-9; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  return { unit: unit.name, unitHours: unit.hours, ticks };
}

export default function LevelChart({ halves, capacityMilliAh, rate }: { halves: HalfEstimate[]; capacityMilliAh: number; rate: number }) {
  const [figureRef, WIDTH] = useElementWidth<HTMLElement>(640);
  const PLOT_W = WIDTH - PAD.left - PAD.right;
  const endHours = Math.max(...halves.map((h) => h.hours), 1);
  const axis = timeAxis(endHours);
  const x = (hours: number) => PAD.left + (hours / endHours) * PLOT_W;
  const y = (percent: number) => PAD.top + (1 - percent / 100) * PLOT_H;

  return (
    <figure className={styles.chart} ref={figureRef}>
      <figcaption id="pp-level-title" className={styles.chartTitle}>
        Battery level over time
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} role="img" aria-labelledby="pp-level-title pp-level-desc">
        <desc id="pp-level-desc">
          {halves.map((h) => `${halfTitle(h)} goes from full to empty in ${formatDuration(h.hours)}.`).join(' ')} The table below gives the times to 75, 50 and 25 percent.
        </desc>
        {[0, 25, 50, 75, 100].map((p) => (
          <g key={p}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(p)} y2={y(p)} className={styles.grid} />
            <text x={PAD.left - 6} y={y(p) + 4} textAnchor="end" className={styles.svgTick}>
              {p} %
            </text>
          </g>
        ))}
        {axis.ticks.map((t) => (
          <text key={t} x={x(t * axis.unitHours)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" className={styles.svgTick}>
            {t}
          </text>
        ))}
        <text x={PAD.left + PLOT_W / 2} y={HEIGHT - 6} textAnchor="middle" className={styles.svgTick}>
          {axis.unit}
        </text>
        {halves.map((half, i) => {
          const points = levelCurve(capacityMilliAh, half.drainMilliA, rate, endHours, 80);
          const d = points.map((p, j) => `${j === 0 ? 'M' : 'L'}${x(p.hours).toFixed(1)} ${y(p.percent).toFixed(1)}`).join(' ');
          return <path key={half.role} d={d} className={i === 0 ? styles.line : styles.lineSecond} />;
        })}
      </svg>
      {halves.length > 1 && (
        <ul className={styles.lineLegend}>
          {halves.map((half, i) => (
            <li key={half.role}>
              <svg width="28" height="10" aria-hidden="true">
                <line x1="0" x2="28" y1="5" y2="5" className={i === 0 ? styles.line : styles.lineSecond} />
              </svg>
              {halfTitle(half)}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="sr-only">Time from a full charge to each battery level</caption>
          <thead>
            <tr>
              <th scope="col">Time to reach</th>
              {LEVELS.map((level) => (
                <th key={level} scope="col">
                  {level === 0 ? 'empty' : `${level} %`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {halves.map((half) => (
              <tr key={half.role}>
                <th scope="row">{halfTitle(half)}</th>
                {LEVELS.map((level) => (
                  <td key={level} className={styles.numeric}>
                    {formatDuration(level === 0 ? half.hours : hoursUntilLevel(capacityMilliAh, (capacityMilliAh * level) / 100, half.drainMilliA, rate))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
