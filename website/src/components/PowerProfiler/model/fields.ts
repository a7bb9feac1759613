/**
 * The calculator's inputs: one definition per field (label, kind, default, limits), and the
 * validation that turns what a user typed into a number or an inline message.
 *
 * Labels, defaults and ranges come from `power.json` where the facts define the input; the
 * few inputs added here (typing activity, daily use and timeouts, unit) say where their
 * default comes from.
 */
import figures from '@site/src/data/power.json';
import type { PowerFigures } from '@site/src/data/types';

const facts: PowerFigures = figures as PowerFigures;

export type FieldId =
  | 'board'
  | 'split'
  | 'centralSide'
  | 'batteryMilliAh'
  | 'psuType'
  | 'outputV'
  | 'efficiency'
  | 'quiescentMicroA'
  | 'otherQuiescentMicroA'
  | 'bondedQty'
  | 'typingPercent'
  | 'asleepMode'
  | 'percentAsleep'
  | 'hoursInUse'
  | 'breaksPerDay'
  | 'idleTimeoutSec'
  | 'sleepTimeoutMin'
  | 'lightsOffWhenIdle'
  | 'glowEnabled'
  | 'glowQuantity'
  | 'glowBrightness'
  | 'backlightEnabled'
  | 'backlightQuantity'
  | 'backlightColor'
  | 'backlightVoltage'
  | 'backlightResistance'
  | 'backlightBrightness'
  | 'displayEnabled'
  | 'displayType'
  | 'unit';

/** What the user entered, as text: the form state and the URL query share this shape. */
export type FormValues = Record<FieldId, string>;

export interface Option {
  value: string;
  label: string;
}

interface BaseField {
  id: FieldId;
  label: string;
  /** Shown only when this returns true; hidden fields are neither validated nor used. */
  shownWhen?: (values: FormValues) => boolean;
  help?: string;
}

export interface NumberField extends BaseField {
  kind: 'number';
  unit?: string;
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** Zero is a meaningful value (e.g. no quiescent draw). */
  allowZero?: boolean;
}

/** A slider: the browser keeps it in range, but values from a URL are still checked. */
export interface RangeField extends BaseField {
  kind: 'range';
  min: number;
  max: number;
  step: number;
  /** How the value reads next to the slider. */
  display: (value: number) => string;
}

export interface SelectField extends BaseField {
  kind: 'select';
  options: Option[];
  /** Text of the empty choice when the default is "nothing chosen yet". */
  placeholder?: string;
}

export interface ToggleField extends BaseField {
  kind: 'toggle';
}

export type Field = NumberField | RangeField | SelectField | ToggleField;

export const TOGGLE_ON = '1';
const on = (values: FormValues, id: FieldId) => values[id] === TOGGLE_ON;
const percent = (value: number) => `${Math.round(value * 100)} %`;

function input(id: string) {
  const fact = facts.inputs[id];
  if (!fact) throw new Error(`power.json has no input "${id}"`);
  return fact;
}

function factDefault(id: string): string {
  const value = input(id).default;
  if (typeof value === 'boolean') return value ? TOGGLE_ON : '';
  return String(value);
}

function factRange(id: string, display: RangeField['display']): Omit<RangeField, 'id'> {
  const fact = input(id);
  if (fact.min === undefined || fact.max === undefined || fact.step === undefined) throw new Error(`power.json input "${id}" is not a range`);
  return { kind: 'range', label: fact.label, min: fact.min, max: fact.max, step: fact.step, display };
}

const custom = (values: FormValues) => values.board === 'custom';
const directSleep = (values: FormValues) => values.asleepMode !== 'schedule';
const fromSchedule = (values: FormValues) => values.asleepMode === 'schedule';

