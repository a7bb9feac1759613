/**
 * A lithium-ion cell drained by a constant load while it also self-discharges.
 *
 * Self-discharge is exponential: left alone, the stored charge keeps the same share each
 * month (95 % after 30 days for a 5 %/month cell), so a fuller cell leaks more. With a load
 * drawing I (mA) from stored charge Q (mAh) and a leak rate k (per hour):
 *
 *   dQ/dt = −k·Q − I   ⇒   Q(t) = (Q₀ + I/k)·e^(−k·t) − I/k
 *
 * and the cell is empty at t = ln(1 + k·Q₀/I) / k. All functions are pure; times in hours.
 */

/** Longest runtime the calculator reports; beyond it the answer is "more than 10 years". */
export const MAX_HOURS = 10 * 365 * 24;

/** Leak rate k (per hour) of a cell that loses `monthlyFraction` of its charge every `daysPerMonth` days. */
export function selfDischargeRate(monthlyFraction: number, daysPerMonth: number): number {
  if (monthlyFraction <= 0) return 0;
  return -Math.log(1 - monthlyFraction) / (daysPerMonth * 24);
}

/** Charge (mAh) left after `hours` of a `loadMilliA` drain on a cell that started with `startMilliAh`; never below 0. */
export function chargeAfter(hours: number, startMilliAh: number, loadMilliA: number, rate: number): number {
  const left = rate === 0 ? startMilliAh - loadMilliA * hours : (startMilliAh + loadMilliA / rate) * Math.exp(-rate * hours) - loadMilliA / rate;
  return Math.max(0, left);
}

/**
 * Hours until the charge falls from `startMilliAh` to `levelMilliAh`, capped at MAX_HOURS:
 * t = ln((Q₀ + I/k) / (L + I/k)) / k. A level the cell never reaches gives MAX_HOURS.
 */
export function hoursUntilLevel(startMilliAh: number, levelMilliAh: number, loadMilliA: number, rate: number): number {
  if (levelMilliAh >= startMilliAh) return 0;
  if (loadMilliA <= 0 && (rate === 0 || levelMilliAh <= 0)) return MAX_HOURS;
  const hours = rate === 0 ? (startMilliAh - levelMilliAh) / loadMilliA : Math.log1p((rate * (startMilliAh - levelMilliAh)) / (loadMilliA + rate * levelMilliAh)) / rate;
  return Math.min(hours, MAX_HOURS);
}

/** Hours until the cell is empty, capped at MAX_HOURS (with no load the leak alone never empties it). */
export function hoursUntilEmpty(startMilliAh: number, loadMilliA: number, rate: number): number {
  return hoursUntilLevel(startMilliAh, 0, loadMilliA, rate);
}

export interface LevelPoint {
  hours: number;
  /** Charge left as a share of the starting charge, 0..100. */
  percent: number;
}

/** Battery level from full to `untilHours`, sampled at `samples + 1` even steps. */
export function levelCurve(startMilliAh: number, loadMilliA: number, rate: number, untilHours: number, samples = 60): LevelPoint[] {
  const points: LevelPoint[] = [];
  for (let i = 0; i <= samples; i++) {
    const hours = (untilHours * i) / samples;
    points.push({ hours, percent: (100 * chargeAfter(hours, startMilliAh, loadMilliA, rate)) / startMilliAh });
  }
  return points;
}
