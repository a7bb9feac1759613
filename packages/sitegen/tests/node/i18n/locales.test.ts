import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/schema';
import { loadI18n, localeOutSubdir, orderLocales } from '../../../src/node/i18n/locales';
import { codeTranslations, readTranslationFile } from '../../../src/node/i18n/translations';

const siteDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-'));

describe('locales as Docusaurus completes them', () => {
  it('infers labels, direction and base URLs; a locale folder turns translation on', () => {
    const dir = siteDir();
    fs.mkdirSync(path.join(dir, 'i18n', 'fr'), { recursive: true });
    const config = resolveConfig({ title: 'T', url: 'https://t.example', baseUrl: '/base/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'he'], localeConfigs: { he: { label: 'Hebrew here' } } } }, 'site.config.ts');
    const i18n = loadI18n(dir, config, 'fr', 'site.config.ts', () => undefined);
    expect(i18n.localeConfigs.fr).toMatchObject({ label: 'Français', direction: 'ltr', htmlLang: 'fr', path: 'fr', translate: true, baseUrl: '/base/fr/', url: 'https://t.example' });
    expect(i18n.localeConfigs.he).toMatchObject({ label: 'Hebrew here', direction: 'rtl', translate: false, baseUrl: '/base/he/' });
    expect(i18n.localeConfigs.en!.baseUrl).toBe('/base/');
    expect(localeOutSubdir('/base/', '/base/fr/')).toBe('fr');
    expect(orderLocales(['fr', 'en'], 'en')).toEqual(['en', 'fr']);
  });

  it('stops at an unknown key of a locale config, naming it', () => {
    expect(() => resolveConfig({ title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { lable: 'English' } } } }, 'site.config.ts')).toThrow(/i18n\.localeConfigs\.en[\s\S]*"lable"/);
  });
});

describe('translation files', () => {
  it('names the file of invalid JSON and the id of a bad entry', () => {
    const dir = siteDir();
    fs.writeFileSync(path.join(dir, 'code.json'), '{ "a": { "message": "x" }, }');
    expect(() => readTranslationFile(path.join(dir, 'code.json'))).toThrow(/code\.json: not valid JSON/);
    fs.writeFileSync(path.join(dir, 'code.json'), '{ "home.title": { "mesage": "x" } }');
    expect(() => readTranslationFile(path.join(dir, 'code.json'))).toThrow(/code\.json: the translation "home\.title" must have a string `message`/);
  });

  it('gives the theme\'s strings in the locale from theme-translations, under the site\'s code.json', () => {
    const dir = siteDir();
    fs.writeFileSync(path.join(dir, 'code.json'), JSON.stringify({ 'theme.docs.paginator.next': { message: 'Suivante !' } }));
    const messages = codeTranslations(dir, 'fr', true);
    expect(messages['theme.docs.paginator.next']).toBe('Suivante !');
    expect(messages['theme.docs.paginator.previous']).toBe('Précédent');
    expect(codeTranslations(dir, 'ar', false)['theme.docs.paginator.next']).toBe('التالي');
  });

  it("puts a plugin's default messages (getDefaultCodeTranslationMessages) over the theme's, as Docusaurus merges them after preset-classic's theme, and the site's code.json over both", () => {
    const dir = siteDir();
    // @easyops-cn/docusaurus-search-local's own zh title of its search page (certimate-go/docs).
    const searchLocal = { 'theme.SearchPage.emptyResultsTitle': '搜索文档', 'theme.docs.paginator.next': 'Plugin next' };
    expect(codeTranslations(dir, 'zh-Hans', false, searchLocal)['theme.SearchPage.emptyResultsTitle']).toBe('搜索文档');
    fs.writeFileSync(path.join(dir, 'code.json'), JSON.stringify({ 'theme.docs.paginator.next': { message: 'Site next' } }));
    expect(codeTranslations(dir, 'zh-Hans', true, searchLocal)['theme.docs.paginator.next']).toBe('Site next');
  });
});
