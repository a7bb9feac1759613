/**
 * Turns validated form text into the typed settings the estimate works with, resolving a
 * named board, LED colour and display to their figures.
 */
import figures from '@site/src/data/power.json';
import type { PowerDisplay, PowerFigures, PsuType } from '@site/src/data/types';
import { type FieldId, type FormValues, TOGGLE_ON, formErrors } from './fields';

export const POWER_FIGURES: PowerFigures = figures as PowerFigures;

/** The supply side of a board: what turns battery voltage into the board's supply. */
export interface Supply {
  psuType: PsuType;
  outputVolts: number;
  /** Switching converter efficiency; 1 for an LDO (it passes current through). */
  efficiency: number;
  /** Regulator plus other board quiescent draw, on all the time. */
  quiescentMicroA: number;
}

export interface Lighting {
  quantity: number;
  /** 0..1 */
  brightness: number;
}

export interface Settings {
  supply: Supply;
  split: boolean;
  centralSide: 'left' | 'right';
  batteryMilliAh: number;
  bondedQty: number;
  /** Share of awake time with a key held (0..1). */
  typingFraction: number;
  /** Share of the day in deep sleep (0..1). */
  asleepFraction: number;
  /** Share of awake time the lighting is on (0..1): below 1 when it turns off while idle. */
  lightingDuty: number;
  underglow: Lighting | null;
  backlight: (Lighting & { forwardVolts: number; resistanceOhm: number }) | null;
  display: PowerDisplay | null;
}

export type SettingsResult =
  | { ok: true; settings: Settings }
  | { ok: false; errors: Partial<Record<FieldId, string>>; missing: string[] };

/** Awake and asleep shares of a day worked out from use, breaks and the two timeouts. */
export function scheduleShares(hoursInUse: number, breaksPerDay: number, idleTimeoutSec: number, sleepTimeoutMin: number) {
  const awakeHours = sleepTimeoutMin === 0 ? 24 : Math.min(24, hoursInUse + (breaksPerDay * sleepTimeoutMin) / 60);
  const activeHours = Math.min(awakeHours, hoursInUse + (breaksPerDay * idleTimeoutSec) / 3600);
  return { asleepFraction: 1 - awakeHours / 24, activeShareOfAwake: awakeHours > 0 ? activeHours / awakeHours : 0 };
}

export function readSettings(values: FormValues, facts: PowerFigures = POWER_FIGURES): SettingsResult {
  const errors = formErrors(values);
  const missing: string[] = [];
  if (values.board === '') missing.push('a controller board');
  if (values.board === 'custom' && values.psuType === '') missing.push('the power supply type');
  if (values.displayEnabled === TOGGLE_ON && values.displayType === '') missing.push('the display type');
  if (Object.keys(errors).length > 0 || missing.length > 0) return { ok: false, errors, missing };

  const num = (id: FieldId) => Number(values[id].trim());
  const on = (id: FieldId) => values[id] === TOGGLE_ON;

  let supply: Supply;
  if (values.board === 'custom') {
    const psuType = values.psuType as PsuType;
    supply = {
      psuType,
      outputVolts: num('outputV'),
      efficiency: psuType === 'SWITCHING' ? num('efficiency') : 1,
      quiescentMicroA: num('quiescentMicroA') + num('otherQuiescentMicroA'),
    };
  } else {
    const board = facts.boards.find((b) => b.key === values.board);
    if (!board) return { ok: false, errors: { board: 'Unknown board.' }, missing };
    supply = {
      psuType: board.psuType,
      outputVolts: board.outputVolts,
      efficiency: board.efficiency ?? 1,
      quiescentMicroA: board.psuQuiescentMicroA + board.otherQuiescentMicroA,
    };
  }

  let asleepFraction = num('percentAsleep');
  let lightingDuty = 1;
  if (values.asleepMode === 'schedule') {
    const shares = scheduleShares(num('hoursInUse'), num('breaksPerDay'), num('idleTimeoutSec'), num('sleepTimeoutMin'));
    asleepFraction = shares.asleepFraction;
    if (on('lightsOffWhenIdle')) lightingDuty = shares.activeShareOfAwake;
  }

  const forwardVolts =
    values.backlightColor === 'custom' ? num('backlightVoltage') : (facts.backlight.forwardVolts.find((f) => f.color === values.backlightColor)?.volts ?? 0);

  return {
    ok: true,
    settings: {
      supply,
      split: on('split'),
      centralSide: values.centralSide === 'right' ? 'right' : 'left',
      batteryMilliAh: num('batteryMilliAh'),
      bondedQty: num('bondedQty'),
      typingFraction: num('typingPercent') / 100,
      asleepFraction,
      lightingDuty,
      underglow: on('glowEnabled') ? { quantity: num('glowQuantity'), brightness: num('glowBrightness') } : null,
      backlight: on('backlightEnabled')
        ? { quantity: num('backlightQuantity'), brightness: num('backlightBrightness'), forwardVolts, resistanceOhm: num('backlightResistance') }
        : null,
      display: on('displayEnabled') ? (facts.displays.find((d) => d.key === values.displayType) ?? null) : null,
    },
  };
}
