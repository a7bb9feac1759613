import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/node/plugins/host';

/** A Docusaurus site with Markdown pages, one translated into French. */
function site(pagesOptions: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-edit-'));
  const put = (file: string, text: string) => (fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true }), fs.writeFileSync(path.join(dir, file), text));
  put('src/pages/about.md', '# About\n\nThe kit.\n');
  put('src/pages/help/faq.md', '# FAQ\n');
  put('i18n/fr/docusaurus-plugin-content-pages/about.md', '# À propos\n');
  put(
    'docusaurus.config.js',
    `module.exports = { title: 'P', url: 'https://p.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: false, blog: false, pages: ${pagesOptions} }]] };\n`,
  );
  return dir;
}

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function editUrls(pagesOptions: string, locale = 'en'): Promise<Record<string, string | undefined>> {
  const dir = site(pagesOptions);
  made.push(dir);
  const loaded = await loadSite(dir, { dev: false, locale });
  const pages = Object.entries(loaded.contents).find(([key]) => key.startsWith('pages'))?.[1] as Array<{ permalink: string; editUrl?: string }>;
  return Object.fromEntries(pages.map((page) => [page.permalink, page.editUrl]));
}

describe("Markdown pages' edit links (plugin-content-pages' editUrl and editLocalizedFiles)", () => {
  it('add the pages folder and the page to a URL', async () => {
    expect(await editUrls("{ editUrl: 'https://git.example/edit/main/' }")).toEqual({ '/about': 'https://git.example/edit/main/src/pages/about.md', '/help/faq': 'https://git.example/edit/main/src/pages/help/faq.md' });
  });

  it("edit a translated page's original, or with editLocalizedFiles its translation", async () => {
    expect((await editUrls("{ editUrl: 'https://git.example/edit/main/' }", 'fr'))['/fr/about']).toBe('https://git.example/edit/main/src/pages/about.md');
    const localized = await editUrls("{ editUrl: 'https://git.example/edit/main/', editLocalizedFiles: true }", 'fr');
    expect(localized['/fr/about']).toBe('https://git.example/edit/main/i18n/fr/docusaurus-plugin-content-pages/about.md');
    // A page without a translation edits the original.
    expect(localized['/fr/help/faq']).toBe('https://git.example/edit/main/src/pages/help/faq.md');
  });

  it('take the answer of an editUrl function, given the page and the locale', async () => {
    const urls = await editUrls('{ editUrl: ({ pagesDirPath, pagesPath, permalink, locale }) => `https://cms.example/${locale}/${pagesDirPath}/${pagesPath}?at=${permalink}` }', 'fr');
    expect(urls['/fr/about']).toBe('https://cms.example/fr/i18n/fr/docusaurus-plugin-content-pages/about.md?at=/fr/about');
  });

  it('reject a value that is neither a URL nor a function, naming the key', async () => {
    await expect(editUrls('{ editUrl: 42 }')).rejects.toThrow(/pages\.editUrl/);
  });
});
