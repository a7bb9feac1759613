const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-03-20" → "March 20, 2025", without time zones (same output on server and client). */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

export function yearOf(date: string): string {
  return date.slice(0, 4);
}
