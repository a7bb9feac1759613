/**
 * The Power Profiler: inputs on one side, the estimate, its charts and its assumptions on the
 * other. All state lives in the URL query (see useQueryState); the maths is in ./model.
 */
import Assumptions from './Assumptions';
import BreakdownChart from './BreakdownChart';
import EstimateSummary from './EstimateSummary';
import InputsForm from './InputsForm';
import LevelChart from './LevelChart';
import { useQueryState } from './useQueryState';
import { selfDischargeRate } from './model/battery';
import { backlightLedMicroA, estimate } from './model/estimate';
import { FIELDS, type FieldId } from './model/fields';
import type { CurrentUnit } from './model/format';
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

export default function PowerProfiler() {
  const { values, setValue, rejected, dismissRejected, ready } = useQueryState();
  const result = readSettings(values);
  const settings = result.ok ? result.settings : null;
  const halves = settings ? estimate(settings) : [];
  const unit: CurrentUnit = values.unit === 'mA' ? 'mA' : 'uA';
  const errors = result.ok ? {} : result.errors;

  return (
    <div className={styles.profiler} data-ready={ready ? 'true' : undefined}>
      {rejected.length > 0 && <RejectedNotice fields={rejected} onDismiss={dismissRejected} />}
      <div className={styles.layout}>
        <InputsForm values={values} errors={errors} warnings={warningsFor(settings)} onChange={setValue} />
        <div className={styles.results} aria-live="polite">
          <div className={styles.resultsHeader}>
            <h2>Estimated battery life</h2>
            <UnitSwitch unit={unit} onChange={(u) => setValue('unit', u)} />
          </div>
          {settings ? (
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
              {!result.ok && result.missing.length > 0 && Object.keys(result.errors).length === 0
                ? `Choose ${result.missing.join(' and ')} to see an estimate.`
                : 'Fix the highlighted fields to see an estimate.'}
            </p>
          )}
        </div>
      </div>
      {settings && <Assumptions settings={settings} halves={halves} />}
    </div>
  );
}
