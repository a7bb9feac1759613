/** The headline runtime of one half: best guess, likely range, and the same in hours, days and weeks. */
import { halfTitle } from './halves';
import type { HalfEstimate } from './model/estimate';
import { type CurrentUnit, durationInUnits, formatCurrent, formatDuration } from './model/format';
import styles from './styles.module.css';

export default function EstimateSummary({ half, unit }: { half: HalfEstimate; unit: CurrentUnit }) {
  const units = durationInUnits(half.hours);
  const titleId = `pp-summary-${half.role}`;
  return (
    <section className={styles.summary} aria-labelledby={titleId} data-role={half.role}>
      <h3 id={titleId}>{halfTitle(half)}</h3>
      <p className={styles.headline} data-testid="estimate">
        {formatDuration(half.hours)}
      </p>
      <p className={styles.margin}>
        likely between <strong>{formatDuration(half.lowHours)}</strong> and <strong>{formatDuration(half.highHours)}</strong>
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>Hours</dt>
          <dd>{units.hours}</dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd>{units.days}</dd>
        </div>
        <div>
          <dt>Weeks</dt>
          <dd>{units.weeks}</dd>
        </div>
        <div>
          <dt>Average draw</dt>
          <dd data-testid="average-current">{formatCurrent(half.drawMicroA, unit)}</dd>
        </div>
      </dl>
    </section>
  );
}
