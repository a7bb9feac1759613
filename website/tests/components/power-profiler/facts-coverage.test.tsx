/**
 * Every input of ../shared/facts/power.json is on the form with its default, options and range,
 * shown under the facts' condition; and every output issue 9 lists is rendered (skipped when the
 * facts are absent).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Assumptions from '../../../src/components/PowerProfiler/Assumptions';
import BreakdownChart from '../../../src/components/PowerProfiler/BreakdownChart';
import EstimateSummary from '../../../src/components/PowerProfiler/EstimateSummary';
import InputsForm from '../../../src/components/PowerProfiler/InputsForm';
import LevelChart from '../../../src/components/PowerProfiler/LevelChart';
import { selfDischargeRate } from '../../../src/components/PowerProfiler/model/battery';
import { estimate } from '../../../src/components/PowerProfiler/model/estimate';
import { DEFAULT_VALUES, FIELDS, type FieldId, type FormValues, isShown, TOGGLE_ON } from '../../../src/components/PowerProfiler/model/fields';
import { POWER_FIGURES, readSettings } from '../../../src/components/PowerProfiler/model/settings';
import { decode, factsDir, hasFacts } from '../_facts';

interface FactInput {
  id: string;
  label: string;
  kind: 'select' | 'toggle' | 'number' | 'range';
  default: string | number | boolean;
  effective_default?: string;
  options?: string[];
  min?: number;
  max?: number;
  step?: number;
  shown_when?: string;
}

const inputs: FactInput[] = hasFacts ? (JSON.parse(readFileSync(path.join(factsDir, 'power.json'), 'utf8')) as { inputs: FactInput[] }).inputs : [];

/** Settings that show every conditional field. */
const EVERYTHING_ON: FormValues = {
  ...DEFAULT_VALUES,
  board: 'custom',
  psuType: 'SWITCHING',
  split: TOGGLE_ON,
  glowEnabled: TOGGLE_ON,
  backlightEnabled: TOGGLE_ON,
  backlightColor: 'custom',
  displayEnabled: TOGGLE_ON,
  displayType: 'OLED',
};

/** The facts' `shown_when` conditions, as the form values that switch each one off. */
const HIDDEN_BY: Record<string, Partial<FormValues>> = {
  'board = custom': { board: 'nice!nano v2' },
  'board = custom and psuType = SWITCHING': { psuType: 'LDO' },
  'underglow on': { glowEnabled: '' },
  'backlight on': { backlightEnabled: '' },
  'backlightColor = custom': { backlightColor: 'White' },
  'display on': { displayEnabled: '' },
};

/** How a fact default reads as form text (toggles are "1" or ""). */
function formText(value: FactInput['default']): string {
  if (typeof value === 'boolean') return value ? TOGGLE_ON : '';
  return String(value);
}

describe.runIf(hasFacts)('Power Profiler inputs against power.json', () => {
  it('reads the fact sheet', () => expect(inputs.length).toBeGreaterThanOrEqual(20));

  const form = decode(renderToStaticMarkup(<InputsForm values={EVERYTHING_ON} errors={{}} warnings={{}} onChange={() => {}} />));

  for (const fact of inputs) {
    it(`${fact.id}: on the form with the facts' default, options and range`, () => {
      expect(fact.id in FIELDS).toBe(true);
      const field = FIELDS[fact.id as FieldId];
      expect(field.kind).toBe(fact.kind);
      expect(form).toContain(`id="pp-${fact.id}"`);

      // The select has no empty choice for the LED colour: the facts' effective default is used.
      const expectedDefault = fact.default === '' && fact.effective_default ? fact.effective_default.replace(/ \(.*\)$/, '') : formText(fact.default);
      expect(DEFAULT_VALUES[field.id]).toBe(expectedDefault);

      if (fact.options) {
        expect(field.kind).toBe('select');
        if (field.kind === 'select') {
          expect(field.options.map((o) => o.value)).toEqual(fact.options);
          // An empty fact default is a "choose one" prompt on the form.
          if (fact.default === '') expect(Boolean(field.placeholder) || Boolean(fact.effective_default)).toBe(true);
        }
      }
      if (field.kind === 'range') expect({ min: field.min, max: field.max, step: field.step }).toEqual({ min: fact.min, max: fact.max, step: fact.step });

      if (fact.shown_when) {
        const hiddenBy = HIDDEN_BY[fact.shown_when];
        expect(hiddenBy, `a test case for "${fact.shown_when}"`).toBeDefined();
        expect(isShown(field, EVERYTHING_ON)).toBe(true);
        expect(isShown(field, { ...EVERYTHING_ON, ...hiddenBy })).toBe(false);
      } else {
        expect(isShown(field, DEFAULT_VALUES)).toBe(true);
      }
    });
  }

  it('has the inputs the issue adds: role of each half, connectivity, typing activity, idle and sleep timeouts', () => {
    const scheduled = decode(renderToStaticMarkup(<InputsForm values={{ ...EVERYTHING_ON, asleepMode: 'schedule' }} errors={{}} warnings={{}} onChange={() => {}} />));
    for (const id of ['centralSide', 'bondedQty', 'typingPercent', 'idleTimeoutSec', 'sleepTimeoutMin', 'lightsOffWhenIdle']) expect(scheduled).toContain(`id="pp-${id}"`);
    expect(DEFAULT_VALUES.typingPercent).toBe('2');
    expect(DEFAULT_VALUES.idleTimeoutSec).toBe('30');
    expect(DEFAULT_VALUES.sleepTimeoutMin).toBe('15');
  });
});

describe('Power Profiler outputs', () => {
  const result = readSettings({ ...EVERYTHING_ON, board: 'nice!nano v2', glowBrightness: '0.5', backlightColor: 'Red' });
  if (!result.ok) throw new Error('fixture settings are invalid');
  const halves = estimate(result.settings);
  const rate = selfDischargeRate(POWER_FIGURES.battery.monthlySelfDischarge, POWER_FIGURES.battery.daysPerMonth);

  it('gives hours, days and weeks, a likely range and the average draw for each half of a split', () => {
    expect(halves.map((h) => h.role)).toEqual(['central', 'peripheral']);
    for (const half of halves) {
      const html = decode(renderToStaticMarkup(<EstimateSummary half={half} unit="uA" />));
      for (const term of ['Hours', 'Days', 'Weeks', 'Average draw', 'likely between']) expect(html).toContain(term);
      expect(html).toContain(' µA<');
      expect(decode(renderToStaticMarkup(<EstimateSummary half={half} unit="mA" />))).toContain(' mA<');
    }
  });

  it('breaks the charge down into typing, idle, sleep, display and lighting, and charts the level over time', () => {
    const breakdown = decode(renderToStaticMarkup(<BreakdownChart halves={halves} unit="uA" />));
    for (const label of ['Typing', 'Idle (awake)', 'Sleep', 'Display', 'Lighting']) expect(breakdown).toContain(`${label}</th>`);
    const level = decode(renderToStaticMarkup(<LevelChart halves={halves} capacityMilliAh={result.settings.batteryMilliAh} rate={rate} />));
    expect(level).toContain('<svg');
    expect(level).toMatch(/50 %/);
    expect(breakdown + level).not.toMatch(/NaN|Infinity/);
  });

  it('states the assumptions, the error margin and the disclaimer', () => {
    const html = decode(renderToStaticMarkup(<Assumptions settings={result.settings} halves={halves} />));
    expect(html).toContain('Error margin');
    expect(html).toContain(POWER_FIGURES.disclaimer);
    expect(html).toContain('exponentially');
  });
});
