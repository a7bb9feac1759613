/** Text for durations and currents. Never yields NaN or Infinity: a non-finite input reads "—". */
import { MAX_HOURS } from './battery';

export type CurrentUnit = 'uA' | 'mA';

const MINUTES: Array<[number, string]> = [
  [525600, 'year'],
  [43200, 'month'],
  [10080, 'week'],
  [1440, 'day'],
  [60, 'hour'],
  [1, 'minute'],
];

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The two largest non-zero units, each floored ("3 months 1 week"); "more than 10 years" at the cap. */
export function formatDuration(hours: number): string {
  if (!Number.isFinite(hours) || hours < 0) return '—';
  if (hours >= MAX_HOURS) return 'more than 10 years';
  let minutes = Math.round(hours * 60);
  const parts: string[] = [];
  for (const [size, unit] of MINUTES) {
    if (parts.length === 2) break;
    const count = Math.floor(minutes / size);
    if (count > 0) {
      parts.push(plural(count, unit));
      minutes -= count * size;
    } else if (parts.length > 0) break;
  }
  return parts.length ? parts.join(' ') : '0 minutes';
}

/** A number with about three significant digits, grouped ("1,234", "56.7", "0.82"). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** The same span in hours, days and weeks, e.g. `{ hours: "2,606", days: "109", weeks: "15.5" }`. */
export function durationInUnits(hours: number): { hours: string; days: string; weeks: string } {
  return { hours: formatNumber(hours), days: formatNumber(hours / 24), weeks: formatNumber(hours / 168) };
}

export function formatCurrent(microA: number, unit: CurrentUnit): string {
  if (!Number.isFinite(microA)) return '—';
  return unit === 'mA' ? `${formatNumber(microA / 1000)} mA` : `${formatNumber(microA)} µA`;
}

export function formatPercent(share: number): string {
  if (!Number.isFinite(share)) return '—';
  const value = share * 100;
  return `${value > 0 && value < 1 ? '<1' : Math.round(value)} %`;
}