export const FIELDS: Record<FieldId, Field> = {
  board: {
    id: 'board',
    kind: 'select',
    label: 'Controller board',
    placeholder: 'Choose a board',
    options: [...facts.boards.map((b) => ({ value: b.key, label: b.label })), { value: 'custom', label: 'Custom board' }],
  },
  split: { id: 'split', kind: 'toggle', label: input('split').label },
  centralSide: {
    id: 'centralSide',
    kind: 'select',
    label: 'Central half',
    help: 'The half that talks to the computer; the other half relays its keys through it.',
    shownWhen: (v) => on(v, 'split'),
    options: [
      { value: 'left', label: 'Left' },
      { value: 'right', label: 'Right' },
    ],
  },
  batteryMilliAh: { id: 'batteryMilliAh', kind: 'number', label: 'Battery capacity', unit: 'mAh', min: 1, max: 20000 },
  psuType: {
    id: 'psuType',
    kind: 'select',
    label: input('psuType').label,
    placeholder: 'Choose a type',
    shownWhen: custom,
    options: [
      { value: 'LDO', label: 'LDO (linear regulator)' },
      { value: 'SWITCHING', label: 'Switching converter' },
    ],
  },
  outputV: { id: 'outputV', ...factRange('outputV', (v) => `${v.toFixed(1)} V`), shownWhen: custom },
  efficiency: {
    id: 'efficiency',
    ...factRange('efficiency', percent),
    shownWhen: (v) => custom(v) && v.psuType === 'SWITCHING',
  },
  quiescentMicroA: { id: 'quiescentMicroA', kind: 'number', label: 'Regulator quiescent current', unit: 'µA', min: 0, max: 100000, allowZero: true, shownWhen: custom },
  otherQuiescentMicroA: { id: 'otherQuiescentMicroA', kind: 'number', label: 'Other quiescent current', unit: 'µA', min: 0, max: 100000, allowZero: true, shownWhen: custom },
  bondedQty: {
    id: 'bondedQty',
    ...factRange('bondedQty', (v) => String(v)),
    label: 'Connected hosts (bonded Bluetooth profiles)',
    help: 'Each connected computer or phone adds a small steady draw on the half that talks to it.',
  },
  typingPercent: {
    id: 'typingPercent',
    kind: 'number',
    label: 'Typing activity',
    unit: '% of awake time',
    min: 0,
    max: 100,
    allowZero: true,
    help: 'Share of awake time with a key held down. The measurements assume 2 %.',
  },
  asleepMode: {
    id: 'asleepMode',
    kind: 'select',
    label: 'Time asleep',
    options: [
      { value: 'direct', label: 'Set a share of the day' },
      { value: 'schedule', label: 'Work it out from daily use and timeouts' },
    ],
  },
  percentAsleep: {
    id: 'percentAsleep',
    ...factRange('percentAsleep', percent),
    label: 'Share of the day asleep',
    help: 'Deep sleep starts after the sleep timeout (15 minutes by default) without a key press.',
    shownWhen: directSleep,
  },
  hoursInUse: { id: 'hoursInUse', kind: 'number', label: 'Hours of use per day', unit: 'h', min: 0, max: 24, allowZero: true, shownWhen: fromSchedule },
  breaksPerDay: {
    id: 'breaksPerDay',
    kind: 'number',
    label: 'Times you step away per day',
    min: 0,
    max: 200,
    integer: true,
    allowZero: true,
    help: 'After each break the keyboard stays awake until the sleep timeout runs out.',
    shownWhen: fromSchedule,
  },
  idleTimeoutSec: { id: 'idleTimeoutSec', kind: 'number', label: 'Idle timeout', unit: 's', min: 1, max: 86400, help: 'CONFIG_ZMK_IDLE_TIMEOUT, 30 s by default.', shownWhen: fromSchedule },
  sleepTimeoutMin: {
    id: 'sleepTimeoutMin',
    kind: 'number',
    label: 'Sleep timeout',
    unit: 'min',
    min: 0,
    max: 1440,
    allowZero: true,
    help: 'CONFIG_ZMK_IDLE_SLEEP_TIMEOUT, 15 min by default; 0 means deep sleep is off (CONFIG_ZMK_SLEEP=n).',
    shownWhen: fromSchedule,
  },
  lightsOffWhenIdle: {
    id: 'lightsOffWhenIdle',
    kind: 'toggle',
    label: 'Lighting turns off when idle',
    help: 'CONFIG_ZMK_RGB_UNDERGLOW_AUTO_OFF_IDLE / CONFIG_ZMK_BACKLIGHT_AUTO_OFF_IDLE.',
    shownWhen: (v) => fromSchedule(v) && (on(v, 'glowEnabled') || on(v, 'backlightEnabled')),
  },
  glowEnabled: { id: 'glowEnabled', kind: 'toggle', label: input('glowEnabled').label },
  glowQuantity: { id: 'glowQuantity', kind: 'number', label: 'Underglow LEDs', min: 1, max: 1000, integer: true, shownWhen: (v) => on(v, 'glowEnabled') },
  glowBrightness: { id: 'glowBrightness', ...factRange('glowBrightness', percent), label: 'Underglow brightness', shownWhen: (v) => on(v, 'glowEnabled') },
  backlightEnabled: { id: 'backlightEnabled', kind: 'toggle', label: input('backlightEnabled').label },
  backlightQuantity: { id: 'backlightQuantity', kind: 'number', label: 'Backlight LEDs', min: 1, max: 1000, integer: true, shownWhen: (v) => on(v, 'backlightEnabled') },
  backlightColor: {
    id: 'backlightColor',
    kind: 'select',
    label: 'LED colour (forward voltage)',
    shownWhen: (v) => on(v, 'backlightEnabled'),
    options: [...facts.backlight.forwardVolts.map((f) => ({ value: f.color, label: `${f.color} (${f.volts} V)` })), { value: 'custom', label: 'Custom voltage' }],
  },
  backlightVoltage: {
    id: 'backlightVoltage',
    kind: 'number',
    label: 'LED forward voltage',
    unit: 'V',
    min: 0.5,
    max: 5,
    shownWhen: (v) => on(v, 'backlightEnabled') && v.backlightColor === 'custom',
  },
  backlightResistance: { id: 'backlightResistance', kind: 'number', label: 'LED series resistance', unit: 'Ω', min: 1, max: 1_000_000, shownWhen: (v) => on(v, 'backlightEnabled') },
  backlightBrightness: { id: 'backlightBrightness', ...factRange('backlightBrightness', percent), label: 'Backlight brightness', shownWhen: (v) => on(v, 'backlightEnabled') },
  displayEnabled: { id: 'displayEnabled', kind: 'toggle', label: input('displayEnabled').label },
  displayType: {
    id: 'displayType',
    kind: 'select',
    label: input('displayType').label,
    placeholder: 'Choose a display',
    shownWhen: (v) => on(v, 'displayEnabled'),
    options: facts.displays.map((d) => ({ value: d.key, label: d.label })),
  },
  unit: {
    id: 'unit',
    kind: 'select',
    label: 'Current unit',
    options: [
      { value: 'uA', label: 'µA' },
      { value: 'mA', label: 'mA' },
    ],
  },
};

