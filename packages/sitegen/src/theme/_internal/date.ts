const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-03-20" → "March 20, 2025", without time zones (same output on server and client). */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

/** A time (ms) as Docusaurus's "Last updated" shows it: "May 1, 2024", in UTC (the same on server and client). */
export function formatShortDate(time: number): string {
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]?.slice(0, 3) ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function yearOf(date: string): string {
  return date.slice(0, 4);
}
