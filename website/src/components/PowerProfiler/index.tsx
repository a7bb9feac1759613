/**
 * The Power Profiler: inputs on one side, the estimate, its charts and its assumptions on the
 * other. All state lives in the URL query (see useQueryState); the maths is in ./model.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import Assumptions from './Assumptions';
import BreakdownChart from './BreakdownChart';
import EstimateSummary from './EstimateSummary';
import InputsForm from './InputsForm';
import LevelChart from './LevelChart';
import { useQueryState } from './useQueryState';
import { selfDischargeRate } from './model/battery';
import { backlightLedMicroA, estimate, type HalfEstimate } from './model/estimate';
import { FIELDS, type FieldId } from './model/fields';
import { type CurrentUnit, formatDuration } from './model/format';
import { halfTitle } from './halves';
import { POWER_FIGURES, readSettings, type Settings } from './model/settings';
import styles from './styles.module.css';

const RATE = selfDischargeRate(POWER_FIGURES.battery.monthlySelfDischarge, POWER_FIGURES.battery.daysPerMonth);

function warningsFor(settings: Settings | null): Partial<Record<FieldId, string>> {
  const backlight = settings?.backlight;
  if (backlight && backlightLedMicroA(settings.supply.outputVolts, backlight.forwardVolts, backlight.resistanceOhm) === 0) {
    return { backlightColor: `These LEDs need more than the ${settings.supply.outputVolts} V supply: they stay dark and draw nothing.` };
  }
  return {};
}

function RejectedNotice({ fields, onDismiss }: { fields: FieldId[]; onDismiss: () => void }) {
  return (
    <div className={styles.notice} role="status" data-testid="query-notice">
      <p>
        This link had settings that could not be read ({fields.map((id) => FIELDS[id].label).join(', ')}), so their default values are used instead.
      </p>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

function UnitSwitch({ unit, onChange }: { unit: CurrentUnit; onChange: (unit: CurrentUnit) => void }) {
  return (
    <div className={styles.unitSwitch} role="group" aria-label="Current unit">
      {(['uA', 'mA'] as const).map((u) => (
        <button key={u} type="button" aria-pressed={unit === u} onClick={() => onChange(u)}>
          {u === 'uA' ? 'µA' : 'mA'}
        </button>
      ))}
    </div>
  );
}

/** Whether the element is on screen (false until measured in the browser). */
function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/**
 * The headline estimate kept at the bottom of narrow screens, where the results come after the
 * long form: a change is visible without scrolling. Hidden while the results themselves show.
 */
function StickyEstimate({ halves, message, hidden }: { halves: HalfEstimate[]; message: string; hidden: boolean }) {
  return (
    <aside className={styles.stickyEstimate} aria-label="Estimate at a glance" data-testid="sticky-estimate" data-hidden={hidden ? 'true' : undefined}>
      <p>
        {halves.length > 0
          ? halves.map((half) => (
              <span key={half.role} className={styles.stickyHalf}>
                {halfTitle(half)}: <strong data-testid="sticky-estimate-value">{formatDuration(half.hours)}</strong>
              </span>
            ))
          : message}
      </p>
      <a href="#pp-results" tabIndex={hidden ? -1 : undefined}>
        Details
      </a>
    </aside>
  );
}

export default function PowerProfiler() {
  const { values, setValue, rejected, dismissRejected, ready } = useQueryState();
  const result = readSettings(values);
  const settings = result.ok ? result.settings : null;
  const halves = settings ? estimate(settings) : [];
  const unit: CurrentUnit = values.unit === 'mA' ? 'mA' : 'uA';
  const errors = result.ok ? {} : result.errors;
  // The results' heading row: the estimate is right under it.
  const resultsRef = useRef<HTMLDivElement>(null);
  const resultsOnScreen = useOnScreen(resultsRef);
  // Until the URL has been read, any estimate would be the defaults' (misleading for a shared link).
  const message = !ready
    ? 'Loading the calculator…'
    : !result.ok && result.missing.length > 0 && Object.keys(result.errors).length === 0
      ? `Choose ${result.missing.join(' and ')} to see an estimate.`
      : 'Fix the highlighted fields to see an estimate.';
  const shownHalves = ready ? halves : [];

  return (
    <div className={styles.profiler} data-ready={ready ? 'true' : undefined} aria-busy={ready ? undefined : true}>
      {rejected.length > 0 && <RejectedNotice fields={rejected} onDismiss={dismissRejected} />}
      <div className={styles.layout}>
        <InputsForm values={values} errors={errors} warnings={warningsFor(settings)} onChange={setValue} />
        <StickyEstimate halves={shownHalves} message={message} hidden={resultsOnScreen} />
        <div className={styles.results} aria-live="polite">
          <div className={styles.resultsHeader} id="pp-results" ref={resultsRef}>
            <h2>Estimated battery life</h2>
            <UnitSwitch unit={unit} onChange={(u) => setValue('unit', u)} />
          </div>
          {settings && ready ? (
            <>
              <div className={styles.summaries}>
                {halves.map((half) => (
                  <EstimateSummary key={half.role} half={half} unit={unit} />
                ))}
              </div>
              <BreakdownChart halves={halves} unit={unit} />
              <LevelChart halves={halves} capacityMilliAh={settings.batteryMilliAh} rate={RATE} />
            </>
          ) : (
            <p className={styles.placeholder} data-testid="estimate-placeholder">
              {message}
            </p>
          )}
        </div>
      </div>
      {settings && ready && <Assumptions settings={settings} halves={halves} />}
    </div>
  );
}