export const FIELD_IDS = Object.keys(FIELDS) as FieldId[];

export const DEFAULT_VALUES: FormValues = {
  board: factDefault('board'),
  split: factDefault('split'),
  centralSide: 'left',
  batteryMilliAh: factDefault('batteryMilliAh'),
  psuType: factDefault('psuType'),
  outputV: factDefault('outputV'),
  efficiency: factDefault('efficiency'),
  quiescentMicroA: factDefault('quiescentMicroA'),
  otherQuiescentMicroA: factDefault('otherQuiescentMicroA'),
  bondedQty: factDefault('bondedQty'),
  typingPercent: String(facts.usage.typingFraction * 100),
  asleepMode: 'direct',
  percentAsleep: factDefault('percentAsleep'),
  hoursInUse: '8',
  breaksPerDay: '4',
  idleTimeoutSec: '30',
  sleepTimeoutMin: '15',
  lightsOffWhenIdle: '',
  glowEnabled: factDefault('glowEnabled'),
  glowQuantity: factDefault('glowQuantity'),
  glowBrightness: factDefault('glowBrightness'),
  backlightEnabled: factDefault('backlightEnabled'),
  backlightQuantity: factDefault('backlightQuantity'),
  // The facts leave the select empty but the calculator then uses white LEDs.
  backlightColor: facts.backlight.forwardVolts[0].color,
  backlightVoltage: factDefault('backlightVoltage'),
  backlightResistance: factDefault('backlightResistance'),
  backlightBrightness: factDefault('backlightBrightness'),
  displayEnabled: factDefault('displayEnabled'),
  displayType: factDefault('displayType'),
  unit: 'uA',
};

export function isShown(field: Field, values: FormValues): boolean {
  return field.shownWhen ? field.shownWhen(values) : true;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** Formats a limit the way a user would type it. */
function limit(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The inline message for a field's text, or null when the value is usable. */
export function fieldError(field: Field, text: string): string | null {
  const value = text.trim();
  switch (field.kind) {
    case 'toggle':
      return value === '' || value === TOGGLE_ON ? null : 'Expected on or off.';
    case 'select':
      if (value === '' && field.placeholder) return null;
      return field.options.some((o) => o.value === value) ? null : `Choose one of: ${field.options.map((o) => o.label).join(', ')}.`;
    case 'range':
    case 'number': {
      if (value === '') return 'Enter a value.';
      if (!NUMBER.test(value)) return 'Enter a number.';
      const n = Number(value);
      if (!Number.isFinite(n)) return 'Enter a number.';
      const unit = field.kind === 'number' && field.unit ? ` ${field.unit}` : '';
      if (n < 0) return 'Must not be negative.';
      const allowZero = field.kind === 'range' ? field.min <= 0 : field.allowZero === true;
      if (n === 0 && !allowZero) return 'Must be more than zero.';
      if (field.kind === 'number' && field.integer && !Number.isInteger(n)) return 'Enter a whole number.';
      if (n < field.min) return `Must be at least ${limit(field.min)}${unit}.`;
      if (n > field.max) return `At most ${limit(field.max)}${unit}: that value looks too large.`;
      return null;
    }
  }
}

/** Messages for every shown field whose text is not usable. */
export function formErrors(values: FormValues): Partial<Record<FieldId, string>> {
  const errors: Partial<Record<FieldId, string>> = {};
  for (const id of FIELD_IDS) {
    const field = FIELDS[id];
    if (!isShown(field, values)) continue;
    const error = fieldError(field, values[id]);
    if (error) errors[id] = error;
  }
  return errors;
}
