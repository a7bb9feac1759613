import type { ReactNode } from 'react';
import { selectPluralForm, type LocaleMessages } from '../../shared/i18n';
import { interpolate, type InterpolateValues } from './Interpolate';

/** The build's locale's strings by id (code.json over the theme's), set once as the app starts. */
let codeTranslations: Record<string, string> = {};
/** The build's locale and its calendar: one per build, so a module value, as the strings are. */
let currentLocale: { locale: string; calendar?: string } = { locale: 'en' };

export function setCodeTranslations(messages: Record<string, string>, locale?: { locale: string; calendar?: string }): void {
  codeTranslations = messages;
  if (locale) currentLocale = locale;
}

/** One form of a plural message (`'One post|{count} posts'`) by the build's locale's plural rules. */
export function selectPluralMessage(count: number, messages: string): string {
  return selectPluralForm(currentLocale.locale, count, messages);
}

/** The build's strings with its locale, for the shared helpers that write titles (src/shared/blog.ts). */
export function localeMessages(): LocaleMessages {
  return { locale: currentLocale.locale, messages: codeTranslations };
}

/**
 * A date in the build's locale, as theme-common's useDateTimeFormat gives it (in UTC); undefined
 * for English, whose dates the theme writes itself (the same on every engine, where Intl's
 * output may differ between Node's ICU and a browser's, which would break hydration).
 */
export function localeDate(time: number | Date, options: Intl.DateTimeFormatOptions): string | undefined {
  if (currentLocale.locale === 'en') return undefined;
  return new Intl.DateTimeFormat(currentLocale.locale, { calendar: currentLocale.calendar, timeZone: 'UTC', ...options }).format(time);
}

/**
 * Docusaurus's translation API: the locale's message of `id` (the default text, `children` or
 * `message`, when it has none or no id is given; an id alone names its message), with `{name}`
 * placeholders filled in. A plain function, as in Docusaurus: usable outside components.
 */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(messageOf(id, message), values));
}

function messageOf(id: string | undefined, fallback: string | undefined): string {
  // As Docusaurus's: looked up by the id, or by the message without one.
  const key = id ?? fallback;
  const found = (key !== undefined ? codeTranslations[key] : undefined) ?? fallback ?? id;
  if (found === undefined) throw new Error('<Translate> and translate() need a message or an id');
  return found;
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: InterpolateValues }): ReactNode {
  return interpolate(messageOf(id, children), values);
}
