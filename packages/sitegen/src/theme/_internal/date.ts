import { localeDate } from '@docusaurus/Translate';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-03-20" → "March 20, 2025", without time zones (same output on server and client). */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  const translated = localeDate(Date.UTC(year, month - 1, day), { day: 'numeric', month: 'long', year: 'numeric' });
  if (translated !== undefined) return translated;
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

/** A time (ms) as Docusaurus's "Last updated" shows it: "May 1, 2024", in UTC (the same on server and client). */
/** "2025-03-20" → "March 20", as the blog archive lists a year's posts. */
export function formatMonthDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return localeDate(Date.UTC(year, month - 1, day), { day: 'numeric', month: 'long' }) ?? `${MONTHS[month - 1] ?? ''} ${day}`;
}

export function formatShortDate(time: number): string {
  const translated = localeDate(time, { day: 'numeric', month: 'short', year: 'numeric' });
  if (translated !== undefined) return translated;
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]?.slice(0, 3) ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function yearOf(date: string): string {
  return date.slice(0, 4);
}
