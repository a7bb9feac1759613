/**
 * Battery-life estimate for each half of a keyboard, from the figures in `power.json`.
 *
 * Every consumer is a board-side current. The supply turns it into a current drawn from the
 * battery: an LDO passes the same current through, a switching converter draws
 * I·Vout / (η·Vbattery). Consumers other than the regulator's quiescent draw only run while
 * the keyboard is awake. The cell delivers only part of the charge it gives up
 * (discharge efficiency), so the load takes I / efficiency from stored charge; self-discharge
 * is a chemical leak of stored charge and is not scaled by that efficiency.
 */
import type { PowerFigures } from '@site/src/data/types';
import { MAX_HOURS, chargeAfter, hoursUntilEmpty, selfDischargeRate } from './battery';
import { POWER_FIGURES, type Settings, type Supply } from './settings';

export type Role = 'standalone' | 'central' | 'peripheral';

/** Where the load current goes: the categories of the breakdown chart that the keyboard uses. */
export const LOAD_CATEGORIES = ['typing', 'idle', 'sleep', 'display', 'lighting'] as const;
export type LoadCategory = (typeof LOAD_CATEGORIES)[number];

/** Where all the charge goes: the load plus what the battery itself loses. */
export const CHARGE_CATEGORIES = [...LOAD_CATEGORIES, 'batteryLosses', 'selfDischarge'] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ChargeCategory, string> = {
  typing: 'Typing',
  idle: 'Idle (awake)',
  sleep: 'Sleep',
  display: 'Display',
  lighting: 'Lighting',
  batteryLosses: 'Battery losses',
  selfDischarge: 'Self-discharge',
};

/** How much battery current one µA on the board's supply rail costs. */
export function batteryCurrentFactor(supply: Supply, batteryVolts: number): number {
  return supply.psuType === 'LDO' ? 1 : supply.outputVolts / (supply.efficiency * batteryVolts);
}

/** Current through one backlight LED at full brightness (µA); 0 when the supply cannot light it. */
export function backlightLedMicroA(supplyVolts: number, forwardVolts: number, resistanceOhm: number): number {
  return Math.max(0, ((supplyVolts - forwardVolts) / resistanceOhm) * 1e6);
}

/** Board-side current (µA) of each consumer while awake, and the always-on quiescent draw. */
export function boardCurrents(settings: Settings, role: Role, facts: PowerFigures = POWER_FIGURES) {
  const zmk = facts.roleMicroA[role];
  const hosts = role === 'peripheral' ? 0 : facts.hostConnectionMicroA * settings.bondedQty;
  let lighting = 0;
  if (settings.underglow) {
    const { quantity, brightness } = settings.underglow;
    const { firmwareOverheadMicroA, ledFullOnMicroA, ledOffMicroA } = facts.underglow;
    lighting += firmwareOverheadMicroA + quantity * (brightness * (ledFullOnMicroA - ledOffMicroA) + ledOffMicroA);
  }
  if (settings.backlight) {
    const { quantity, brightness, forwardVolts, resistanceOhm } = settings.backlight;
    const pwm = brightness > 0 && brightness < 1 ? facts.backlight.pwmOverheadMicroA : 0;
    lighting += backlightLedMicroA(settings.supply.outputVolts, forwardVolts, resistanceOhm) * brightness * quantity + pwm;
  }
  const display = settings.display ? settings.display.activeMicroA * settings.display.activeFraction + settings.display.sleepMicroA * (1 - settings.display.activeFraction) : 0;
  return {
    quiescent: settings.supply.quiescentMicroA,
    zmkIdle: zmk.idle + hosts,
    typing: zmk.typing * settings.typingFraction,
    lighting: lighting * settings.lightingDuty,
    display,
  };
}

/** Average battery current (µA) of each load category over a day, before battery losses. */
export function loadDraw(settings: Settings, role: Role, facts: PowerFigures = POWER_FIGURES): Record<LoadCategory, number> {
  const board = boardCurrents(settings, role, facts);
  const awake = 1 - settings.asleepFraction;
  const factor = batteryCurrentFactor(settings.supply, facts.battery.averageVolts);
  return {
    typing: board.typing * awake * factor,
    idle: (board.zmkIdle + board.quiescent) * awake * factor,
    sleep: board.quiescent * settings.asleepFraction * factor,
    display: board.display * awake * factor,
    lighting: board.lighting * awake * factor,
  };
}

