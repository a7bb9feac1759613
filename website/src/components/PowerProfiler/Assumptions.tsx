/** What the estimate rests on, the error margin, and what the older linear formula would say. */
import { halfTitle } from './halves';
import type { HalfEstimate } from './model/estimate';
import { formatDuration, formatPercent } from './model/format';
import type { Settings } from './model/settings';
import { POWER_FIGURES } from './model/settings';
import styles from './styles.module.css';

export default function Assumptions({ settings, halves }: { settings: Settings; halves: HalfEstimate[] }) {
  const { battery, usage, disclaimer } = POWER_FIGURES;
  return (
    <section className={styles.assumptions} aria-labelledby="pp-assumptions">
      <h2 id="pp-assumptions">Assumptions and error margin</h2>
      <ul>
        <li>
          ZMK's own draw was measured on nice!nano (nRF52840) controllers with a Nordic Power Profiler Kit; board, display and LED figures come from their
          data sheets.
        </li>
        <li>
          The battery is a lithium-ion cell at {battery.averageVolts} V on average. It loses {formatPercent(battery.monthlySelfDischarge)} of its charge per{' '}
          {battery.daysPerMonth}-day month, exponentially: a fuller cell leaks more, so the leak slows as the charge falls.
        </li>
        <li>
          The cell delivers {formatPercent(battery.dischargeEfficiency)} of the charge the keyboard takes from it. That efficiency scales the keyboard's draw
          only; self-discharge is a loss inside the cell and is counted once.
        </li>
        <li>
          A key is held {formatPercent(settings.typingFraction)} of the awake time, and the keyboard sleeps {formatPercent(settings.asleepFraction)} of the day.
          Asleep, only the regulator and board quiescent current flows.
        </li>
        {settings.display && (
          <li>
            Display: {settings.display.part}, {settings.display.assumption}.
          </li>
        )}
        <li>
          Error margin: the range assumes {formatPercent(usage.measurementAccuracy)} more or less consumption and an efficiency{' '}
          {formatPercent(battery.dischargeEfficiencyRange)} lower or higher.
        </li>
        <li>
          For comparison, a linear self-discharge with the efficiency applied to all of it gives{' '}
          {halves.map((h, i) => (
            <span key={h.role}>
              {i > 0 && '; '}
              {halves.length > 1 && `${halfTitle(h)}: `}
              <span data-testid="linear-estimate">{formatDuration(h.linearHours)}</span>
            </span>
          ))}
          .
        </li>
      </ul>
      <p className={styles.disclaimer}>{disclaimer}</p>
    </section>
  );
}
