/**
 * `sitegen write-translations`: the locale's translation files, as `docusaurus write-translations`
 * writes them (core/commands/writeTranslations.ts): `code.json` with the theme's ids (their
 * messages in the locale from theme-translations, else the English ones) and the ids the site's
 * own code gives `<Translate>` and `translate()`; theme-classic's `navbar.json` and `footer.json`;
 * each plugin's files (getTranslationFiles). A message already in a file is kept unless
 * `override`; ids the file has that nothing gives any more are kept, with a warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSite, pluginContent } from '../plugins/host';
import { footerTranslationFile, navbarTranslationFile, pluginI18nDir, readTranslationFile, themeDefaultMessages, translationFolderName, type TranslationFileContent } from '../i18n/translations';
import { listFiles } from '../utils/fs';

export interface WriteTranslationsOptions {
  locale?: string;
  override: boolean;
  messagePrefix: string;
  log: (line: string) => void;
}

/** The ids with literal messages the site's code gives `<Translate id="…">message</Translate>` and `translate({ id: '…', message: '…' })`. */
export function extractCodeMessages(source: string): TranslationFileContent {
  const found: TranslationFileContent = {};
  const attr = (attrs: string, name: string) => new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*['"]([^'"]*)['"]\\s*\\})`).exec(attrs)?.slice(1).find((v) => v !== undefined);
  // The message as children: text, or one string literal in braces (`{'… {count} …'}`, as a message with placeholders is written).
  for (const m of source.matchAll(/<Translate\b([^>]*)>(?:([^<{]*)|\{\s*(?:'([^']*)'|"([^"]*)"|`([^`$]*)`)\s*\})<\/Translate>/g)) {
    const attrs = m[1] ?? '';
    const message = (m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').trim();
    const id = attr(attrs, 'id') ?? message;
    if (id) found[id] = { message, ...(attr(attrs, 'description') ? { description: attr(attrs, 'description') } : {}) };
  }
  for (const m of source.matchAll(/\btranslate\(\s*\{([^}]*)\}/g)) {
    const body = m[1] ?? '';
    const field = (name: string) => new RegExp(`\\b${name}\\s*:\\s*(?:'([^']*)'|"([^"]*)")`).exec(body)?.slice(1).find((v) => v !== undefined);
    const message = field('message');
    const id = field('id') ?? message;
    if (id && message !== undefined) found[id] = { message, ...(field('description') ? { description: field('description') } : {}) };
  }
  return found;
}

/**
 * The theme's ids with their messages in the locale (else English) and descriptions (theme-translations'
 * files): theme-common's, which theme-classic's code gives, and theme-search-algolia's for a site
 * that has that theme (an Algolia config), as Docusaurus extracts them from the themes the site has.
 */
function themeCodeMessages(locale: string, searchAlgolia: boolean): TranslationFileContent {
  const names = searchAlgolia ? ['theme-common', 'theme-search-algolia'] : ['theme-common'];
  const base = themeDefaultMessages('base', names);
  const localized = themeDefaultMessages(locale, names);
  const entries: TranslationFileContent = {};
  for (const [key, message] of Object.entries(base)) {
    if (key.endsWith('___DESCRIPTION')) continue;
    entries[key] = { message: localized[key] ?? message, description: base[`${key}___DESCRIPTION`] };
  }
  return entries;
}

/** Writes one file: the new entries under the existing ones (Docusaurus's writeTranslationFileContent). */
function writeTranslationFile(file: string, content: TranslationFileContent, { override, messagePrefix, log }: WriteTranslationsOptions): void {
  const existing = readTranslationFile(file) ?? {};
  const unknown = Object.keys(existing).filter((id) => !(id in content));
  if (unknown.length > 0) log(`Warning: ${path.relative(process.cwd(), file)} has ids nothing gives any more (remove them?): ${unknown.join(', ')}`);
  const merged: TranslationFileContent = { ...existing };
  for (const [id, { message, description }] of Object.entries(content)) {
    merged[id] = { message: override ? `${messagePrefix}${message}` : (existing[id]?.message ?? `${messagePrefix}${message}`), ...(description !== undefined ? { description } : {}) };
  }
  if (Object.keys(merged).length === 0) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  log(`${Object.keys(merged).length} translations written to ${path.relative(process.cwd(), file)}`);
}

export async function writeTranslations(siteDir: string, options: WriteTranslationsOptions): Promise<void> {
  const site = await loadSite(siteDir, { dev: false, locale: options.locale });
  const dir = site.context.localizationDir;
  const siteCode: TranslationFileContent = {};
  for (const relative of listFiles(path.join(siteDir, 'src'), /\.[jt]sx?$/)) Object.assign(siteCode, extractCodeMessages(fs.readFileSync(path.join(siteDir, 'src', relative), 'utf8')));
  // The untranslated config's strings: the ids are what the config says.
  const { config } = await import('../config/load').then((m) => m.loadConfig(siteDir, () => undefined));
  // The site's ids first, then the theme's, as Docusaurus lists them (site code, then theme code).
  writeTranslationFile(path.join(dir, 'code.json'), Object.assign({}, siteCode, themeCodeMessages(site.i18n.currentLocale, config.themeConfig.algolia !== undefined), siteCode), options);
  const themeDir = pluginI18nDir(dir, 'docusaurus-theme-classic');
  writeTranslationFile(path.join(themeDir, 'navbar.json'), navbarTranslationFile(config.themeConfig.navbar), options);
  if (config.themeConfig.footer) writeTranslationFile(path.join(themeDir, 'footer.json'), footerTranslationFile(config.themeConfig.footer), options);
  for (const plugin of site.plugins) {
    const files = (await plugin.getTranslationFiles?.({ content: pluginContent(site, plugin) })) ?? [];
    for (const file of files) writeTranslationFile(path.join(pluginI18nDir(dir, translationFolderName(plugin.name), site.pluginIds?.get(plugin)), `${file.path}.json`), file.content, options);
  }
}
