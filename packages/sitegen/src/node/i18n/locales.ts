/**
 * The locales of a translated site, as Docusaurus's loadI18n (core/server/i18n.ts) completes them:
 * each locale's label, direction, `<html lang>`, calendar, folder, origin and base URL, with the
 * defaults Docusaurus infers from the locale name; and the order `build` makes them in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { I18nConfig, LocaleConfig, SiteI18n } from '../../shared/types';
import { workDir } from '../utils/paths';

/** The language's own name for itself, capitalised as it writes it (`fr` → `Français`); the name when Intl has none. */
function defaultLabel(locale: string): string {
  const displayName = (tag: string): string | undefined => {
    try {
      return new Intl.DisplayNames(tag, { type: 'language', fallback: 'code' }).of(tag);
    } catch {
      return undefined;
    }
  };
  const parts = locale.split('-');
  const name = displayName(locale) ?? displayName(`${parts[0]}-${parts[1]}`) ?? displayName(parts[0] ?? locale);
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
}

/** Intl's text direction and first calendar of a locale (Node 20 has the older `textInfo` and `calendars` getters). */
function intlDefaults(locale: string): { direction: 'ltr' | 'rtl'; calendar: string } {
  const intl = new Intl.Locale(locale) as Intl.Locale & { getTextInfo?(): { direction?: string }; textInfo?: { direction?: string }; getCalendars?(): string[]; calendars?: string[] };
  const direction = (intl.getTextInfo?.() ?? intl.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  const calendars = intl.getCalendars?.() ?? intl.calendars;
  return { direction, calendar: intl.calendar ?? calendars?.[0] ?? 'gregory' };
}

/** `/base/` and `fr` → `/base/fr/`. */
function joinBaseUrl(...parts: string[]): string {
  return `/${parts.join('/')}/`.replace(/\/{2,}/g, '/');
}

/**
 * A locale's full config: what the site config gives, over Docusaurus's defaults. The folder
 * (`path`) is the locale name, not `htmlLang`; a locale other than the default is served at
 * `<baseUrl><locale>/` (the name again, as Docusaurus's getInferredBaseUrl has it), unless
 * `automaticBaseUrlLocalizationDisabled` (a build of one locale asked for, `build --locale fr`:
 * every locale at the site's base URL, for a site deployed to a domain per locale).
 */
export function localeConfigOf(siteDir: string, site: { url: string; baseUrl: string; i18n: I18nConfig }, locale: string, file: string, automaticBaseUrlLocalizationDisabled = false): LocaleConfig {
  const given = site.i18n.localeConfigs[locale] ?? {};
  const htmlLang = given.htmlLang ?? locale;
  let inferred: { direction: 'ltr' | 'rtl'; calendar: string };
  try {
    inferred = intlDefaults(htmlLang);
  } catch {
    throw new Error(`${file}: \`i18n.localeConfigs.${locale}\`: cannot infer a locale config for "${locale}": it must be a BCP 47 locale name (en, fr, fr-FR…), or have a BCP 47 \`htmlLang\``);
  }
  const folder = given.path ?? locale;
  return {
    label: given.label ?? defaultLabel(htmlLang),
    direction: given.direction ?? inferred.direction,
    htmlLang,
    calendar: given.calendar ?? inferred.calendar,
    path: folder,
    translate: given.translate ?? fs.existsSync(path.resolve(siteDir, site.i18n.path, folder)),
    url: (given.url ?? site.url).replace(/\/+$/, ''),
    baseUrl: given.baseUrl !== undefined ? joinBaseUrl(given.baseUrl) : joinBaseUrl(site.baseUrl, locale === site.i18n.defaultLocale || automaticBaseUrlLocalizationDisabled ? '' : locale),
  };
}

/**
 * The locales of the site with `currentLocale` being built, every one's config completed. A
 * locale the config does not list is built too, after a warning, as Docusaurus does.
 */
export function loadI18n(siteDir: string, site: { url: string; baseUrl: string; i18n: I18nConfig }, currentLocale: string, file: string, warn: (message: string) => void, automaticBaseUrlLocalizationDisabled = false): SiteI18n {
  const { defaultLocale, path: i18nPath } = site.i18n;
  let { locales } = site.i18n;
  if (!locales.includes(currentLocale)) {
    warn(`${file}: the locale "${currentLocale}" is not in \`i18n.locales\` (${locales.join(', ')}); building it anyway`);
    locales = [...locales, currentLocale];
  }
  const localeConfigs = Object.fromEntries(locales.map((locale) => [locale, localeConfigOf(siteDir, site, locale, file, automaticBaseUrlLocalizationDisabled)]));
  return { defaultLocale, locales, path: i18nPath, currentLocale, localeConfigs };
}

/** The folder of the locale's translation files (`i18n/fr`). */
export function localizationDir(siteDir: string, i18n: SiteI18n): string {
  return path.resolve(siteDir, i18n.path, i18n.localeConfigs[i18n.currentLocale]!.path);
}

/** The locales `build` makes, the default first: its output is the root the others' folders go in (Docusaurus's orderLocales). */
export function orderLocales(locales: string[], defaultLocale: string): string[] {
  return locales.includes(defaultLocale) ? [defaultLocale, ...locales.filter((l) => l !== defaultLocale)] : locales;
}

/**
 * The locale's output folder inside the build folder: its base URL below the site's
 * (`/base/fr/` → `fr`), as Docusaurus's loadContext places it.
 */
export function localeOutSubdir(siteBaseUrl: string, localeBaseUrl: string): string {
  return (localeBaseUrl.startsWith(siteBaseUrl) ? localeBaseUrl.slice(siteBaseUrl.length) : localeBaseUrl).replace(/^\/+|\/+$/g, '');
}

/**
 * A locale's work folder: the default locale's is the site's `.sitegen`, so a site with one locale
 * keeps its caches where they were; each other locale has its own below it (its generated
 * modules, bundles and caches differ by its base URL and strings).
 */
export function localeWorkDir(siteDir: string, i18n: Pick<SiteI18n, 'currentLocale' | 'defaultLocale'>): string {
  return i18n.currentLocale === i18n.defaultLocale ? workDir(siteDir) : path.join(workDir(siteDir), 'locales', i18n.currentLocale);
}

/** `<html lang>` and `dir`, from the locale's config (its addresses in the other locales are theme-classic's SiteMetadata's). */
export function pageLocale({ i18n }: { i18n: SiteI18n }): { lang: string; dir: 'ltr' | 'rtl' } {
  const current = i18n.localeConfigs[i18n.currentLocale]!;
  return { lang: current.htmlLang, dir: current.direction };
}
