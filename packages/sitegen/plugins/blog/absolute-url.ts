/** `value` resolved against `base`; values that are not URLs (e.g. `mailto:`, already absolute) stay as they are. */
export function absoluteUrl(value: string, base: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return value;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return value;
  }
}
