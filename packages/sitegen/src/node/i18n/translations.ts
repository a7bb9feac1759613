/**
 * Translation files as Docusaurus reads them (core/server/translations): `{ id: { message,
 * description? } }` JSON under the locale's folder: `code.json` for the strings of `<Translate>`
 * and `translate()`, a plugin's files in `<plugin name>/` (theme-classic's `navbar.json` and
 * `footer.json`, the docs' `current.json`, the blog's `options.json`). The theme's own strings
 * come from @docusaurus/theme-translations, under the site's.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { NavbarItem, ThemeConfig } from '../../shared/types';

type NavbarConfig = ThemeConfig['navbar'];
type FooterConfig = ThemeConfig['footer'];

export interface TranslationMessage {
  message: string;
  description?: string;
}

export type TranslationFileContent = Record<string, TranslationMessage>;

/**
 * A translation file's messages; undefined when there is none. Invalid JSON, or an entry that is
 * not `{ message: string, description?: string }`, stops the build naming the file and the id.
 */
export function readTranslationFile(file: string): TranslationFileContent | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const shown = path.relative(process.cwd(), file) || file;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${shown}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${shown}: must be an object of translations, { "<id>": { "message": "…" } }`);
  for (const [id, entry] of Object.entries(parsed)) {
    const { message, description, ...rest } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const bad = typeof message !== 'string' ? 'must have a string `message`' : description !== undefined && typeof description !== 'string' ? '`description` must be a string' : Object.keys(rest).length > 0 ? `has an unknown key ${Object.keys(rest).map((k) => JSON.stringify(k)).join(', ')} (an entry takes message and description)` : undefined;
    if (bad) throw new Error(`${shown}: the translation ${JSON.stringify(id)} ${bad}`);
  }
  return parsed as TranslationFileContent;
}

/** A plugin's translation folder (`i18n/fr/docusaurus-plugin-content-docs`; `-<id>` for another instance), Docusaurus's getPluginI18nPath. */
export function pluginI18nDir(localizationDir: string, pluginName: string, pluginId = 'default'): string {
  return path.join(localizationDir, pluginId === 'default' ? pluginName : `${pluginName}-${pluginId}`);
}

/** The folder name of a plugin's translations: a built-in's is that of Docusaurus's plugin of that work. */
export function translationFolderName(pluginName: string): string {
  return ({ docs: 'docusaurus-plugin-content-docs', blog: 'docusaurus-plugin-content-blog', pages: 'docusaurus-plugin-content-pages' } as Record<string, string>)[pluginName] ?? pluginName;
}

/** The message of `id`, or `fallback`. */
export function messageOf(content: TranslationFileContent | undefined, id: string, fallback: string): string;
export function messageOf(content: TranslationFileContent | undefined, id: string, fallback: string | undefined): string | undefined;
export function messageOf(content: TranslationFileContent | undefined, id: string, fallback: string | undefined): string | undefined {
  return content?.[id]?.message ?? fallback;
}

const requireHere = createRequire(import.meta.url);

/**
 * Docusaurus's codeTranslationLocalesToTry: the locale, then its likeliest region and script
 * (`pt` → `pt-BR`, `zh-CN` → `zh-Hans`), then its language.
 */
function localesToTry(locale: string): string[] {
  try {
    const max = new Intl.Locale(locale).maximize();
    return [locale, `${max.language}-${max.region}`, `${max.language}-${max.script}`, max.language];
  } catch {
    return [locale];
  }
}

/** The theme's strings in a locale, as @docusaurus/theme-translations ships them (`theme-common`, `theme-search-algolia`). */
export function themeDefaultMessages(locale: string, names: string[]): Record<string, string> {
  const dir = path.join(path.dirname(requireHere.resolve('@docusaurus/theme-translations/package.json')), 'locales');
  const messages: Record<string, string> = {};
  for (const name of names) {
    const file = localesToTry(locale).map((l) => path.join(dir, l, `${name}.json`)).find((f) => fs.existsSync(f));
    if (file) Object.assign(messages, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
  }
  return messages;
}

/**
 * The strings `<Translate>` and `translate()` show in this locale: the theme's from
 * theme-translations (for every locale, translated or not, as Docusaurus does), then the other
 * plugins' and themes' defaults (`pluginDefaults`: their getDefaultCodeTranslationMessages, which
 * Docusaurus merges after preset-classic's theme's, so a search theme's own "搜索文档" wins), then
 * the site's `code.json`, which wins over all.
 */
export function codeTranslations(localizationDir: string, locale: string, translate: boolean, pluginDefaults: Record<string, string> = {}): Record<string, string> {
  const site = translate ? readTranslationFile(path.join(localizationDir, 'code.json')) : undefined;
  const own = Object.fromEntries(Object.entries(site ?? {}).map(([id, { message }]) => [id, message]));
  return { ...themeDefaultMessages(locale, ['theme-common', 'theme-search-algolia']), ...pluginDefaults, ...own };
}

/* theme-classic's translations.ts: the navbar's and footer's strings, keyed by what they say in the config. */

function flattenNavbarItems(items: NavbarItem[]): NavbarItem[] {
  return items.flatMap((item) => [item, ...flattenNavbarItems(item.items ?? [])]);
}

export function navbarTranslationFile(navbar: NavbarConfig): TranslationFileContent {
  const entries: Array<[string, TranslationMessage]> = [];
  if (navbar.title) entries.push(['title', { message: navbar.title, description: 'The title in the navbar' }]);
  if (navbar.logo?.alt) entries.push(['logo.alt', { message: navbar.logo.alt, description: 'The alt text of navbar logo' }]);
  for (const item of flattenNavbarItems(navbar.items)) if (item.label) entries.push([`item.label.${item.label}`, { message: item.label, description: `Navbar item with label ${item.label}` }]);
  return Object.fromEntries(entries);
}

function translateNavbar(navbar: NavbarConfig, t: TranslationFileContent | undefined): NavbarConfig {
  if (!t) return navbar;
  const label = (item: NavbarItem): NavbarItem => (item.label === undefined ? item : { ...item, label: messageOf(t, `item.label.${item.label}`, item.label) });
  return {
    ...navbar,
    title: navbar.title ? messageOf(t, 'title', navbar.title) : navbar.title,
    logo: navbar.logo ? { ...navbar.logo, alt: messageOf(t, 'logo.alt', navbar.logo.alt) } : navbar.logo,
    items: navbar.items.map((item) => ({ ...label(item), ...(item.items ? { items: item.items.map(label) } : {}) })),
  };
}

type FooterLink = { label?: string; to?: string; href?: string };
type FooterColumn = { title?: string; items: FooterLink[] };
const isColumns = (links: unknown[]): links is FooterColumn[] => links.length > 0 && typeof links[0] === 'object' && links[0] !== null && 'title' in links[0];

export function footerTranslationFile(footer: FooterConfig): TranslationFileContent {
  const links = footer.links as unknown[];
  const entries: Array<[string, TranslationMessage]> = [];
  if (isColumns(links)) for (const column of links) if (column.title) entries.push([`link.title.${column.title}`, { message: column.title, description: `The title of the footer links column with title=${column.title} in the footer` }]);
  const items = isColumns(links) ? links.flatMap((c) => c.items) : (links as FooterLink[]);
  for (const link of items) if (link.label) entries.push([`link.item.label.${link.label}`, { message: link.label, description: `The label of footer link with label=${link.label} linking to ${link.to ?? link.href}` }]);
  if (footer.copyright) entries.push(['copyright', { message: footer.copyright, description: 'The footer copyright' }]);
  if (footer.logo?.alt) entries.push(['logo.alt', { message: footer.logo.alt, description: 'The alt text of footer logo' }]);
  return Object.fromEntries(entries);
}

function translateFooter(footer: FooterConfig, t: TranslationFileContent | undefined): FooterConfig {
  if (!t) return footer;
  const label = (link: FooterLink): FooterLink => (link.label === undefined ? link : { ...link, label: messageOf(t, `link.item.label.${link.label}`, link.label) });
  const links = footer.links as unknown[];
  const translated = isColumns(links) ? links.map((c) => ({ ...c, title: c.title === undefined ? undefined : messageOf(t, `link.title.${c.title}`, c.title), items: c.items.map(label) })) : (links as FooterLink[]).map(label);
  return {
    ...footer,
    links: translated as FooterConfig['links'],
    copyright: messageOf(t, 'copyright', footer.copyright),
    logo: footer.logo ? { ...footer.logo, alt: messageOf(t, 'logo.alt', footer.logo.alt) } : footer.logo,
  };
}

/** The theme config with the navbar and footer in the locale (theme-classic's translateThemeConfig). */
export function translateThemeConfig(themeConfig: ThemeConfig, localizationDir: string): ThemeConfig {
  const dir = pluginI18nDir(localizationDir, 'docusaurus-theme-classic');
  const navbar = translateNavbar(themeConfig.navbar, readTranslationFile(path.join(dir, 'navbar.json')));
  const footer = themeConfig.footer ? translateFooter(themeConfig.footer, readTranslationFile(path.join(dir, 'footer.json'))) : themeConfig.footer;
  return { ...themeConfig, navbar, footer };
}
