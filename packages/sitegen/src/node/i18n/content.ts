/**
 * Translated content files, as Docusaurus's content plugins find them: the files are those of the
 * plugin's own folder; each is read from the locale's folder when translated there
 * (`i18n/fr/docusaurus-plugin-content-docs/current/intro.md`), else from its own. A file only in
 * the locale's folder is not a page, as in Docusaurus.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '../plugins/types';
import { pluginI18nDir } from './translations';

/** The locale's folder of a content plugin's files (`subPath`: the docs version's `current`), when the locale is translated. */
export function localizedContentDir(context: Pick<LoadContext, 'i18n' | 'localizationDir'>, pluginName: string, pluginId?: string, ...subPath: string[]): string | undefined {
  const { i18n } = context;
  if (!i18n.localeConfigs[i18n.currentLocale]?.translate) return undefined;
  return path.join(pluginI18nDir(context.localizationDir, pluginName, pluginId), ...subPath);
}

/** The file to read for `relative` (a path in `contentDir`): the locale's translation of it when there is one. */
export function localizedFile(contentDir: string, relative: string, localizedDir: string | undefined): string {
  const translated = localizedDir === undefined ? undefined : path.join(localizedDir, relative);
  return translated !== undefined && fs.existsSync(translated) ? translated : path.join(contentDir, relative);
}
