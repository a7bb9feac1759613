/**
 * Versioned docs as Docusaurus reads them: versions.json and its checks, the version options
 * (`lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion`, `disableVersioning`, `versions`)
 * with Docusaurus's defaults for labels, paths, banners, badges and edit URLs; `docs:version`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultVersionBanner, readVersionNames, readVersionsFile, readVersionsMetadata, validateVersionName, validateVersionsOptions, type VersionsOptions } from '../../plugins/docs/versions';
import { checkVersionNavbarItems } from '../../plugins/docs/index';
import { docsVersion } from '../../src/node/commands/docs-version';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site folder with these files (path → text). */
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const options = (extra: Partial<VersionsOptions> = {}): VersionsOptions => ({ path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.js', includeCurrentVersion: true, disableVersioning: false, versions: {}, editCurrentVersion: false, ...extra });

const versioned = () => site({ 'versions.json': '["2.0", "1.0"]', 'docs/a.md': '# A', 'versioned_docs/version-2.0/a.md': '# A', 'versioned_docs/version-1.0/a.md': '# A', 'sidebars.js': 'module.exports = {};' });

describe('version names', () => {
  it('refuses what cannot be a folder and a URL part, as Docusaurus does', () => {
    expect(() => validateVersionName('1.0.0')).not.toThrow();
    expect(() => validateVersionName('a/b')).toThrow('Invalid version name "a/b": version name should not include slash (/) or backslash (\\).');
    expect(() => validateVersionName('  ')).toThrow('must contain at least one non-whitespace character');
    expect(() => validateVersionName('..')).toThrow('should not be "." or ".."');
    expect(() => validateVersionName('x'.repeat(33))).toThrow('cannot be longer than 32 characters');
    expect(() => validateVersionName('v1?')).toThrow('should be a valid file path');
    expect(() => validateVersionName(2)).toThrow('Versions should be strings. Found type "number" for version 2.');
  });

  it('reads versions.json, naming the file and the entry when it is wrong', () => {
    expect(readVersionsFile(site({}))).toBeNull();
    expect(readVersionsFile(site({ 'versions.json': '["2.0","1.0"]' }))).toEqual(['2.0', '1.0']);
    expect(() => readVersionsFile(site({ 'versions.json': '{"latest": "2.0"}' }))).toThrow('versions.json should contain an array of version names, newest first, like ["2.0", "1.0"]. Found: {"latest":"2.0"}');
    expect(() => readVersionsFile(site({ 'versions.json': '["2.0",' }))).toThrow(/^versions\.json is not valid JSON \(/);
    expect(() => readVersionsFile(site({ 'versions.json': '["2.0", 1]' }))).toThrow('versions.json, entry 1: Versions should be strings. Found type "number" for version 1.');
    expect(() => readVersionsFile(site({ 'versions.json': '["2.0", "2.0"]' }))).toThrow('versions.json lists the version "2.0" twice.');
    // Another docs instance has its own file.
    expect(readVersionsFile(site({ 'community_versions.json': '["1.0"]' }), 'community')).toEqual(['1.0']);
  });

  it('puts the current version first unless left out, and needs one version at least', () => {
    const dir = versioned();
    expect(readVersionNames(dir, options())).toEqual(['current', '2.0', '1.0']);
    expect(readVersionNames(dir, options({ includeCurrentVersion: false }))).toEqual(['2.0', '1.0']);
    expect(readVersionNames(dir, options({ disableVersioning: true }))).toEqual(['current']);
    expect(() => readVersionNames(dir, options({ disableVersioning: true, includeCurrentVersion: false }))).toThrow('It is not possible to use docs without any version.');
    expect(() => readVersionNames(site({ 'docs/a.md': '' }), options({ disableVersioning: true }))).toThrow('"disableVersioning: true" option on a non-versioned site');
  });
});

describe('version options', () => {
  const available = ['current', '2.0', '1.0'];
  it('refuses versions the site does not have, naming those it has', () => {
    expect(() => validateVersionsOptions(available, { lastVersion: '3.0', versions: {} })).toThrow('Docs option lastVersion: 3.0 is invalid. Available version names are: current, 2.0, 1.0');
    expect(() => validateVersionsOptions(available, { versions: { '0.9': {} } })).toThrow('Invalid docs option "versions": unknown versions (0.9) found. Available version names are: current, 2.0, 1.0');
    expect(() => validateVersionsOptions(available, { versions: {}, onlyIncludeVersions: ['2.0', '0.9'] })).toThrow('Invalid docs option "onlyIncludeVersions": unknown versions (0.9) found.');
    expect(() => validateVersionsOptions(available, { versions: {}, onlyIncludeVersions: [] })).toThrow('an empty array is not allowed');
    expect(() => validateVersionsOptions(available, { versions: {}, onlyIncludeVersions: ['current'], lastVersion: '2.0' })).toThrow('"lastVersion" must be present in the provided "onlyIncludeVersions" array');
  });

  it('gives unreleased banners above the last version and unmaintained ones below it', () => {
    expect(defaultVersionBanner('current', available, '2.0')).toBe('unreleased');
    expect(defaultVersionBanner('2.0', available, '2.0')).toBeNull();
    expect(defaultVersionBanner('1.0', available, '2.0')).toBe('unmaintained');
  });

  it("gives each version Docusaurus's label, path, banner, badge, class and edit URL", () => {
    const dir = versioned();
    const versions = readVersionsMetadata(dir, '/', options({ editUrl: 'https://git.example/repo/edit/main/site/' }));
    expect(versions.map(({ versionName, label, path: route, banner, badge, noIndex, className, isLast, editUrl }) => ({ versionName, label, route, banner, badge, noIndex, className, isLast, editUrl }))).toEqual([
      { versionName: 'current', label: 'Next', route: '/docs/next', banner: 'unreleased', badge: true, noIndex: false, className: 'docs-version-current', isLast: false, editUrl: 'https://git.example/repo/edit/main/site/docs' },
      { versionName: '2.0', label: '2.0', route: '/docs', banner: null, badge: true, noIndex: false, className: 'docs-version-2.0', isLast: true, editUrl: 'https://git.example/repo/edit/main/site/versioned_docs/version-2.0' },
      { versionName: '1.0', label: '1.0', route: '/docs/1.0', banner: 'unmaintained', badge: true, noIndex: false, className: 'docs-version-1.0', isLast: false, editUrl: 'https://git.example/repo/edit/main/site/versioned_docs/version-1.0' },
    ]);
    expect(versions[1]!.sidebarFilePath).toBe(path.join(dir, 'versioned_sidebars/version-2.0-sidebars.json'));
    expect(versions[0]!.sidebarFilePath).toBe(path.join(dir, 'sidebars.js'));
  });

  it('takes the options: another last version, only some versions, a version’s own path, label, banner, badge, noIndex and class', () => {
    const dir = versioned();
    const versions = readVersionsMetadata(dir, '/base/', options({ lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], editCurrentVersion: true, editUrl: 'https://e.example/', versions: { '1.0': { path: 'legacy', label: 'Old', banner: 'none', badge: false, noIndex: true, className: 'old' } } }));
    expect(versions.map((v) => [v.versionName, v.path, v.label, v.banner, v.badge, v.noIndex, v.className, v.isLast, v.editUrl])).toEqual([
      ['current', '/base/docs', 'Next', null, true, false, 'docs-version-current', true, 'https://e.example/docs'],
      ['1.0', '/base/docs/legacy', 'Old', null, false, true, 'old', false, 'https://e.example/docs'],
    ]);
    // One version: no badge unless asked, served at the docs root.
    const only = readVersionsMetadata(dir, '/', options({ onlyIncludeVersions: ['1.0'] }));
    expect(only.map((v) => [v.versionName, v.path, v.badge, v.banner])).toEqual([['1.0', '/docs', false, null]]);
    // A site without versions.json: the docs folder, at the docs root.
    expect(readVersionsMetadata(site({ 'docs/a.md': '' }), '/', options()).map((v) => [v.versionName, v.path, v.badge, v.banner])).toEqual([['current', '/docs', false, null]]);
  });

  it('names versions.json and the missing folder when a version has no docs folder', () => {
    const dir = site({ 'versions.json': '["2.0", "1.0"]', 'docs/a.md': '', 'versioned_docs/version-2.0/a.md': '' });
    expect(() => readVersionsMetadata(dir, '/', options())).toThrow('versions.json lists the version "1.0", but its docs folder versioned_docs/version-1.0/ does not exist.');
  });
});

describe('edit links', () => {
  /** Each doc's edit link, by route, for a versioned Docusaurus site with these docs options (JavaScript source). */
  async function editUrls(docsOptions: string, files: Record<string, string> = {}): Promise<Record<string, string | undefined>> {
    const dir = site({
      'package.json': '{ "name": "harbour", "private": true }',
      'docusaurus.config.js': `module.exports = { title: 'H', url: 'https://h.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { ${docsOptions} } }]] };\n`,
      'versions.json': '["1.0"]',
      'docs/guide/a.md': '# A',
      'docs/b.md': '---\ncustom_edit_url: https://elsewhere.example/b\n---\n# B',
      'docs/c.md': '---\ncustom_edit_url: null\n---\n# C',
      'versioned_docs/version-1.0/guide/a.md': '# A then',
      'versioned_sidebars/version-1.0-sidebars.json': '{}',
      ...files,
    });
    const { loadSite } = await import('../../src/node/plugins/host');
    const { routes } = await loadSite(dir, { dev: false });
    const docRoutes = routes.filter((route) => route.modules?.metadata && /\/docs\/(next\/)?(guide\/a|b|c)$/.test(route.path));
    return Object.fromEntries(docRoutes.map((route) => [route.path, (JSON.parse(fs.readFileSync(route.modules!.metadata!, 'utf8')) as { editUrl?: string }).editUrl]));
  }

  it("calls an `editUrl` function with the doc's version, its version's folder, its path, permalink and locale; front matter `custom_edit_url` wins (null: none)", async () => {
    const urls = await editUrls("editUrl: ({ version, versionDocsDirPath, docPath, permalink, locale }) => `https://e.example/${locale}/${version}/${versionDocsDirPath}/${docPath}?at=${permalink}`");
    expect(urls).toEqual({
      '/docs/next/guide/a': 'https://e.example/en/current/docs/guide/a.md?at=/docs/next/guide/a',
      '/docs/next/b': 'https://elsewhere.example/b',
      '/docs/next/c': undefined,
      '/docs/guide/a': 'https://e.example/en/1.0/versioned_docs/version-1.0/guide/a.md?at=/docs/guide/a',
    });
  });

  it('edits the current version\'s files with `editCurrentVersion`, a string `editUrl` joined to the folder and path', async () => {
    expect((await editUrls("editUrl: 'https://e.example/edit/main/', editCurrentVersion: true"))['/docs/guide/a']).toBe('https://e.example/edit/main/docs/guide/a.md');
    expect((await editUrls("editUrl: 'https://e.example/edit/main', editLocalizedFiles: true"))['/docs/guide/a']).toBe('https://e.example/edit/main/versioned_docs/version-1.0/guide/a.md');
  });
});

describe('docsVersionDropdown items', () => {
  it('stop the build at the key of a `versions` entry the docs do not have', () => {
    const fail = (key: string, _value: unknown, expected: string): never => {
      throw new Error(`${key} ${expected}`);
    };
    const items = [{ type: 'docsVersionDropdown' as const, versions: ['2.0', '3.0'] }];
    expect(() => checkVersionNavbarItems(items, ['current', '2.0'], fail)).toThrow('themeConfig.navbar.items[0].versions must name versions the docs have ("current", "2.0"); there is no version "3.0"');
    expect(() => checkVersionNavbarItems([{ type: 'docsVersionDropdown', versions: { current: { label: 'Tip' } } }], ['current', '2.0'], fail)).not.toThrow();
  });
});

describe('sitegen docs:version', () => {
  const config = `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };`;

  it('copies the docs and the sidebars, and puts the version first in versions.json', async () => {
    const dir = site({ 'docusaurus.config.js': config, 'sidebars.js': "module.exports = { guide: ['intro', { type: 'category', label: 'More', items: ['more/b'] }] };", 'docs/intro.md': '# Intro', 'docs/more/b.md': '# B', 'versions.json': '["1.0"]', 'versioned_docs/version-1.0/intro.md': '# Old' });
    const lines: string[] = [];
    const { written } = await docsVersion(dir, '2.0', { log: (line) => lines.push(line) });
    expect(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8')).toBe('[\n  "2.0",\n  "1.0"\n]\n');
    expect(fs.readFileSync(path.join(dir, 'versioned_docs/version-2.0/more/b.md'), 'utf8')).toBe('# B');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'versioned_sidebars/version-2.0-sidebars.json'), 'utf8'))).toEqual({ guide: ['intro', { type: 'category', label: 'More', items: ['more/b'] }] });
    expect(written).toEqual(['versioned_docs/version-2.0', 'versioned_sidebars/version-2.0-sidebars.json', 'versions.json']);
    expect(lines).toEqual(['[docs]: version 2.0 created!']);
  });

  it('refuses a bad name, a version that exists, and an unknown docs instance', async () => {
    const dir = site({ 'docusaurus.config.js': config, 'sidebars.js': 'module.exports = {};', 'docs/intro.md': '# Intro', 'versions.json': '["1.0"]' });
    await expect(docsVersion(dir, 'a/b')).rejects.toThrow('[docs]: Invalid version name "a/b": version name should not include slash (/) or backslash (\\). Try something like: 1.0.0');
    await expect(docsVersion(dir, '1.0')).rejects.toThrow('[docs]: this version already exists! Use a version tag that does not already exist.');
    await expect(docsVersion(dir, '2.0', { pluginId: 'community' })).rejects.toThrow('[community]: the site has no docs plugin with the id "community"');
    // No sidebars: no versioned sidebars file, as Docusaurus writes none.
    await docsVersion(dir, '2.0', { log: () => {} });
    expect(fs.existsSync(path.join(dir, 'versioned_sidebars/version-2.0-sidebars.json'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
  });
});