export const sumOf = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

export interface HalfEstimate {
  role: Role;
  side: 'left' | 'right' | null;
  /** Average battery current of each consumer (µA), before battery losses. */
  draw: Record<LoadCategory, number>;
  /** Total average battery current (µA), before battery losses. */
  drawMicroA: number;
  /** Hours until empty (capped at MAX_HOURS). */
  hours: number;
  /** Pessimistic and optimistic hours: consumption ±accuracy, efficiency ∓range. */
  lowHours: number;
  highHours: number;
  /** Charge (mAh) each category takes from full until empty (or until the cap). */
  charge: Record<ChargeCategory, number>;
  /** The load as it drains stored charge (mA), for the battery-level curve. */
  drainMilliA: number;
  /** The runtime the linear formulas of power.json give, for comparison (hours). */
  linearHours: number;
}

/** Runtime by the original linear formulas of power.json (average case), in hours. */
export function linearModelHours(batteryMilliAh: number, drawMicroA: number, facts: PowerFigures = POWER_FIGURES): number {
  const { monthlySelfDischarge, daysPerMonth, averageVolts, dischargeEfficiency } = facts.battery;
  const selfPowerMicroW = ((batteryMilliAh * monthlySelfDischarge * 1000) / (daysPerMonth * 24)) * averageVolts;
  const totalMicroW = selfPowerMicroW + drawMicroA * averageVolts;
  const energyMicroWh = batteryMilliAh * averageVolts * dischargeEfficiency * 1000;
  return Math.round((energyMicroWh / totalMicroW) * 60) / 60;
}

export function estimateHalf(settings: Settings, role: Role, side: HalfEstimate['side'], facts: PowerFigures = POWER_FIGURES): HalfEstimate {
  const { battery, usage } = facts;
  const rate = selfDischargeRate(battery.monthlySelfDischarge, battery.daysPerMonth);
  const capacity = settings.batteryMilliAh;
  const draw = loadDraw(settings, role, facts);
  const drawMicroA = sumOf(draw);
  const drainOf = (consumption: number, efficiency: number) => (drawMicroA * consumption) / 1000 / efficiency;

  const drainMilliA = drainOf(1, battery.dischargeEfficiency);
  const hours = hoursUntilEmpty(capacity, drainMilliA, rate);
  const lowHours = hoursUntilEmpty(capacity, drainOf(1 + usage.measurementAccuracy, battery.dischargeEfficiency - battery.dischargeEfficiencyRange), rate);
  const highHours = hoursUntilEmpty(capacity, drainOf(1 - usage.measurementAccuracy, Math.min(1, battery.dischargeEfficiency + battery.dischargeEfficiencyRange)), rate);

  const used = capacity - chargeAfter(hours, capacity, drainMilliA, rate);
  const delivered = (drawMicroA / 1000) * hours;
  const drained = drainMilliA * hours;
  const charge = { batteryLosses: drained - delivered, selfDischarge: Math.max(0, used - drained) } as Record<ChargeCategory, number>;
  for (const category of LOAD_CATEGORIES) charge[category] = (draw[category] / 1000) * hours;

  return { role, side, draw, drawMicroA, hours, lowHours, highHours, charge, drainMilliA, linearHours: Math.min(MAX_HOURS, linearModelHours(capacity, drawMicroA, facts)) };
}

/** One estimate for a standalone keyboard, or one per half (central first) for a split. */
export function estimate(settings: Settings, facts: PowerFigures = POWER_FIGURES): HalfEstimate[] {
  if (!settings.split) return [estimateHalf(settings, 'standalone', null, facts)];
  const other = settings.centralSide === 'left' ? 'right' : 'left';
  return [estimateHalf(settings, 'central', settings.centralSide, facts), estimateHalf(settings, 'peripheral', other, facts)];
}
