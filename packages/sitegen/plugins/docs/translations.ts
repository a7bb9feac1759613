/**
 * The docs' strings to translate, as plugin-content-docs's translations.ts gives them: per
 * version (`current.json`, `version-<name>.json`) its label and its sidebars' category and
 * external link labels (`sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>`), and the
 * title and description its link gives a generated index (`…category.<label>.link.generated-index.title`).
 */
import type { SidebarItem } from '../../src/shared/types';
import type { TranslationFile } from '../../src/node/plugins/types';
import type { TranslationFileContent } from '../../src/node/i18n/translations';
import type { DocsContent, LoadedVersion } from './index';

function versionFileName(version: LoadedVersion): string {
  return version.versionName === 'current' ? 'current' : `version-${version.versionName}`;
}

function sidebarEntries(items: SidebarItem[], sidebar: string, entries: TranslationFileContent): void {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'category') {
      // An item's key (`key`, front matter `sidebar_key`) in place of its label, as Docusaurus's.
      entries[`sidebar.${sidebar}.category.${item.key ?? item.label}`] = { message: item.label, description: `The label for category '${item.label}' in sidebar '${sidebar}'` };
      // A generated index's own title and description, when its link gives them.
      const { title, description } = item.generatedIndex ?? {};
      if (title) entries[`sidebar.${sidebar}.category.${item.key ?? item.label}.link.generated-index.title`] = { message: title, description: `The generated-index page title for category '${item.label}' in sidebar '${sidebar}'` };
      if (description) entries[`sidebar.${sidebar}.category.${item.key ?? item.label}.link.generated-index.description`] = { message: description, description: `The generated-index page description for category '${item.label}' in sidebar '${sidebar}'` };
      sidebarEntries(item.items, sidebar, entries);
    } else if (item.docId === undefined) {
      entries[`sidebar.${sidebar}.link.${item.key ?? item.label}`] = { message: item.label, description: `The label for link '${item.label}' in sidebar '${sidebar}', linking to '${item.href}'` };
    }
  }
}

export function docsTranslationFiles(content: DocsContent): TranslationFile[] {
  return content.versions.map((version) => {
    const entries: TranslationFileContent = { 'version.label': { message: version.label, description: `The label for version ${version.versionName}` } };
    for (const [name, items] of Object.entries(version.sidebars)) sidebarEntries(items, name, entries);
    return { path: versionFileName(version), content: entries };
  });
}

function translateSidebar(items: SidebarItem[], sidebar: string, t: TranslationFileContent): SidebarItem[] {
  return items.map((item) => {
    if (item.type === 'html') return item;
    if (item.type === 'category') {
      const key = `sidebar.${sidebar}.category.${item.key ?? item.label}`;
      const generatedIndex = item.generatedIndex && { ...item.generatedIndex, title: t[`${key}.link.generated-index.title`]?.message ?? item.generatedIndex.title, description: t[`${key}.link.generated-index.description`]?.message ?? item.generatedIndex.description };
      return { ...item, label: t[key]?.message ?? item.label, ...(generatedIndex ? { generatedIndex } : {}), items: translateSidebar(item.items, sidebar, t) };
    }
    if (item.docId === undefined) return { ...item, label: t[`sidebar.${sidebar}.link.${item.key ?? item.label}`]?.message ?? item.label };
    return item;
  });
}

export function translateDocsContent(content: DocsContent, files: TranslationFile[]): DocsContent {
  const versions = content.versions.map((version) => {
    const t = files.find((f) => f.path === versionFileName(version))?.content ?? {};
    const sidebars = Object.fromEntries(Object.entries(version.sidebars).map(([name, items]) => [name, translateSidebar(items, name, t)]));
    return { ...version, label: t['version.label']?.message ?? version.label, sidebars };
  });
  // The last version's (at the docs root) are the content's own too.
  const last = versions.find((v) => v.isLast) ?? versions[0];
  return { ...content, versions, sidebars: last?.sidebars ?? content.sidebars };
}
