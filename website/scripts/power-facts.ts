/**
 * Maps `power.json` from the fact sheets to the compact `PowerFigures` the Power Profiler
 * model reads (`src/data/power.json`). Throws naming the field when the sheet lacks one.
 */
import type { PowerBoard, PowerDisplay, PowerFigures, PowerInputFact, PsuType } from '../src/data/types';

type Json = Record<string, unknown>;

function field<T>(obj: unknown, key: string, where: string): T {
  const value = (obj as Json | undefined)?.[key];
  if (value === undefined) throw new Error(`power.json: missing ${where}.${key}`);
  return value as T;
}

function num(obj: unknown, key: string, where: string): number {
  const value = field<unknown>(obj, key, where);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`power.json: ${where}.${key} is not a number`);
  return value;
}

function psuType(value: string, where: string): PsuType {
  if (value !== 'LDO' && value !== 'SWITCHING') throw new Error(`power.json: ${where}.type "${value}" is neither LDO nor SWITCHING`);
  return value;
}

export function powerFigures(raw: Json): PowerFigures {
  const base = field<Json>(raw, 'zmk_base_current_uA', '');
  const role = (name: string) => ({ idle: num(base[name], 'idle', name), typing: num(base[name], 'typing', name) });

  const boards = field<Json[]>(raw, 'boards', '').map((b, i): PowerBoard => {
    const where = `boards[${i}]`;
    const supply = field<Json>(b, 'power_supply', where);
    const key = field<string>(b, 'key', where);
    const board: PowerBoard = {
      key,
      label: (b.display_name as string | null) ?? key,
      psuType: psuType(field<string>(supply, 'type', `${where}.power_supply`), `${where}.power_supply`),
      outputVolts: num(supply, 'output_voltage_V', `${where}.power_supply`),
      psuQuiescentMicroA: num(supply, 'quiescent_uA', `${where}.power_supply`),
      otherQuiescentMicroA: num(b, 'other_quiescent_uA', where),
    };
    if (board.psuType === 'SWITCHING') board.efficiency = num(supply, 'efficiency', `${where}.power_supply`);
    return board;
  });

  const displays = field<Json[]>(raw, 'displays', '').map(
    (d, i): PowerDisplay => ({
      key: field<string>(d, 'key', `displays[${i}]`),
      label: field<string>(d, 'ui_label', `displays[${i}]`),
      part: field<string>(d, 'reference_part', `displays[${i}]`),
      activeFraction: num(d, 'active_fraction', `displays[${i}]`),
      activeMicroA: num(d, 'active_uA', `displays[${i}]`),
      sleepMicroA: num(d, 'sleep_uA', `displays[${i}]`),
      assumption: field<string>(d, 'assumption', `displays[${i}]`),
    }),
  );

  const glow = field<Json>(raw, 'underglow_uA', '');
  const backlight = field<Json>(raw, 'backlight', '');
  const battery = field<Json>(raw, 'battery_model', '');
  const usage = field<Json>(raw, 'usage_model', '');

  const inputs: Record<string, PowerInputFact> = {};
  for (const input of field<Json[]>(raw, 'inputs', '')) {
    const { id, label, unit, min, max, step, options } = input as Json;
    const fact: PowerInputFact = { label: label as string, default: input.default as PowerInputFact['default'] };
    if (unit !== undefined) fact.unit = unit as string;
    if (min !== undefined) fact.min = min as number;
    if (max !== undefined) fact.max = max as number;
    if (step !== undefined) fact.step = step as number;
    if (options !== undefined) fact.options = options as string[];
    inputs[id as string] = fact;
  }

  return {
    hostConnectionMicroA: num(field(base, 'host_connection_per_bonded_profile', 'zmk_base_current_uA'), 'value', 'host_connection_per_bonded_profile'),
    roleMicroA: { standalone: role('standalone'), central: role('central'), peripheral: role('peripheral') },
    boards,
    underglow: {
      firmwareOverheadMicroA: num(glow, 'firmware_overhead', 'underglow_uA'),
      ledFullOnMicroA: num(glow, 'led_full_on', 'underglow_uA'),
      ledOffMicroA: num(glow, 'led_off_quiescent', 'underglow_uA'),
      ledPart: field<string>(glow, 'led_part', 'underglow_uA'),
    },
    backlight: {
      pwmOverheadMicroA: num(backlight, 'pwm_overhead_uA', 'backlight'),
      forwardVolts: Object.entries(field<Record<string, number>>(backlight, 'led_forward_voltage_V', 'backlight')).map(([color, volts]) => ({ color, volts })),
    },
    displays,
    battery: {
      monthlySelfDischarge: num(battery, 'monthly_self_discharge_percent', 'battery_model') / 100,
      daysPerMonth: num(battery, 'days_per_month_in_formula', 'battery_model'),
      averageVolts: num(battery, 'average_voltage_V', 'battery_model'),
      dischargeEfficiency: num(battery, 'discharge_efficiency', 'battery_model'),
      dischargeEfficiencyRange: num(battery, 'discharge_efficiency_range', 'battery_model'),
    },
    usage: {
      typingFraction: num(usage, 'typing_time_fraction', 'usage_model'),
      measurementAccuracy: num(usage, 'measurement_accuracy_fraction', 'usage_model'),
    },
    inputs,
    disclaimer: field<string>(field(raw, 'disclaimer', ''), 'paraphrase', 'disclaimer'),
  };
}
